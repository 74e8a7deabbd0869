// @vitest-environment node
// What `npm run deploy` ships, checked offline: firebase.json names files that exist, the
// functions build and declare a runtime Cloud Functions deploys, every param they define has a
// value for the local projects and is documented, the indexes file is one firebase-tools accepts
// (with the TTL policy), storage.rules is well-formed, and the deploy refuses settings that are not
// the project's own (scripts/lib/deployConfig.ts). The Firestore emulator parses firestore.rules
// in tests/emulators/deployRules.test.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { builtinModules, createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { resolveConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FUNCTIONS_REGION, RATE_LIMITS } from '../src/config/constants';
import {
  DEMO_PROJECT_ID,
  DEVELOPMENT_SETTINGS,
  DEV_SUBSCRIPTIONS_ORGANISATION_ID,
  PRODUCTION_SETTINGS,
} from '../src/config/environment';
import { TEST_PROJECT_ID } from '../tests/helpers/stack';
import {
  FUNCTIONS_DIR,
  REPO_ROOT,
  connectSources,
  deployProblems,
  functionsEnv,
  functionsManifest,
  functionsRuntime,
  type DeployInput,
  type FunctionsManifest,
  type Settings,
  webBuildFor,
} from './lib/deployConfig';
import { DEFAULT_PROJECT_ID as STACK_PROJECT_ID } from './local-stack';
import { DEPLOY_TARGETS, preflight } from './lib/preflight';
import { describeProject, type CliAnswer } from './lib/projectDescription';

const require = createRequire(import.meta.url);
const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');
const json = <T = unknown>(path: string, absolute = false) =>
  JSON.parse(absolute ? readFileSync(path, 'utf8') : read(path)) as T;

interface FirebaseJson {
  hosting: { public: string; predeploy?: string[] };
  firestore: { rules: string; indexes: string; predeploy?: string[] };
  storage: { rules: string; predeploy?: string[] };
  functions: { source: string; codebase?: string; ignore: string[]; predeploy?: string[] }[];
}
const firebaseJson = json<FirebaseJson>('firebase.json');
const functionsPackage = json<{
  main: string;
  engines: { node: string };
  dependencies: Record<string, string>;
}>('functions/package.json');

/** Every project id the emulators run the functions for: `npm start`, the tests, .firebaserc. */
const LOCAL_PROJECTS = [
  ...new Set([
    DEMO_PROJECT_ID,
    TEST_PROJECT_ID,
    STACK_PROJECT_ID,
    json<{ projects: Record<string, string> }>('.firebaserc').projects.default ?? '',
  ]),
];

/** A package's package.json, which its exports may not name: the nearest above its entry point. */
function packageJsonOf(name: string): unknown {
  let folder = dirname(require.resolve(name, { paths: [FUNCTIONS_DIR] }));
  while (
    !existsSync(join(folder, 'package.json')) ||
    json<{ name?: string }>(join(folder, 'package.json'), true).name !== name
  ) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`No package.json of ${name}`);
    folder = parent;
  }
  return json(join(folder, 'package.json'), true);
}

let manifest: FunctionsManifest;

beforeAll(() => {
  // As `npm run build:functions` does; the manifest is read from what it writes.
  const build = spawnSync(process.execPath, ['build.mjs'], {
    cwd: FUNCTIONS_DIR,
    encoding: 'utf8',
  });
  expect(build.stderr).toBe('');
  expect(build.status).toBe(0);
  manifest = functionsManifest(DEMO_PROJECT_ID);
}, 60_000);

describe('firebase.json', () => {
  it('names rules, indexes and a functions source that exist', () => {
    for (const path of [
      firebaseJson.firestore.rules,
      firebaseJson.firestore.indexes,
      firebaseJson.storage.rules,
    ]) {
      expect(existsSync(join(REPO_ROOT, path)), path).toBe(true);
    }
    expect(firebaseJson.functions.map((codebase) => codebase.source)).toEqual(['functions']);
    expect(existsSync(join(FUNCTIONS_DIR, functionsPackage.main))).toBe(true);
    // The deployed folder holds the bundle and package.json, not the sources it was built from.
    expect(firebaseJson.functions[0]?.ignore).toEqual(
      expect.arrayContaining(['src', 'node_modules']),
    );
  });

  it('is a configuration firebase-tools accepts', () => {
    const { getValidator, getErrorMessage } =
      require('firebase-tools/lib/firebaseConfigValidate.js') as {
        getValidator(): ((config: unknown) => boolean) & { errors?: unknown[] | null };
        getErrorMessage(error: unknown): string;
      };
    const validate = getValidator();
    const valid = validate(firebaseJson);
    expect((validate.errors ?? []).map(getErrorMessage)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('runs the deploy checks and builds before every target it deploys, as npm run deploy does', () => {
    const hooks = {
      hosting: firebaseJson.hosting.predeploy,
      firestore: firebaseJson.firestore.predeploy,
      storage: firebaseJson.storage.predeploy,
      functions: firebaseJson.functions[0]?.predeploy,
    };
    expect(Object.keys(hooks).sort()).toEqual([...DEPLOY_TARGETS].sort());
    const scripts = json<{ scripts: Record<string, string> }>('package.json').scripts;
    for (const [target, hook] of Object.entries(hooks)) {
      expect(hook, target).toEqual([`npm run firebase:predeploy -- ${target}`]);
    }
    expect(scripts['firebase:predeploy']).toBe('tsx scripts/predeploy.ts');
    // firebase-tools warns that a hook with '=' may not run.
    expect(Object.values(hooks).flat().join(' ')).not.toContain('=');
  });

  it("deploys the functions in a codebase of their own, apart from the mobile app's", () => {
    expect(firebaseJson.functions.map((codebase) => codebase.codebase)).toEqual(['kynd-dashboard']);
  });

  it('serves the folder the web build writes', async () => {
    const config = await resolveConfig(
      { root: REPO_ROOT, logLevel: 'silent' },
      'build',
      'production',
    );
    expect(resolve(REPO_ROOT, firebaseJson.hosting.public)).toBe(
      resolve(config.root, config.build.outDir),
    );
  });
});

describe('the functions', () => {
  it('declare a runtime the pinned firebase-tools deploys today', () => {
    const runtime = functionsRuntime();
    expect(runtime).toMatchObject({ known: true, decommissioned: false });
    // Node 20 stopped deploying on 2026-10-30: an engines value that old must fail here.
    expect(functionsRuntime(new Date('2028-11-01')).decommissioned).toBe(true);
  });

  it('use SDKs that run on that runtime', () => {
    const major = Number(functionsPackage.engines.node);
    for (const name of ['firebase-functions', 'firebase-admin']) {
      const { engines } = packageJsonOf(name) as { engines: { node: string } };
      const minimum = Number(/^>=\s*(\d+)/.exec(engines.node)?.[1]);
      expect(minimum, `${name} ${engines.node}`).toBeLessThanOrEqual(major);
    }
  });

  it('build into callables of the docs/product.md §7 region', () => {
    const endpoints = Object.values(manifest.endpoints);
    expect(endpoints.length).toBeGreaterThanOrEqual(12);
    for (const endpoint of endpoints) expect(endpoint.region).toEqual([FUNCTIONS_REGION]);
  });

  it('each have an instance limit and a concurrency, which the preflight reads from the build', () => {
    const endpoints = Object.entries(manifest.endpoints);
    for (const [name, endpoint] of endpoints) {
      expect(endpoint.maxInstances, name).toBeGreaterThan(0);
      expect(endpoint.concurrency, name).toBeGreaterThan(1);
    }
    const recorded = json<{ projectId: string; answers: Record<string, CliAnswer> }>(
      'scripts/fixtures/projects/mobile-app-project.json',
    );
    const { plan, problems } = preflight({
      targets: ['functions'],
      project: describeProject(recorded.projectId, recorded.answers),
      codebase: 'kynd-dashboard',
      functions: manifest.endpoints,
      indexes: { indexes: [] },
      rulesBytes: { firestore: 0, storage: 0 },
      replace: [],
    });
    expect(problems).toEqual([]);
    for (const [name] of endpoints) expect(plan.join('\n')).toContain(`create   ${name} (`);
  });

  it('leave out of the bundle only packages their package.json installs', () => {
    const bundle = readFileSync(join(FUNCTIONS_DIR, functionsPackage.main), 'utf8');
    const required = [...bundle.matchAll(/\brequire\("([^"]+)"\)/g)].map((match) => match[1] ?? '');
    const packages = required
      .filter((name) => !name.startsWith('node:') && !builtinModules.includes(name))
      .map((name) =>
        (name.startsWith('@') ? name.split('/').slice(0, 2) : name.split('/', 1)).join('/'),
      );
    expect(packages.length).toBeGreaterThan(0);
    for (const name of new Set(packages)) {
      expect(Object.keys(functionsPackage.dependencies), name).toContain(name);
    }
  });

  it('get a value of every param they define for each local project, the Subscriptions organisation the app uses there', () => {
    expect(manifest.params.map((param) => param.name)).toContain('SUBSCRIPTIONS_ORGANISATION_ID');
    expect(LOCAL_PROJECTS).toContain('demo-kynd');
    for (const projectId of LOCAL_PROJECTS) {
      const values = functionsEnv(projectId, { emulator: true });
      for (const param of manifest.params) {
        expect(values[param.name], `${param.name} for ${projectId}`).toBeTruthy();
      }
      expect(values.SUBSCRIPTIONS_ORGANISATION_ID).toBe(DEV_SUBSCRIPTIONS_ORGANISATION_ID);
    }
  });

  it('have no value for a project without its own file: no default reaches production', () => {
    const values = functionsEnv('kynd-production-example');
    for (const param of manifest.params) expect(values[param.name]).toBeUndefined();
  });

  it('fail a call that needs a param without a value, loudly', async () => {
    const saved = process.env.SUBSCRIPTIONS_ORGANISATION_ID;
    // The functions' logger keeps the console.error it finds when first loaded: watched from
    // before the functions' code is, the log is checked (it is part of "loudly") and kept quiet.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { subscriptionsOrganisationId } = await import('../functions/src/accounts');
      delete process.env.SUBSCRIPTIONS_ORGANISATION_ID;
      expect(() => subscriptionsOrganisationId()).toThrow(
        expect.objectContaining({ code: 'failed-precondition' }),
      );
      expect(logged.mock.calls.map(([text]) => String(text)).join('')).toContain(
        'SUBSCRIPTIONS_ORGANISATION_ID has no value',
      );
      process.env.SUBSCRIPTIONS_ORGANISATION_ID = 'subs-of-this-project';
      expect(subscriptionsOrganisationId()).toBe('subs-of-this-project');
    } finally {
      logged.mockRestore();
      if (saved === undefined) delete process.env.SUBSCRIPTIONS_ORGANISATION_ID;
      else process.env.SUBSCRIPTIONS_ORGANISATION_ID = saved;
    }
  });

  it('have every param described in the README deploy section', () => {
    const readme = read('README.md');
    const deploy = readme.slice(
      readme.indexOf('\n## Deploy'),
      readme.indexOf('\n## ', readme.indexOf('\n## Deploy') + 1),
    );
    expect(deploy.length).toBeGreaterThan(100);
    for (const param of manifest.params) expect(deploy).toContain(param.name);
  });
});

describe('firestore.indexes.json', () => {
  interface IndexesFile {
    indexes: { collectionGroup: string; fields: { fieldPath: string }[] }[];
    fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
  }
  const indexes = json<IndexesFile>(firebaseJson.firestore.indexes);

  it('is a file firebase-tools accepts', () => {
    const { FirestoreApi } = require('firebase-tools/lib/firestore/api.js') as {
      FirestoreApi: new () => { validateSpec(spec: unknown): void };
    };
    const api = new FirestoreApi();
    expect(() => api.validateSpec(indexes)).not.toThrow();
    // The validation bites: a field without an order or array setting is refused.
    expect(() =>
      api.validateSpec({
        indexes: [
          { collectionGroup: 'users', queryScope: 'COLLECTION', fields: [{ fieldPath: 'a' }] },
        ],
      }),
    ).toThrow();
  });

  it('has composite indexes of at least two fields, each once', () => {
    for (const index of indexes.indexes) expect(index.fields.length).toBeGreaterThanOrEqual(2);
    const keys = indexes.indexes.map((index) => JSON.stringify(index));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('declares the TTL policy that deletes old rate-limit windows', () => {
    expect(indexes.fieldOverrides).toContainEqual(
      expect.objectContaining({
        collectionGroup: RATE_LIMITS.collection,
        fieldPath: RATE_LIMITS.expiryField,
        ttl: true,
      }),
    );
  });

  it('indexes no key of the score counters, which every change of a user increments', () => {
    for (const collectionGroup of ['scoreContributions', 'scoreCounters']) {
      expect(indexes.fieldOverrides).toContainEqual({
        collectionGroup,
        fieldPath: 'counters',
        indexes: [],
      });
    }
  });
});

/** The text with its comments and string literals blanked, for a structural look at rules. */
function code(rules: string): string {
  return rules.replace(
    /\/\/[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g,
    (text) => (text.startsWith('/') ? ' ' : '""'),
  );
}

function balanced(text: string): boolean {
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  const stack: string[] = [];
  for (const char of text) {
    if ('([{'.includes(char)) stack.push(char);
    else if (char in pairs && stack.pop() !== pairs[char]) return false;
  }
  return stack.length === 0;
}

describe('storage.rules', () => {
  // No offline compiler exists for Storage rules (its rules runtime is a download): what can be
  // checked offline is their form. src/domain/storagePolicy.test.ts checks what they state.
  const rules = read(firebaseJson.storage.rules);

  it('is version 2 rules for Cloud Storage with balanced brackets', () => {
    expect(rules).toMatch(/^\s*(\/\/[^\n]*\n\s*)*rules_version\s*=\s*'2'\s*;/);
    expect(code(rules)).toMatch(/\bservice\s+firebase\.storage\s*\{/);
    expect(balanced(code(rules))).toBe(true);
    expect(balanced(code(`${rules}\n}`))).toBe(false);
  });
});

const without = (settings: Settings, name: string): Settings =>
  Object.fromEntries(Object.entries(settings).filter(([key]) => key !== name));

describe('deploy settings (scripts/lib/deployConfig.ts)', () => {
  const CONNECT = connectSources();
  /** Complete settings of one environment for its project. */
  const complete = (environment: 'PROD' | 'DEV', projectId: string): DeployInput => ({
    projectId,
    web: {
      environment,
      mode: environment === 'PROD' ? 'production' : 'development',
      settings: {
        ...Object.fromEntries(
          (environment === 'PROD' ? PRODUCTION_SETTINGS : DEVELOPMENT_SETTINGS).map((name) => [
            name,
            'x',
          ]),
        ),
        [`VITE_${environment}_FIREBASE_PROJECT_ID`]: projectId,
        [`VITE_${environment}_SUBSCRIPTIONS_ORGANISATION_ID`]: `subs-${projectId}`,
      },
    },
    functions: { SUBSCRIPTIONS_ORGANISATION_ID: `subs-${projectId}` },
    params: [{ name: 'SUBSCRIPTIONS_ORGANISATION_ID', type: 'string' }],
    connectSources: CONNECT,
  });
  const production = complete('PROD', 'kynd-prod');
  const withSettings = (input: DeployInput, settings: Settings): DeployInput => ({
    ...input,
    web: input.web && { ...input.web, settings },
  });
  const productionSettings = production.web?.settings ?? {};

  it('lets a project with its own complete settings deploy', () => {
    expect(deployProblems(production)).toEqual([]);
  });

  it("refuses the emulators' demo project and no project", () => {
    expect(deployProblems({ ...production, projectId: DEMO_PROJECT_ID })).toHaveLength(1);
    expect(deployProblems({ ...production, projectId: undefined })[0]).toMatch(/firebase use/);
  });

  it('refuses a param without a value for the project', () => {
    expect(deployProblems({ ...production, functions: {} })).toEqual([
      expect.stringContaining(
        'SUBSCRIPTIONS_ORGANISATION_ID has no value in functions/.env.kynd-prod',
      ),
    ]);
  });

  it("refuses a production build without every production setting, App Check's site key included", () => {
    expect(
      deployProblems(
        withSettings(production, without(productionSettings, 'VITE_PROD_APP_CHECK_SITE_KEY')),
      ),
    ).toEqual(['VITE_PROD_APP_CHECK_SITE_KEY is not set for the web build.']);
    expect(deployProblems({ ...production, web: undefined })[0]).toMatch(/not built for kynd-prod/);
  });

  it('refuses report URLs the Content-Security-Policy would block, and takes those it allows', () => {
    const reporting = (url: string) =>
      deployProblems(
        withSettings(production, { ...productionSettings, VITE_ERROR_REPORTING_URL: url }),
      );
    expect(reporting('https://errors.example/report')).toEqual([
      "VITE_ERROR_REPORTING_URL (https://errors.example/report) is refused by firebase.json's Content-Security-Policy: add its origin to connect-src.",
    ]);
    expect(reporting('/api/errors')).toEqual([]);
    expect(
      deployProblems(
        withSettings(
          { ...production, connectSources: [...CONNECT, 'https://vitals.example'] },
          { ...productionSettings, VITE_WEB_VITALS_URL: 'https://vitals.example/v1' },
        ),
      ),
    ).toEqual([]);
  });

  it('checks only the settings of the targets deployed', () => {
    expect(deployProblems({ ...production, web: undefined }, ['functions'])).toEqual([]);
    expect(deployProblems({ ...production, functions: {} }, ['hosting'])).toEqual([]);
  });

  it('refuses different Subscriptions organisations for the app and the functions', () => {
    expect(
      deployProblems({
        ...production,
        functions: { SUBSCRIPTIONS_ORGANISATION_ID: 'subscriptions-dev' },
      }),
    ).toEqual([expect.stringContaining('The Subscriptions organisation differs')]);
  });

  it('checks the development project against the development settings', () => {
    const development = complete('DEV', 'kynd-dev');
    const settings = development.web?.settings ?? {};
    expect(deployProblems(development)).toEqual([]);
    expect(
      deployProblems(withSettings(development, without(settings, 'VITE_DEV_FIREBASE_APP_ID'))),
    ).toEqual(['VITE_DEV_FIREBASE_APP_ID is not set for the web build.']);
    expect(
      deployProblems(withSettings(development, { ...settings, VITE_USE_EMULATORS: 'true' })),
    ).toEqual(['VITE_USE_EMULATORS is true: the deployed app would talk to the emulators.']);
  });
});

describe('the web build of a project (webBuildFor)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'kynd-env-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  writeFileSync(join(folder, '.env.production.local'), 'VITE_PROD_FIREBASE_PROJECT_ID=kynd-prod\n');
  writeFileSync(join(folder, '.env.development.local'), 'VITE_DEV_FIREBASE_PROJECT_ID=kynd-dev\n');

  it('is the production build for the production project, the development build for the development one', () => {
    expect(webBuildFor('kynd-prod', folder)).toMatchObject({
      environment: 'PROD',
      mode: 'production',
    });
    expect(webBuildFor('kynd-dev', folder)).toMatchObject({
      environment: 'DEV',
      mode: 'development',
    });
    expect(webBuildFor('kynd-other', folder)).toBeUndefined();
  });

  it('reads each mode’s own files only', () => {
    expect(webBuildFor('kynd-prod', folder)?.settings.VITE_DEV_FIREBASE_PROJECT_ID).toBeUndefined();
  });
});
