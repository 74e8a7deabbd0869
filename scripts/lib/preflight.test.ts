// @vitest-environment node
// The preflight's decisions (preflight.ts) on recorded descriptions of projects: the answers of
// firebase-tools' listing commands in their JSON form (scripts/fixtures/projects), read through
// the same parsing as a live project's (projectDescription.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FunctionsManifest } from './deployConfig';
import { REPO_ROOT } from './deployConfig';
import {
  DESCRIBING_COMMANDS,
  describeProject,
  hasCredentials,
  parseCliOutput,
  type CliAnswer,
} from './projectDescription';
import {
  DEPLOY_TARGETS,
  QUOTAS,
  preflight,
  regionOfDatabase,
  type IndexesFile,
  type PreflightInput,
  type ProjectDescription,
} from './preflight';

const FIXTURES = join(REPO_ROOT, 'scripts', 'fixtures');
const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;

/** A recorded project, read as a live one is. */
function recorded(name: string): ProjectDescription {
  const { projectId, answers } = readJson<{
    projectId: string;
    answers: Record<string, CliAnswer>;
  }>(join(FIXTURES, 'projects', `${name}.json`));
  return describeProject(projectId, answers);
}

const manifest = readJson<FunctionsManifest>(join(FIXTURES, 'functions-manifest.json'));
const indexes = readJson<IndexesFile>(join(REPO_ROOT, 'firestore.indexes.json'));
const WEB_APP = '1:123456789012:web:5f1c2a9b8d7e6f40a1b2c3';

function input(project: ProjectDescription, changes: Partial<PreflightInput> = {}): PreflightInput {
  return {
    targets: DEPLOY_TARGETS,
    project,
    codebase: 'kynd-dashboard',
    functions: manifest.endpoints,
    indexes,
    rulesBytes: { firestore: 40_000, storage: 2_000 },
    webAppId: WEB_APP,
    replace: [],
    ...changes,
  };
}

describe('the preflight of a deploy onto the mobile app’s project', () => {
  const result = preflight(input(recorded('mobile-app-project')));

  it('lets a first deploy go ahead, with its plan', () => {
    expect(result.problems).toEqual([]);
    expect(result.plan).toEqual(
      expect.arrayContaining([
        'Functions, codebase kynd-dashboard, australia-southeast1:',
        '  create   getUserByPhone (callable)',
        '  create   onUserWritten (event)',
        '  leave    sendWelcomeNotification (australia-southeast1, codebase default)',
        '  leave    dailyCheckInReminder (australia-southeast1, codebase default)',
        'Firestore: database projects/kynd-prod/databases/(default), in australia-southeast1.',
        'Hosting: site kynd-prod, served at https://kynd-prod.web.app and https://kynd-prod.firebaseapp.com (and its custom domains).',
        '  other sites, left as they are: kynd-landing',
      ]),
    );
  });

  it("keeps the mobile app's indexes and says to answer No to their deletion", () => {
    const kept = result.plan.find((line) => line.includes('not in firestore.indexes.json'));
    expect(kept).toContain('3 of the project');
    expect(kept).toContain('checkIns (userId ASCENDING, date DESCENDING)');
    expect(kept).toContain('answer No');
    // users (organisation.id, lowerFirstName) is one of ours: recognised with its implicit __name__.
    expect(result.plan.join('\n')).toMatch(
      new RegExp(`${indexes.indexes.length} in firestore.indexes.json \\(1 there already\\)`),
    );
  });

  it("lists the mobile apps' App Check, which the API cannot confirm", () => {
    expect(result.plan).toContain(
      '  android app Kynd Android: providers none the API reports; it must send App Check tokens (docs/app-contract.md) or its sign-up is refused.',
    );
  });
});

describe('the preflight stops the deploy', () => {
  it('before it turns a 1st-gen function into a 2nd-gen one', () => {
    const { problems } = preflight(input(recorded('first-gen-callables')));
    expect(problems).toEqual([
      expect.stringMatching(/^getUserByPhone \(australia-southeast1\) is a 1st-gen function/),
      expect.stringMatching(/^signUpWithCode \(australia-southeast1\) is a 1st-gen function/),
    ]);
    expect(problems[0]).toContain(
      'npx firebase functions:delete getUserByPhone --region australia-southeast1 --project kynd-prod',
    );
  });

  it("before it takes over another codebase's function, unless told to replace it", () => {
    const project = recorded('shared-names-second-gen');
    expect(preflight(input(project)).problems).toEqual([
      expect.stringMatching(/^signUpWithCode \(australia-southeast1\) belongs to codebase default/),
    ]);
    const replacing = preflight(input(project, { replace: ['signUpWithCode'] }));
    expect(replacing.problems).toEqual([]);
    expect(replacing.plan).toContain(
      '  replace  signUpWithCode, until now of codebase default (--replace)',
    );
  });

  it('before it deletes a function of its codebase that the build no longer has', () => {
    const { problems, plan } = preflight(input(recorded('earlier-dashboard-deploy')));
    expect(problems).toEqual([
      expect.stringContaining(
        'exportUsersCsv (australia-southeast1) is in codebase kynd-dashboard but not in this build: firebase deploy would delete it',
      ),
    ]);
    expect(plan).toEqual(
      expect.arrayContaining(['  update   getUserByPhone', '  update   onUserWritten']),
    );
  });

  it('before it places the functions in another region than the database', () => {
    const { problems } = preflight(input(recorded('us-database')));
    expect(problems).toEqual([
      'The database is in nam5, the functions would run in australia-southeast1: every Firestore trigger and every read of a callable would cross regions. Deploy to a project whose database is in australia-southeast1, or set FUNCTIONS_REGION (src/config/constants.ts, docs/product.md §1) to us-central1.',
    ]);
  });

  it('when the project has no database to describe', () => {
    const { problems } = preflight(input(recorded('no-database')));
    expect(problems).toEqual([
      expect.stringMatching(
        /^firebase firestore:databases:get could not describe kynd-prod: .*404/,
      ),
      expect.stringMatching(/^firebase firestore:indexes could not describe kynd-prod: .*404/),
    ]);
  });

  it('before a region passes its quota of functions', () => {
    const project = recorded('mobile-app-project');
    const crowded = Array.from({ length: QUOTAS.functionsPerRegion - 5 }, (_, n) => ({
      platform: 'gcfv2' as const,
      id: `appFunction${n}`,
      region: 'australia-southeast1',
      codebase: 'default',
      callableTrigger: {},
    }));
    const { problems } = preflight(
      input({ ...project, functions: [...(project.functions ?? []), ...crowded] }),
    );
    expect(problems).toEqual([
      `australia-southeast1 would hold ${QUOTAS.functionsPerRegion - 5 + 3 + 4} functions, over the quota of ${QUOTAS.functionsPerRegion} a region.`,
    ]);
  });

  it('before the database passes its quota of composite indexes', () => {
    const project = recorded('mobile-app-project');
    const many = Array.from(
      { length: QUOTAS.compositeIndexes - indexes.indexes.length },
      (_, n) => ({
        collectionGroup: `appCollection${n}`,
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'a', order: 'ASCENDING' },
          { fieldPath: 'b', order: 'ASCENDING' },
        ],
      }),
    );
    const full = {
      ...project,
      indexes: { ...project.indexes, indexes: many },
    } as ProjectDescription;
    expect(preflight(input(full)).problems).toEqual([]);
    const over = {
      ...project,
      indexes: { indexes: [...many, ...(project.indexes?.indexes ?? [])] },
    } as ProjectDescription;
    expect(preflight(input(over)).problems).toEqual([
      `The database would hold ${QUOTAS.compositeIndexes + 3} composite indexes, over the quota of ${QUOTAS.compositeIndexes}.`,
    ]);
  });

  it('before a function ships without an instance limit', () => {
    const unbounded = {
      ...manifest.endpoints,
      newCallable: { ...manifest.endpoints.createUser, maxInstances: null },
    };
    expect(
      preflight(input(recorded('mobile-app-project'), { functions: unbounded })).problems,
    ).toEqual([
      "newCallable has no instance limit (maxInstances and concurrency): give it its kind's options from functions/src/options.ts.",
    ]);
  });

  it('before a ruleset passes its size limit', () => {
    const { problems } = preflight(
      input(recorded('mobile-app-project'), { rulesBytes: { firestore: 300_000, storage: 2_000 } }),
    );
    expect(problems).toEqual([
      `firestore.rules is 300000 bytes, over the ${QUOTAS.rulesetBytes} a ruleset may hold.`,
    ]);
  });

  it("when the dashboard's web app has no reCAPTCHA provider in App Check", () => {
    const project = recorded('mobile-app-project');
    const apps = (project.appCheckApps ?? []).map((app) =>
      app.appId === WEB_APP ? { ...app, providers: [] } : app,
    );
    expect(preflight(input({ ...project, appCheckApps: apps })).problems).toEqual([
      `The web app ${WEB_APP} has no reCAPTCHA provider in App Check: register it with reCAPTCHA Enterprise and its site key (README, Deploy), or the dashboard's phone sign-in is refused.`,
    ]);
    expect(preflight(input(project, { webAppId: '1:999:web:other' })).problems).toEqual([
      expect.stringContaining('The project has no web app 1:999:web:other'),
    ]);
  });

  it('only for the targets deployed', () => {
    const onlyHosting = preflight(input(recorded('us-database'), { targets: ['hosting'] }));
    expect(onlyHosting.problems).toEqual([]);
    expect(onlyHosting.plan[0]).toMatch(/^Hosting: site kynd-prod/);
  });
});

describe('reading firebase-tools', () => {
  it('describes each target with the commands that list what its deploy changes', () => {
    expect(DESCRIBING_COMMANDS.functions).toEqual([
      'functions:list',
      'firestore:databases:get',
      'appcheck:apps:list',
    ]);
    expect(DESCRIBING_COMMANDS.firestore).toContain('firestore:indexes');
    expect(DESCRIBING_COMMANDS.hosting).toEqual(['hosting:sites:list']);
  });

  it('reads the JSON answer after anything the CLI printed before it, and a crash as an error', () => {
    expect(
      parseCliOutput('Update available!\n{\n  "status": "success",\n  "result": []\n}'),
    ).toEqual({
      status: 'success',
      result: [],
    });
    expect(
      parseCliOutput('', 'Error: Failed to authenticate, have you run firebase login?'),
    ).toEqual({
      status: 'error',
      error: 'Error: Failed to authenticate, have you run firebase login?',
    });
  });

  it('maps a multi-region database to the region its functions use, as firebase-tools does', () => {
    expect(regionOfDatabase('nam5')).toBe('us-central1');
    expect(regionOfDatabase('eur3')).toBe('europe-west1');
    expect(regionOfDatabase('australia-southeast1')).toBe('australia-southeast1');
  });

  it('finds credentials where firebase-tools looks for them', () => {
    const none = () => false;
    expect(hasCredentials({}, false, none)).toBe(false);
    expect(hasCredentials({ FIREBASE_TOKEN: 't' }, false, none)).toBe(true);
    expect(hasCredentials({}, true, none)).toBe(true);
    expect(hasCredentials({ GOOGLE_APPLICATION_CREDENTIALS: '/k.json' }, false, none)).toBe(false);
    expect(
      hasCredentials({ GOOGLE_APPLICATION_CREDENTIALS: '/k.json' }, false, (p) => p === '/k.json'),
    ).toBe(true);
    expect(
      hasCredentials(
        { CLOUDSDK_CONFIG: '/g' },
        false,
        (p) => p === '/g/application_default_credentials.json',
      ),
    ).toBe(true);
  });
});
