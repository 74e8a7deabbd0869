import { describe, expect, it } from 'vitest';
import {
  averageChange,
  categoryCounts,
  categorySections,
  combineScoreSets,
  describeCounts,
  measurementChange,
} from '@/domain/dashboardScores';
import { aggregateScores, emptyAverageScore } from '@/domain/scoring';
import type { ScoreDocument } from '@/domain/scoreDocuments';
import type { AverageScore, MeasurementScore, ScoreSet } from '@/domain/types';
import { industryScoreSet } from '../../tests/helpers/expected';
import { dashboards } from '@/i18n/en/dashboards';
import { createI18nProvider } from '@/i18n/i18nProvider';

const allDocument = (set: ScoreSet, organisationId = 'o'): ScoreDocument => ({
  organisationId,
  scopeId: 'all',
  ...set,
});

const jan = new Date(2025, 0, 1);
const feb = new Date(2025, 1, 1);

function measurement(
  green: number,
  orange: number,
  red: number,
  history: MeasurementScore['history'] = [],
): MeasurementScore {
  return {
    green,
    orange,
    red,
    totalUsers: green + orange + red,
    question: 'q',
    calculatedAt: feb,
    history,
  };
}

function average(overrides: Partial<AverageScore>): AverageScore {
  return {
    ...emptyAverageScore(feb),
    ...overrides,
  };
}

const orgA: ScoreSet = {
  averageScore: average({
    activeUsers: 30,
    averageScore: 80,
    body: 90,
    mind: 70,
    life: 60,
    bodyComplete: 20,
    mindComplete: 10,
    lifeComplete: 30,
    totalComplete: 10,
  }),
  body: { weight: measurement(5, 3, 2), smoking: measurement(10, 0, 0) },
  mind: { sleep: measurement(4, 4, 2) },
  life: { life: measurement(20, 5, 5) },
};
const orgB: ScoreSet = {
  averageScore: average({
    activeUsers: 10,
    averageScore: 40,
    body: 50,
    mind: 70,
    life: 20,
    bodyComplete: 20,
    mindComplete: 0,
    lifeComplete: 10,
    totalComplete: 0,
  }),
  body: { weight: measurement(1, 1, 1) },
  mind: {},
  life: { life: measurement(2, 3, 5) },
};

describe('industry summary', () => {
  it("combines the organisations' all documents and ignores organisations without scores", () => {
    const industry = industryScoreSet([allDocument(orgA, 'a'), allDocument(orgB, 'b'), null]);
    expect(industry.body.weight).toMatchObject({ green: 6, orange: 4, red: 3, totalUsers: 13 });
    expect(industry.body.smoking).toMatchObject({ green: 10, totalUsers: 10 });
    expect(industry.life.life).toMatchObject({ green: 22, orange: 8, red: 10 });
    expect(industry.averageScore).toMatchObject({
      activeUsers: 40,
      averageScore: 67.8,
      body: 78.3,
      mind: 60,
      life: 65,
      bodyComplete: 40,
      mindComplete: 10,
      lifeComplete: 40,
      totalComplete: 10,
    });
  });

  it('equals the scores of all the users of its organisations taken together', () => {
    const now = new Date(2025, 5, 1);
    const colours = ['green', 'orange', 'red'] as const;
    const makeUsers = (prefix: string, count: number, seed: number) =>
      Array.from({ length: count }, (_, index) => {
        const colour = (offset: number) => ({
          colour: colours[(index * seed + offset) % 3] ?? 'green',
          calculatedAt: now,
        });
        return {
          id: `${prefix}${index}`,
          isActive: index % 7 !== 3,
          scores: {
            body:
              index % 2 === 0 ? { weight: colour(0), smoking: colour(1) } : { alcohol: colour(2) },
            mind: index % 3 === 0 ? {} : { sleep: colour(1) },
            life: index % 5 === 0 ? undefined : { life: colour(seed) },
          },
        };
      });
    const usersA = makeUsers('a', 23, 1);
    const usersB = makeUsers('b', 9, 2);
    const industry = industryScoreSet([
      allDocument(aggregateScores(usersA, now), 'a'),
      allDocument(aggregateScores(usersB, now), 'b'),
    ]);
    const together = aggregateScores([...usersA, ...usersB], now);
    for (const field of [
      'activeUsers',
      'bodyComplete',
      'mindComplete',
      'lifeComplete',
      'totalComplete',
    ] as const) {
      expect(industry.averageScore[field]).toBe(together.averageScore[field]);
    }
    for (const field of ['averageScore', 'body', 'mind', 'life'] as const) {
      expect(
        Math.abs(industry.averageScore[field] - together.averageScore[field]),
      ).toBeLessThanOrEqual(0.1);
    }
    for (const key of Object.keys(together.body)) {
      expect(industry.body[key]).toMatchObject({
        green: together.body[key]?.green,
        orange: together.body[key]?.orange,
        red: together.body[key]?.red,
        totalUsers: together.body[key]?.totalUsers,
      });
    }
  });

  it('is empty for an industry without organisations', () => {
    const empty = industryScoreSet([]);
    expect(empty.averageScore.activeUsers).toBe(0);
    expect(empty.body).toEqual({});
  });

  it('merges measurement histories when combining', () => {
    const withHistory = (green: number) => ({
      ...orgB,
      body: { weight: measurement(green, 0, 0, [{ green, orange: 0, red: 0, calculatedAt: jan }]) },
    });
    const combined = combineScoreSets([withHistory(2), withHistory(3)]);
    expect(combined.body.weight?.history).toEqual([
      { green: 5, orange: 0, red: 0, calculatedAt: jan },
    ]);
  });
});

describe('category figures', () => {
  it('counts red, orange and green results over the category', () => {
    expect(categoryCounts(orgA, 'Body')).toEqual({ red: 2, orange: 3, green: 15 });
    expect(categoryCounts(orgB, 'Mind')).toEqual({ red: 0, orange: 0, green: 0 });
  });

  it('groups measurements by display section with the merges of docs/product.md', () => {
    const sections = categorySections(orgA, 'Body');
    const physical = sections.find((section) => section.section === 'Physical');
    expect(physical?.rows.map((row) => row.key)).toEqual(
      expect.arrayContaining(['weight', 'height', 'waistCircumference', 'smoking', 'alcohol']),
    );
    const lung = sections.find((section) => section.section === 'Lung function');
    expect(lung?.rows.map((row) => row.key).sort()).toEqual([
      'hba1c',
      'lungFunction',
      'restingHeartRate',
    ]);
    const weight = physical?.rows.find((row) => row.key === 'weight');
    expect(weight).toMatchObject({ completed: 10, green: 5, orange: 3, red: 2 });
    expect(physical?.rows.find((row) => row.key === 'height')).toMatchObject({
      completed: 0,
      green: 0,
      orange: 0,
      red: 0,
    });
  });

  it('puts depression, anxiety and stress in one section', () => {
    const sections = categorySections(orgA, 'Mind');
    const dass = sections.find((section) => section.rows.some((row) => row.key === 'depression'));
    expect(dass?.rows.map((row) => row.key)).toEqual(['depression', 'anxiety', 'stress']);
  });
});

describe('change since the previous calculation', () => {
  it('compares the green share with the newest earlier entry, ignoring the current run', () => {
    const score = measurement(6, 2, 2, [
      { green: 2, orange: 4, red: 4, calculatedAt: new Date(2024, 11, 1) },
      { green: 5, orange: 3, red: 2, calculatedAt: jan },
      { green: 6, orange: 2, red: 2, calculatedAt: feb },
    ]);
    const change = measurementChange(score);
    expect(change).toMatchObject({ delta: 10, direction: 'up', previousCalculatedAt: jan });
  });

  it('reports a fall and no change', () => {
    const down = measurementChange(
      measurement(1, 1, 2, [{ green: 2, orange: 1, red: 1, calculatedAt: jan }]),
    );
    expect(down).toMatchObject({ delta: -25, direction: 'down' });
    const same = measurementChange(
      measurement(1, 1, 2, [{ green: 2, orange: 2, red: 4, calculatedAt: jan }]),
    );
    expect(same?.direction).toBe('same');
  });

  it('has no change without an earlier calculation', () => {
    expect(
      measurementChange(measurement(1, 1, 1, [{ green: 1, orange: 1, red: 1, calculatedAt: feb }])),
    ).toBeUndefined();
    expect(measurementChange(undefined)).toBeUndefined();
  });

  it('compares like with like when the history holds the current calculation', () => {
    const avg = average({
      averageScore: 63.8,
      calculatedAt: feb,
      history: [
        { averageScore: 63.8, body: 0, mind: 0, life: 0, activeUsers: 3, calculatedAt: jan },
        { averageScore: 62.8, body: 0, mind: 0, life: 0, activeUsers: 3, calculatedAt: feb },
      ],
    });
    expect(averageChange(avg, 'averageScore')).toMatchObject({ delta: -1, direction: 'down' });
  });

  it('follows the total and category scores', () => {
    const avg = average({
      averageScore: 72.5,
      body: 60,
      history: [
        { averageScore: 70, body: 65, mind: 0, life: 0, activeUsers: 3, calculatedAt: jan },
      ],
    });
    expect(averageChange(avg, 'averageScore')).toMatchObject({ delta: 2.5, direction: 'up' });
    expect(averageChange(avg, 'body')).toMatchObject({ delta: -5, direction: 'down' });
  });
});

describe('text alternatives', () => {
  it('describes the counts of a chart', () => {
    const { translate } = createI18nProvider(dashboards);
    expect(describeCounts('Sleep', { green: 4, orange: 4, red: 2 }, translate)).toBe(
      'Sleep: 4 green, 4 orange, 2 red, of 10 results',
    );
    expect(describeCounts('Sleep', { green: 0, orange: 0, red: 0 }, translate)).toBe(
      'Sleep: no results yet',
    );
    expect(describeCounts('Sleep', { green: 1, orange: 0, red: 0 }, translate)).toBe(
      'Sleep: 1 green, 0 orange, 0 red, of 1 result',
    );
  });
});
