// Organisation score aggregation: the one place where users' own results become the precomputed
// scores. Only active users count. A category score is the mean of the points of its results (green
// 100, orange 50, red 0); averageScore is the mean of the categories that have results. A
// calculation on the same UTC day as the latest history entry replaces it: one point per day at
// most.
import type { Category, ColourLevel } from '@/config/constants';
import { CATEGORIES } from '@/config/constants';
import { measurementsOf } from '@/domain/measurements';
import type {
  AverageHistoryEntry,
  AverageScore,
  HistoryEntry,
  MeasurementScore,
  OrganisationScores,
  ScoreSet,
  UserMeasurementResult,
  UserScores,
} from '@/domain/types';

export const COLOUR_POINTS: Record<ColourLevel, number> = { green: 100, orange: 50, red: 0 };

/** All the change arrows need (domain/scoreDocuments explains why two are enough). */
export const RECENT_HISTORY_LIMIT = 2;

export const ALL_SCORES_KEY = 'all';

export type ScoredUserScores = {
  [Key in keyof UserScores]?: Record<string, UserMeasurementResult | undefined>;
};

export interface ScoredUser {
  id: string;
  isActive: boolean;
  division?: { id: string } | null;
  scores?: ScoredUserScores | null;
}

type CategoryKey = 'body' | 'mind' | 'life';

const categoryKey = (category: Category): CategoryKey => category.toLowerCase() as CategoryKey;

const CATEGORY_KEYS: readonly CategoryKey[] = CATEGORIES.map(categoryKey);

const round1 = (value: number): number => Math.round(value * 10) / 10;

export function emptyAverageScore(calculatedAt = new Date(0)): AverageScore {
  return {
    activeUsers: 0,
    averageScore: 0,
    body: 0,
    mind: 0,
    life: 0,
    bodyComplete: 0,
    mindComplete: 0,
    lifeComplete: 0,
    totalComplete: 0,
    calculatedAt,
    history: [],
  };
}

export function emptyScoreSet(): ScoreSet {
  return { averageScore: emptyAverageScore(), body: {}, mind: {}, life: {} };
}

const isColour = (value: unknown): value is ColourLevel =>
  value === 'red' || value === 'orange' || value === 'green';

const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/** Oldest first; an entry of the same UTC day is replaced. */
export function appendHistory<T extends { calculatedAt: Date }>(
  history: readonly T[] | undefined,
  entry: T,
  limit = Infinity,
): T[] {
  const day = utcDay(entry.calculatedAt);
  const kept = (history ?? []).filter((previous) => utcDay(previous.calculatedAt) !== day);
  const merged = [...kept, entry].sort(
    (a, b) => a.calculatedAt.getTime() - b.calculatedAt.getTime(),
  );
  return merged.slice(Math.max(0, merged.length - limit));
}

function resultsOf(
  scores: ScoredUserScores | null | undefined,
  category: CategoryKey,
  knownKeys: ReadonlySet<string>,
): [string, UserMeasurementResult][] {
  const results = scores?.[category];
  if (!results) return [];
  return Object.entries(results).filter(
    (entry): entry is [string, UserMeasurementResult] =>
      knownKeys.has(entry[0]) && isColour(entry[1]?.colour),
  );
}

export function aggregateScores(
  users: readonly ScoredUser[],
  now: Date,
  previous?: ScoreSet | null,
): ScoreSet {
  const active = users.filter((user) => user.isActive === true);
  const completeIn: Record<CategoryKey, Set<string>> = {
    body: new Set(),
    mind: new Set(),
    life: new Set(),
  };
  const categoryScores: Partial<Record<CategoryKey, number>> = {};
  const sets = {} as Pick<ScoreSet, CategoryKey>;

  for (const category of CATEGORIES) {
    const key = categoryKey(category);
    const measurements = measurementsOf(category);
    const knownKeys = new Set(measurements.map((measurement) => measurement.key));
    const counts = new Map(
      measurements.map((measurement) => [measurement.key, { green: 0, orange: 0, red: 0 }]),
    );
    let points = 0;
    let results = 0;

    for (const user of active) {
      const userResults = resultsOf(user.scores, key, knownKeys);
      if (userResults.length > 0) completeIn[key].add(user.id);
      for (const [measurementKey, result] of userResults) {
        const count = counts.get(measurementKey);
        if (!count) continue;
        count[result.colour] += 1;
        points += COLOUR_POINTS[result.colour];
        results += 1;
      }
    }

    if (results > 0) categoryScores[key] = points / results;

    const entries: Record<string, MeasurementScore> = {};
    for (const measurement of measurements) {
      const { green, orange, red } = counts.get(measurement.key) ?? { green: 0, orange: 0, red: 0 };
      const entry: HistoryEntry = { green, orange, red, calculatedAt: now };
      entries[measurement.key] = {
        green,
        orange,
        red,
        totalUsers: green + orange + red,
        question: measurement.label,
        calculatedAt: now,
        history: appendHistory(
          previous?.[key]?.[measurement.key]?.history,
          entry,
          RECENT_HISTORY_LIMIT,
        ),
      };
    }
    sets[key] = entries;
  }

  const withData = CATEGORY_KEYS.map((key) => categoryScores[key]).filter(
    (score): score is number => score !== undefined,
  );
  const total = withData.length > 0 ? withData.reduce((a, b) => a + b, 0) / withData.length : 0;
  const body = round1(categoryScores.body ?? 0);
  const mind = round1(categoryScores.mind ?? 0);
  const life = round1(categoryScores.life ?? 0);
  const averageScoreValue = round1(total);
  const historyEntry: AverageHistoryEntry = {
    averageScore: averageScoreValue,
    body,
    mind,
    life,
    activeUsers: active.length,
    calculatedAt: now,
  };

  const averageScore: AverageScore = {
    activeUsers: active.length,
    averageScore: averageScoreValue,
    body,
    mind,
    life,
    bodyComplete: completeIn.body.size,
    mindComplete: completeIn.mind.size,
    lifeComplete: completeIn.life.size,
    totalComplete: active.filter((user) =>
      CATEGORY_KEYS.every((key) => completeIn[key].has(user.id)),
    ).length,
    calculatedAt: now,
    history: appendHistory(previous?.averageScore?.history, historyEntry, RECENT_HISTORY_LIMIT),
  };

  return { averageScore, ...sets };
}

/** Divisions not in `divisions` get no set of their own (their users still count in `all`). */
export function scoreSetsByDivision(
  users: readonly ScoredUser[],
  divisions: readonly { id: string }[],
  now: Date,
  previous?: OrganisationScores | null,
): OrganisationScores {
  const result: OrganisationScores = {
    [ALL_SCORES_KEY]: aggregateScores(users, now, previous?.[ALL_SCORES_KEY]),
  };
  // Grouped once, so that the work grows with the users, not with users × divisions.
  const byDivision = new Map<string, ScoredUser[]>();
  for (const user of users) {
    const id = user.division?.id;
    if (typeof id !== 'string') continue;
    const members = byDivision.get(id);
    if (members) members.push(user);
    else byDivision.set(id, [user]);
  }
  for (const division of divisions) {
    if (division.id === ALL_SCORES_KEY) continue;
    result[division.id] = aggregateScores(
      byDivision.get(division.id) ?? [],
      now,
      previous?.[division.id],
    );
  }
  return result;
}

export function measurementKeysByQuestionnaire(): Map<
  string,
  { category: CategoryKey; keys: string[] }
> {
  const groups = new Map<string, { category: CategoryKey; keys: string[] }>();
  for (const category of CATEGORIES) {
    for (const measurement of measurementsOf(category)) {
      const group = groups.get(measurement.camelCaseQuestionnaire) ?? {
        category: categoryKey(category),
        keys: [],
      };
      group.keys.push(measurement.key);
      groups.set(measurement.camelCaseQuestionnaire, group);
    }
  }
  return groups;
}
