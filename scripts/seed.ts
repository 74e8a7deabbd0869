// `npm run seed`: writes the demo dataset to the local emulators (Firestore and Auth) of the stack at
// KYND_PORT_OFFSET. Deterministic and idempotent: fixed ids, a seeded generator, documents set
// rather than added, accounts created or updated. Score documents are not written by hand: twelve
// months of users' results are replayed through the same calculation as scheduleOrgScoreCalculation,
// in memory (scripts/seed/memoryFirestore.ts), then written with the rest of the dataset.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { Auth, UserImportRecord } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { BATCH_SIZE } from '@/config/constants';
import { parsePortOffset } from '@/config/ports';
import { DEMO_PROJECT_ID } from '@/config/environment';
import { SCORES_SUBCOLLECTION } from '@/domain/scoreDocuments';
import { SCORES_HISTORY_COLLECTION } from '@/domain/scoresHistory';
import {
  WITHHELD_SCORES_HISTORY_COLLECTION,
  WITHHELD_SCORES_SUBCOLLECTION,
} from '@/domain/withheldFigures';
import { claimsFor } from '@/domain/claims';
import type { UserScores } from '@/domain/types';
import { calculateIndustryScores } from '../functions/src/scores/calculateIndustryScores';
import { calculateOrganisationScores } from '../functions/src/scores/calculateOrganisationScores';
import { reconcileScoreCounters } from '../functions/src/scores/scoreCounters';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts';
import { createClock, type SeedClock } from './seed/clock';
import { buildDataset, documentWrites, type SeedDataset } from './seed/dataset';
import { withTriggersPaused } from './local-stack';
import {
  setOrganisationCodeSummaries,
  setOrganisationEmployeeCounts,
} from './migrations/setOrganisationSummaries';
import { APP_USERS_ORGANISATION_ID, removeAppUsers, seedAppUsers } from './seed/appUsers';
import { assertEmulatorsReachable, connectToEmulators, disconnect } from './seed/emulators';
import type { GeneratedUser, SeedUser } from './seed/users';
import { MemoryFirestore } from './seed/memoryFirestore';
import {
  chunk,
  deletePaths,
  mapLimit,
  setAll,
  withoutUndefined,
  type DocumentWrite,
} from './seed/writes';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts';

export interface SeedOptions {
  projectId: string;
  offset: number;
  /** The day the dataset is built for (default: today); same day, same data. */
  now?: Date;
  /** Progress and summary lines (default: console.log); pass () => {} for silence. */
  log?: (line: string) => void;
  /**
   * Make the few users of scripts/seed/appUsers.ts through the app's doors, which needs the
   * Functions emulator to serve this project (default: when it is the stack's project,
   * GCLOUD_PROJECT or KYND_PROJECT_ID, else the demo project).
   */
  appUsers?: boolean;
}

export interface SeedCounts {
  industries: number;
  organisations: number;
  users: number;
  codes: number;
  questions: number;
  articles: number;
  initialMessages: number;
  notifications: number;
  questionnaireAlerts: number;
  authAccounts: number;
  scoreCalculations: number;
  /** Users made through the app's doors (scripts/seed/appUsers.ts). */
  appUsers: number;
}

/** Organisations counted at the same time: enough to overlap I/O, few enough for 2 cores. */
const COUNT_CONCURRENCY = 4;

const displayName = (user: Pick<SeedUser, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`;

/** The project the Functions emulator of the stack serves. */
const functionsProjectId = () =>
  process.env.GCLOUD_PROJECT ?? process.env.KYND_PROJECT_ID ?? DEMO_PROJECT_ID;

/** True when the stack at `offset` holds no organisation yet, so `npm start` should seed it. */
export async function isDatabaseEmpty({
  projectId,
  offset,
}: {
  projectId: string;
  offset: number;
}): Promise<boolean> {
  const target = connectToEmulators(projectId, offset);
  await assertEmulatorsReachable(offset);
  const snapshot = await target.db.collection('organisations').limit(1).get();
  return snapshot.empty;
}

export async function seedDemoData(options: SeedOptions): Promise<void> {
  await seedDemoDataWithCounts(options);
}

export async function seedDemoDataWithCounts({
  projectId,
  offset,
  now = new Date(),
  log = (line) => console.log(line),
  appUsers = projectId === functionsProjectId(),
}: SeedOptions): Promise<SeedCounts> {
  const started = Date.now();
  const { db, auth } = connectToEmulators(projectId, offset);
  await assertEmulatorsReachable(offset);
  const clock = createClock(now);
  const dataset = buildDataset(clock);

  // The dataset is written complete (derived fields, score documents): the triggers would have
  // nothing to add, only a long queue of events (scripts/local-stack.ts withTriggersPaused). The app
  // users' callables write their own derived fields, and their scores are calculated here on the
  // seed's clock, so they too are made with the triggers paused: a recalculation at the real time
  // would make the seed depend on when it ran.
  const seconds = { history: 0, documents: 0 };
  const { scoreCalculations, appUsersMade } = await withTriggersPaused(offset, async () => {
    const replayStarted = Date.now();
    const [history] = await Promise.all([
      replayScoreHistory(dataset, clock).finally(() => {
        seconds.history = (Date.now() - replayStarted) / 1000;
      }),
      writeAuthAccounts(auth, dataset.users),
    ]);
    await writeDocuments(db, dataset, history.documents);
    await removeAppUsers(db);
    seconds.documents = (Date.now() - started) / 1000;
    const makeAppUsers = () =>
      seedAppUsers({ db, auth, projectId, offset }, clock, {
        password: DEMO_PASSWORD,
        upsertAccount: (account) => upsertDemoAccount(auth, account),
      });
    const appUsersMade = await countScores(db, dataset, clock, appUsers ? makeAppUsers : undefined);
    // The app users joined their organisations through the callables, whose employee counts
    // and code summaries the paused triggers would keep: the migrations that keep them for
    // older projects complete them (src/domain/organisationSummary.ts).
    await setOrganisationEmployeeCounts(db);
    await setOrganisationCodeSummaries(db);
    return { scoreCalculations: history.calculations, appUsersMade };
  });

  const counts: SeedCounts = {
    industries: dataset.industries.length,
    organisations: dataset.organisations.length,
    users: dataset.users.length,
    codes: dataset.codes.length,
    questions: dataset.questions.length,
    articles: dataset.articles.length,
    initialMessages: dataset.initialMessages.length,
    notifications: dataset.notifications.length,
    questionnaireAlerts: dataset.alerts.length,
    authAccounts: dataset.users.length,
    scoreCalculations,
    appUsers: appUsersMade,
  };
  const total = (Date.now() - started) / 1000;
  for (const line of summary(counts, projectId, { ...seconds, total })) log(line);
  return counts;
}

/**
 * Writes the dataset with what the history replay left (`replayed`, in place of the dataset's
 * documents of the same path): users with their latest results, score documents and series.
 */
async function writeDocuments(
  db: Firestore,
  dataset: SeedDataset,
  replayed: readonly DocumentWrite[],
): Promise<void> {
  // A previous run's score and history documents that this one does not write (a twin of figures
  // no longer withheld, a series of another day's run) would otherwise stay beside the replayed
  // ones; deleting them first makes the result independent of the past.
  const organisationIds = dataset.organisations.map((organisation) => organisation.id);
  // With the twins of the figures withheld from all but the Kynd Admin (withheldFigures.ts).
  const staleHistories = await mapLimit(
    chunk(organisationIds, 30).flatMap((ids) =>
      [SCORES_HISTORY_COLLECTION, WITHHELD_SCORES_HISTORY_COLLECTION].map((name) => ({
        ids,
        name,
      })),
    ),
    2,
    ({ ids, name }) => db.collection(name).where('organisationId', 'in', ids).select().get(),
  );
  const staleScores = await mapLimit(
    organisationIds.flatMap((id) =>
      [SCORES_SUBCOLLECTION, WITHHELD_SCORES_SUBCOLLECTION].map((name) => ({ id, name })),
    ),
    4,
    ({ id, name }) => db.collection('organisations').doc(id).collection(name).select().get(),
  );
  await deletePaths(
    db,
    [...staleHistories, ...staleScores].flatMap((snapshot) =>
      snapshot.docs.map((doc) => doc.ref.path),
    ),
  );
  const writes = new Map(documentWrites(dataset).map((write) => [write.path, write]));
  for (const write of replayed) writes.set(write.path, write);
  await setAll(db, [...writes.values()]);
}

/**
 * Demo accounts get a password, a phone where they have one, and their custom claims. Every other
 * user gets a password-less account with claims in one bulk import (uid = users document id), so
 * that the functions that look users up in Auth find them.
 */
async function writeAuthAccounts(auth: Auth, users: readonly GeneratedUser[]): Promise<void> {
  const demoUsers = users.filter(({ demoAccount }) => demoAccount !== undefined);
  const others = users
    .filter(({ demoAccount }) => demoAccount === undefined)
    .map(({ user }) => user);

  await mapLimit(demoUsers, 4, async ({ user }) => {
    await upsertDemoAccount(auth, user);
    // The demo accounts' e-mails are verified (upsertDemoAccount): the staff flag follows.
    const account = { email: user.email, emailVerified: true };
    await auth.setCustomUserClaims(user.id, { ...claimsFor(user, account) });
  });

  // Import refuses existing uids, so a re-run replaces the accounts it made before.
  for (const group of chunk(others, 1000)) {
    await auth.deleteUsers(group.map((user) => user.id));
    const records: UserImportRecord[] = group.map((user) =>
      withoutUndefined({
        uid: user.id,
        email: user.email,
        emailVerified: user.email !== undefined,
        phoneNumber: user.phone,
        displayName: displayName(user),
        disabled: false,
        customClaims: {
          ...claimsFor(user, { email: user.email, emailVerified: user.email !== undefined }),
        },
      }),
    );
    const result = await auth.importUsers(records);
    if (result.failureCount > 0) {
      const first = result.errors[0];
      throw new Error(
        `Auth import failed for ${result.failureCount} accounts, first: ${first.error.message}`,
      );
    }
  }
}

function authErrorCode(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

async function upsertDemoAccount(
  auth: Auth,
  user: Pick<SeedUser, 'id' | 'email' | 'phone' | 'firstName' | 'lastName'>,
): Promise<void> {
  const properties = {
    email: user.email,
    emailVerified: true,
    password: DEMO_PASSWORD,
    displayName: displayName(user),
    disabled: false,
  };
  // Someone may have signed up with a demo email or phone under another uid: free it first.
  const owners = await Promise.all([
    user.email ? auth.getUserByEmail(user.email).catch(() => undefined) : undefined,
    user.phone ? auth.getUserByPhoneNumber(user.phone).catch(() => undefined) : undefined,
  ]);
  for (const owner of owners) {
    if (owner && owner.uid !== user.id) await auth.deleteUser(owner.uid);
  }
  try {
    await auth.getUser(user.id);
    await auth.updateUser(user.id, { ...properties, phoneNumber: user.phone ?? null });
  } catch (error) {
    if (authErrorCode(error) !== 'auth/user-not-found') throw error;
    await auth.createUser(
      withoutUndefined({ uid: user.id, ...properties, phoneNumber: user.phone }),
    );
  }
}

/** The field updates that turn one month's results into the next one's. */
function scoreChanges(before: UserScores, after: UserScores): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const category of ['body', 'mind', 'life'] as const) {
    const previous = before[category] ?? {};
    const next = after[category] ?? {};
    for (const key of new Set([...Object.keys(previous), ...Object.keys(next)])) {
      if (!(key in next)) changes[`scores.${category}.${key}`] = FieldValue.delete();
      else if (JSON.stringify(previous[key]) !== JSON.stringify(next[key])) {
        changes[`scores.${category}.${key}`] = next[key];
      }
    }
  }
  return changes;
}

/** One month's users' results, as updates of the measurements that changed. */
async function updateMonthResults(
  db: Firestore,
  members: readonly GeneratedUser[],
  month: number,
): Promise<void> {
  const updates = members
    .map(({ user, monthlyScores }) => ({
      id: user.id,
      changes: scoreChanges(monthlyScores[month - 1], monthlyScores[month]),
    }))
    .filter(({ changes }) => Object.keys(changes).length > 0);
  for (const group of chunk(updates, BATCH_SIZE)) {
    const batch = db.batch();
    for (const { id, changes } of group) batch.update(db.collection('users').doc(id), changes);
    await batch.commit();
  }
}

/**
 * Replays the twelve months in memory: users start with their first month's results; for each
 * month they get that month's results (only the measurements that changed) and
 * calculateOrganisationScores runs with that month's date, appending one history entry. Through
 * the emulator, each calculation is dozens of reads and writes of growing history documents.
 * Answers every document the replay left (users with their latest results, organisations, their
 * score documents and history series) and the number of calculations.
 */
async function replayScoreHistory(
  dataset: SeedDataset,
  clock: SeedClock,
): Promise<{ documents: DocumentWrite[]; calculations: number }> {
  const memory = new MemoryFirestore(
    documentWrites(dataset)
      .filter(({ path }) => /^(organisations|users)\/[^/]+$/.test(path))
      .map(({ path, data }) => ({ path, data: withoutUndefined(data) })),
  );
  const db = memory.asFirestore();
  let calculations = 0;
  for (const organisation of dataset.organisations) {
    const members = dataset.users.filter(({ user }) => user.organisation.id === organisation.id);
    for (const [month, snapshot] of clock.snapshots.entries()) {
      if (month > 0) await updateMonthResults(db, members, month);
      // Every month, the latest too, counts from a recount alone ('replay'): the counters the
      // functions keep are brought in line against the emulator afterwards (countScores), which
      // moves no figure. The industries are summarised then too, rather than after every month.
      await calculateOrganisationScores(db, organisation.id, {
        now: snapshot,
        industry: false,
        source: 'replay',
      });
      calculations += 1;
      // Nothing here waits on I/O: the accounts written meanwhile get their turns.
      await nextTurn();
    }
  }
  return { documents: memory.documents(), calculations };
}

/** The industries' figures, once every organisation's score documents are written. */
async function calculateIndustries(
  db: Firestore,
  dataset: SeedDataset,
  clock: SeedClock,
): Promise<void> {
  const latest = clock.snapshots[clock.snapshots.length - 1];
  const industries = new Set([
    ...dataset.industries.map((industry) => industry.name),
    ...dataset.organisations.map((organisation) => organisation.industry),
  ]);
  await mapLimit([...industries], COUNT_CONCURRENCY, (industry) =>
    calculateIndustryScores(db, industry, { now: latest }),
  );
}

/**
 * Once the score documents are written: the industries' figures, and every organisation's users
 * counted into the score counters and member counts the functions keep (reconcileScoreCounters,
 * which the latest month's calculation from a recount would also run). The app users, if any,
 * sign up once their organisation is counted, as new users after a reconciliation would, and once
 * the industries are done, whose figures their organisation's calculation brings up to date; the
 * other organisations are counted meanwhile. Answers how many app users were made.
 */
async function countScores(
  db: Firestore,
  dataset: SeedDataset,
  clock: SeedClock,
  makeAppUsers: (() => Promise<number>) | undefined,
): Promise<number> {
  const count = ({ id }: { id: string }) => reconcileScoreCounters(db, id);
  const first = dataset.organisations.filter(({ id }) => id === APP_USERS_ORGANISATION_ID);
  const others = dataset.organisations.filter(({ id }) => id !== APP_USERS_ORGANISATION_ID);
  const industries = calculateIndustries(db, dataset, clock);
  const [made] = await Promise.all([
    Promise.all([mapLimit(first, 1, count), industries]).then(() => makeAppUsers?.() ?? 0),
    industries.then(() => mapLimit(others, COUNT_CONCURRENCY - 1, count)),
  ]);
  return made;
}

function summary(
  counts: SeedCounts,
  projectId: string,
  seconds: { total: number; history: number; documents: number },
): string[] {
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length));
  return [
    `Seeded ${projectId} in ${seconds.total.toFixed(1)} s ` +
      `(score history ${seconds.history.toFixed(1)} s in memory, beside the accounts; ` +
      `documents and accounts ${seconds.documents.toFixed(1)} s in all; score counters, ` +
      `industries and app users ${(seconds.total - seconds.documents).toFixed(1)} s):`,
    `  ${counts.industries} industries, ${counts.organisations} organisations, ${counts.users} users,` +
      ` ${counts.codes} codes, ${counts.questions} questions, ${counts.articles} articles,`,
    `  ${counts.initialMessages} initial messages, ${counts.notifications} notifications,` +
      ` ${counts.questionnaireAlerts} hearing/vision alerts,` +
      ` ${counts.scoreCalculations} organisation score calculations (12 months),`,
    `  ${counts.appUsers} users made through the app's doors (scripts/seed/appUsers.ts).`,
    `Demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((account) => `  ${account.email.padEnd(width)}  ${account.description}`),
  ];
}

async function main(): Promise<void> {
  const offset = parsePortOffset(process.env.KYND_PORT_OFFSET);
  const projectId = process.env.KYND_PROJECT_ID ?? process.env.GCLOUD_PROJECT ?? DEMO_PROJECT_ID;
  const target = connectToEmulators(projectId, offset);
  try {
    await seedDemoData({ projectId, offset });
  } finally {
    await disconnect(target);
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
