// An industry is summarised from its organisations' `all` score documents alone, never the users.
import { categoryKey, COLOUR_LEVELS, type Category, type CategoryKey } from '@/config/constants';
import {
  colourTotals,
  latest,
  mergeHistories,
  mergeAverageHistories,
  sortByDate,
} from '@/domain/dashboardHistory';
import {
  COLOUR_POINTS,
  categoryScores,
  emptyAverageScore,
  emptyScoreSet,
  round1,
} from '@/domain/scoring';
import { displaySections, type MeasurementDefinition } from '@/domain/measurements';
import { byCategory } from '@/domain/oneOf';
import type { Translate } from '@/domain/wording';
import type {
  AverageHistoryEntry,
  AverageScore,
  HistoryEntry,
  MeasurementScore,
  ScoreSet,
} from '@/domain/types';

function combineAverage(
  sets: readonly ScoreSet[],
  combined: Pick<ScoreSet, CategoryKey>,
): AverageScore {
  const averages = sets.map((set) => set.averageScore ?? emptyAverageScore());
  const sum = (value: (a: AverageScore) => number) =>
    averages.reduce((total, a) => total + value(a), 0);
  return {
    activeUsers: sum((a) => a.activeUsers),
    // The combined counts give the category formula of domain/scoring exactly.
    ...categoryScores((key) => {
      const counts = colourTotals(Object.values(combined[key]));
      return {
        points: COLOUR_LEVELS.reduce((sum, level) => sum + counts[level] * COLOUR_POINTS[level], 0),
        results: counts.green + counts.orange + counts.red,
      };
    }),
    bodyComplete: sum((a) => a.bodyComplete),
    mindComplete: sum((a) => a.mindComplete),
    lifeComplete: sum((a) => a.lifeComplete),
    totalComplete: sum((a) => a.totalComplete),
    calculatedAt: latest(averages.map((a) => a.calculatedAt)),
    history: mergeAverageHistories(averages.map((a) => a.history ?? [])),
  };
}

function combineMeasurements(maps: readonly Record<string, MeasurementScore>[]) {
  const byKey = new Map<string, MeasurementScore[]>();
  for (const [key, score] of maps.flatMap((map) => Object.entries(map ?? {}))) {
    byKey.set(key, [...(byKey.get(key) ?? []), score]);
  }
  return Object.fromEntries(
    [...byKey].map(([key, scores]) => [
      key,
      {
        ...colourTotals(scores),
        totalUsers: scores.reduce((sum, score) => sum + score.totalUsers, 0),
        question: scores[0]?.question ?? key,
        calculatedAt: latest(scores.map((score) => score.calculatedAt)),
        history: mergeHistories(scores.map((score) => score.history ?? [])),
      },
    ]),
  );
}

export function combineScoreSets(sets: readonly ScoreSet[]): ScoreSet {
  if (sets.length === 0) return emptyScoreSet();
  const categories = byCategory((key) => combineMeasurements(sets.map((set) => set[key])));
  return { averageScore: combineAverage(sets, categories), ...categories };
}

export function categoryCounts(scoreSet: ScoreSet, category: Category) {
  return colourTotals(Object.values(scoreSet[categoryKey(category)] ?? {}));
}

export function completedOf(scoreSet: ScoreSet, category: Category): number {
  return scoreSet.averageScore[`${categoryKey(category)}Complete`];
}

export function scoreOf(scoreSet: ScoreSet, category: Category): number {
  return scoreSet.averageScore[categoryKey(category)];
}

export interface Change {
  delta: number;
  direction: 'up' | 'down' | 'same';
  previousCalculatedAt: Date;
}

function greenShare(entry: { green: number; orange: number; red: number }): number {
  const total = entry.green + entry.orange + entry.red;
  return total === 0 ? 0 : (entry.green / total) * 100;
}

function changeOf<T extends { calculatedAt: Date; history?: readonly T[] }>(
  current: T,
  value: (entry: T) => number,
): Change | undefined {
  const at = current.calculatedAt.getTime();
  const history = current.history ?? [];
  const previous = sortByDate(history.filter((entry) => entry.calculatedAt.getTime() < at)).at(-1);
  if (!previous) return undefined;
  // The history's own entry of this run where it holds one: both sides on the same footing.
  const now = history.find((entry) => entry.calculatedAt.getTime() === at) ?? current;
  const delta = round1(value(now) - value(previous));
  const direction = delta > 0 ? 'up' : delta < 0 ? 'down' : 'same';
  return { delta, direction, previousCalculatedAt: previous.calculatedAt };
}

/** As the move of the green share. */
export function measurementChange(score: MeasurementScore | undefined): Change | undefined {
  return score && changeOf<HistoryEntry>(score, greenShare);
}

export function averageChange(
  average: AverageScore | undefined,
  field: 'averageScore' | CategoryKey,
): Change | undefined {
  return average && changeOf<AverageHistoryEntry>(average, (entry) => entry[field]);
}

export interface MeasurementRow extends Omit<HistoryEntry, 'calculatedAt'> {
  key: string;
  label: string;
  measurement: MeasurementDefinition;
  completed: number;
  change: Change | undefined;
}

export interface MeasurementSection {
  section: string;
  rows: MeasurementRow[];
}

export function categorySections(scoreSet: ScoreSet, category: Category): MeasurementSection[] {
  const scores = scoreSet[categoryKey(category)] ?? {};
  return displaySections(category).map(({ section, measurements }) => ({
    section,
    rows: measurements.map((measurement) => {
      const score = scores[measurement.key];
      return {
        key: measurement.key,
        label: measurement.label,
        measurement,
        completed: score?.totalUsers ?? 0,
        ...colourTotals(score ? [score] : []),
        change: measurementChange(score),
      };
    }),
  }));
}

export function describeCounts(
  label: string,
  counts: { green: number; orange: number; red: number },
  translate: Translate,
): string {
  const total = counts.green + counts.orange + counts.red;
  if (total === 0) return translate('app.dashboards.no_counts', { label });
  return translate('app.dashboards.counts', { label, ...counts, smart_count: total });
}
