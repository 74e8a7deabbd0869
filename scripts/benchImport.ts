// The user import's speed (docs/product.md §5 Import users; docs/benchmarks.md): a file of
// KYND_BENCH_IMPORT_ROWS rows (default 5,000) imported by a Kynd Admin into a new organisation
// through the importUsers callable, in chunks as the screen sends them, against the emulators.
// Prints rows per second and the longest call against the callable's time limit: every call
// must end well within it, whatever the file's size, since each call does one chunk.
//
// `npx tsx scripts/benchImport.ts` builds the functions, starts its own stack on
// KYND_BENCH_PORT_OFFSET (default 30000), measures and stops it. `benchImport` measures on a
// stack already running (for `npm run bench`).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parsePortOffset, stackPorts } from '../src/config/ports';
import { CALLABLE_TIMEOUT_MS, FUNCTIONS_REGION } from '../src/config/constants';
import {
  IMPORT_CHUNK_SIZE,
  type ImportRow,
  type ImportUsersRequest,
  type ImportUsersResponse,
} from '../src/domain/userImport';
import { mustSucceed, runLogged } from './lib/appBuild';
import { REPO_ROOT, startStack, stopStack, type StackHandle } from './local-stack';
import { connectToEmulators } from './seed/emulators';

const PROJECT_ID = 'demo-kynd';
const ORGANISATION_ID = 'bench-import';
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
  /** The callable's time limit (the client's; the function's own default is the same 60 s). */
  timeLimitMs: number;
}

function benchRows(count: number, run: number): ImportRow[] {
  return Array.from({ length: count }, (_, index) => ({
    firstName: `Bench${index}`,
    lastName: 'Importer',
    email: `bench.${run}.${index}@bench-import.example.com`,
    division: 'Default division',
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

/** Imports `count` new rows on the stack at `offset`; answers the figures. */
export async function benchImport(
  offset: number,
  count: number,
  log: (line: string) => void = console.log,
): Promise<ImportBenchResult> {
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

  let longestCallMs = 0;
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
    longestCallMs = Math.max(longestCallMs, performance.now() - started);
    if (!response.ok) throw new Error(`importUsers ${data.action}: ${body}`);
    return (JSON.parse(body) as { result: ImportUsersResponse }).result;
  };

  const rows = benchRows(count, Date.now());
  const started = performance.now();
  const { importId } = await call({
    action: 'start',
    organisationId: ORGANISATION_ID,
    total: count,
  });
  for (let start = 0; start < count; start += IMPORT_CHUNK_SIZE) {
    const chunk = rows
      .slice(start, start + IMPORT_CHUNK_SIZE)
      .map((row, offsetInChunk) => ({ index: start + offsetInChunk, row }));
    await call({ action: 'rows', importId, rows: chunk });
    const done = Math.min(start + IMPORT_CHUNK_SIZE, count);
    if (done % 500 === 0 || done === count) log(`  ${done} of ${count} rows`);
  }
  const finished = await call({ action: 'finish', importId });
  const seconds = (performance.now() - started) / 1000;
  return {
    rows: count,
    created: finished.created,
    seconds,
    rowsPerSecond: count / seconds,
    longestCallMs,
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
  ];
}

async function main(): Promise<void> {
  const offset = parsePortOffset(process.env.KYND_BENCH_PORT_OFFSET ?? '30000');
  const count = Number(process.env.KYND_BENCH_IMPORT_ROWS ?? '5000');
  if (!Number.isInteger(count) || count < 1) throw new Error('KYND_BENCH_IMPORT_ROWS: a count');
  const env = { ...process.env, KYND_PORT_OFFSET: String(offset) };
  mkdirSync(join(REPO_ROOT, '.stack'), { recursive: true });
  const functionsLog = join(REPO_ROOT, '.stack', `bench-import-${offset}.functions.log`);
  await mustSucceed(
    runLogged('npm', ['run', 'build:functions'], env, functionsLog),
    'build:functions',
    functionsLog,
  );
  let stack: StackHandle | undefined;
  try {
    stack = await startStack({
      offset,
      projectId: PROJECT_ID,
      replaceRunning: true,
      log: (line) => console.log(`  [stack] ${line}`),
    });
    const result = await benchImport(offset, count);
    for (const line of importBenchLines(result)) console.log(line);
    if (result.longestCallMs >= result.timeLimitMs) process.exitCode = 1;
  } finally {
    if (stack) await stopStack(stack, { exportData: false, log: () => undefined });
  }
}

if (process.argv[1]?.endsWith('benchImport.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
