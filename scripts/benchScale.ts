// The large-organisation rows of `npm run bench` (docs/benchmarks.md "Large organisations"): for
// the large dataset's organisations of 100, 10,000 and 100,000 users, the Firestore documents the
// server reads and writes, and the time until the dashboards' figures show the change, for
//   - a sign-up with an access code (the app's calls, scripts/app.ts);
//   - a submitted result (submitResults);
//   - a burst of 100 results submitted at once by 100 members;
// then a recount of every member against the score counters and the member count, which must find
// no drift; last, in each, an import of 1,000 rows (importUsers, in the screen's chunks), and the
// recounts again.
//
// The server's documents are counted inside the Functions emulator's workers
// (scripts/lib/firestore-meter-preload.mjs), from the action until the workers have been idle for
// 3 s: the triggers each change sets off are in its row. "Shown" is the organisation's `all` score
// document, which the Summary reads, holding the change.
//
// On its own, `npx tsx scripts/benchScale.ts` builds the functions, starts a stack on
// KYND_BENCH_PORT_OFFSET (default 30000), seeds those three organisations alone (or the sizes of
// KYND_BENCH_SCALE_SIZES), measures and stops it.
import { join } from 'node:path';
import type { Auth } from 'firebase-admin/auth';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { parsePortOffset } from '../src/config/ports';
import { settleWithLimit } from '../src/domain/async';
import { codeDocumentId } from '../src/domain/codes';
import { SCORE_RECALCULATIONS_COLLECTION } from '../src/domain/scoreRecalculation';
import { SCORES_SUBCOLLECTION } from '../src/domain/scoreDocuments';
import { ALL_SCORES_KEY } from '../src/domain/scoring';
import { timestampsToDates } from '../src/domain/timestamps';
import { membersOf } from '../functions/src/employees';
import { readScopeCounters, recountScoreCounters } from '../functions/src/scores/scoreCounters';
import { closeApp, connectApp, signInOrCreate, signUp, submitResults, type AppClient } from './app';
import {
  ORGANISATION_ID as IMPORT_ORGANISATION_ID,
  benchAdminToken,
  benchRows,
  importRows,
} from './benchImport';
import {
  difference,
  meterByFunction,
  meteredFunctionsEnv,
  settledTotals,
  type DocumentTotals,
} from './lib/firestoreMeter';
import { loadAverage, onOwnStack } from './lib/ownStack';
import { REPO_ROOT, withTriggersPaused } from './local-stack';
import { connectToEmulators } from './seed/emulators';
import { LARGE_IDS, seedLargeData } from './seed/large';

const PROJECT_ID = 'demo-kynd';
const PASSWORD = 'Bench-scale-2026';
const BURST = 100;
/**
 * The burst's calls in flight at once: the Functions emulator starts a process for each
 * concurrent call, where a deployed function serves 80 at once in one instance.
 */
const BURST_CALLS = 10;
const IMPORT_ROWS = 1_000;
/** How long a change may take to show before the row is reported as not shown. */
const SHOWN_LIMIT_MS = 600_000;

const SIZES: readonly { users: number; id: string }[] = [
  { users: 100, id: LARGE_IDS.users100 },
  { users: 10_000, id: LARGE_IDS.users10000 },
  { users: 100_000, id: LARGE_IDS.users100000 },
];

/** The sizes measured: KYND_BENCH_SCALE_SIZES (say "100,10000") narrows them. */
export const SCALE_ORGANISATIONS = SIZES.filter(
  ({ users }) =>
    !process.env.KYND_BENCH_SCALE_SIZES ||
    process.env.KYND_BENCH_SCALE_SIZES.split(',').map(Number).includes(users),
);

export interface ScaleRow {
  users: number;
  operation: string;
  /** How many changes the row made (results, rows): the per-change figures divide by it. */
  changes: number;
  documents: DocumentTotals;
  /** From the first call until the `all` score document holds the change; undefined: never. */
  shownMs: number | undefined;
  /** Score calculations the change started. */
  calculations: number;
  /** Whether it set off a recount of every member (the marker's `countedAt` moved). */
  recounted: boolean;
  /** The documents by function, the largest first. */
  byFunction: [string, DocumentTotals][];
  /** Why the change failed, when it did (its documents until then are counted all the same). */
  failure?: string;
}

export interface ScaleResult {
  rows: ScaleRow[];
  /**
   * Per organisation: the scopes whose counters differ from a recount of the members, and the
   * member count its document holds (`employeeCount`), which should be `members`.
   */
  drift: {
    users: number;
    when: 'before the imports' | 'after the imports';
    members: number;
    employeeCount?: unknown;
    scopes: string[];
    failure?: string;
  }[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const allScores = (db: Firestore, organisationId: string) =>
  db
    .collection('organisations')
    .doc(organisationId)
    .collection(SCORES_SUBCOLLECTION)
    .doc(ALL_SCORES_KEY);

async function readAll(db: Firestore, organisationId: string): Promise<DocumentData> {
  return (await allScores(db, organisationId).get()).data() ?? {};
}

const activeUsersOf = (all: DocumentData) => Number(all.averageScore?.activeUsers ?? 0);
const weighedOf = (all: DocumentData) => Number(all.body?.weight?.totalUsers ?? 0);
const redWeightsOf = (all: DocumentData) => Number(all.body?.weight?.red ?? 0);

/** Milliseconds from `since` until the `all` document satisfies `shown`; undefined past the limit. */
async function timeUntilShown(
  db: Firestore,
  organisationId: string,
  since: number,
  shown: (all: DocumentData) => boolean,
): Promise<number | undefined> {
  while (performance.now() - since < SHOWN_LIMIT_MS) {
    if (shown(await readAll(db, organisationId))) return performance.now() - since;
    await sleep(100);
  }
  return undefined;
}

async function markerOf(db: Firestore, organisationId: string) {
  const data = (
    await db.collection(SCORE_RECALCULATIONS_COLLECTION).doc(organisationId).get()
  ).data();
  const marker = (data ? timestampsToDates(data) : {}) as {
    calculations?: number;
    countedAt?: Date;
  };
  return { calculations: marker.calculations ?? 0, countedAt: marker.countedAt?.getTime() };
}

/**
 * Runs `change`, then measures it: the documents the server read and wrote until it was idle, the
 * time until `shown`, and the calculations it started.
 */
async function measure(
  db: Firestore,
  meterDir: string,
  organisationId: string,
  row: Pick<ScaleRow, 'users' | 'operation' | 'changes'>,
  change: () => Promise<unknown>,
  shown: (all: DocumentData) => boolean,
): Promise<ScaleRow> {
  const before = await settledTotals(meterDir);
  const functionsBefore = meterByFunction(meterDir);
  const marker = await markerOf(db, organisationId);
  const started = performance.now();
  const failure = await change().then(
    () => undefined,
    (error: unknown) => String(error),
  );
  const shownMs = failure ? undefined : await timeUntilShown(db, organisationId, started, shown);
  const after = await settledTotals(meterDir);
  const markerAfter = await markerOf(db, organisationId);
  const byFunction = [...meterByFunction(meterDir)]
    .map(([name, totals]): [string, DocumentTotals] => [
      name,
      difference(totals, functionsBefore.get(name) ?? { reads: 0, writes: 0 }),
    ])
    .filter(([, { reads, writes }]) => reads + writes > 0)
    .sort(([, a], [, b]) => b.reads + b.writes - (a.reads + a.writes));
  return {
    ...row,
    ...(failure ? { failure } : {}),
    byFunction,
    documents: difference(after, before),
    shownMs,
    calculations: markerAfter.calculations - marker.calculations,
    recounted: markerAfter.countedAt !== marker.countedAt,
  };
}

/** A code of the organisation's first division with seats for the bench's sign-ups. */
async function scaleCode(db: Firestore, organisationId: string): Promise<string> {
  const organisation = (await db.collection('organisations').doc(organisationId).get()).data();
  const division = (organisation?.divisions as { id: string; name: string }[] | undefined)?.[0];
  if (!organisation || !division) throw new Error(`${organisationId} is not seeded`);
  const value = `SCALE-${organisationId.replace(/\D+/g, '')}`;
  await db
    .collection('codes')
    .doc(codeDocumentId(value))
    .set({
      code: value,
      divisionId: division.id,
      divisionName: division.name,
      organisationId,
      organisationName: organisation.name as string,
      isActive: true,
      currentUsage: 0,
      maximumUsage: 1_000,
    });
  return value;
}

/**
 * Up to `count` active Users of the organisation, each with an Auth account and a signed-in app,
 * and how many of them have a weight that is not red yet.
 */
async function burstMembers(
  db: Firestore,
  auth: Auth,
  offset: number,
  organisationId: string,
  count: number,
): Promise<{ clients: AppClient[]; notRed: number }> {
  const members = await db
    .collection('users')
    .where('organisation.id', '==', organisationId)
    .limit(count * 2)
    .get();
  const chosen = members.docs
    .filter((doc) => doc.get('isActive') === true && doc.get('role') === 'User')
    .slice(0, count);
  // Members who have an Auth account already (the bench's own sign-ups) are left out.
  const clients: AppClient[] = [];
  const signedIn = new Set<string>();
  const settled = await settleWithLimit(chosen, 10, async (doc) => {
    const email = `burst.${doc.id}@bench-scale.example.com`;
    const created = await auth.createUser({ uid: doc.id, email, password: PASSWORD }).then(
      () => true,
      (error: unknown) => {
        if ((error as { code?: unknown }).code === 'auth/uid-already-exists') return false;
        throw error;
      },
    );
    if (!created) return;
    const client = connectApp({ offset, projectId: PROJECT_ID });
    clients.push(client);
    await signInOrCreate(client, email, PASSWORD);
    signedIn.add(doc.id);
  });
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  const notRed = chosen.filter(
    (doc) => signedIn.has(doc.id) && doc.get('scores.body.weight.colour') !== 'red',
  ).length;
  return { clients, notRed };
}

/**
 * Compares the counters with a recount of the members: the scopes that differ (the `members`
 * counter among them), and the member count the calculations keep against a count of the members.
 */
async function driftOf(db: Firestore, organisationId: string) {
  const [{ counters: recount }, counters, organisation] = await Promise.all([
    recountScoreCounters(db, organisationId, { reconcile: false }),
    readScopeCounters(db, organisationId),
    db.collection('organisations').doc(organisationId).get(),
  ]);
  const members = (await membersOf(db, organisationId).count().get()).data().count;
  const scopes = new Set([...recount.keys(), ...counters.keys()]);
  const sorted = (value: object | undefined) =>
    JSON.stringify(Object.entries(value ?? {}).sort(([a], [b]) => a.localeCompare(b)));
  return {
    members,
    employeeCount: organisation.get('employeeCount') as unknown,
    scopes: [...scopes].filter(
      (scope) => sorted(recount.get(scope)) !== sorted(counters.get(scope)),
    ),
  };
}

/** Measures every size on the stack at `offset`, whose functions count into `meterDir`. */
export async function benchScale(
  offset: number,
  meterDir: string,
  log: (line: string) => void = console.log,
): Promise<ScaleResult> {
  const { db, auth } = connectToEmulators(PROJECT_ID, offset);
  const adminToken = await benchAdminToken(offset);
  // The import's organisation, made with the admin, is recounted and calculated once by its
  // trigger: waited for here, so that no row counts that calculation.
  const calculatedBy = performance.now() + 120_000;
  while ((await markerOf(db, IMPORT_ORGANISATION_ID)).calculations === 0) {
    if (performance.now() > calculatedBy)
      throw new Error('The import organisation is not calculated');
    await sleep(250);
  }
  const rows: ScaleRow[] = [];
  const drift: ScaleResult['drift'] = [];
  const run = Date.now();
  const imports: (() => Promise<void>)[] = [];
  const recount = async (users: number, id: string, when: ScaleResult['drift'][number]['when']) => {
    try {
      drift.push({ users, when, ...(await driftOf(db, id)) });
    } catch (error) {
      drift.push({ users, when, members: 0, scopes: [], failure: String(error) });
    }
  };
  for (const { users, id } of SCALE_ORGANISATIONS) {
    log(`  organisation of ${users.toLocaleString('en-NZ')} users`);
    const code = await scaleCode(db, id);
    const organisation = (await db.collection('organisations').doc(id).get()).data();
    const divisionName = (organisation?.divisions as { name: string }[] | undefined)?.[0]?.name;
    /** Measures one change in this organisation. */
    const measured = (
      row: Pick<ScaleRow, 'operation' | 'changes'>,
      change: () => Promise<unknown>,
      shown: (all: DocumentData) => boolean,
    ) =>
      measure(db, meterDir, id, { users, ...row }, change, shown).then((measuredRow) => {
        // As it is measured: a later failure loses none of the rows before it.
        log(`    ${tableRow(measuredRow)} ${byFunctionOf(measuredRow)}`);
        return measuredRow;
      });

    const person = connectApp({ offset, projectId: PROJECT_ID });
    const email = `scale.${run}.${users}@bench-scale.example.com`;
    await signInOrCreate(person, email, PASSWORD);
    const active = activeUsersOf(await readAll(db, id));
    rows.push(
      await measured(
        { operation: 'Sign-up with a code', changes: 1 },
        () =>
          signUp(person, { email, password: PASSWORD, code, firstName: 'Mere', lastName: 'Scale' }),
        (all) => activeUsersOf(all) === active + 1,
      ),
    );

    const weighed = weighedOf(await readAll(db, id));
    rows.push(
      await measured(
        { operation: 'A submitted result', changes: 1 },
        () => submitResults(person, { category: 'body', values: { height: 172, weight: 70 } }),
        (all) => weighedOf(all) === weighed + 1,
      ),
    );
    await closeApp(person);

    // Results of a weight that is red for anyone of 160 cm, from as many members as the
    // organisation has (a few submit twice in the smallest one), BURST_CALLS at a time.
    const burst = await burstMembers(db, auth, offset, id, BURST);
    const red = redWeightsOf(await readAll(db, id));
    rows.push(
      await measured(
        { operation: `A burst of ${BURST} results`, changes: BURST },
        async () => {
          const settled = await settleWithLimit(
            Array.from({ length: BURST }, (_, index) => index),
            BURST_CALLS,
            (index) =>
              submitResults(burst.clients[index % burst.clients.length] as AppClient, {
                category: 'body',
                values: { height: 160, weight: 140 + (index % 5) },
              }),
          );
          const failed = settled.find((result) => result.status === 'rejected');
          if (failed) throw failed.reason;
        },
        (all) => redWeightsOf(all) === red + burst.notRed,
      ),
    );
    await Promise.all(burst.clients.map(closeApp));

    await recount(users, id, 'before the imports');

    // The imports run after every organisation's other rows and recount: in the Firestore
    // emulator an import's lookups slow down with the users collection (docs/benchmarks.md "User
    // import"), and a chunk cut off at the callable's limit goes on writing into whatever is
    // measured after it.
    imports.push(async () => {
      const active = activeUsersOf(await readAll(db, id));
      rows.push(
        await measured(
          {
            operation: `An import of ${IMPORT_ROWS.toLocaleString('en-NZ')} rows`,
            changes: IMPORT_ROWS,
          },
          () =>
            importRows(
              offset,
              adminToken,
              id,
              benchRows(IMPORT_ROWS, run + users, divisionName),
              () => undefined,
              1,
            ),
          (all) => activeUsersOf(all) === active + IMPORT_ROWS,
        ),
      );
    });
  }
  for (const importInto of imports) await importInto();
  for (const { users, id } of SCALE_ORGANISATIONS) await recount(users, id, 'after the imports');
  return { rows, drift };
}

const perChange = (total: number, changes: number) =>
  changes === 1 ? String(total) : (total / changes).toFixed(1);

/** A row of the report's table. */
function tableRow(row: ScaleRow): string {
  const cells = [
    `${row.users.toLocaleString('en-NZ')} users`,
    row.operation,
    String(row.documents.reads),
    String(row.documents.writes),
    `${perChange(row.documents.reads, row.changes)} + ${perChange(row.documents.writes, row.changes)}`,
    String(row.calculations),
    row.recounted ? 'yes' : 'no',
    row.failure
      ? 'FAILED (below)'
      : row.shownMs === undefined
        ? 'NOT SHOWN'
        : `${(row.shownMs / 1000).toFixed(1)} s`,
  ];
  return `| ${cells.join(' | ')} |`;
}

/** Read + written by each function, for one row. */
const byFunctionOf = (row: ScaleRow) =>
  row.byFunction.map(([name, { reads, writes }]) => `${name} ${reads} + ${writes}`).join(', ');

export function scaleBenchLines(result: ScaleResult): string[] {
  const header = [
    'Organisation',
    'Change',
    'Read',
    'Written',
    'Per change (read + written)',
    'Calculations',
    'Full recount',
    'Shown after',
  ];
  const lines = [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...result.rows.map(tableRow),
    ...result.rows.flatMap((row) =>
      row.failure
        ? [
            '',
            `${row.operation}, ${row.users.toLocaleString('en-NZ')} users, failed: ${row.failure}`,
          ]
        : [],
    ),
    '',
    'Read + written, by function:',
    '',
    ...result.rows.map(
      (row) =>
        `- ${row.operation}, ${row.users.toLocaleString('en-NZ')} users: ${byFunctionOf(row)}`,
    ),
    '',
    ...result.drift.map(({ users, when, members, employeeCount, scopes, failure }) =>
      failure
        ? `Recount of the ${users.toLocaleString('en-NZ')}-user organisation ${when} FAILED: ${failure}`
        : `Recount of the ${users.toLocaleString('en-NZ')}-user organisation ${when} (${members.toLocaleString('en-NZ')} members): ${scopes.length === 0 ? 'no drift' : `DRIFT in ${scopes.join(', ')}`}; member count ${employeeCount === members ? 'right' : `WRONG (${String(employeeCount)})`}.`,
    ),
  ];
  return lines;
}

async function main(): Promise<void> {
  const offset = parsePortOffset(process.env.KYND_BENCH_PORT_OFFSET ?? '30000');
  const meterDir = join(REPO_ROOT, '.stack', `bench-meter-${offset}`);
  const functionsEnv = meteredFunctionsEnv(meterDir);
  await onOwnStack('scale', { offset, projectId: PROJECT_ID, functionsEnv }, async () => {
    const { db, auth } = connectToEmulators(PROJECT_ID, offset);
    const seeded = await withTriggersPaused(offset, () =>
      seedLargeData({ db, auth, only: SCALE_ORGANISATIONS.map(({ id }) => id) }),
    );
    const seconds = seeded.seconds.documents + seeded.seconds.scores;
    console.log(
      `  seeded ${seeded.users.toLocaleString('en-NZ')} users in ${seconds.toFixed(0)} s; load average ${loadAverage()}`,
    );
    const result = await benchScale(offset, meterDir);
    for (const line of scaleBenchLines(result)) console.log(line);
    const drifted = ({ members, employeeCount, scopes, failure }: ScaleResult['drift'][number]) =>
      scopes.length > 0 || employeeCount !== members || failure;
    if (result.drift.some(drifted)) {
      process.exitCode = 1;
    }
  });
}

if (process.argv[1]?.endsWith('benchScale.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
