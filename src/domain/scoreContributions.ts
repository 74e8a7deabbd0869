// docs/architecture.md "Scores move with the change": each user's counted contribution
// (scoreContributions/{userId}) and each scope's sharded counters, which only the server touches.
import {
  ALL_SCORES_KEY,
  addCounters,
  contributionOf,
  scopesOf,
  type ScoreCounters,
  type ScoredUser,
} from '@/domain/scoring';

export const SCORE_CONTRIBUTIONS_COLLECTION = 'scoreContributions';
export const SCORE_COUNTERS_SUBCOLLECTION = 'scoreCounters';
/** Shards per scope: `all` moves with every change, a division with a share of them. */
export const SCORE_COUNTER_SHARDS = 8;
export const DIVISION_COUNTER_SHARDS = 2;

export const shardsOfScope = (scope: string): number =>
  scope === ALL_SCORES_KEY ? SCORE_COUNTER_SHARDS : DIVISION_COUNTER_SHARDS;

export interface ScoreContribution {
  organisationId: string;
  scopes: string[];
  counters: ScoreCounters;
}

export type CounterChange = Omit<ScoreContribution, 'scopes'> & { scope: string };

/** A users document's, as any client writes it: every member, active or not, counts as one. */
export function contributionRecordOf(
  user: Record<string, unknown> | null | undefined,
): ScoreContribution | null {
  if (!user) return null;
  const organisationId = (user.organisation as { id?: unknown } | null | undefined)?.id;
  if (typeof organisationId !== 'string' || organisationId === '') return null;
  return {
    organisationId,
    scopes: scopesOf(user as Pick<ScoredUser, 'division'>),
    counters: contributionOf(user as Pick<ScoredUser, 'isActive' | 'scores'>),
  };
}

export function sameContribution(a: ScoreContribution | null, b: ScoreContribution | null) {
  if (!a || !b) return a === b;
  return (
    a.organisationId === b.organisationId &&
    a.scopes.join('/') === b.scopes.join('/') &&
    Object.keys(addCounters(a.counters, b.counters, -1)).length === 0
  );
}

/** after − before, per organisation and scope, without the scopes it leaves unchanged. */
export function counterChanges(before: ScoreContribution | null, after: ScoreContribution | null) {
  const changes = new Map<string, CounterChange>();
  const apply = ({ organisationId, scopes, counters }: ScoreContribution, sign: 1 | -1) => {
    for (const scope of scopes) {
      const key = JSON.stringify([organisationId, scope]);
      const moved = addCounters(changes.get(key)?.counters ?? {}, counters, sign);
      changes.set(key, { organisationId, scope, counters: moved });
    }
  };
  if (before) apply(before, -1);
  if (after) apply(after, 1);
  return [...changes.values()].filter((change) => Object.keys(change.counters).length > 0);
}

/** The shard of `scope` a user's changes go to: always the same one, spread evenly over the users. */
export function shardOf(userId: string, scope: string): number {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 2_147_483_647;
  return hash % shardsOfScope(scope);
}

export const counterDocumentId = (scope: string, shard: number): string => `${scope}_${shard}`;

/** Each scope's counters from its shard documents ({ scope, counters }). */
export function scopeCountersOfShards(shards: readonly { scope?: unknown; counters?: unknown }[]) {
  const byScope = new Map<string, ScoreCounters>();
  for (const { scope, counters } of shards) {
    if (typeof scope !== 'string' || typeof counters !== 'object' || counters === null) continue;
    const numbers = Object.fromEntries(
      Object.entries(counters).filter(([, value]) => Number.isFinite(value)),
    ) as ScoreCounters;
    byScope.set(scope, addCounters(byScope.get(scope) ?? {}, numbers));
  }
  return byScope;
}

/** The shard documents by id, as the users' triggers would leave them: for a bulk dataset. */
export function counterShardsOf(
  contributions: Iterable<[userId: string, contribution: ScoreContribution]>,
): Map<string, { scope: string; counters: ScoreCounters }> {
  const shards = new Map<string, { scope: string; counters: ScoreCounters }>();
  for (const [userId, { scopes, counters }] of contributions) {
    for (const scope of scopes) {
      const id = counterDocumentId(scope, shardOf(userId, scope));
      shards.set(id, { scope, counters: addCounters(shards.get(id)?.counters ?? {}, counters) });
    }
  }
  return shards;
}
