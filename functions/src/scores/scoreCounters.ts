// Keeps the score counters of src/domain/scoreContributions.ts as users change, reads them, and
// reconciles them with a recount.
import { FieldValue, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import {
  SCORE_CONTRIBUTIONS_COLLECTION,
  SCORE_COUNTERS_SUBCOLLECTION,
  contributionRecordOf,
  counterChanges,
  counterDocumentId,
  sameContribution,
  scopeCountersOfShards,
  shardOf,
  type ScoreContribution,
} from '@/domain/scoreContributions';
import { EMPLOYEE_COUNT_FIELD } from '@/domain/organisationSummary';
import {
  COUNTERS_VERSION,
  SCORE_RECALCULATIONS_COLLECTION,
  type ScoreRecalculationMarker,
} from '@/domain/scoreRecalculation';
import {
  addCounters,
  scopeCountersOf,
  type ScoreCounters,
  type ScoredUser,
} from '@/domain/scoring';
import { timestampsToDates } from '@/domain/timestamps';
import { membersOf } from '../employees';
import { eachQueryPage } from '../paging';
import { IN_FILTER_LIMIT, chunks } from '../validation';

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
    for (const { organisationId, scope, counters: moved } of changes) {
      const increments = Object.fromEntries(
        Object.entries(moved).map(([name, value]) => [name, FieldValue.increment(value)]),
      );
      transaction.set(
        counters(db, organisationId).doc(counterDocumentId(scope, shardOf(userId, scope))),
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

/**
 * Each scope's counters; of `scopes` alone when given. Their shards are queried by scope rather
 * than looked up by id: a query bills the documents it finds (at least one), a lookup each id
 * whether the document exists or not, and a scope is the sum of whatever shards it has.
 */
export async function readScopeCounters(
  db: Firestore,
  organisationId: string,
  scopes?: readonly string[],
): Promise<Map<string, ScoreCounters>> {
  const shards =
    scopes === undefined
      ? [await counters(db, organisationId).get()]
      : await Promise.all(
          chunks([...new Set(scopes)], IN_FILTER_LIMIT).map((part) =>
            counters(db, organisationId).where('scope', 'in', part).get(),
          ),
        );
  return scopeCountersOfShards(shards.flatMap((found) => found.docs.map((doc) => doc.data())));
}

/** Members a recount holds at once: an organisation of 100,000 is read a page at a time. */
const MEMBER_PAGE = 2_000;

/** A member as the scores read it. */
export function scoredUserOf(doc: QueryDocumentSnapshot): ScoredUser {
  const data = timestampsToDates(doc.data()) as Omit<ScoredUser, 'id'>;
  return { id: doc.id, isActive: data.isActive, division: data.division, scores: data.scores };
}

/** The organisation's members, with what the scores read of them, a page at a time. */
export function eachScoredMemberPage(
  db: Firestore,
  organisationId: string,
  handle: (members: QueryDocumentSnapshot[]) => Promise<void> | void,
  pageSize = MEMBER_PAGE,
): Promise<void> {
  return eachQueryPage(
    membersOf(db, organisationId).select('organisation', 'isActive', 'division', 'scores'),
    pageSize,
    handle,
  );
}

/** What a recount found and mended. */
export interface Recount {
  counters: Map<string, ScoreCounters>;
  /** Users whose counted contribution was synced again. */
  synced: number;
  /** The members counted (with `reconcile`). */
  members: number;
  /** The stored member count (`employeeCount`) less the members counted. */
  memberDrift: number;
}

/**
 * Each scope's counters recounted from the members. With `reconcile`, the counters are also
 * brought in line with them: each user whose counted contribution differs, and each one counted
 * here who has left, is synced again, and the organisation is marked counted (`countedAt`, of
 * COUNTERS_VERSION). Drift is logged, for operators to see; a change made meanwhile is synced by
 * its own trigger either way. Resolves to the recount, the number of users synced and the member
 * count's drift, which the next calculation mends (calculateOrganisationScores).
 */
export async function recountScoreCounters(
  db: Firestore,
  organisationId: string,
  { reconcile }: { reconcile: boolean },
): Promise<Recount> {
  const recounted = scopeCountersOf([]);
  const members = new Set<string>();
  const stale = new Set<string>();
  let counted = false;
  await eachScoredMemberPage(db, organisationId, async (page) => {
    for (const [scope, moved] of scopeCountersOf(page.map(scoredUserOf))) {
      recounted.set(scope, addCounters(recounted.get(scope) ?? {}, moved));
    }
    if (!reconcile) return;
    const stored = await db.getAll(...page.map((user) => contributions(db).doc(user.id)));
    page.forEach((user, position) => {
      members.add(user.id);
      const before = storedContribution(stored[position]?.data());
      if (before) counted = true;
      if (!sameContribution(before, contributionRecordOf(user.data()))) stale.add(user.id);
    });
  });
  if (!reconcile) return { counters: recounted, synced: 0, members: 0, memberDrift: 0 };
  // Users counted here who are no longer members.
  await eachQueryPage(
    contributions(db).where('organisationId', '==', organisationId).select(),
    MEMBER_PAGE,
    (docs) => {
      for (const doc of docs) {
        counted = true;
        if (!members.has(doc.id)) stale.add(doc.id);
      }
    },
  );
  // The first count of an organisation is no drift.
  const log = counted ? logger.warn : logger.info;
  if (stale.size > 0) {
    log('Score counters reconciled', { organisationId, users: stale.size });
    await syncScoreContributions(db, stale);
  }
  const [organisation] = await db.getAll(db.collection('organisations').doc(organisationId), {
    fieldMask: [EMPLOYEE_COUNT_FIELD],
  });
  const stored: unknown = organisation?.get(EMPLOYEE_COUNT_FIELD);
  const memberDrift = (typeof stored === 'number' ? stored : 0) - members.size;
  if (memberDrift !== 0) {
    log('Member count drifted', { organisationId, members: members.size, drift: memberDrift });
  }
  const marker: ScoreRecalculationMarker = {
    countedAt: new Date(),
    countersVersion: COUNTERS_VERSION,
  };
  await db
    .collection(SCORE_RECALCULATIONS_COLLECTION)
    .doc(organisationId)
    .set(marker, { merge: true });
  return { counters: recounted, synced: stale.size, members: members.size, memberDrift };
}

/**
 * Brings the counters in line with the members (recountScoreCounters): the users synced and the
 * member count's drift.
 */
export async function reconcileScoreCounters(
  db: Firestore,
  organisationId: string,
): Promise<Omit<Recount, 'counters'>> {
  const { synced, members, memberDrift } = await recountScoreCounters(db, organisationId, {
    reconcile: true,
  });
  return { synced, members, memberDrift };
}
