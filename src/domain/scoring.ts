// Where users' own results become the precomputed scores. Only active users count; a category
// score is the mean of its results' points, averageScore the mean of the categories with results.
import {
  CATEGORY_KEYS,
  COLOUR_LEVELS,
  type CategoryKey,
  type ColourLevel,
} from '@/config/constants';
import { sortByDate } from '@/domain/dashboardHistory';
import { isSafeDivisionId } from '@/domain/ids';
import { measurementsOf } from '@/domain/measurements';
import { byCategory } from '@/domain/oneOf';
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

/** All the change arrows compare, also merged for an industry (each series' newest per day). */
export const RECENT_HISTORY_LIMIT = 2;

export const ALL_SCORES_KEY = 'all';

export interface ScoredUser {
  id: string;
  isActive: boolean;
  division?: { id: string } | null;
  scores?: { [Key in keyof UserScores]?: Record<string, UserMeasurementResult | undefined> } | null;
}

export const round1 = (value: number): number => Math.round(value * 10) / 10;

/** The figures of nobody, without a history. */
export function emptyAverageScore(calculatedAt = new Date(0)): AverageScore {
  return { ...scoreSetOfCounters({}, calculatedAt).averageScore, history: [] };
}

export function emptyScoreSet(): ScoreSet {
  return { averageScore: emptyAverageScore(), body: {}, mind: {}, life: {} };
}

export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The set with each history (the average's and every measurement's) passed through `change`. */
export function withHistories(
  set: ScoreSet,
  change: <T extends { calculatedAt: Date }>(history: readonly T[]) => T[],
): ScoreSet {
  const changed = <S extends { history?: readonly { calculatedAt: Date }[] }>(score: S): S => ({
    ...score,
    history: change(score.history ?? []),
  });
  return {
    averageScore: changed(set.averageScore),
    ...byCategory((key) =>
      Object.fromEntries(Object.entries(set[key] ?? {}).map(([id, score]) => [id, changed(score)])),
    ),
  };
}

/** Oldest first; an entry of the same UTC day is replaced. */
export function appendHistory<T extends { calculatedAt: Date }>(
  history: readonly T[] | undefined,
  entry: T,
  limit = Infinity,
): T[] {
  const day = utcDay(entry.calculatedAt);
  const kept = (history ?? []).filter((previous) => utcDay(previous.calculatedAt) !== day);
  const merged = sortByDate([...kept, entry]);
  return merged.slice(Math.max(0, merged.length - limit));
}

/**
 * A scope's `members` and counts and sums over its active users, keyed `activeUsers`,
 * `totalComplete`, `<category>_points|results|complete` and `<measurementKey>_<colour>`, absent
 * when zero. A change moves them by its after − before, so they equal a recount in any order.
 */
export type ScoreCounters = Record<string, number>;

export const MEMBERS_COUNTER = 'members';

const KNOWN_KEYS = byCategory((key) => new Set(measurementsOf(key).map((each) => each.key)));

/** An inactive user counts as a member alone. */
export function contributionOf(user: Pick<ScoredUser, 'isActive' | 'scores'>): ScoreCounters {
  if (user.isActive !== true) return { [MEMBERS_COUNTER]: 1 };
  const counters: ScoreCounters = { [MEMBERS_COUNTER]: 1, activeUsers: 1 };
  for (const key of CATEGORY_KEYS) {
    const results = Object.entries(user.scores?.[key] ?? {}).flatMap(
      ([measurementKey, result]): [string, ColourLevel][] => {
        const colour = result?.colour;
        return KNOWN_KEYS[key].has(measurementKey) && colour && Object.hasOwn(COLOUR_POINTS, colour)
          ? [[measurementKey, colour]]
          : [];
      },
    );
    if (results.length === 0) continue;
    counters[`${key}_complete`] = 1;
    counters[`${key}_results`] = results.length;
    counters[`${key}_points`] = results.reduce((sum, [, colour]) => sum + COLOUR_POINTS[colour], 0);
    for (const [measurementKey, colour] of results) {
      const name = `${measurementKey}_${colour}`;
      counters[name] = (counters[name] ?? 0) + 1;
    }
  }
  if (CATEGORY_KEYS.every((key) => counters[`${key}_complete`])) counters.totalComplete = 1;
  return counters;
}

/** `into` plus `sign` times `add`, without the counts that come to zero. */
export function addCounters(
  into: Readonly<ScoreCounters>,
  add: Readonly<ScoreCounters>,
  sign: 1 | -1 = 1,
): ScoreCounters {
  const sum: ScoreCounters = { ...into };
  for (const [name, value] of Object.entries(add)) {
    const next = (sum[name] ?? 0) + sign * value;
    if (next === 0) delete sum[name];
    else sum[name] = next;
  }
  return sum;
}

/** The category scores and the total, rounded, of each category's points and results. */
export function categoryScores(of: (key: CategoryKey) => { points: number; results: number }) {
  const means = new Map<CategoryKey, number>();
  for (const key of CATEGORY_KEYS) {
    const { points, results } = of(key);
    if (results > 0) means.set(key, points / results);
  }
  const total = [...means.values()].reduce((a, b) => a + b, 0) / Math.max(1, means.size);
  return { averageScore: round1(total), ...byCategory((key) => round1(means.get(key) ?? 0)) };
}

export function scoreSetOfCounters(
  counters: Readonly<ScoreCounters>,
  now: Date,
  previous?: ScoreSet | null,
): ScoreSet {
  const count = (name: string) => counters[name] ?? 0;
  const sets = byCategory((category) =>
    Object.fromEntries(
      measurementsOf(category).map(({ key, label }): [string, MeasurementScore] => {
        const [red, orange, green] = COLOUR_LEVELS.map((colour) => count(`${key}_${colour}`));
        const entry: HistoryEntry = { green, orange, red, calculatedAt: now };
        const before = previous?.[category]?.[key]?.history;
        const history = appendHistory(before, entry, RECENT_HISTORY_LIMIT);
        return [key, { ...entry, totalUsers: green + orange + red, question: label, history }];
      }),
    ),
  );
  const historyEntry: AverageHistoryEntry = {
    activeUsers: count('activeUsers'),
    ...categoryScores((key) => ({
      points: count(`${key}_points`),
      results: count(`${key}_results`),
    })),
    calculatedAt: now,
  };
  const averageScore: AverageScore = {
    ...historyEntry,
    bodyComplete: count('body_complete'),
    mindComplete: count('mind_complete'),
    lifeComplete: count('life_complete'),
    totalComplete: count('totalComplete'),
    history: appendHistory(previous?.averageScore?.history, historyEntry, RECENT_HISTORY_LIMIT),
  };
  return { averageScore, ...sets };
}

export function aggregateScores(
  users: readonly ScoredUser[],
  now: Date,
  previous?: ScoreSet | null,
): ScoreSet {
  return scoreSetOfCounters(scopeCountersOf(users).get(ALL_SCORES_KEY) ?? {}, now, previous);
}

/** `all`, and the user's division when its id is safe (other ids get no scores of their own). */
export function scopesOf(user: Pick<ScoredUser, 'division'>): string[] {
  const id = user.division?.id;
  return isSafeDivisionId(id) && id !== ALL_SCORES_KEY ? [ALL_SCORES_KEY, id] : [ALL_SCORES_KEY];
}

/** Each scope's counters, grown with the users, not with users × divisions. */
export function scopeCountersOf(users: readonly ScoredUser[]): Map<string, ScoreCounters> {
  const byScope = new Map<string, ScoreCounters>([[ALL_SCORES_KEY, {}]]);
  for (const user of users) {
    const contribution = contributionOf(user);
    for (const scope of scopesOf(user)) {
      byScope.set(scope, addCounters(byScope.get(scope) ?? {}, contribution));
    }
  }
  return byScope;
}

/** Divisions not in `divisions` get no set of their own (their users still count in `all`). */
export function scoreSetsOfCounters(
  byScope: ReadonlyMap<string, ScoreCounters>,
  divisions: readonly { id: string }[],
  now: Date,
  previous?: OrganisationScores | null,
): OrganisationScores {
  const result: OrganisationScores = {};
  for (const id of [ALL_SCORES_KEY, ...divisions.map((division) => division.id)]) {
    // Own properties only: a division may be called 'constructor'.
    if (Object.hasOwn(result, id)) continue;
    const before = previous && Object.hasOwn(previous, id) ? previous[id] : undefined;
    result[id] = scoreSetOfCounters(byScope.get(id) ?? {}, now, before);
  }
  return result;
}

export function measurementKeysByQuestionnaire() {
  const groups = new Map<string, { category: CategoryKey; keys: string[] }>();
  for (const category of CATEGORY_KEYS) {
    for (const { key, camelCaseQuestionnaire } of measurementsOf(category)) {
      const group = groups.get(camelCaseQuestionnaire) ?? { category, keys: [] };
      group.keys.push(key);
      groups.set(camelCaseQuestionnaire, group);
    }
  }
  return groups;
}
