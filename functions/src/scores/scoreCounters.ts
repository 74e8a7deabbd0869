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
  COUNTED_IN_FIELD,
  sameContribution,
  scopeCountersOfShards,
  shardOf,
  type ScoreContribution,
} from '@/domain/scoreContributions';
import { SCORE_RECALCULATIONS_COLLECTION } from '@/domain/scoreRecalculation';
import {
  addCounters,
  scopeCountersOf,
  type ScoreCounters,
  type ScoredUser,
} from '@/domain/scoring';
import { timestampsToDates } from '@/domain/timestamps';
import { countedInOf, membersOf, recountMembers, syncMemberCount } from '../employees';
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
 * now, in one transaction: a retried, repeated or late trigger finds nothing left to move. Then,
 * in a transaction of its own, counts the user in the organisation of their contribution
 * (syncMemberCount): a count that fails is logged and left to the reconciliation, and never
 * holds the counters back. Resolves to the scopes that moved, by organisation.
 */
export async function syncScoreContribution(db: Firestore, userId: string): Promise<MovedScopes[]> {
  const { moved, countedElsewhere } = await moveContribution(db, userId);
  if (countedElsewhere) {
    await syncMemberCount(db, userId).catch((error: unknown) => {
      logger.warn('Member count not moved', { userId, error: String(error) });
    });
  }
  return moved;
}

async function moveContribution(
  db: Firestore,
  userId: string,
): Promise<{ moved: MovedScopes[]; countedElsewhere: boolean }> {
  const userRef = db.collection('users').doc(userId);
  const contributionRef = contributions(db).doc(userId);
  return db.runTransaction(async (transaction) => {
    const [user, counted] = await transaction.getAll(userRef, contributionRef);
    const before = storedContribution(counted?.data());
    const after = contributionRecordOf(user?.data());
    const countedIn = countedInOf(counted?.data());
    const countedElsewhere = countedIn !== after?.organisationId;
    if (sameContribution(before, after)) return { moved: [], countedElsewhere };
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
    // Where the user is counted as a member stays, for syncMemberCount to move: a user who left
    // keeps that alone until then.
    const kept = countedIn === undefined ? {} : { [COUNTED_IN_FIELD]: countedIn };
    if (after) transaction.set(contributionRef, { ...after, ...kept });
    else if (countedIn !== undefined) transaction.set(contributionRef, kept);
    else transaction.delete(contributionRef);
    const moved = new Map<string, string[]>();
    for (const { organisationId, scope } of changes) {
      moved.set(organisationId, [...(moved.get(organisationId) ?? []), scope]);
    }
    return {
      moved: [...moved].map(([organisationId, scopes]) => ({ organisationId, scopes })),
      countedElsewhere,
    };
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
  /** The stored member count less the members counted, before it was set right. */
  memberDrift: number;
}

/**
 * Each scope's counters recounted from the members. With `reconcile`, the counters are also
 * brought in line with them: each user whose counted contribution differs, and each one counted
 * here who has left, is synced again, the member count is set to the contributions counted
 * (recountMembers), and the organisation is marked counted (`countedAt`). Drift is logged, for
 * operators to see; a change made meanwhile is synced by its own trigger either way. Resolves to
 * the recount, the number of users synced and the member count's drift.
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
      const after = contributionRecordOf(user.data());
      const countedIn = countedInOf(stored[position]?.data());
      if (!sameContribution(before, after) || countedIn !== after?.organisationId) {
        stale.add(user.id);
      }
    });
  });
  if (!reconcile) return { counters: recounted, synced: 0, memberDrift: 0 };
  // Users counted here, in the counters or as members, who are no longer members.
  for (const field of ['organisationId', COUNTED_IN_FIELD]) {
    await eachQueryPage(
      contributions(db).where(field, '==', organisationId).select(),
      MEMBER_PAGE,
      (docs) => {
        for (const doc of docs) {
          counted = true;
          if (!members.has(doc.id)) stale.add(doc.id);
        }
      },
    );
  }
  if (stale.size > 0) {
    // The first count of an organisation is no drift.
    const log = counted ? logger.warn : logger.info;
    log('Score counters reconciled', { organisationId, users: stale.size });
    await syncScoreContributions(db, stale);
  }
  const memberCount = await recountMembers(db, organisationId);
  const memberDrift = memberCount?.drift ?? 0;
  if (memberDrift !== 0) {
    (counted ? logger.warn : logger.info)('Member count reconciled', {
      organisationId,
      members: memberCount?.counted,
      drift: memberDrift,
    });
  }
  await db
    .collection(SCORE_RECALCULATIONS_COLLECTION)
    .doc(organisationId)
    .set({ countedAt: new Date() }, { merge: true });
  return { counters: recounted, synced: stale.size, memberDrift };
}

/**
 * Brings the counters and the member count in line with the members (recountScoreCounters): the
 * users synced and the member count's drift.
 */
export async function reconcileScoreCounters(
  db: Firestore,
  organisationId: string,
): Promise<Pick<Recount, 'synced' | 'memberDrift'>> {
  const { synced, memberDrift } = await recountScoreCounters(db, organisationId, {
    reconcile: true,
  });
  return { synced, memberDrift };
}
