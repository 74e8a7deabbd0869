import type { ColourLevel } from '@/config/constants';
import { MEASUREMENTS, measurementsOf } from '@/domain/measurements';
import {
  RECENT_HISTORY_LIMIT,
  aggregateScores,
  appendHistory,
  measurementKeysByQuestionnaire,
  type ScoredUser,
} from '@/domain/scoring';
import type { UserScores } from '@/domain/types';
import { scoreSetsByDivision } from '../../tests/helpers/expected';

const T0 = new Date('2026-01-15T10:00:00Z');
const T1 = new Date('2026-02-15T10:00:00Z');

const r = (colour: ColourLevel) => ({ colour, calculatedAt: T0 });

function user(
  id: string,
  scores: UserScores | undefined,
  options: { isActive?: boolean; division?: string } = {},
): ScoredUser {
  return {
    id,
    isActive: options.isActive ?? true,
    division: options.division ? { id: options.division } : undefined,
    scores,
  };
}

const users: ScoredUser[] = [
  // Complete in all three categories.
  user(
    'a',
    {
      body: { weight: r('green'), smoking: r('red') },
      mind: { sleep: r('orange') },
      life: { life: r('green') },
    },
    { division: 'd1' },
  ),
  // Body and mind only.
  user('b', { body: { weight: r('orange') }, mind: { sleep: r('green') } }, { division: 'd2' }),
  // No results.
  user('c', undefined, { division: 'd1' }),
  // Inactive: never counts.
  user(
    'd',
    { body: { weight: r('red') }, mind: { sleep: r('red') }, life: { life: r('red') } },
    { isActive: false, division: 'd1' },
  ),
];

describe('aggregateScores', () => {
  it('counts colours per measurement over active users only', () => {
    const set = aggregateScores(users, T0);
    expect(set.body.weight).toMatchObject({
      green: 1,
      orange: 1,
      red: 0,
      totalUsers: 2,
      question: 'Weight',
      calculatedAt: T0,
    });
    expect(set.body.smoking).toMatchObject({ green: 0, orange: 0, red: 1, totalUsers: 1 });
    expect(set.mind.sleep).toMatchObject({ green: 1, orange: 1, red: 0, totalUsers: 2 });
    expect(set.life.life).toMatchObject({ green: 1, orange: 0, red: 0, totalUsers: 1 });
  });

  it('gives every catalogue measurement an entry, with zeros where there is no result', () => {
    const set = aggregateScores([], T0);
    for (const [key, category] of [
      ['body', 'Body'],
      ['mind', 'Mind'],
      ['life', 'Life'],
    ] as const) {
      expect(Object.keys(set[key]).sort()).toEqual(
        measurementsOf(category)
          .map((m) => m.key)
          .sort(),
      );
    }
    expect(set.body.hdl).toMatchObject({ green: 0, orange: 0, red: 0, totalUsers: 0 });
    expect(Object.keys({ ...set.body, ...set.mind, ...set.life })).toHaveLength(
      MEASUREMENTS.length,
    );
  });

  it('computes category scores, the total score and completion', () => {
    const { averageScore } = aggregateScores(users, T0);
    // body: green, red, orange = (100 + 0 + 50) / 3; mind: orange, green = 75; life: green = 100.
    expect(averageScore).toMatchObject({
      activeUsers: 3,
      body: 50,
      mind: 75,
      life: 100,
      averageScore: 75,
      bodyComplete: 2,
      mindComplete: 2,
      lifeComplete: 1,
      totalComplete: 1,
      calculatedAt: T0,
    });
  });

  it('averages only the categories that have data and rounds to one decimal', () => {
    const set = aggregateScores(
      [
        user('x', { body: { weight: r('green'), hdl: r('green'), ldl: r('orange') } }),
        user('y', { life: { life: r('red') } }),
      ],
      T0,
    );
    // body (100 + 100 + 50) / 3 = 83.33…; life 0; mind has no data and is left out.
    expect(set.averageScore.body).toBe(83.3);
    expect(set.averageScore.mind).toBe(0);
    expect(set.averageScore.averageScore).toBe(41.7);
    expect(aggregateScores([user('z', {})], T0).averageScore.averageScore).toBe(0);
  });

  it('ignores unknown measurement keys and invalid colours', () => {
    const set = aggregateScores(
      [
        user('x', {
          body: {
            shoeSize: r('red'),
            weight: { colour: 'blue' as ColourLevel, calculatedAt: T0 },
          },
        }),
      ],
      T0,
    );
    expect(set.body.weight.totalUsers).toBe(0);
    expect(set.averageScore.bodyComplete).toBe(0);
    expect(set.averageScore.averageScore).toBe(0);
  });

  it('appends this calculation to the previous history', () => {
    const first = aggregateScores(users, T0);
    const second = aggregateScores(users.slice(0, 1), T1, first);
    expect(second.body.weight.history).toEqual([
      { green: 1, orange: 1, red: 0, calculatedAt: T0 },
      { green: 1, orange: 0, red: 0, calculatedAt: T1 },
    ]);
    expect(second.averageScore.history).toEqual([
      { averageScore: 75, body: 50, mind: 75, life: 100, activeUsers: 3, calculatedAt: T0 },
      { averageScore: 66.7, body: 50, mind: 50, life: 100, activeUsers: 1, calculatedAt: T1 },
    ]);
  });

  it('replaces the entry of the same day instead of adding one', () => {
    const first = aggregateScores(users, T0);
    const later = new Date(T0.getTime() + 60 * 60 * 1000);
    const again = aggregateScores(users.slice(0, 1), later, first);
    expect(again.body.weight.history).toEqual([
      { green: 1, orange: 0, red: 0, calculatedAt: later },
    ]);
  });

  it('keeps at most RECENT_HISTORY_LIMIT entries, the latest', () => {
    let set = aggregateScores(users, new Date(Date.UTC(2025, 0, 1)));
    for (let month = 1; month < RECENT_HISTORY_LIMIT + 5; month += 1) {
      set = aggregateScores(users, new Date(Date.UTC(2025, month, 1)), set);
    }
    expect(set.averageScore.history).toHaveLength(RECENT_HISTORY_LIMIT);
    expect(set.life.life.history.at(-1)?.calculatedAt).toEqual(
      new Date(Date.UTC(2025, RECENT_HISTORY_LIMIT + 4, 1)),
    );
  });
});

describe('appendHistory', () => {
  it('keeps the history oldest first, whatever the order of calculation', () => {
    const entry = (date: string) => ({ green: 1, orange: 0, red: 0, calculatedAt: new Date(date) });
    const history = appendHistory([entry('2026-03-01'), entry('2026-05-01')], entry('2026-04-01'));
    expect(history.map((e) => e.calculatedAt.toISOString().slice(0, 10))).toEqual([
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
    ]);
  });
});

describe('scoreSetsByDivision', () => {
  it('gives the whole organisation and each division its own set', () => {
    const scores = scoreSetsByDivision(users, [{ id: 'd1' }, { id: 'd2' }, { id: 'd3' }], T0);
    expect(Object.keys(scores).sort()).toEqual(['all', 'd1', 'd2', 'd3']);
    expect(scores.all.averageScore.activeUsers).toBe(3);
    expect(scores.d1.averageScore.activeUsers).toBe(2);
    expect(scores.d1.body.weight).toMatchObject({ green: 1, orange: 0, red: 0 });
    expect(scores.d2.body.weight).toMatchObject({ green: 0, orange: 1, red: 0 });
    expect(scores.d3.averageScore).toMatchObject({ activeUsers: 0, averageScore: 0 });
  });

  it('continues each set from its own previous history and drops removed divisions', () => {
    const first = scoreSetsByDivision(users, [{ id: 'd1' }, { id: 'd2' }], T0);
    const second = scoreSetsByDivision(users, [{ id: 'd1' }], T1, first);
    expect(Object.keys(second).sort()).toEqual(['all', 'd1']);
    expect(second.d1.averageScore.history.map((e) => e.activeUsers)).toEqual([2, 2]);
    expect(second.all.averageScore.history.map((e) => e.activeUsers)).toEqual([3, 3]);
  });

  it("gives a division named like an object's own property ('constructor') its own set", () => {
    const divisions = [{ id: 'd1' }, { id: 'constructor' }, { id: 'toString' }];
    const first = scoreSetsByDivision(users, divisions, T0);
    expect(Object.keys(first).sort()).toEqual(['all', 'constructor', 'd1', 'toString']);
    const second = scoreSetsByDivision(users, divisions, T1, first);
    const own = second['constructor'] as (typeof second)[string];
    expect(own.averageScore.history.map((entry) => entry.activeUsers)).toEqual([0, 0]);
  });
});

describe('measurementKeysByQuestionnaire', () => {
  it('groups every measurement under its camelCase questionnaire', () => {
    const groups = measurementKeysByQuestionnaire();
    expect(groups.get('depressionAnxietyAndStress')).toEqual({
      category: 'mind',
      keys: ['depression', 'anxiety', 'stress'],
    });
    expect(groups.get('life')).toEqual({ category: 'life', keys: ['life'] });
    const all = [...groups.values()].flatMap((group) => group.keys);
    expect(all.sort()).toEqual(MEASUREMENTS.map((m) => m.key).sort());
  });
});
