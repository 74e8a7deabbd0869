// `npm run deploy [-- --project <id>] [-- --check] [-- --replace <function,…>]` (README, Deploy).
// It runs `firebase deploy` for hosting, the Firestore rules and indexes, the Storage rules and the
// functions; firebase.json's predeploy hooks then check each target against the project and build
// it (scripts/predeploy.ts), exactly as a plain `firebase deploy` does. With --check it runs every
// target's checks at once and stops: the settings, the functions' build, and, when credentials are
// present, the preflight against the project as it is (scripts/lib/preflight.ts).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { REPO_ROOT, activeProject } from './lib/deployConfig';
import { checkTargets, replaceList, report } from './lib/deployChecks';
import { DEPLOY_TARGETS } from './lib/preflight';
import { hasCredentials } from './lib/projectDescription';

const require = createRequire(import.meta.url);

const args = process.argv.slice(2);
const projectId = activeProject(args);
const replace = replaceList(args);
console.log(`Deploying to ${projectId ?? '(no project)'}`);

if (args.includes('--check')) {
  try {
    const result = checkTargets(projectId, DEPLOY_TARGETS, { describe: hasCredentials(), replace });
    if (!report(projectId, result)) process.exit(1);
    console.log(`\nReady to deploy to ${projectId}.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
} else {
  const result = spawnSync(
    process.execPath,
    [
      require.resolve('firebase-tools/lib/bin/firebase.js'),
      'deploy',
      '--project',
      projectId ?? '',
      '--only',
      DEPLOY_TARGETS.join(','),
    ],
    {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      // The hooks read the agreed replacements from here.
      env: { ...process.env, KYND_DEPLOY_REPLACE: replace.join(',') },
    },
  );
  process.exit(result.status ?? 1);
}
