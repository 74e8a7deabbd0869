// The user import's speed (docs/product.md §5 Import users; docs/benchmarks.md): a file of
// KYND_BENCH_IMPORT_ROWS rows (default 5,000) imported by a Kynd Admin into a new organisation
// through the importUsers callable, in chunks as the screen sends them, against the emulators.
// Prints rows per second and the longest call against the callable's time limit: every call
// must end well within it, whatever the file's size, since each call does one chunk.
//
// It also times the Auth emulator alone (accounts and password-setup e-mails made straight
// through its API, as many at a time as a chunk makes them), to tell its share of the time.
//
// `npm run bench` runs it last, on its large dataset's stack (`benchImport`, on a stack already
// running). On its own, `npx tsx scripts/benchImport.ts` builds the functions, starts its own
// stack on KYND_BENCH_PORT_OFFSET (default 30000), measures and stops it.
import { settleWithLimit } from '../src/domain/async';
import { parsePortOffset, stackPorts } from '../src/config/ports';
import { CALLABLE_TIMEOUT_MS, FUNCTIONS_REGION } from '../src/config/constants';
import {
  IMPORT_CHUNK_SIZE,
  type ImportRow,
  type ImportUsersRequest,
  type ImportUsersResponse,
} from '../src/domain/userImport';
import { loadAverage, onOwnStack } from './lib/ownStack';
import { connectToEmulators } from './seed/emulators';

const PROJECT_ID = 'demo-kynd';
export const ORGANISATION_ID = 'bench-import';
const ADMIN = {
  uid: 'bench-import-admin',
  email: 'bench.import@example.com',
  password: 'Bench-2026',
};

export interface ImportBenchResult {
  rows: number;
  created: number;
  seconds: number;
  rowsPerSecond: number;
  longestCallMs: number;
  /** Calls of `rows`, and their mean time. */
  chunkCalls: number;
  meanCallMs: number;
  /** The Auth emulator alone: accounts (each with its password-setup e-mail) per second. */
  authAccountsPerSecond: number;
  /** The callable's time limit (the client's; the function's own default is the same 60 s). */
  timeLimitMs: number;
  /** Chunks sent again after a failed call (a time-out on a loaded machine), as a client resumes. */
  resent: number;
}

/** How many times a chunk is sent in all before the run gives up on it. */
const CHUNK_ATTEMPTS = 3;

/** `count` new people of one run, for the division named `division`. */
export function benchRows(count: number, run: number, division = 'Default division'): ImportRow[] {
  return Array.from({ length: count }, (_, index) => ({
    firstName: `Bench${index}`,
    lastName: 'Importer',
    email: `bench.${run}.${index}@bench-import.example.com`,
    division,
    role: '',
  }));
}

async function fixture(offset: number): Promise<void> {
  const { db, auth } = connectToEmulators(PROJECT_ID, offset);
  const now = new Date();
  await db
    .collection('organisations')
    .doc(ORGANISATION_ID)
    .set({
      name: 'Bench Import',
      address: '1 Bench Street',
      phone: '',
      isActive: true,
      industry: 'Accounting',
      divisions: [{ id: `${ORGANISATION_ID}-default`, name: 'Default division' }],
      managers: [],
      employees: [ADMIN.uid],
      customQuestionnaires: [],
      createdAt: now,
    });
  await db
    .collection('users')
    .doc(ADMIN.uid)
    .set({
      id: ADMIN.uid,
      firstName: 'Bench',
      lastName: 'Admin',
      email: ADMIN.email,
      role: 'Kynd Admin',
      organisation: { id: ORGANISATION_ID, name: 'Bench Import' },
      division: { id: `${ORGANISATION_ID}-default`, name: 'Default division' },
      isActive: true,
      createdAt: now,
      updatedAt: now,
    });
  await auth.createUser({ ...ADMIN, emailVerified: true }).catch((error: unknown) => {
    if ((error as { code?: unknown }).code !== 'auth/uid-already-exists') throw error;
  });
}

/** Accounts a chunk makes at once (functions/src/userCreation.ts AUTH_CONCURRENCY). */
const AUTH_CONCURRENCY = 10;

/**
 * The Auth emulator alone: `count` accounts created through the Admin SDK and a password-setup
 * e-mail asked for each, AUTH_CONCURRENCY at a time, as an import's chunk does; answers per second.
 */
async function authAlone(offset: number, count: number, run: number): Promise<number> {
  const { auth } = connectToEmulators(PROJECT_ID, offset);
  const ports = stackPorts(offset);
  const emails = Array.from({ length: count }, (_, i) => `auth.${run}.${i}@bench-auth.example.com`);
  const started = performance.now();
  const results = await settleWithLimit(emails, AUTH_CONCURRENCY, async (email) => {
    await auth.createUser({ email, displayName: 'Bench Auth' });
    const response = await fetch(
      `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:sendOobCode`,
      {
        method: 'POST',
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
        body: JSON.stringify({ requestType: 'PASSWORD_RESET', email }),
      },
    );
    if (!response.ok) throw new Error(`sendOobCode answered ${response.status}`);
  });
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return count / ((performance.now() - started) / 1000);
}

/** The bench's Kynd Admin, made on the stack at `offset` if need be: its ID token. */
export async function benchAdminToken(offset: number): Promise<string> {
  const ports = stackPorts(offset);
  await fixture(offset);
  const signIn = await fetch(
    `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: ADMIN.email,
        password: ADMIN.password,
        returnSecureToken: true,
      }),
    },
  );
  const { idToken } = (await signIn.json()) as { idToken?: string };
  if (!idToken) throw new Error('The bench admin cannot sign in');
  return idToken;
}

export interface ImportCalls {
  created: number;
  seconds: number;
  longestCallMs: number;
  chunkCalls: number;
  meanCallMs: number;
  resent: number;
}

/** Imports `rows` into `organisationId` through the callable, in chunks as the screen sends them. */
export async function importRows(
  offset: number,
  idToken: string,
  organisationId: string,
  rows: readonly ImportRow[],
  log: (line: string) => void = console.log,
  attempts = CHUNK_ATTEMPTS,
): Promise<ImportCalls> {
  const ports = stackPorts(offset);
  let longestCallMs = 0;
  let chunkCalls = 0;
  let chunkMs = 0;
  const call = async (data: ImportUsersRequest): Promise<ImportUsersResponse> => {
    const started = performance.now();
    const response = await fetch(
      `http://127.0.0.1:${ports.functions}/${PROJECT_ID}/${FUNCTIONS_REGION}/importUsers`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
        body: JSON.stringify({ data }),
      },
    );
    const body = await response.text();
    const took = performance.now() - started;
    longestCallMs = Math.max(longestCallMs, took);
    if (data.action === 'rows') {
      chunkCalls += 1;
      chunkMs += took;
    }
    if (!response.ok) throw new Error(`importUsers ${data.action}: ${body}`);
    return (JSON.parse(body) as { result: ImportUsersResponse }).result;
  };

  const count = rows.length;
  const started = performance.now();
  const { importId } = await call({ action: 'start', organisationId, total: count });
  let resent = 0;
  for (let start = 0; start < count; start += IMPORT_CHUNK_SIZE) {
    const chunk = rows
      .slice(start, start + IMPORT_CHUNK_SIZE)
      .map((row, offsetInChunk) => ({ index: start + offsetInChunk, row }));
    // A chunk whose call failed is sent again, as the import screen resumes: the server takes up
    // what the failed call made and creates nobody twice.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await call({ action: 'rows', importId, rows: chunk });
        break;
      } catch (error) {
        if (attempt >= attempts) throw error;
        resent += 1;
        log(`  rows ${start} to ${start + chunk.length - 1} sent again after: ${String(error)}`);
      }
    }
    const done = Math.min(start + IMPORT_CHUNK_SIZE, count);
    if (done % 500 === 0 || done === count) log(`  ${done} of ${count} rows`);
  }
  const finished = await call({ action: 'finish', importId });
  return {
    created: finished.created,
    seconds: (performance.now() - started) / 1000,
    longestCallMs,
    chunkCalls,
    meanCallMs: chunkCalls ? chunkMs / chunkCalls : 0,
    resent,
  };
}

/** Imports `count` new rows on the stack at `offset`; answers the figures. */
export async function benchImport(
  offset: number,
  count: number,
  log: (line: string) => void = console.log,
): Promise<ImportBenchResult> {
  const idToken = await benchAdminToken(offset);
  const run = Date.now();
  const calls = await importRows(offset, idToken, ORGANISATION_ID, benchRows(count, run), log);
  const authAccountsPerSecond = await authAlone(offset, Math.min(count, 500), run);
  return {
    ...calls,
    rows: count,
    rowsPerSecond: count / calls.seconds,
    authAccountsPerSecond,
    timeLimitMs: CALLABLE_TIMEOUT_MS,
  };
}

export function importBenchLines(result: ImportBenchResult): string[] {
  const within = result.longestCallMs < result.timeLimitMs;
  return [
    `User import: ${result.rows} rows (${result.created} created) in ${result.seconds.toFixed(1)} s, ` +
      `${result.rowsPerSecond.toFixed(1)} rows/s`,
    `  longest call ${(result.longestCallMs / 1000).toFixed(1)} s of a ` +
      `${result.timeLimitMs / 1000} s limit (chunks of ${IMPORT_CHUNK_SIZE}): ` +
      (within ? 'ok' : 'OVER THE LIMIT'),
    `  ${result.chunkCalls} chunk calls, ${(result.meanCallMs / 1000).toFixed(1)} s each on average` +
      (result.resent > 0 ? `; ${result.resent} chunks sent again after a failed call` : ''),
    `  the Auth emulator alone: ${result.authAccountsPerSecond.toFixed(1)} accounts/s ` +
      `(account and password-setup e-mail, ${AUTH_CONCURRENCY} at a time)`,
  ];
}

async function main(): Promise<void> {
  const offset = parsePortOffset(process.env.KYND_BENCH_PORT_OFFSET ?? '30000');
  const count = Number(process.env.KYND_BENCH_IMPORT_ROWS ?? '5000');
  if (!Number.isInteger(count) || count < 1) throw new Error('KYND_BENCH_IMPORT_ROWS: a count');
  await onOwnStack('import', { offset, projectId: PROJECT_ID }, async () => {
    console.log(`  machine: load average ${loadAverage()}`);
    const result = await benchImport(offset, count);
    console.log(`  machine: load average ${loadAverage()}`);
    for (const line of importBenchLines(result)) console.log(line);
    if (result.longestCallMs >= result.timeLimitMs) process.exitCode = 1;
  });
}

if (process.argv[1]?.endsWith('benchImport.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
