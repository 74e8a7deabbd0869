// What a deploy needs, checked before anything ships (scripts/deploy.ts) and, for what the
// repository itself holds, by scripts/deploy.test.ts: the project to deploy to, the web app's
// settings for that project, and a value for every param the functions define. Nothing may fall
// back to the development settings or the emulators' demo project unnoticed (README, Deploy).
//
// The functions' params and the runtimes come from firebase-tools and firebase-functions
// themselves (the pinned versions of package.json), so that the checks agree with `firebase
// deploy`: the same dotenv files, the same manifest, the same runtime table.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { DEVELOPMENT_SETTINGS, PRODUCTION_SETTINGS } from '../../src/config/environment';
import { cspAllows, headersFor, parseCsp, readHostingHeaders } from './hostingHeaders';

const require = createRequire(import.meta.url);

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FUNCTIONS_DIR = join(REPO_ROOT, 'functions');

export type Settings = Record<string, string | undefined>;

export interface FunctionParam {
  name: string;
  type: string;
  description?: string;
}

/** A function's trigger, as firebase-tools and the manifest describe it: one of these is set. */
export interface FunctionTrigger {
  httpsTrigger?: object;
  callableTrigger?: object;
  eventTrigger?: { eventType?: string };
  scheduleTrigger?: object;
  taskQueueTrigger?: object;
  blockingTrigger?: { eventType?: string };
}

/** One function of the manifest: its region, trigger and instance settings. */
export interface ManifestEndpoint extends FunctionTrigger {
  platform?: string;
  region?: string[];
  entryPoint?: string;
  maxInstances?: number | null;
  concurrency?: number | null;
}

export interface FunctionsManifest {
  params: FunctionParam[];
  endpoints: Record<string, ManifestEndpoint>;
}

/**
 * The functions as `firebase deploy` discovers them: firebase-functions loads the built bundle
 * (functions/lib) and writes its manifest, with every endpoint and every param it defines.
 */
/** firebase-functions' own command, which `firebase deploy` runs to discover the functions. */
function firebaseFunctionsBin(): string {
  // Its package exports no subpath: the command sits two folders above its main entry point.
  const main = require.resolve('firebase-functions', { paths: [FUNCTIONS_DIR] });
  return join(dirname(main), '..', 'bin', 'firebase-functions.js');
}

export function functionsManifest(projectId: string): FunctionsManifest {
  const folder = mkdtempSync(join(tmpdir(), 'kynd-manifest-'));
  const output = join(folder, 'manifest.json');
  try {
    const result = spawnSync(process.execPath, [firebaseFunctionsBin()], {
      cwd: FUNCTIONS_DIR,
      encoding: 'utf8',
      env: {
        ...process.env,
        FUNCTIONS_CONTROL_API: 'true',
        FUNCTIONS_MANIFEST_OUTPUT_PATH: output,
        GCLOUD_PROJECT: projectId,
      },
    });
    if (result.status !== 0) {
      throw new Error(`The functions' manifest could not be read:\n${result.stderr}`);
    }
    const manifest = JSON.parse(readFileSync(output, 'utf8')) as Partial<FunctionsManifest>;
    return { params: manifest.params ?? [], endpoints: manifest.endpoints ?? {} };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The values the functions get for a project: `.env`, `.env.<projectId>` of functions/ and, on the
 * emulators, .env.local, read by firebase-tools as `firebase deploy` and the emulator read them.
 */
export function functionsEnv(projectId: string, options: { emulator?: boolean } = {}): Settings {
  const env = require('firebase-tools/lib/functions/env.js') as {
    loadUserEnvs(options: {
      functionsSource: string;
      projectDir: string;
      projectId: string;
      isEmulator: boolean;
    }): Settings;
  };
  return env.loadUserEnvs({
    functionsSource: FUNCTIONS_DIR,
    projectDir: REPO_ROOT,
    projectId,
    isEmulator: options.emulator ?? false,
  });
}

export interface RuntimeSupport {
  runtime: string;
  /** Known to the pinned firebase-tools. */
  known: boolean;
  decommissioned: boolean;
  decommissionDate?: string;
}

/** The Cloud Functions runtime functions/package.json asks for, against firebase-tools' table. */
export function functionsRuntime(now = new Date()): RuntimeSupport {
  const manifest = JSON.parse(readFileSync(join(FUNCTIONS_DIR, 'package.json'), 'utf8')) as {
    engines?: { node?: string };
  };
  const runtime = `nodejs${manifest.engines?.node ?? ''}`;
  const supported = require('firebase-tools/lib/deploy/functions/runtimes/supported/index.js') as {
    RUNTIMES: Record<string, { decommissionDate: string }>;
    isDecommissioned(runtime: string, now?: Date): boolean;
  };
  const entry = supported.RUNTIMES[runtime];
  return {
    runtime,
    known: entry !== undefined,
    decommissioned: entry === undefined || supported.isDecommissioned(runtime, now),
    decommissionDate: entry?.decommissionDate,
  };
}

/**
 * The project `firebase deploy` would use, found as firebase-tools finds it: --project, else the
 * one `firebase use` chose for this folder (or a folder above it), else the `default` of
 * .firebaserc (the emulators' demo project, which deployProblems refuses). Aliases are resolved.
 */
export function activeProject(args: readonly string[]): string | undefined {
  const flag = args.findIndex((arg) => arg === '--project' || arg === '-P');
  const rc = JSON.parse(readFileSync(join(REPO_ROOT, '.firebaserc'), 'utf8')) as {
    projects?: Record<string, string>;
  };
  const aliases = rc.projects ?? {};
  const resolveAlias = (name: string) => aliases[name] ?? name;
  if (flag >= 0) {
    const named = args[flag + 1];
    return named ? resolveAlias(named) : undefined;
  }
  const { configstore } = require('firebase-tools/lib/configstore.js') as {
    configstore: { get(key: string): unknown };
  };
  const active = (configstore.get('activeProjects') ?? {}) as Record<string, string>;
  for (let folder = REPO_ROOT; ; folder = dirname(folder)) {
    const chosen = active[folder];
    if (chosen) return resolveAlias(chosen);
    if (dirname(folder) === folder) break;
  }
  return aliases.default;
}

/** The web build a project gets: the production or the development one (docs/product.md §1). */
export interface WebBuild {
  environment: 'PROD' | 'DEV';
  /** Vite's mode, which chooses the settings compiled in (src/config/environment.ts). */
  mode: 'production' | 'development';
  settings: Settings;
}

/**
 * The web build for the project: the production build when it is the production settings'
 * project, the development build when it is the development settings' one, as Vite would load
 * the settings for that mode (`.env`, `.env.local`, `.env.<mode>`, `.env.<mode>.local`).
 */
export function webBuildFor(projectId: string, root = REPO_ROOT): WebBuild | undefined {
  const production = loadEnv('production', root, ['VITE_', 'KYND_']);
  if (production.VITE_PROD_FIREBASE_PROJECT_ID === projectId) {
    return { environment: 'PROD', mode: 'production', settings: production };
  }
  const development = loadEnv('development', root, ['VITE_', 'KYND_']);
  if (development.VITE_DEV_FIREBASE_PROJECT_ID === projectId) {
    return { environment: 'DEV', mode: 'development', settings: development };
  }
  return undefined;
}

/** The sources firebase.json's Content-Security-Policy lets the pages fetch from. */
export function connectSources(root = REPO_ROOT): string[] {
  const policy = headersFor(readHostingHeaders(root), '/').get('content-security-policy') ?? '';
  return parseCsp(policy).get('connect-src') ?? [];
}

/** The report URLs the web app may be configured with (src/monitoring). */
const REPORT_URLS = ['VITE_ERROR_REPORTING_URL', 'VITE_WEB_VITALS_URL'] as const;

export type SettingsTarget = 'hosting' | 'functions';

export interface DeployInput {
  projectId: string | undefined;
  /** The web build for the project (webBuildFor), if any. */
  web: WebBuild | undefined;
  /** The functions' values for the project (functionsEnv). */
  functions: Settings;
  params: readonly FunctionParam[];
  /** firebase.json's connect-src (connectSources). */
  connectSources: readonly string[];
}

/** Problems of the project itself, whatever is deployed to it. */
export function projectProblems(projectId: string | undefined): string[] {
  if (!projectId) {
    return [
      'No project chosen: run `npx firebase use <project-id>` or pass --project <project-id>.',
    ];
  }
  if (projectId.startsWith('demo-')) {
    return [`${projectId} is a project of the local emulators; it cannot be deployed.`];
  }
  return [];
}

/**
 * Everything that would make the deployed targets use settings that are not the project's own;
 * empty when they may be deployed. The web app (hosting) must be the production or development
 * build of this very project, with that environment's settings complete and its report URLs
 * allowed by the Content-Security-Policy; the functions need a value of every param, the
 * Subscriptions organisation being the web app's.
 */
export function deployProblems(
  input: DeployInput,
  targets: readonly SettingsTarget[] = ['hosting', 'functions'],
): string[] {
  const { projectId, web, functions, params } = input;
  const invalid = projectProblems(projectId);
  if (invalid.length > 0) return invalid;
  const problems: string[] = [];
  if (targets.includes('hosting')) {
    if (!web) {
      problems.push(
        `The web app is not built for ${projectId}: set VITE_PROD_FIREBASE_PROJECT_ID (production) or VITE_DEV_FIREBASE_PROJECT_ID (development) to it.`,
      );
    } else {
      const required = web.environment === 'PROD' ? PRODUCTION_SETTINGS : DEVELOPMENT_SETTINGS;
      for (const name of required) {
        if (!web.settings[name]) problems.push(`${name} is not set for the web build.`);
      }
      if (web.settings.VITE_USE_EMULATORS === 'true' && web.environment === 'DEV') {
        problems.push('VITE_USE_EMULATORS is true: the deployed app would talk to the emulators.');
      }
      for (const name of REPORT_URLS) {
        const url = web.settings[name];
        if (url && !cspAllows(input.connectSources, url)) {
          problems.push(
            `${name} (${url}) is refused by firebase.json's Content-Security-Policy: add its origin to connect-src.`,
          );
        }
      }
    }
  }
  if (targets.includes('functions')) {
    for (const param of params) {
      if (!functions[param.name]) {
        problems.push(
          `${param.name} has no value in functions/.env.${projectId}: ${param.description ?? param.type}.`,
        );
      }
    }
    const name = web && `VITE_${web.environment}_SUBSCRIPTIONS_ORGANISATION_ID`;
    const appSubscriptions = name && web.settings[name];
    const functionsSubscriptions = functions.SUBSCRIPTIONS_ORGANISATION_ID;
    if (appSubscriptions && functionsSubscriptions && appSubscriptions !== functionsSubscriptions) {
      problems.push(
        `The Subscriptions organisation differs: the web app has ${appSubscriptions} (${name}), the functions ${functionsSubscriptions} (functions/.env.${projectId}).`,
      );
    }
  }
  return problems;
}
