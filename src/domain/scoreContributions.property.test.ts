// Scores that move with the change (src/domain/scoreContributions.ts): any sequence of users'
// changes, each applied as its own after − before, leaves every scope's counters equal to a
// recount of the users as they end up, and so the figures equal those of a full calculation.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEASUREMENTS } from './measurements';
import {
  DIVISION_COUNTER_SHARDS,
  SCORE_COUNTER_SHARDS,
  contributionRecordOf,
  counterChanges,
  sameContribution,
  scopeCountersOfShards,
  shardOf,
  type ScoreContribution,
} from './scoreContributions';
import {
  ALL_SCORES_KEY,
  addCounters,
  scopeCountersOf,
  scoreSetsOfCounters,
  type ScoreCounters,
  type ScoredUser,
} from './scoring';
import { scoreSetsByDivision } from '../../tests/helpers/expected';

const NOW = new Date('2026-11-01T00:00:00Z');
const USER_IDS = ['u1', 'u2', 'u3', 'u4', 'u5', 'u6'];
const ORGANISATIONS = ['org-a', 'org-b'];

const colour = fc.constantFrom('green', 'orange', 'red', 'blue', undefined);
const results = fc.dictionary(
  fc.constantFrom(...MEASUREMENTS.slice(0, 8).map((measurement) => measurement.key), 'unknownKey'),
  fc.record({ colour, calculatedAt: fc.constant(NOW) }),
  { maxKeys: 4 },
);
/** A users document as the app or the dashboard writes it, with docs/product.md §3's fields only. */
const userDocument = fc.record(
  {
    organisation: fc.option(fc.record({ id: fc.constantFrom(...ORGANISATIONS) }), {
      nil: undefined,
    }),
    division: fc.option(fc.record({ id: fc.constantFrom('d1', 'd2', 'a/b', 'all') }), {
      nil: null,
    }),
    isActive: fc.constantFrom(true, false, undefined),
    scores: fc.option(fc.record({ body: results, mind: results, life: results }), {
      nil: undefined,
    }),
  },
  { requiredKeys: ['isActive'] },
);
const change = fc.record({
  userId: fc.constantFrom(...USER_IDS),
  document: fc.option(userDocument, { nil: null }),
});

type Shards = Map<string, { scope: string; counters: ScoreCounters }>;

/** What the trigger does for one change: the stored contribution's after − before into one shard. */
function applyChange(
  shards: Shards,
  contributions: Map<string, ScoreContribution | null>,
  userId: string,
  document: Record<string, unknown> | null,
): void {
  const next = contributionRecordOf(document);
  for (const { organisationId, scope, counters } of counterChanges(
    contributions.get(userId) ?? null,
    next,
  )) {
    const key = `${organisationId}/${scope}_${shardOf(userId, scope)}`;
    const shard = shards.get(key) ?? { scope, counters: {} };
    shards.set(key, { scope, counters: addCounters(shard.counters, counters) });
  }
  contributions.set(userId, next);
}

const nonEmpty = (byScope: Map<string, ScoreCounters>) =>
  Object.fromEntries([...byScope].filter(([, counters]) => Object.keys(counters).length > 0));

describe('score counters, properties', () => {
  it('equal a recount of the users after any sequence of changes', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 40 }), (changes) => {
        const users = new Map<string, Record<string, unknown>>();
        const shards: Shards = new Map();
        const contributions = new Map<string, ScoreContribution | null>();
        for (const { userId, document } of changes) {
          if (document) users.set(userId, document);
          else users.delete(userId);
          applyChange(shards, contributions, userId, document);
        }
        for (const organisationId of ORGANISATIONS) {
          const members: ScoredUser[] = [...users]
            .filter(([, user]) => (user.organisation as { id?: string })?.id === organisationId)
            .map(([id, user]) => ({ id, ...user }) as ScoredUser);
          const counted = scopeCountersOfShards(
            [...shards]
              .filter(([key]) => key.startsWith(`${organisationId}/`))
              .map(([, shard]) => shard),
          );
          expect(nonEmpty(counted)).toEqual(nonEmpty(scopeCountersOf(members)));
          const divisions = [{ id: 'd1' }, { id: 'd2' }];
          expect(scoreSetsOfCounters(counted, divisions, NOW)).toEqual(
            scoreSetsByDivision(members, divisions, NOW),
          );
        }
      }),
      { numRuns: 3000 },
    );
    // 3,000 sequences: 3 s on an idle machine, over 20 s under a heavy load.
  }, 120_000);

  it('count what a direct count of the users finds', () => {
    fc.assert(
      fc.property(fc.array(userDocument, { maxLength: 12 }), (documents) => {
        const members = documents.map((user, index) => ({ id: `u${index}`, ...user }));
        const all = scopeCountersOf(members as ScoredUser[]).get('all') ?? {};
        expect(all.members ?? 0).toBe(members.length);
        const active = members.filter((user) => user.isActive === true);
        expect(all.activeUsers ?? 0).toBe(active.length);
        const greens = active.filter((user) => user.scores?.body?.weight?.colour === 'green');
        expect(all.weight_green ?? 0).toBe(greens.length);
      }),
    );
  });

  it('leave the counters untouched by a change that the scores do not read', () => {
    fc.assert(
      fc.property(userDocument, fc.string(), (document, name) => {
        const before = contributionRecordOf(document);
        const after = contributionRecordOf({ ...document, firstName: name, deviceToken: name });
        expect(sameContribution(before, after)).toBe(true);
        expect(counterChanges(before, after)).toEqual([]);
      }),
    );
  });

  it("send each user to one shard of the few of each scope, fewer for a division than for 'all'", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.constantFrom(ALL_SCORES_KEY, 'division-1'),
        (userId, scope) => {
          const shard = shardOf(userId, scope);
          expect(shard).toBe(shardOf(userId, scope));
          expect(shard).toBeGreaterThanOrEqual(0);
          expect(shard).toBeLessThan(
            scope === ALL_SCORES_KEY ? SCORE_COUNTER_SHARDS : DIVISION_COUNTER_SHARDS,
          );
        },
      ),
    );
  });
});
