// The dashboard's user search: the searchScores callable aggregates the matching users' figures
// where the caller cannot see anyone's results, and answers figures only where the matched active
// users exceed the minimum or the caller is an active Kynd Admin; otherwise their count alone.
import type { z } from 'zod';
import type { SearchField } from '@/domain/dashboard';
import type { searchScoresSchema } from '@/domain/schemas/scoreSearch';
import { aggregateScores, withHistories, type ScoredUser } from '@/domain/scoring';
import { isPlainObject } from '@/domain/timestamps';
import type { ScoreSet } from '@/domain/types';
import { isWithheld, withheldAsScoreSet } from '@/domain/withheldFigures';

/**
 * The bound of one search's cost; beyond it the answer says `limited` and covers the first ones.
 */
export const SEARCH_SCORES_LIMIT = 1000;

export type SearchScoresRequest = z.infer<typeof searchScoresSchema>;

/** Dates travel as ISO strings: a callable's answer is JSON. */
export type OnWire<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? OnWire<Item>[]
    : T extends object
      ? { [Key in keyof T]: OnWire<T[Key]> }
      : T;

export type SearchScoresResponse =
  | { withheld: true; activeUsers: number; limited: boolean }
  | { withheld: false; activeUsers: number; limited: boolean; scores: OnWire<ScoreSet> };

export const SEARCH_NAME_FIELDS: Readonly<Record<SearchField, string>> = {
  firstName: 'lowerFirstName',
  lastName: 'lowerLastName',
};

export function searchPrefix(term: string): string {
  return term.trim().toLowerCase();
}

function toWire(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toWire);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toWire(item)]));
  }
  return value;
}

function fromWire(value: unknown, key = ''): unknown {
  if (key === 'calculatedAt' && typeof value === 'string') return new Date(value);
  if (Array.isArray(value)) return value.map((item) => fromWire(item));
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, fromWire(item, name)]),
    );
  }
  return value;
}

export const scoreSetToWire = (set: ScoreSet) => toWire(set) as OnWire<ScoreSet>;
export const scoreSetFromWire = (set: OnWire<ScoreSet>) => fromWire(set) as ScoreSet;

/** A search has no earlier calculation, so its figures carry no history. */
export function searchScoresAnswer(
  users: readonly ScoredUser[],
  options: { now: Date; limited: boolean; seesWithheld: boolean },
): SearchScoresResponse {
  const set = aggregateScores(users, options.now);
  const { activeUsers } = set.averageScore;
  if (isWithheld(activeUsers) && !options.seesWithheld) {
    return { withheld: true, activeUsers, limited: options.limited };
  }
  const scores = scoreSetToWire(withHistories(set, () => []));
  return { withheld: false, activeUsers, limited: options.limited, scores };
}

export function scoreSetOfSearch(answer: SearchScoresResponse): ScoreSet {
  if (answer.withheld) {
    return withheldAsScoreSet({
      averageScore: { activeUsers: answer.activeUsers, calculatedAt: new Date(0) },
    });
  }
  return scoreSetFromWire(answer.scores);
}
