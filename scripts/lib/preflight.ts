// The deploy's preflight (README, Deploy): what `firebase deploy` would do to the project as it is,
// decided before anything ships. It compares the build (the functions' manifest, the indexes and
// rules files) with the project's description (scripts/lib/projectDescription.ts: the JSON of
// firebase-tools' own listing commands) and stops the deploy, with a plan, when the deploy would
// delete a function, turn a 1st-gen function into a 2nd-gen one, take over another codebase's
// function, run the functions in another region than the database, leave a function without an
// instance limit, pass a quota, or leave the web app's App Check unregistered. Pure: the tests
// feed it recorded descriptions (scripts/fixtures/projects).
import { createRequire } from 'node:module';
import type { FunctionTrigger as Trigger, FunctionsManifest } from './deployConfig';

const require = createRequire(import.meta.url);

/** The deploy's targets, in the order firebase-tools runs their predeploy hooks. */
export const DEPLOY_TARGETS = ['storage', 'firestore', 'functions', 'hosting'] as const;
export type DeployTarget = (typeof DEPLOY_TARGETS)[number];

/** Quotas a deploy can pass, as Google documents them for a project on the Blaze plan. */
export const QUOTAS = {
  /** Cloud Functions: functions per region (2nd gen: less the region's other Cloud Run services). */
  functionsPerRegion: 1000,
  /** Firestore: composite indexes per database. */
  compositeIndexes: 1000,
  /** Firestore: single-field configurations (exemptions, TTL policies) per database. */
  fieldConfigurations: 1000,
  /** Security Rules: the source of one ruleset. */
  rulesetBytes: 256 * 1024,
} as const;

/** A function of the project, as `firebase functions:list --json` describes it. */
export interface ExistingFunction extends Trigger {
  platform: 'gcfv1' | 'gcfv2' | 'run';
  id: string;
  region: string;
  codebase?: string;
  labels?: Record<string, string>;
}

export interface IndexField {
  fieldPath: string;
  order?: string;
  arrayConfig?: string;
}
export interface IndexSpec {
  collectionGroup: string;
  queryScope?: string;
  fields: IndexField[];
}
export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
}
/** `firestore.indexes.json`, and what `firebase firestore:indexes --json` answers. */
export interface IndexesFile {
  indexes: IndexSpec[];
  fieldOverrides?: FieldOverride[];
}

export interface HostingSite {
  name: string;
  defaultUrl?: string;
  type?: string;
}

export interface AppCheckApp {
  appId: string;
  platform: string;
  displayName?: string;
  providers: string[];
}

/** What firebase-tools says of the project; a command that failed leaves its part out. */
export interface ProjectDescription {
  projectId: string;
  functions?: ExistingFunction[];
  database?: { name: string; locationId: string };
  indexes?: IndexesFile;
  sites?: HostingSite[];
  appCheckApps?: AppCheckApp[];
  /** The commands that could not describe the project, with their error. */
  unread: Record<string, string>;
}

export interface PreflightInput {
  targets: readonly DeployTarget[];
  project: ProjectDescription;
  /** firebase.json's codebase of these functions. */
  codebase: string;
  functions: FunctionsManifest['endpoints'];
  indexes: IndexesFile;
  rulesBytes: { firestore: number; storage: number };
  /** The web app the build is for (VITE_<env>_FIREBASE_APP_ID), whose App Check is checked. */
  webAppId?: string;
  /** Functions of another codebase the operator agreed to take over (--replace). */
  replace: readonly string[];
}

export interface Preflight {
  plan: string[];
  problems: string[];
}

/** The kind of trigger, as firebase-tools compares them before an update. */
function triggerKind(endpoint: Trigger): string {
  if (endpoint.httpsTrigger) return 'HTTPS';
  if (endpoint.callableTrigger) return 'callable';
  if (endpoint.eventTrigger) return 'event';
  if (endpoint.scheduleTrigger) return 'scheduled';
  if (endpoint.taskQueueTrigger) return 'task queue';
  return `blocking ${endpoint.blockingTrigger?.eventType ?? ''}`.trim();
}

const isFirebaseManaged = (fn: ExistingFunction) =>
  fn.labels?.['deployment-tool']?.startsWith('cli-firebase') ?? false;

/** The functions region that serves a database location (a multi-region's own region). */
export function regionOfDatabase(locationId: string): string {
  const { FIRESTORE_DUAL_REGION_TO_REGION_MAPPING: multiRegions } =
    require('firebase-tools/lib/gcp/location.js') as {
      FIRESTORE_DUAL_REGION_TO_REGION_MAPPING: Record<string, string>;
    };
  const location = locationId.toLowerCase();
  return multiRegions[location] ?? location;
}

const deleteCommand = (fn: { id: string; region: string }, projectId: string) =>
  `npx firebase functions:delete ${fn.id} --region ${fn.region} --project ${projectId}`;

function functionsPreflight(input: PreflightInput, plan: string[], problems: string[]): void {
  const { project, codebase } = input;
  const existing = project.functions ?? [];
  const wanted = Object.entries(input.functions).flatMap(([id, endpoint]) =>
    (endpoint.region ?? []).map((region) => ({ id, region, endpoint })),
  );
  const key = (fn: { id: string; region: string }) => `${fn.region}/${fn.id}`;
  const wantedKeys = new Set(wanted.map(key));
  const byKey = new Map(existing.map((fn) => [key(fn), fn]));
  const regions = [...new Set(wanted.map(({ region }) => region))];
  plan.push(`Functions, codebase ${codebase}, ${regions.join(', ')}:`);

  for (const { id, region, endpoint } of wanted) {
    const have = byKey.get(key({ id, region }));
    if (!endpoint.maxInstances || !endpoint.concurrency) {
      problems.push(
        `${id} has no instance limit (maxInstances and concurrency): give it its kind's options from functions/src/options.ts.`,
      );
    }
    if (!have) {
      plan.push(`  create   ${id} (${triggerKind(endpoint)})`);
      continue;
    }
    const owner = have.codebase ?? 'default';
    if (have.platform !== 'gcfv2') {
      problems.push(
        `${id} (${region}) is a 1st-gen function of the project (codebase ${owner}); firebase deploy cannot turn it into this 2nd-gen one. Move its callers to another name, then delete it (${deleteCommand(have, project.projectId)}), or rename this one.`,
      );
      continue;
    }
    const haveKind = triggerKind(have);
    const wantKind = triggerKind(endpoint);
    if (haveKind !== wantKind && !(haveKind === 'HTTPS' && wantKind === 'callable')) {
      problems.push(
        `${id} (${region}) is a ${haveKind} function of the project; firebase deploy cannot make it a ${wantKind} one. Delete it first (${deleteCommand(have, project.projectId)}) or rename this one.`,
      );
      continue;
    }
    if (owner !== codebase && !input.replace.includes(id)) {
      problems.push(
        `${id} (${region}) belongs to codebase ${owner}, another source (the mobile app's backend?); this deploy would replace its code. If this dashboard's ${id} is to serve its callers, deploy with --replace ${id} (KYND_DEPLOY_REPLACE=${id} for firebase deploy); otherwise rename one of them.`,
      );
      continue;
    }
    plan.push(
      owner === codebase
        ? `  update   ${id}`
        : `  replace  ${id}, until now of codebase ${owner} (--replace)`,
    );
  }

  for (const fn of existing) {
    if (wantedKeys.has(key(fn))) continue;
    const ours = (fn.codebase ?? 'default') === codebase;
    if (ours && isFirebaseManaged(fn)) {
      problems.push(
        `${fn.id} (${fn.region}) is in codebase ${codebase} but not in this build: firebase deploy would delete it (and a non-interactive deploy stops). If nothing calls it any more, delete it first: ${deleteCommand(fn, project.projectId)}.`,
      );
    } else {
      plan.push(`  leave    ${fn.id} (${fn.region}, codebase ${fn.codebase ?? 'default'})`);
    }
  }

  for (const region of regions) {
    const inRegion = new Set(existing.filter((fn) => fn.region === region).map(key));
    for (const fn of wanted) if (fn.region === region) inRegion.add(key(fn));
    if (inRegion.size > QUOTAS.functionsPerRegion) {
      problems.push(
        `${region} would hold ${inRegion.size} functions, over the quota of ${QUOTAS.functionsPerRegion} a region.`,
      );
    }
  }

  const database = project.database;
  if (database) {
    const serving = regionOfDatabase(database.locationId);
    for (const region of regions.filter((region) => region !== serving)) {
      problems.push(
        `The database is in ${database.locationId}, the functions would run in ${region}: every Firestore trigger and every read of a callable would cross regions. Deploy to a project whose database is in ${region}, or set FUNCTIONS_REGION (src/config/constants.ts, docs/product.md §1) to ${serving}.`,
      );
    }
  }
}

/** An index's identity as Firestore compares them: the implicit `__name__` field made explicit. */
function indexKey(index: IndexSpec): string {
  const fields = index.fields.map(({ fieldPath, order, arrayConfig }) => ({
    fieldPath,
    order,
    arrayConfig,
  }));
  if (fields.at(-1)?.fieldPath !== '__name__') {
    const order = [...fields].reverse().find((field) => field.order)?.order ?? 'ASCENDING';
    fields.push({ fieldPath: '__name__', order, arrayConfig: undefined });
  }
  return JSON.stringify([index.collectionGroup, index.queryScope ?? 'COLLECTION', fields]);
}

const describeIndex = (index: IndexSpec) =>
  `${index.collectionGroup} (${index.fields
    .filter((field) => field.fieldPath !== '__name__')
    .map((field) => `${field.fieldPath} ${field.order ?? field.arrayConfig ?? ''}`.trim())
    .join(', ')})`;

function firestorePreflight(input: PreflightInput, plan: string[], problems: string[]): void {
  const { project } = input;
  if (project.database) {
    plan.push(`Firestore: database ${project.database.name}, in ${project.database.locationId}.`);
  }
  const existing = project.indexes;
  if (existing) {
    const have = new Set(existing.indexes.map(indexKey));
    const ours = new Set(input.indexes.indexes.map(indexKey));
    const theirs = existing.indexes.filter((index) => !ours.has(indexKey(index)));
    const total = new Set([...have, ...ours]).size;
    plan.push(
      `  composite indexes: ${ours.size} in firestore.indexes.json (${[...ours].filter((k) => have.has(k)).length} there already), ${total} after the deploy, of ${QUOTAS.compositeIndexes}.`,
    );
    if (theirs.length > 0) {
      plan.push(
        `  ${theirs.length} of the project's indexes are not in firestore.indexes.json; firebase deploy offers to delete them: answer No (other clients' queries need them): ${theirs.map(describeIndex).join('; ')}.`,
      );
    }
    if (total > QUOTAS.compositeIndexes) {
      problems.push(
        `The database would hold ${total} composite indexes, over the quota of ${QUOTAS.compositeIndexes}.`,
      );
    }
    const fieldKey = (field: FieldOverride) => `${field.collectionGroup}/${field.fieldPath}`;
    const fields = new Set([
      ...(existing.fieldOverrides ?? []).map(fieldKey),
      ...(input.indexes.fieldOverrides ?? []).map(fieldKey),
    ]);
    if (fields.size > QUOTAS.fieldConfigurations) {
      problems.push(
        `The database would hold ${fields.size} single-field configurations, over the quota of ${QUOTAS.fieldConfigurations}.`,
      );
    }
  }
  rulesetPreflight('firestore.rules', input.rulesBytes.firestore, problems);
}

function rulesetPreflight(file: string, bytes: number, problems: string[]): void {
  if (bytes > QUOTAS.rulesetBytes) {
    problems.push(`${file} is ${bytes} bytes, over the ${QUOTAS.rulesetBytes} a ruleset may hold.`);
  }
}

const WEB_PROVIDERS = ['recaptcha-enterprise', 'recaptcha-v3'];
export const APP_CHECK_LISTING = 'appcheck:apps:list';

function appCheckPreflight(input: PreflightInput, plan: string[], problems: string[]): void {
  const apps = input.project.appCheckApps;
  if (!apps) return;
  plan.push('App Check (required by the callables open before sign-in):');
  for (const app of apps) {
    const providers = app.providers.join(', ') || 'none the API reports';
    const ours = app.appId === input.webAppId;
    if (ours && !app.providers.some((provider) => WEB_PROVIDERS.includes(provider))) {
      problems.push(
        `The web app ${app.appId} has no reCAPTCHA provider in App Check: register it with reCAPTCHA Enterprise and its site key (README, Deploy), or the dashboard's phone sign-in is refused.`,
      );
    } else if (app.platform !== 'WEB') {
      // Play Integrity and App Attest have nothing to register, so the API cannot tell.
      plan.push(
        `  ${app.platform.toLowerCase()} app ${app.displayName ?? app.appId}: providers ${providers}; it must send App Check tokens (docs/app-contract.md) or its sign-up is refused.`,
      );
    } else {
      plan.push(
        `  web app ${app.displayName ?? app.appId}: ${providers}${ours ? ' (this dashboard)' : ''}`,
      );
    }
  }
  if (input.webAppId && !apps.some((app) => app.appId === input.webAppId)) {
    problems.push(
      `The project has no web app ${input.webAppId} (VITE_*_FIREBASE_APP_ID): the web build is for another project, or its app was deleted.`,
    );
  }
}

function hostingPreflight(input: PreflightInput, plan: string[], problems: string[]): void {
  const sites = input.project.sites;
  if (!sites) return;
  const target = input.project.projectId;
  const site = sites.find((candidate) => candidate.name.split('/').pop() === target);
  if (!site) {
    problems.push(
      `The project has no Hosting site ${target} (firebase.json deploys to the default site): set up Hosting in the Firebase console first.`,
    );
    return;
  }
  plan.push(
    `Hosting: site ${target}, served at https://${target}.web.app and https://${target}.firebaseapp.com (and its custom domains).`,
  );
  const others = sites.filter((candidate) => candidate !== site);
  if (others.length > 0) {
    plan.push(
      `  other sites, left as they are: ${others.map((other) => other.name.split('/').pop()).join(', ')}`,
    );
  }
}

/** The plan of the deploy's targets, and what stops it. */
export function preflight(input: PreflightInput): Preflight {
  const plan: string[] = [];
  const problems: string[] = [];
  const targets = new Set(input.targets);
  if (targets.has('functions')) {
    functionsPreflight(input, plan, problems);
    appCheckPreflight(input, plan, problems);
  }
  if (targets.has('firestore')) firestorePreflight(input, plan, problems);
  if (targets.has('storage')) rulesetPreflight('storage.rules', input.rulesBytes.storage, problems);
  if (targets.has('hosting')) hostingPreflight(input, plan, problems);
  for (const [command, error] of Object.entries(input.project.unread)) {
    // App Check's listing needs permissions a deployer may lack: its checks are then the operator's.
    (command === APP_CHECK_LISTING ? plan : problems).push(
      `firebase ${command} could not describe ${input.project.projectId}: ${error}`,
    );
  }
  return { plan, problems };
}
