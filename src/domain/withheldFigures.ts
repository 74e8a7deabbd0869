// Figures about too few people stay with the Kynd Admin (docs/architecture.md "Data access":
// figures are shaped by audience): a document that says `withheld: true` has a twin only they read.
import { MIN_USERS_FOR_STATISTICS } from '@/config/constants';
import { emptyAverageScore, emptyScoreSet, utcDay, withHistories } from '@/domain/scoring';
import type { AverageHistoryEntry, ScoreSet } from '@/domain/types';

export const WITHHELD_SCORES_SUBCOLLECTION = 'withheldScores';
export const WITHHELD_SCORES_HISTORY_COLLECTION = 'withheldOrganisationsScoresHistories';
export const WITHHELD_INDUSTRY_SCORES_COLLECTION = 'withheldIndustryScores';
export const WITHHELD_INDUSTRY_SUMMARIES_COLLECTION = 'withheldIndustrySummaries';

/** Anything that is not a number counts as too few. */
export function isWithheld(activeUsers: unknown): boolean {
  return !(typeof activeUsers === 'number' && activeUsers > MIN_USERS_FOR_STATISTICS);
}

export interface WithheldScoreSet {
  averageScore: { activeUsers: number; calculatedAt: Date };
}

export function withholdScoreSet(set: ScoreSet): WithheldScoreSet {
  const { activeUsers, calculatedAt } = set.averageScore;
  return { averageScore: { activeUsers, calculatedAt } };
}

/** Every figure 0 but its active users, all the screens read before the threshold message. */
export function withheldAsScoreSet(withheld: WithheldScoreSet | undefined): ScoreSet {
  const { activeUsers, calculatedAt } = withheld?.averageScore ?? {};
  const averageScore = emptyAverageScore(calculatedAt ?? undefined);
  return { ...emptyScoreSet(), averageScore: { ...averageScore, activeUsers: activeUsers ?? 0 } };
}

/** Else a scope just past the minimum shows, as its change, the figures of the few it had. */
export function withoutWithheldHistory(set: ScoreSet): ScoreSet {
  const history: AverageHistoryEntry[] = set.averageScore.history ?? [];
  const withheldDays = new Set(
    history.filter((entry) => isWithheld(entry.activeUsers)).map((e) => utcDay(e.calculatedAt)),
  );
  if (withheldDays.size === 0) return set;
  return withHistories(set, (entries) =>
    entries.filter((entry) => !withheldDays.has(utcDay(entry.calculatedAt))),
  );
}

/** An entry that does not say how many it covered counts as too few. */
export function showsWithheldFigures(document: {
  withheld?: unknown;
  averageScore?: { activeUsers?: unknown; history?: readonly { activeUsers?: unknown }[] };
}): boolean {
  if (document.withheld === true) return false;
  const average = document.averageScore;
  return [average, ...(average?.history ?? [])].some((entry) => isWithheld(entry?.activeUsers));
}

export interface ByAudience<Full, Withheld> {
  readable: Full | Withheld;
  twin?: Full;
}

/** Without the history of withheld calculations; otherwise the withheld shape and the twin. */
export function byAudience<Full, Withheld>(
  full: Full,
  set: ScoreSet,
  shape: { shown: (set: ScoreSet) => Full; withheld: (set: WithheldScoreSet) => Withheld },
): ByAudience<Full, Withheld> {
  if (!isWithheld(set.averageScore.activeUsers)) {
    return { readable: shape.shown(withoutWithheldHistory(set)) };
  }
  return { readable: shape.withheld(withholdScoreSet(set)), twin: full };
}
