// The checks of a deploy, per target (README, Deploy): run by each of firebase.json's predeploy
// hooks (scripts/predeploy.ts) for its own target, so that `firebase deploy` and `npm run deploy`
// (which runs `firebase deploy`) stop at the same problems, and by `npm run deploy -- --check` for
// every target at once. firebase-tools runs every predeploy hook before it deploys anything.
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  REPO_ROOT,
  connectSources,
  deployProblems,
  functionsEnv,
  functionsManifest,
  functionsRuntime,
  projectProblems,
  webBuildFor,
  type FunctionsManifest,
  type SettingsTarget,
} from './deployConfig';
import { preflight, type DeployTarget, type IndexesFile } from './preflight';
import { describeLiveProject } from './projectDescription';

/** firebase.json, as far as the deploy reads it. */
interface FirebaseJson {
  firestore: { rules: string; indexes: string };
  storage: { rules: string };
  functions: { source: string; codebase?: string }[];
}

export const readFirebaseJson = (root = REPO_ROOT) =>
  JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as FirebaseJson;

/** The codebase these functions deploy in (firebase.json), apart from the mobile app's. */
export const functionsCodebase = (root = REPO_ROOT) =>
  readFirebaseJson(root).functions[0]?.codebase ?? 'default';

/** Runs a command in the repository, its output shown; throws when it fails. */
export function run(command: string, args: readonly string[]): void {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed.`);
}

export interface CheckOptions {
  /** Whether to ask the project what is there (needs credentials); without, the plan says so. */
  describe: boolean;
  /** Functions of another codebase the operator agreed to replace (--replace). */
  replace: readonly string[];
}

export interface CheckResult {
  plan: string[];
  problems: string[];
}

/**
 * Checks the deploy of `targets` to the project: its settings, the functions' build (built here:
 * the manifest is read from it, as `firebase deploy` reads it) and runtime, and the preflight
 * against the project as it is.
 */
export function checkTargets(
  projectId: string | undefined,
  targets: readonly DeployTarget[],
  options: CheckOptions,
): CheckResult {
  const invalid = projectProblems(projectId);
  if (!projectId || invalid.length > 0) return { plan: [], problems: invalid };
  const problems: string[] = [];
  let manifest: FunctionsManifest = { params: [], endpoints: {} };
  if (targets.includes('functions')) {
    const runtime = functionsRuntime();
    if (runtime.decommissioned) {
      problems.push(
        `functions/package.json asks for ${runtime.runtime}, which Cloud Functions no longer deploys (firebase-tools' table): raise its engines.node.`,
      );
    }
    run('npm', ['run', 'build:functions']);
    manifest = functionsManifest(projectId);
  }
  const web = webBuildFor(projectId);
  const settingsTargets = targets.filter(
    (target): target is SettingsTarget => target === 'hosting' || target === 'functions',
  );
  problems.push(
    ...deployProblems(
      {
        projectId,
        web,
        functions: settingsTargets.includes('functions') ? functionsEnv(projectId) : {},
        params: manifest.params,
        connectSources: connectSources(),
      },
      settingsTargets,
    ),
  );
  if (!options.describe) {
    return {
      plan: [
        `${projectId} was not described (no credentials: npx firebase login, or GOOGLE_APPLICATION_CREDENTIALS): its functions, database, indexes and sites are not checked.`,
      ],
      problems,
    };
  }
  const config = readFirebaseJson();
  const bytes = (file: string) => statSync(join(REPO_ROOT, file)).size;
  const result = preflight({
    targets,
    project: describeLiveProject(projectId, targets),
    codebase: functionsCodebase(),
    functions: manifest.endpoints,
    indexes: JSON.parse(
      readFileSync(join(REPO_ROOT, config.firestore.indexes), 'utf8'),
    ) as IndexesFile,
    rulesBytes: { firestore: bytes(config.firestore.rules), storage: bytes(config.storage.rules) },
    webAppId: web?.settings[`VITE_${web.environment}_FIREBASE_APP_ID`],
    replace: options.replace,
  });
  return { plan: result.plan, problems: [...problems, ...result.problems] };
}

/** Prints the plan and the problems; true when the deploy may go on. */
export function report(projectId: string | undefined, result: CheckResult): boolean {
  if (result.plan.length > 0) console.log(`\nPlan for ${projectId}:\n${result.plan.join('\n')}`);
  if (result.problems.length === 0) return true;
  console.error(`\nNot deployed:\n${result.problems.map((problem) => `- ${problem}`).join('\n')}`);
  return false;
}

/** The functions the operator agreed to replace: --replace a,b or KYND_DEPLOY_REPLACE. */
export function replaceList(args: readonly string[], env = process.env): string[] {
  const flag = args.indexOf('--replace');
  const value = flag >= 0 ? args[flag + 1] : env.KYND_DEPLOY_REPLACE;
  return (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}
