// Keeps the score counters of src/domain/scoreContributions.ts as users change, reads them, and
// reconciles them with a recount.
import { FieldValue, type Firestore, type QuerySnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import {
  SCORE_CONTRIBUTIONS_COLLECTION,
  SCORE_COUNTER_SHARDS,
  SCORE_COUNTERS_SUBCOLLECTION,
  contributionRecordOf,
  counterChanges,
  counterDocumentId,
  sameContribution,
  scopeCountersOfShards,
  shardOf,
  type ScoreContribution,
} from '@/domain/scoreContributions';
import { SCORE_RECALCULATIONS_COLLECTION } from '@/domain/scoreRecalculation';
import type { ScoreCounters } from '@/domain/scoring';
import { membersOf } from '../employees';

/** Transactions side by side when many users are brought up to date at once. */
const PARALLEL_SYNCS = 16;

const contributions = (db: Firestore) => db.collection(SCORE_CONTRIBUTIONS_COLLECTION);
const counters = (db: Firestore, organisationId: string) =>
  db.collection('organisations').doc(organisationId).collection(SCORE_COUNTERS_SUBCOLLECTION);

function storedContribution(data: Record<string, unknown> | undefined): ScoreContribution | null {
  if (!data) return null;
  const { organisationId, scopes, counters: counted } = data;
  if (typeof organisationId !== 'string' || !Array.isArray(scopes)) return null;
  if (typeof counted !== 'object' || counted === null) return null;
  return {
    organisationId,
    scopes: scopes.filter((scope): scope is string => typeof scope === 'string'),
    counters: counted as ScoreCounters,
  };
}

/** The scopes of one organisation whose counters a change moved. */
export interface MovedScopes {
  organisationId: string;
  scopes: string[];
}

/**
 * Moves the counters from the contribution counted for the user to the one their document makes
 * now, in one transaction: a retried, repeated or late trigger finds nothing left to move.
 * Resolves to the scopes that moved, by organisation.
 */
export async function syncScoreContribution(db: Firestore, userId: string): Promise<MovedScopes[]> {
  const userRef = db.collection('users').doc(userId);
  const contributionRef = contributions(db).doc(userId);
  return db.runTransaction(async (transaction) => {
    const [user, counted] = await transaction.getAll(userRef, contributionRef);
    const before = storedContribution(counted?.data());
    const after = contributionRecordOf(user?.data());
    if (sameContribution(before, after)) return [];
    const changes = counterChanges(before, after);
    const shard = shardOf(userId);
    for (const { organisationId, scope, counters: moved } of changes) {
      const increments = Object.fromEntries(
        Object.entries(moved).map(([name, value]) => [name, FieldValue.increment(value)]),
      );
      transaction.set(
        counters(db, organisationId).doc(counterDocumentId(scope, shard)),
        { scope, counters: increments },
        { merge: true },
      );
    }
    if (after) transaction.set(contributionRef, after);
    else transaction.delete(contributionRef);
    const moved = new Map<string, string[]>();
    for (const { organisationId, scope } of changes) {
      moved.set(organisationId, [...(moved.get(organisationId) ?? []), scope]);
    }
    return [...moved].map(([organisationId, scopes]) => ({ organisationId, scopes }));
  });
}

/** The organisations whose counters moved. */
export async function syncScoreContributions(
  db: Firestore,
  userIds: Iterable<string>,
): Promise<Set<string>> {
  const queue = [...new Set(userIds)];
  const moved = new Set<string>();
  const worker = async (): Promise<void> => {
    for (let userId = queue.pop(); userId !== undefined; userId = queue.pop()) {
      for (const { organisationId } of await syncScoreContribution(db, userId)) {
        moved.add(organisationId);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_SYNCS, queue.length) }, worker));
  return moved;
}

/** Each scope's counters; of `scopes` alone when given (their shards looked up, not queried). */
export async function readScopeCounters(
  db: Firestore,
  organisationId: string,
  scopes?: readonly string[],
): Promise<Map<string, ScoreCounters>> {
  if (scopes === undefined) {
    const shards = await counters(db, organisationId).get();
    return scopeCountersOfShards(shards.docs.map((doc) => doc.data()));
  }
  const refs = scopes.flatMap((scope) =>
    Array.from({ length: SCORE_COUNTER_SHARDS }, (_, shard) =>
      counters(db, organisationId).doc(counterDocumentId(scope, shard)),
    ),
  );
  const shards = refs.length > 0 ? await db.getAll(...refs) : [];
  return scopeCountersOfShards(shards.flatMap((doc) => (doc.exists ? [doc.data() ?? {}] : [])));
}

/** What the scores read of an organisation's members. */
export function scoredMembers(db: Firestore, organisationId: string): Promise<QuerySnapshot> {
  return membersOf(db, organisationId)
    .select('organisation', 'isActive', 'division', 'scores')
    .get();
}

/**
 * Brings the counters in line with the organisation's users as `users` shows them: each user whose
 * counted contribution differs, and each one counted here who has left, is synced again, and the
 * organisation is marked counted (`countedAt`). Drift is logged, for operators to see; a change
 * made meanwhile is synced by its own trigger either way. Resolves to the number of users synced.
 */
export async function reconcileScoreCounters(
  db: Firestore,
  organisationId: string,
  users?: QuerySnapshot,
): Promise<number> {
  const members = users ?? (await scoredMembers(db, organisationId));
  const counted = await contributions(db).where('organisationId', '==', organisationId).get();
  const stored = new Map(counted.docs.map((doc) => [doc.id, storedContribution(doc.data())]));
  const stale = new Set<string>();
  for (const user of members.docs) {
    if (!sameContribution(stored.get(user.id) ?? null, contributionRecordOf(user.data()))) {
      stale.add(user.id);
    }
    stored.delete(user.id);
  }
  for (const userId of stored.keys()) stale.add(userId);
  if (stale.size > 0) {
    // The first count of an organisation is no drift.
    const log = counted.empty ? logger.info : logger.warn;
    log('Score counters reconciled', { organisationId, users: stale.size });
    await syncScoreContributions(db, stale);
  }
  await db
    .collection(SCORE_RECALCULATIONS_COLLECTION)
    .doc(organisationId)
    .set({ countedAt: new Date() }, { merge: true });
  return stale.size;
}
