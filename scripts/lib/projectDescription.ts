// Describes a Firebase project for the deploy's preflight (scripts/lib/preflight.ts) with
// firebase-tools' own listing commands, the pinned CLI of package.json, in their JSON form: the
// functions and their generations, the database and its location, the indexes, the Hosting sites
// and the apps' App Check providers. They need credentials and the network; the tests feed the
// same parsing recorded answers instead (scripts/fixtures/projects).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './deployConfig';
import {
  APP_CHECK_LISTING,
  type AppCheckApp,
  type DeployTarget,
  type ExistingFunction,
  type HostingSite,
  type IndexesFile,
  type ProjectDescription,
} from './preflight';

const require = createRequire(import.meta.url);

/** The commands that describe what each target's deploy changes. */
export const DESCRIBING_COMMANDS: Record<DeployTarget, readonly string[]> = {
  functions: ['functions:list', 'firestore:databases:get', APP_CHECK_LISTING],
  firestore: ['firestore:databases:get', 'firestore:indexes'],
  hosting: ['hosting:sites:list'],
  storage: [],
};

/** A command's answer with --json: `{ status: 'success', result }` or `{ status: 'error', error }`. */
export interface CliAnswer {
  status: 'success' | 'error';
  result?: unknown;
  error?: string;
}

/** The answers of the commands, by command, as one description. */
export function describeProject(
  projectId: string,
  answers: Readonly<Record<string, CliAnswer>>,
): ProjectDescription {
  const description: ProjectDescription = { projectId, unread: {} };
  for (const [command, answer] of Object.entries(answers)) {
    if (answer.status !== 'success') {
      description.unread[command] = answer.error ?? 'no answer';
      continue;
    }
    const result = answer.result;
    switch (command) {
      case 'functions:list':
        description.functions = result as ExistingFunction[];
        break;
      case 'firestore:databases:get':
        description.database = result as ProjectDescription['database'];
        break;
      case 'firestore:indexes':
        description.indexes = result as IndexesFile;
        break;
      case 'hosting:sites:list':
        description.sites = (result as { sites: HostingSite[] }).sites;
        break;
      case APP_CHECK_LISTING:
        description.appCheckApps = result as AppCheckApp[];
        break;
      default:
        throw new Error(`No description is read from firebase ${command}.`);
    }
  }
  return description;
}

/** The answer in a command's output: its last line that opens the JSON object. */
export function parseCliOutput(stdout: string, stderr = ''): CliAnswer {
  const start = stdout.lastIndexOf('\n{');
  const text = start >= 0 ? stdout.slice(start + 1) : stdout.trimStart();
  try {
    return JSON.parse(text) as CliAnswer;
  } catch {
    const said = `${stdout}\n${stderr}`.trim().split('\n').slice(-3).join(' ');
    return { status: 'error', error: said || 'no answer' };
  }
}

/** Runs firebase-tools' `command` for the project, non-interactively, and reads its answer. */
export function runCli(command: string, projectId: string): CliAnswer {
  const cli = require.resolve('firebase-tools/lib/bin/firebase.js');
  const result = spawnSync(
    process.execPath,
    [cli, command, '--project', projectId, '--json', '--non-interactive'],
    { cwd: REPO_ROOT, encoding: 'utf8', timeout: 120_000 },
  );
  return parseCliOutput(result.stdout ?? '', result.stderr ?? '');
}

/** The description of what `targets` change, each command run once. */
export function describeLiveProject(
  projectId: string,
  targets: readonly DeployTarget[],
): ProjectDescription {
  const commands = [...new Set(targets.flatMap((target) => DESCRIBING_COMMANDS[target]))];
  return describeProject(
    projectId,
    Object.fromEntries(commands.map((command) => [command, runCli(command, projectId)])),
  );
}

/**
 * Whether firebase-tools will find credentials, as it looks for them: a token
 * (FIREBASE_TOKEN), a signed-in user (`firebase login`), a service account key
 * (GOOGLE_APPLICATION_CREDENTIALS) or gcloud's application default credentials.
 */
export function hasCredentials(
  env: NodeJS.ProcessEnv = process.env,
  signedIn = signedInUser(),
  exists: (path: string) => boolean = existsSync,
): boolean {
  if (env.FIREBASE_TOKEN) return true;
  if (signedIn) return true;
  if (env.GOOGLE_APPLICATION_CREDENTIALS) return exists(env.GOOGLE_APPLICATION_CREDENTIALS);
  const gcloud = env.CLOUDSDK_CONFIG ?? join(homedir(), '.config', 'gcloud');
  return exists(join(gcloud, 'application_default_credentials.json'));
}

function signedInUser(): boolean {
  const { configstore } = require('firebase-tools/lib/configstore.js') as {
    configstore: { get(key: string): unknown };
  };
  const tokens = configstore.get('tokens') as { refresh_token?: string } | undefined;
  return Boolean(configstore.get('user') && tokens?.refresh_token);
}
