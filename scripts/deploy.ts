// `npm run deploy [-- --project <id>] [-- --check]`: checks that the project's settings are
// complete and its own (scripts/lib/deployConfig.ts), then builds the app and the functions and
// runs `firebase deploy` for hosting, the Firestore rules and indexes, the Storage rules and the
// functions. With --check it stops after the checks. README, Deploy, lists what it needs.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadEnv } from 'vite';
import {
  REPO_ROOT,
  activeProject,
  deployProblems,
  functionsEnv,
  functionsManifest,
  functionsRuntime,
} from './lib/deployConfig';

const require = createRequire(import.meta.url);
const DEPLOYED = 'hosting,firestore,storage,functions';

function run(command: string, args: readonly string[]): void {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const args = process.argv.slice(2);
const projectId = activeProject(args);
console.log(`Deploying to ${projectId ?? '(no project)'}`);

const runtime = functionsRuntime();
if (runtime.decommissioned) {
  console.error(
    `functions/package.json asks for ${runtime.runtime}, which Cloud Functions no longer deploys (firebase-tools' table): raise its engines.node.`,
  );
  process.exit(1);
}

// The manifest is read from the built functions, as `firebase deploy` reads it.
run('npm', ['run', 'build:functions']);
const problems = projectId
  ? deployProblems({
      projectId,
      // What `vite build` (mode production) will put in the bundle.
      web: loadEnv('production', REPO_ROOT, ['VITE_', 'KYND_']),
      functions: functionsEnv(projectId),
      params: functionsManifest(projectId).params,
    })
  : deployProblems({ projectId, web: {}, functions: {}, params: [] });
if (problems.length > 0) {
  console.error(`\nNot deployed:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('Settings complete for the project.');
if (args.includes('--check')) process.exit(0);

run('npm', ['run', 'build']);
run(process.execPath, [
  require.resolve('firebase-tools/lib/bin/firebase.js'),
  'deploy',
  '--project',
  projectId ?? '',
  '--only',
  DEPLOYED,
]);
