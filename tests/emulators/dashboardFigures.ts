// The dashboards' figures recounted plainly from users' documents, and compared with what the
// screens derive from the score documents through the data provider (the same reads and the same
// domain functions as the hooks of src/dashboards). Shared by the tests that check the numbers.
import { expect } from 'vitest';
import {
  CATEGORIES,
  type Category,
  type ColourLevel,
  categoryKey,
} from '../../src/config/constants';
import { categoryCounts, categorySections, completedOf } from '../../src/domain/dashboardScores';
import { emptyAverageScore } from '../../src/domain/scoring';
import { measurementsOf } from '../../src/domain/measurements';
import {
  scoreRecordId,
  scoreSetOfDocument,
  type ScoreRecord,
} from '../../src/domain/scoreDocuments';
import type { ScoreSet, User } from '../../src/domain/types';
import type { Connection } from './providerHarness';

const POINTS: Record<ColourLevel, number> = { green: 100, orange: 50, red: 0 };

const isColour = (value: unknown): value is ColourLevel =>
  value === 'green' || value === 'orange' || value === 'red';

/** What the users imply for one group of users, counted plainly. */
export interface Expected {
  activeUsers: number;
  complete: Record<Category, number>;
  totalComplete: number;
  counts: Record<string, Record<ColourLevel, number>>;
  categoryScore: Record<Category, number>;
  total: number;
}

export function recount(users: readonly User[]): Expected {
  const active = users.filter((user) => user.isActive === true);
  const counts: Expected['counts'] = {};
  const complete = { Body: 0, Mind: 0, Life: 0 } as Record<Category, number>;
  const categoryScore = { Body: 0, Mind: 0, Life: 0 } as Record<Category, number>;
  const withResults: number[] = [];
  let totalComplete = 0;
  for (const user of active) {
    let all = true;
    for (const category of CATEGORIES) {
      const results = user.scores?.[categoryKey(category)] ?? {};
      const known = measurementsOf(category).filter((m) => isColour(results[m.key]?.colour));
      if (known.length > 0) complete[category] += 1;
      else all = false;
    }
    if (all) totalComplete += 1;
  }
  for (const category of CATEGORIES) {
    let points = 0;
    let results = 0;
    for (const measurement of measurementsOf(category)) {
      const tally = { green: 0, orange: 0, red: 0 };
      for (const user of active) {
        const colour = user.scores?.[categoryKey(category)]?.[measurement.key]?.colour;
        if (isColour(colour)) {
          tally[colour] += 1;
          points += POINTS[colour];
          results += 1;
        }
      }
      counts[measurement.key] = tally;
    }
    const score = results > 0 ? points / results : 0;
    categoryScore[category] = Math.round(score * 10) / 10;
    if (results > 0) withResults.push(score);
  }
  const total =
    withResults.length > 0 ? withResults.reduce((a, b) => a + b, 0) / withResults.length : 0;
  return {
    activeUsers: active.length,
    complete,
    totalComplete,
    counts,
    categoryScore,
    total: Math.round(total * 10) / 10,
  };
}

export function expectScreenFigures(scoreSet: ScoreSet | undefined, expected: Expected) {
  expect(scoreSet).toBeDefined();
  if (!scoreSet) return;
  // Summary: total score, completion summary, gauges.
  expect(scoreSet.averageScore.activeUsers).toBe(expected.activeUsers);
  expect(scoreSet.averageScore.averageScore).toBe(expected.total);
  expect(scoreSet.averageScore.totalComplete).toBe(expected.totalComplete);
  for (const category of CATEGORIES) {
    expect(completedOf(scoreSet, category), `${category} completed`).toBe(
      expected.complete[category],
    );
    expect(scoreSet.averageScore[categoryKey(category)], `${category} score`).toBe(
      expected.categoryScore[category],
    );
    const gauge = { red: 0, orange: 0, green: 0 };
    for (const measurement of measurementsOf(category)) {
      const tally = expected.counts[measurement.key];
      gauge.red += tally?.red ?? 0;
      gauge.orange += tally?.orange ?? 0;
      gauge.green += tally?.green ?? 0;
    }
    expect(categoryCounts(scoreSet, category), `${category} gauge`).toEqual(gauge);
    // Body, Mind, Life: every row of 'Table view'.
    for (const section of categorySections(scoreSet, category)) {
      for (const row of section.rows) {
        const tally = expected.counts[row.key] ?? { green: 0, orange: 0, red: 0 };
        expect({ key: row.key, green: row.green, orange: row.orange, red: row.red }).toEqual({
          key: row.key,
          ...tally,
        });
        expect(row.completed, `${row.key} completed`).toBe(tally.green + tally.orange + tally.red);
      }
    }
  }
}

/**
 * What the screens get of a scope whose figures are withheld from the reader (too few active users,
 * src/domain/withheldFigures.ts): its count, and not one figure.
 */
export function expectWithheld(scoreSet: ScoreSet | undefined, activeUsers: number) {
  expect(scoreSet?.averageScore).toMatchObject({
    ...emptyAverageScore(),
    activeUsers,
    calculatedAt: expect.any(Date),
  });
  expect([scoreSet?.body, scoreSet?.mind, scoreSet?.life]).toEqual([{}, {}, {}]);
}

/** A scope's figures as the screens read them: its score document through the provider. */
export async function scoresOf(
  connection: Connection,
  organisationId: string,
  scopeId = 'all',
): Promise<ScoreSet | undefined> {
  const { data } = await connection.provider.getOne<ScoreRecord & { id: string }>(
    'organisationScores',
    { id: scoreRecordId(organisationId, scopeId) },
  );
  return scoreSetOfDocument(data.document);
}
