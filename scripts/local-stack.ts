// The local Firebase stack (docs/architecture.md, "The local stack"): Firestore from Google's emulator
// JAR, Auth and Functions from firebase-tools, Storage from scripts/storage-emulator.ts. Every port
// follows KYND_PORT_OFFSET, so that several stacks (npm start's, the test suite's) can run side by
// side. Each service runs in its own process group, recorded in .stack/<offset>/stack.json, and is
// stopped by group.
//
//   tsx scripts/local-stack.ts start [--data <dir>] [--no-build]
//   tsx scripts/local-stack.ts stop
//   tsx scripts/local-stack.ts status
//   tsx scripts/local-stack.ts jar      (prints the Firestore emulator JAR it would use)
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  openSync,
  closeSync,
  readFileSync,
  writeFileSync,
  readdirSync,
  rmSync,
  renameSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import {
  blockedPorts,
  emulatorHosts,
  parsePortOffset,
  stackPorts,
  type StackPorts,
} from '../src/config/ports';

const execFileAsync = promisify(execFile);
const require = createRequire(import.meta.url);

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_PROJECT_ID = 'demo-kynd';
export const DEFAULT_DATA_DIR = join(REPO_ROOT, '.emulator-data');

const SERVICES = ['firestore', 'firebase', 'storage'] as const;
// Every port a stack listens on (the app port belongs to the dev server, not the stack).
const STACK_PORT_NAMES = [
  'firestore',
  'auth',
  'functions',
  'storage',
  'hub',
  'logging',
  'eventarc',
  'tasks',
] as const;
type Service = (typeof SERVICES)[number];

export interface StackOptions {
  /** Port offset (src/config/ports.ts). Defaults to KYND_PORT_OFFSET, else 0. */
  offset?: number;
  projectId?: string;
  /** Import from and export to this folder (Firestore, Auth, Storage). Tests leave it unset. */
  dataDir?: string;
  /** Run `npm run build:functions` first. Defaults to false (the npm test scripts build). */
  buildFunctions?: boolean;
  /** Stop a stack already recorded on this offset instead of refusing to start. */
  replaceRunning?: boolean;
  /** The functions folder to serve (built, as functions/lib/index.js is). Defaults to the repo's functions/. */
  functionsDir?: string;
  /** Progress lines; defaults to console.log. */
  log?: (line: string) => void;
  /** Added to the Firebase CLI's environment, which its function workers inherit (the bench's meter). */
  functionsEnv?: NodeJS.ProcessEnv;
  /**
   * The Firestore emulator's Java set for many short requests: one garbage-collector thread and
   * the quick compiler only, about a quarter less processor time for the test suites on 2 cores.
   * Java's defaults (npm start, the bench) suit long scans of large data better. Its heap stays
   * within 3 GB, where Java's default allows a quarter of the memory each: `npm test` runs four
   * stacks side by side.
   */
  shortRequests?: boolean;
}

export interface StackHandle {
  offset: number;
  projectId: string;
  ports: StackPorts;
  /** Process group ids (= the leaders' pids). */
  pids: Record<Service, number>;
  dataDir?: string;
  stateDir: string;
  startedAt: string;
}

export interface StopOptions {
  /** Export data into handle.dataDir before stopping (default true when the stack has one). */
  exportData?: boolean;
  log?: (line: string) => void;
}

/** Environment variables that point Firebase SDKs (admin and client) at a stack. */
export function emulatorEnv(
  offset: number,
  projectId: string = DEFAULT_PROJECT_ID,
): Record<string, string> {
  const ports = stackPorts(offset);
  return {
    KYND_PORT_OFFSET: String(offset),
    GCLOUD_PROJECT: projectId,
    ...emulatorHosts(offset),
    STORAGE_EMULATOR_HOST: `http://127.0.0.1:${ports.storage}`,
  };
}

export function stackStateDir(offset: number): string {
  return join(REPO_ROOT, '.stack', String(offset));
}

const stateFile = (offset: number) => join(stackStateDir(offset), 'stack.json');

/** The stack recorded on this offset, if its state file exists (its processes may be gone). */
export function readStackState(offset: number): StackHandle | undefined {
  try {
    return JSON.parse(readFileSync(stateFile(offset), 'utf8')) as StackHandle;
  } catch {
    return undefined;
  }
}

export class StackError extends Error {}

// ---------------------------------------------------------------------------------------------
// Finding the Firestore emulator JAR

export const FIRESTORE_JAR_HELP =
  'Firestore emulator JAR not found: set FIRESTORE_EMULATOR_JAR=<path to cloud-firestore-emulator.jar>, or install it with `gcloud components install cloud-firestore-emulator` (or `firebase setup:emulators:firestore` where downloads work).';

const DEBIAN_SDK_ROOT = '/usr/lib/google-cloud-sdk';

export async function findFirestoreJar(): Promise<string | undefined> {
  const fromEnv = process.env.FIRESTORE_EMULATOR_JAR;
  if (fromEnv) {
    if (existsSync(fromEnv)) return resolve(fromEnv);
    throw new StackError(`FIRESTORE_EMULATOR_JAR=${fromEnv} does not exist.`);
  }
  const jarUnder = (sdkRoot: string) =>
    join(sdkRoot, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
  // Debian's google-cloud-cli package installs the SDK here. Asking gcloud can take many seconds
  // on a cold, busy machine, so this place is looked at first and gcloud is given time.
  if (existsSync(jarUnder(DEBIAN_SDK_ROOT))) return jarUnder(DEBIAN_SDK_ROOT);
  try {
    const { stdout } = await execFileAsync(
      'gcloud',
      ['info', '--format=value(installation.sdk_root)'],
      { timeout: 120_000 },
    );
    const sdkRoot = stdout.trim();
    if (sdkRoot && existsSync(jarUnder(sdkRoot))) return jarUnder(sdkRoot);
  } catch {
    // No gcloud on this machine: try the firebase-tools cache next.
  }
  const cache = join(homedir(), '.cache', 'firebase', 'emulators');
  if (existsSync(cache)) {
    const jars = readdirSync(cache)
      .filter((name) => /^cloud-firestore-emulator-.*\.jar$/.test(name))
      .sort((a, b) => b.localeCompare(a, undefined, { numeric: true }));
    if (jars.length > 0) return join(cache, jars[0]);
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Processes

function isAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function spawnDetached(
  command: string,
  args: string[],
  logFile: string,
  options: { cwd: string; env: NodeJS.ProcessEnv },
): ChildProcess {
  const fd = openSync(logFile, 'w');
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  child.unref();
  return child;
}

async function stopGroup(pgid: number, timeoutMs: number): Promise<void> {
  if (!isAlive(pgid)) return;
  try {
    process.kill(-pgid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pgid)) return;
    await sleep(100);
  }
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    return;
  }
  while (isAlive(pgid)) await sleep(50);
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () =>
      server.close(() => done(true)),
    );
  });
}

async function waitForPortsReleased(ports: number[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const port of ports) {
    while (!(await portIsFree(port)) && Date.now() < deadline) await sleep(100);
  }
}

function tail(file: string, lines = 25): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

async function httpGet(url: string): Promise<{ status: number; body: string } | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return { status: response.status, body: await response.text() };
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Readiness

type Check = () => Promise<boolean>;

function readinessChecks(handle: Pick<StackHandle, 'ports' | 'stateDir'>): Record<Service, Check> {
  const { ports } = handle;
  const base = (port: number) => `http://127.0.0.1:${port}`;
  const firebaseLog = join(handle.stateDir, 'firebase.log');
  return {
    firestore: async () => (await httpGet(`${base(ports.firestore)}/`))?.body.trim() === 'Ok',
    firebase: async () => {
      // The CLI prints this once auth is listening and the functions are loaded.
      if (!tail(firebaseLog, 400).includes('All emulators ready')) return false;
      const auth = await httpGet(`${base(ports.auth)}/`);
      const functions = await httpGet(`${base(ports.functions)}/`);
      return auth?.status === 200 && functions !== undefined;
    },
    storage: async () => (await httpGet(`${base(ports.storage)}/`)) !== undefined,
  };
}

// Also a Firestore trigger the Functions emulator left unregistered: it would never run, and the
// stack would silently differ from production (scripts/lib/firestore-triggers-preload.mjs).
const FUNCTIONS_LOAD_FAILURE =
  /Failed to load function definition|Error: Functions codebase could not be analyzed|function ignored because the firestore emulator/;

async function waitUntilReady(
  handle: StackHandle,
  children: Record<Service, ChildProcess>,
  timeoutMs: number,
  log: (line: string) => void,
): Promise<void> {
  const checks = readinessChecks(handle);
  const exited: Partial<Record<Service, number | string>> = {};
  for (const service of SERVICES) {
    children[service].once('exit', (code, signal) => {
      exited[service] = code ?? signal ?? 'unknown';
    });
  }
  const started = Date.now();
  const pending = new Set<Service>(SERVICES);
  while (pending.size > 0) {
    for (const service of [...pending]) {
      const logFile = join(handle.stateDir, `${service}.log`);
      if (exited[service] !== undefined) {
        throw new StackError(
          `${service} exited (${exited[service]}) before it was ready. Last lines of ${logFile}:\n${tail(logFile)}`,
        );
      }
      if (service === 'firebase' && FUNCTIONS_LOAD_FAILURE.test(tail(logFile, 400))) {
        throw new StackError(
          `The functions failed to load. Last lines of ${logFile}:\n${tail(logFile)}`,
        );
      }
      if (await checks[service]()) {
        pending.delete(service);
        log(`${service} ready (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      }
    }
    if (pending.size === 0) break;
    if (Date.now() - started > timeoutMs) {
      const service = [...pending][0];
      const logFile = join(handle.stateDir, `${service}.log`);
      throw new StackError(
        `${[...pending].join(', ')} not ready after ${timeoutMs / 1000} s. Last lines of ${logFile}:\n${tail(logFile)}`,
      );
    }
    await sleep(200);
  }
}

// ---------------------------------------------------------------------------------------------
// Data import/export (npm start only; tests never persist)

const dataPaths = (dataDir: string) => ({
  firestore: join(dataDir, 'firestore'),
  firestoreMetadata: join(
    dataDir,
    'firestore',
    'firestore_export',
    'firestore_export.overall_export_metadata',
  ),
  auth: join(dataDir, 'auth'),
  storage: join(dataDir, 'storage'),
});

/** The Firestore emulator's export of its whole database, or the import of such an export. */
export function firestoreData(
  port: number,
  projectId: string,
  action: 'export' | 'import',
  body: Record<string, string>,
): Promise<void> {
  return postJson(`http://127.0.0.1:${port}/emulator/v1/projects/${projectId}:${action}`, {
    database: `projects/${projectId}/databases/(default)`,
    ...body,
  });
}

async function postJson(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(120_000),
  });
  if (!response.ok) {
    throw new StackError(`${url} answered ${response.status}: ${await response.text()}`);
  }
}

/** Replaces `target` with what `write` puts into a fresh sibling folder, so a failed export keeps the old data. */
async function replaceDir(target: string, write: (dir: string) => Promise<void>): Promise<void> {
  const fresh = `${target}.new`;
  const old = `${target}.old`;
  rmSync(fresh, { recursive: true, force: true });
  mkdirSync(fresh, { recursive: true });
  await write(fresh);
  rmSync(old, { recursive: true, force: true });
  if (existsSync(target)) renameSync(target, old);
  renameSync(fresh, target);
  rmSync(old, { recursive: true, force: true });
}

/** Exports Firestore, Auth and Storage of a running stack into handle.dataDir (or `dataDir`). */
export async function exportStackData(
  handle: StackHandle,
  dataDir = handle.dataDir,
): Promise<void> {
  if (!dataDir) throw new StackError('exportStackData: no data folder given');
  const paths = dataPaths(dataDir);
  const { ports, projectId } = handle;
  mkdirSync(dataDir, { recursive: true });
  await Promise.all([
    replaceDir(paths.firestore, (dir) =>
      firestoreData(ports.firestore, projectId, 'export', {
        export_directory: dir,
        export_name: 'firestore_export',
      }),
    ),
    // The hub swaps the folder itself once the export is complete.
    postJson(`http://127.0.0.1:${ports.hub}/_admin/export`, {
      path: paths.auth,
      initiatedBy: 'local-stack',
      targets: ['auth'],
    }),
    replaceDir(paths.storage, (dir) =>
      postJson(`http://127.0.0.1:${ports.storage}/internal/export`, {
        path: dir,
        initiatedBy: 'local-stack',
      }),
    ),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Trigger-free windows

const triggersFile = (offset: number) => join(stackStateDir(offset), 'firestore-triggers.json');

interface TriggerRegistration {
  method: string;
  path: string;
  bundle: string;
}

/** A document pattern no document matches: a trigger registered on it receives no events. */
const PAUSED_PATTERN = 'kyndTriggersPaused/{paused}';

/**
 * Registers every Firestore trigger of the stack again (scripts/lib/firestore-triggers-preload.mjs
 * recorded them), on its own documents or, paused, on none. The Firestore emulator replaces a
 * registration of the same key and has no call to remove one, so this is how its events stop.
 */
async function registerTriggers(offset: number, paused: boolean): Promise<void> {
  let registrations: Record<string, TriggerRegistration>;
  try {
    registrations = JSON.parse(readFileSync(triggersFile(offset), 'utf8')) as Record<
      string,
      TriggerRegistration
    >;
  } catch {
    return; // No Firestore trigger registered on this stack: nothing to pause.
  }
  const { firestore } = stackPorts(offset);
  await Promise.all(
    Object.entries(registrations).map(async ([key, { method, path, bundle }]) => {
      const body = JSON.parse(bundle) as { document?: { value: string } };
      if (paused && body.document) body.document = { ...body.document, value: PAUSED_PATTERN };
      const url = `http://127.0.0.1:${firestore}${path}`;
      const response = await fetch(url, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        throw new StackError(`Registering trigger ${key} answered ${response.status}`);
      }
    }),
  );
}

/**
 * Runs `load` with the stack's Firestore triggers off, for the bulk loaders (the demo seed, the
 * tests' snapshot restore) that write documents complete, derived fields and score documents
 * included. With the triggers on, each of their thousands of writes would send an event that the
 * Functions emulator serves one after another (about 70 a second here), long after the loader is
 * done, and a score recalculation requested halfway through the seed's history replay would
 * compete with the seed's own. Writes made meanwhile send no event at all; events of earlier
 * writes are still delivered.
 */
export async function withTriggersPaused<T>(offset: number, load: () => Promise<T>): Promise<T> {
  const resume = await pauseTriggers(offset);
  try {
    return await load();
  } finally {
    await resume();
  }
}

/** How many pauses of each stack are open in this process: pauses nest. */
const openPauses = new Map<number, number>();

/**
 * Pauses the stack's Firestore triggers until the returned function is called, for a pause that
 * spans more than one call (a test file's fixtures). Pauses nest: the triggers come back when the
 * last open one ends, so a reset inside a paused restore does not turn them on halfway.
 */
export async function pauseTriggers(offset: number): Promise<() => Promise<void>> {
  const open = openPauses.get(offset) ?? 0;
  openPauses.set(offset, open + 1);
  if (open === 0) await registerTriggers(offset, true);
  let resumed = false;
  return async () => {
    if (resumed) return;
    resumed = true;
    const left = (openPauses.get(offset) ?? 1) - 1;
    openPauses.set(offset, left);
    if (left === 0) await registerTriggers(offset, false);
  };
}

// ---------------------------------------------------------------------------------------------
// Start / stop

async function buildFunctions(log: (line: string) => void): Promise<void> {
  log('building functions (npm run build:functions)…');
  try {
    await execFileAsync('npm', ['run', '--silent', 'build:functions'], {
      cwd: REPO_ROOT,
      timeout: 120_000,
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new StackError(
      `npm run build:functions failed (functions/src/index.ts is the entry point):\n${stdout}${stderr}`.trimEnd(),
    );
  }
}

function writeFirebaseConfig(stateDir: string, ports: StackPorts, functionsDir: string): string {
  // The functions as firebase.json deploys them (codebase, ignored files), from this folder.
  const deployed = JSON.parse(readFileSync(join(REPO_ROOT, 'firebase.json'), 'utf8')) as {
    functions: { codebase?: string; ignore?: string[] }[];
  };
  const { codebase, ignore } = deployed.functions[0] ?? {};
  const config = {
    functions: [{ source: relative(stateDir, functionsDir), codebase, ignore }],
    emulators: {
      auth: { host: '127.0.0.1', port: ports.auth },
      functions: { host: '127.0.0.1', port: ports.functions },
      hub: { host: '127.0.0.1', port: ports.hub },
      logging: { host: '127.0.0.1', port: ports.logging },
      eventarc: { host: '127.0.0.1', port: ports.eventarc },
      tasks: { host: '127.0.0.1', port: ports.tasks },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  const file = join(stateDir, 'firebase.json');
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

function firestoreRulesFile(stateDir: string): string {
  const rules = join(REPO_ROOT, 'firestore.rules');
  if (existsSync(rules)) return rules;
  // Until the project has its rules, nothing but admin access gets through.
  const denyAll = join(stateDir, 'firestore.rules');
  writeFileSync(
    denyAll,
    "rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n    match /{document=**} {\n      allow read, write: if false;\n    }\n  }\n}\n",
  );
  return denyAll;
}

export async function startStack(options: StackOptions = {}): Promise<StackHandle> {
  const log = options.log ?? ((line: string) => console.log(`[stack] ${line}`));
  const offset = options.offset ?? parsePortOffset(process.env.KYND_PORT_OFFSET);
  const projectId = options.projectId ?? DEFAULT_PROJECT_ID;
  const ports = stackPorts(offset);
  const stateDir = stackStateDir(offset);
  const functionsDir = resolve(options.functionsDir ?? join(REPO_ROOT, 'functions'));
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;
  const started = Date.now();

  const previous = readStackState(offset);
  if (previous && SERVICES.some((service) => isAlive(previous.pids[service]))) {
    if (!options.replaceRunning) {
      throw new StackError(
        `A stack is already running on offset ${offset} (${stateFile(offset)}). Stop it with: KYND_PORT_OFFSET=${offset} npm run stack stop`,
      );
    }
    log(`stopping the stack left running on offset ${offset}`);
    // Its data is worth keeping only if it had finished starting (and importing).
    const status = await stackStatus(offset);
    const healthy = status !== undefined && status.every((entry) => entry.ready);
    await stopStack(previous, { exportData: Boolean(previous.dataDir) && healthy, log });
  }

  const blocked = blockedPorts(offset);
  if (blocked.length > 0) {
    throw new StackError(
      `KYND_PORT_OFFSET ${offset} puts ${blocked.join(', ')} on a port that browsers and fetch refuse; choose another offset.`,
    );
  }

  const busy: string[] = [];
  for (const name of STACK_PORT_NAMES) {
    if (!(await portIsFree(ports[name]))) busy.push(`${ports[name]} (${name})`);
  }
  if (busy.length > 0) {
    throw new StackError(
      `Port${busy.length > 1 ? 's' : ''} already in use: ${busy.join(', ')}. Stop what listens there or choose another KYND_PORT_OFFSET (now ${offset}).`,
    );
  }

  const jarLookup = findFirestoreJar();
  if (options.buildFunctions) await buildFunctions(log);
  if (!existsSync(join(functionsDir, 'lib', 'index.js'))) {
    throw new StackError(
      `${relative(REPO_ROOT, join(functionsDir, 'lib', 'index.js'))} is missing: run \`npm run build:functions\` first (it bundles functions/src/index.ts).`,
    );
  }
  const jar = await jarLookup;
  if (!jar) throw new StackError(FIRESTORE_JAR_HELP);

  rmSync(stateDir, { recursive: true, force: true });
  mkdirSync(stateDir, { recursive: true });
  const data = dataDir ? dataPaths(dataDir) : undefined;
  const env: NodeJS.ProcessEnv = { ...process.env, ...emulatorEnv(offset, projectId) };
  // Short on purpose: the function workers put their unix sockets here.
  const tmpDir = join(tmpdir(), `kynd-stack-${offset}`);
  mkdirSync(tmpDir, { recursive: true });

  const firestoreArgs = [
    '-Duser.language=en',
    ...(options.shortRequests ? ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-Xmx3g'] : []),
    '-cp',
    jar,
    'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
    'start',
    '--host=127.0.0.1',
    `--port=${ports.firestore}`,
    `--rules=${firestoreRulesFile(stateDir)}`,
    `--project_id=${projectId}`,
    // Document events go to the Functions emulator, which runs the Firestore triggers
    // (scripts/lib/firestore-triggers-preload.mjs registers them with this emulator).
    `--functions_emulator=127.0.0.1:${ports.functions}`,
  ];
  if (data && existsSync(data.firestoreMetadata)) {
    firestoreArgs.push(`--seed_from_export=${data.firestoreMetadata}`);
  }

  const firebaseBin = require.resolve('firebase-tools/lib/bin/firebase.js');
  const firebaseArgs = [
    '--import',
    pathToFileURL(join(REPO_ROOT, 'scripts', 'lib', 'auth-emulator-preload.mjs')).href,
    '--import',
    pathToFileURL(join(REPO_ROOT, 'scripts', 'lib', 'firestore-triggers-preload.mjs')).href,
    firebaseBin,
    'emulators:start',
    '--only',
    'auth,functions',
    '--project',
    projectId,
    '--config',
    writeFirebaseConfig(stateDir, ports, functionsDir),
  ];
  if (data && existsSync(join(data.auth, 'firebase-export-metadata.json'))) {
    firebaseArgs.push('--import', data.auth);
  }

  const storageArgs = [
    '--import',
    'tsx',
    join(REPO_ROOT, 'scripts', 'storage-emulator.ts'),
    '--host',
    '127.0.0.1',
    '--port',
    String(ports.storage),
    '--project',
    projectId,
    '--blobs',
    join(stateDir, 'storage-blobs'),
  ];
  if (data) storageArgs.push('--import', data.storage);

  log(
    `starting on offset ${offset}: Firestore ${ports.firestore}, Auth ${ports.auth}, Functions ${ports.functions}, Storage ${ports.storage}`,
  );
  const children: Record<Service, ChildProcess> = {
    firestore: spawnDetached('java', firestoreArgs, join(stateDir, 'firestore.log'), {
      cwd: stateDir,
      env,
    }),
    firebase: spawnDetached(process.execPath, firebaseArgs, join(stateDir, 'firebase.log'), {
      cwd: stateDir,
      // Its own temp dir: the CLI writes a hub locator per project id there, which stacks would share.
      // No GCE metadata probing offline (it waits for a timeout).
      env: {
        ...env,
        CI: 'true',
        FORCE_COLOR: '0',
        TMPDIR: tmpDir,
        METADATA_SERVER_DETECTION: 'none',
        KYND_FIRESTORE_TRIGGERS_FILE: triggersFile(offset),
        ...options.functionsEnv,
      },
    }),
    storage: spawnDetached(process.execPath, storageArgs, join(stateDir, 'storage.log'), {
      cwd: REPO_ROOT,
      env,
    }),
  };
  const handle: StackHandle = {
    offset,
    projectId,
    ports,
    pids: {
      firestore: children.firestore.pid ?? -1,
      firebase: children.firebase.pid ?? -1,
      storage: children.storage.pid ?? -1,
    },
    dataDir,
    stateDir,
    startedAt: new Date().toISOString(),
  };
  writeFileSync(stateFile(offset), `${JSON.stringify(handle, null, 2)}\n`);

  try {
    await waitUntilReady(handle, children, 90_000, log);
  } catch (error) {
    await stopStack(handle, { exportData: false, log: () => undefined });
    throw error;
  }
  log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return handle;
}

export async function stopStack(handle: StackHandle, options: StopOptions = {}): Promise<void> {
  const log = options.log ?? ((line: string) => console.log(`[stack] ${line}`));
  const exportData = options.exportData ?? Boolean(handle.dataDir);
  if (exportData && handle.dataDir) {
    try {
      await exportStackData(handle);
      log(`data exported to ${relative(REPO_ROOT, handle.dataDir) || handle.dataDir}`);
    } catch (error) {
      log(`export failed, the previous export is kept: ${(error as Error).message}`);
    }
  }
  // Functions and Auth first (they talk to Firestore), all within a few seconds.
  await Promise.all(SERVICES.map((service) => stopGroup(handle.pids[service], 10_000)));
  const { ports } = handle;
  await waitForPortsReleased(
    STACK_PORT_NAMES.map((name) => ports[name]),
    5_000,
  );
  rmSync(stateFile(handle.offset), { force: true });
  log(`stopped (offset ${handle.offset})`);
}

export interface ServiceStatus {
  service: Service;
  pid: number;
  alive: boolean;
  ready: boolean;
}

export async function stackStatus(offset: number): Promise<ServiceStatus[] | undefined> {
  const handle = readStackState(offset);
  if (!handle) return undefined;
  const checks = readinessChecks(handle);
  return Promise.all(
    SERVICES.map(async (service) => {
      const alive = isAlive(handle.pids[service]);
      return {
        service,
        pid: handle.pids[service],
        alive,
        ready: alive && (await checks[service]()),
      };
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// CLI

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const offset = parsePortOffset(process.env.KYND_PORT_OFFSET);
  const flag = (name: string) => rest.includes(name);
  const value = (name: string) => {
    const index = rest.indexOf(name);
    return index >= 0 ? rest[index + 1] : undefined;
  };
  switch (command) {
    case 'start': {
      const handle = await startStack({
        offset,
        dataDir: value('--data'),
        buildFunctions: !flag('--no-build'),
      });
      const env = emulatorEnv(handle.offset, handle.projectId);
      console.log(
        Object.entries(env)
          .map(([key, val]) => `export ${key}=${val}`)
          .join('\n'),
      );
      return 0;
    }
    case 'stop': {
      const handle = readStackState(offset);
      if (!handle) {
        console.log(`[stack] no stack recorded on offset ${offset}`);
        return 0;
      }
      await stopStack(handle, { exportData: !flag('--no-export') });
      return 0;
    }
    case 'status': {
      const status = await stackStatus(offset);
      if (!status) {
        console.log(`[stack] no stack recorded on offset ${offset}`);
        return 1;
      }
      const ports = stackPorts(offset);
      for (const entry of status) {
        console.log(
          `${entry.service.padEnd(10)} pid ${String(entry.pid).padEnd(8)} ${entry.ready ? 'ready' : entry.alive ? 'starting/unhealthy' : 'stopped'}`,
        );
      }
      console.log(
        `ports: firestore ${ports.firestore}, auth ${ports.auth}, functions ${ports.functions}, storage ${ports.storage}, hub ${ports.hub}`,
      );
      return status.every((entry) => entry.ready) ? 0 : 1;
    }
    case 'jar': {
      const jar = await findFirestoreJar();
      if (!jar) {
        console.error(FIRESTORE_JAR_HELP);
        return 1;
      }
      console.log(jar);
      return 0;
    }
    default:
      console.error(
        'usage: tsx scripts/local-stack.ts start [--data <dir>] [--no-build] | stop [--no-export] | status | jar   (KYND_PORT_OFFSET selects the stack)',
      );
      return 2;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof StackError ? error.message : error);
      process.exit(1);
    },
  );
}
