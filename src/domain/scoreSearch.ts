// The dashboard's user search, aggregated by the searchScores callable (docs/architecture.md).
import type { z } from 'zod';
import type { SearchField } from '@/domain/dashboard';
import type { searchScoresSchema } from '@/domain/schemas/scoreSearch';
import { aggregateScores, withHistories, type ScoredUser } from '@/domain/scoring';
import type { ScoreSet } from '@/domain/types';
import { isWithheld, withheldAsScoreSet } from '@/domain/withheldFigures';

/** A search's bound: beyond it the answer says `limited` and covers the first ones. */
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
  const scores = JSON.parse(JSON.stringify(withHistories(set, () => []))) as OnWire<ScoreSet>;
  return { withheld: false, activeUsers, limited: options.limited, scores };
}

export function scoreSetOfSearch(answer: SearchScoresResponse): ScoreSet {
  if (answer.withheld) {
    const { activeUsers } = answer;
    return withheldAsScoreSet({ averageScore: { activeUsers, calculatedAt: new Date(0) } });
  }
  return JSON.parse(JSON.stringify(answer.scores), (key, value: unknown) =>
    key === 'calculatedAt' && typeof value === 'string' ? new Date(value) : value,
  ) as ScoreSet;
}
