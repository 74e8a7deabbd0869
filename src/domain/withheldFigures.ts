// Figures about too few people stay with the Kynd Admin (docs/product.md §5 Statistics visibility,
// §9 minimum users; docs/roles.md "Which data each role reaches"). Rules cannot hide a field of a
// document, so the score calculation shapes its documents by audience: where a scope's active users
// do not exceed the minimum, the document its readers get says how many people it covers and that
// its figures are withheld, and the figures themselves go to a twin of the same id in a collection
// only an active Kynd Admin reads:
//   organisations/{id}/scores/{scope}   → organisations/{id}/withheldScores/{scope}
//   organisationsScoresHistories/{key}  → withheldOrganisationsScoresHistories/{key}
//   industryScores/{industry}           → withheldIndustryScores/{industry}
//   industrySummaries/{industry}        → withheldIndustrySummaries/{industry}
// A document that says `withheld: true` has such a twin. Pure: shared by the functions, the data
// provider and the migrations.
import { MIN_USERS_FOR_STATISTICS } from '@/config/constants';
import { emptyScoreSet } from '@/domain/scoring';
import type { AverageHistoryEntry, HistoryEntry, MeasurementScore, ScoreSet } from '@/domain/types';

export const WITHHELD_SCORES_SUBCOLLECTION = 'withheldScores';
export const WITHHELD_SCORES_HISTORY_COLLECTION = 'withheldOrganisationsScoresHistories';
export const WITHHELD_INDUSTRY_SCORES_COLLECTION = 'withheldIndustryScores';
export const WITHHELD_INDUSTRY_SUMMARIES_COLLECTION = 'withheldIndustrySummaries';

/**
 * Whether figures about this many active users are withheld from everyone but an active Kynd
 * Admin: they are shown only when the active users exceed the minimum (docs/product.md §5). Anything
 * that is not a number counts as too few.
 */
export function isWithheld(activeUsers: unknown): boolean {
  return !(typeof activeUsers === 'number' && activeUsers > MIN_USERS_FOR_STATISTICS);
}

/** What a reader other than the Kynd Admin gets of a withheld score set: how many, not how they are. */
export interface WithheldScoreSet {
  averageScore: { activeUsers: number; calculatedAt: Date };
}

export function withholdScoreSet(set: ScoreSet): WithheldScoreSet {
  const { activeUsers, calculatedAt } = set.averageScore;
  return { averageScore: { activeUsers, calculatedAt } };
}

/**
 * A withheld score set as the screens take it: every figure 0 but its active users, which is all
 * the screens read before they show the threshold message instead (canSeeStatistics).
 */
export function withheldAsScoreSet(withheld: WithheldScoreSet | undefined): ScoreSet {
  const empty = emptyScoreSet();
  return {
    ...empty,
    averageScore: {
      ...empty.averageScore,
      activeUsers: withheld?.averageScore?.activeUsers ?? 0,
      calculatedAt: withheld?.averageScore?.calculatedAt ?? empty.averageScore.calculatedAt,
    },
  };
}

const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * The score set without the history entries of calculations whose figures were withheld: a
 * scope that has just passed the minimum would otherwise show, as its change since last time, the
 * figures of the few people it had then. The averages' entries say how many people they covered;
 * the measurements' entries of the same calculations (same day) go with them.
 */
export function withoutWithheldHistory(set: ScoreSet): ScoreSet {
  const history: AverageHistoryEntry[] = set.averageScore.history ?? [];
  const withheldDays = new Set(
    history.filter((entry) => isWithheld(entry.activeUsers)).map((e) => utcDay(e.calculatedAt)),
  );
  if (withheldDays.size === 0) return set;
  const keep = <T extends { calculatedAt: Date }>(entries: readonly T[] | undefined): T[] =>
    (entries ?? []).filter((entry) => !withheldDays.has(utcDay(entry.calculatedAt)));
  const measurements = (map: Record<string, MeasurementScore>) =>
    Object.fromEntries(
      Object.entries(map ?? {}).map(([key, score]) => [
        key,
        { ...score, history: keep<HistoryEntry>(score.history) },
      ]),
    );
  return {
    averageScore: { ...set.averageScore, history: keep(history) },
    body: measurements(set.body),
    mind: measurements(set.mind),
    life: measurements(set.life),
  };
}

/**
 * Whether a stored score document (or an industry document's scores with its flag) shows its
 * readers figures of too few active users: one written before documents were shaped by audience,
 * small but not marked withheld, or with the history entry of a calculation that covered too few
 * (an entry that does not say how many it covered counts as too few).
 */
export function showsWithheldFigures(document: {
  withheld?: unknown;
  averageScore?: { activeUsers?: unknown; history?: readonly { activeUsers?: unknown }[] };
}): boolean {
  if (document.withheld === true) return false;
  const average = document.averageScore;
  return (
    isWithheld(average?.activeUsers) ||
    (average?.history ?? []).some((entry) => isWithheld(entry.activeUsers))
  );
}

/** A document as its readers get it and, where its figures are withheld, the twin that holds them. */
export interface ByAudience<Full, Withheld> {
  readable: Full | Withheld;
  /** The full document, for the twin collection; undefined when nothing is withheld. */
  twin?: Full;
}

/**
 * A calculated document by audience: where the active users of its score set exceed the minimum,
 * the document with its figures (without the history of withheld calculations); otherwise the
 * withheld shape for its readers, and the full document for the Kynd Admin's twin.
 */
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
