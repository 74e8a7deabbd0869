// What a users document adds to the score counters (src/domain/scoreContributions.ts), and which
// organisations' counters a change moves.
import { describe, expect, it } from 'vitest';
import { scopeCountersOf, type ScoredUser } from './scoring';
import {
  contributionRecordOf,
  counterChanges,
  counterShardsOf,
  scopeCountersOfShards,
  type ScoreContribution,
} from './scoreContributions';

const moved = (
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): string[] => [
  ...new Set(
    counterChanges(contributionRecordOf(before), contributionRecordOf(after)).map(
      (change) => change.organisationId,
    ),
  ),
];

describe('the organisations whose counters a change moves', () => {
  const at = new Date('2026-01-01T00:00:00Z');
  const user = (extra: Record<string, unknown> = {}) => ({
    firstName: 'Ana',
    organisation: { id: 'org-a', name: 'A' },
    division: { id: 'div-1', name: 'One' },
    isActive: true,
    scores: { body: { weight: { colour: 'green', calculatedAt: at } } },
    ...extra,
  });

  it('ignores changes that the scores do not read', () => {
    expect(moved(user(), user({ firstName: 'Anna', lowerFirstName: 'anna' }))).toEqual([]);
    // The same results with the keys in another order and a fresh Date object.
    expect(
      moved(
        user({
          scores: { mind: {}, body: { weight: { calculatedAt: new Date(at), colour: 'green' } } },
        }),
        user({ scores: { body: { weight: { colour: 'green', calculatedAt: at } }, mind: {} } }),
      ),
    ).toEqual([]);
  });

  it('recalculates the organisation when results, status or division change', () => {
    expect(
      moved(user(), user({ scores: { body: { weight: { colour: 'red', calculatedAt: at } } } })),
    ).toEqual(['org-a']);
    expect(moved(user(), user({ isActive: false }))).toEqual(['org-a']);
    expect(moved(user(), user({ division: { id: 'div-2', name: 'Two' } }))).toEqual(['org-a']);
  });

  it('recalculates both organisations of a move, an inactive member too (the member count)', () => {
    const elsewhere = user({ organisation: { id: 'org-b', name: 'B' } });
    expect(moved(user(), elsewhere)).toEqual(['org-a', 'org-b']);
    expect(moved(user({ isActive: false }), { ...elsewhere, isActive: false })).toEqual([
      'org-a',
      'org-b',
    ]);
  });

  it('counts a created or deleted user, active or not, and no one without an organisation', () => {
    expect(moved(undefined, user())).toEqual(['org-a']);
    expect(moved(user(), undefined)).toEqual(['org-a']);
    expect(moved(undefined, user({ isActive: false }))).toEqual(['org-a']);
    expect(moved(undefined, { firstName: 'No organisation' })).toEqual([]);
  });
});

describe('contributionRecordOf', () => {
  it('counts an active user in all and their division, with one count per result', () => {
    expect(
      contributionRecordOf({
        organisation: { id: 'org-a' },
        division: { id: 'div-1' },
        isActive: true,
        scores: { body: { weight: { colour: 'green' }, smoking: { colour: 'red' } } },
      }),
    ).toEqual({
      organisationId: 'org-a',
      scopes: ['all', 'div-1'],
      counters: {
        members: 1,
        activeUsers: 1,
        body_complete: 1,
        body_results: 2,
        body_points: 100,
        weight_green: 1,
        smoking_red: 1,
      },
    });
  });

  it('counts a user of an unsafe division id in all only, and an inactive one as a member alone', () => {
    const user = { organisation: { id: 'org-a' }, division: { id: 'a/b' }, isActive: true };
    expect(contributionRecordOf(user)?.scopes).toEqual(['all']);
    expect(contributionRecordOf({ ...user, isActive: false })).toEqual({
      organisationId: 'org-a',
      scopes: ['all'],
      counters: { members: 1 },
    });
    expect(contributionRecordOf({ ...user, organisation: { id: '' } })).toBeNull();
    expect(contributionRecordOf({ isActive: true })).toBeNull();
  });
});

describe('counterShardsOf', () => {
  it('adds the users up into shards that read back as the recount', () => {
    const users = Array.from({ length: 40 }, (_, index) => ({
      id: `user-${index}`,
      organisation: { id: 'org-a' },
      division: { id: `div-${index % 3}` },
      isActive: index % 7 !== 0,
      scores: { body: { weight: { colour: index % 2 === 0 ? 'green' : 'red' } } },
    }));
    const shards = counterShardsOf(
      users.flatMap((user) => {
        const record = contributionRecordOf(user);
        return record ? [[user.id, record] as [string, ScoreContribution]] : [];
      }),
    );
    expect(shards.size).toBeGreaterThan(4);
    for (const [id, { scope }] of shards) expect(id.startsWith(`${scope}_`)).toBe(true);
    expect(scopeCountersOfShards([...shards.values()])).toEqual(
      scopeCountersOf(users as unknown as ScoredUser[]),
    );
  });
});
