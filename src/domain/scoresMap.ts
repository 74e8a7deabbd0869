// An organisation scored before the per-scope score documents existed, and not recalculated since,
// has only its `scores` map. This reads one scope of it as a score document, accepting what other
// clients wrote: Timestamps or Dates, numbers stored as text, missing counts or histories.
import { latest } from '@/domain/dashboardHistory';
import { isSafeDivisionId } from '@/domain/ids';
import { byCategory } from '@/domain/oneOf';
import { withRecentHistory, type ScoreDocument } from '@/domain/scoreDocuments';
import { ALL_SCORES_KEY } from '@/domain/scoring';
import { isPlainObject, isTimestampLike } from '@/domain/timestamps';
import { numberOf } from '@/domain/values';
import type {
  AverageHistoryEntry,
  AverageScore,
  HistoryEntry,
  MeasurementScore,
  ScoreSet,
} from '@/domain/types';

type Plain = Record<string, unknown>;

const countOf = (value: unknown): number => numberOf(value) ?? 0;

/** A Timestamp of any Firestore SDK, a Date, an ISO text or milliseconds; else undefined. */
function dateOf(value: unknown): Date | undefined {
  const date = isTimestampLike(value)
    ? value.toDate()
    : value instanceof Date
      ? value
      : typeof value === 'string' || typeof value === 'number'
        ? new Date(value)
        : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

const mapOf = (value: unknown): Plain => (isPlainObject(value) ? value : {});

function historyOf<T>(value: unknown, read: (entry: Plain, calculatedAt: Date) => T): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const calculatedAt = isPlainObject(entry) ? dateOf(entry.calculatedAt) : undefined;
    return calculatedAt && isPlainObject(entry) ? [read(entry, calculatedAt)] : [];
  });
}

const numbersOf = <Key extends string>(entry: Plain, keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, countOf(entry[key])])) as Record<Key, number>;

const colours = (entry: Plain) => numbersOf(entry, ['green', 'orange', 'red']);

const AVERAGE_KEYS = ['activeUsers', 'averageScore', 'body', 'mind', 'life'] as const;
const COMPLETE_KEYS = ['bodyComplete', 'mindComplete', 'lifeComplete', 'totalComplete'] as const;

/** Its own date, else its newest history entry's, else never. */
function calculatedAtOf(entry: Plain, history: readonly { calculatedAt: Date }[]): Date {
  return dateOf(entry.calculatedAt) ?? latest(history.map((item) => item.calculatedAt));
}

function measurementOf(key: string, value: Plain): MeasurementScore {
  const history = historyOf<HistoryEntry>(value.history, (entry, calculatedAt) => ({
    ...colours(entry),
    calculatedAt,
  }));
  const counts = colours(value);
  return {
    ...counts,
    totalUsers: countOf(value.totalUsers) || counts.green + counts.orange + counts.red,
    question: typeof value.question === 'string' ? value.question : key,
    calculatedAt: calculatedAtOf(value, history),
    history,
  };
}

function measurementsOf(value: unknown): Record<string, MeasurementScore> {
  return Object.fromEntries(
    Object.entries(mapOf(value))
      .filter((entry): entry is [string, Plain] => isPlainObject(entry[1]))
      .map(([key, score]) => [key, measurementOf(key, score)]),
  );
}

function averageOf(value: unknown): AverageScore {
  const average = mapOf(value);
  const history = historyOf<AverageHistoryEntry>(average.history, (entry, calculatedAt) => ({
    ...numbersOf(entry, AVERAGE_KEYS),
    calculatedAt,
  }));
  return {
    ...numbersOf(average, [...AVERAGE_KEYS, ...COMPLETE_KEYS]),
    calculatedAt: calculatedAtOf(average, history),
    history,
  };
}

export function scoreSetOfMapEntry(value: unknown): ScoreSet | undefined {
  if (!isPlainObject(value)) return undefined;
  return {
    averageScore: averageOf(value.averageScore),
    ...byCategory((key) => measurementsOf(value[key])),
  };
}

/** Never the whole map, which holds every division's set. */
export function scoresMapFields(scopeId: string): string[] {
  return scopeId === ALL_SCORES_KEY ? [`scores.${scopeId}`, 'divisions'] : [`scores.${scopeId}`];
}

/**
 * The `all` document names the divisions, so that the selector offers them as for calculated
 * organisations.
 */
export function scoreDocumentOfMap(
  organisationId: string,
  scopeId: string,
  organisation: { scores?: unknown; divisions?: unknown } | undefined,
): ScoreDocument | null {
  const set = scoreSetOfMapEntry(mapOf(organisation?.scores)[scopeId]);
  if (!set) return null;
  const document: ScoreDocument = { organisationId, scopeId, ...withRecentHistory(set) };
  if (scopeId !== ALL_SCORES_KEY) return document;
  const divisions = Array.isArray(organisation?.divisions) ? organisation.divisions : [];
  const divisionNames: Record<string, string> = {};
  for (const division of divisions) {
    const { id, name } = mapOf(division);
    if (isSafeDivisionId(id) && id !== ALL_SCORES_KEY) {
      divisionNames[id] = typeof name === 'string' ? name : '';
    }
  }
  return { ...document, divisionNames };
}
