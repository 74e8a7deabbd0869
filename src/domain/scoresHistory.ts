// The long score history of one scope and questionnaire, keyed here for the calculation and chart.
import { ALL_SCORES_KEY, appendHistory, utcDay } from '@/domain/scoring';
import type { HistoryEntry } from '@/domain/types';

export const SCORES_HISTORY_COLLECTION = 'organisationsScoresHistories';

/** An empty division means the whole organisation too. */
export function scoresHistoryId(
  organisationId: string,
  divisionId: string | null | undefined,
  camelCaseQuestionnaire: string,
): string {
  return `${organisationId}_${divisionId || ALL_SCORES_KEY}_${camelCaseQuestionnaire}`;
}

/** Entries of withheld calculations are in the twin, which only an active Kynd Admin reads. */
export interface ScoresHistoryDocument {
  organisationId: string;
  divisionId: string;
  questionnaire: string;
  history: Record<string, HistoryEntry[]>;
  withheld?: true;
}

export interface SeriesByAudience {
  readable: Record<string, HistoryEntry[]>;
  withheld: Record<string, HistoryEntry[]>;
}

/** A recalculation that crosses the minimum moves that day's entry across. */
export function appendToSeries(
  series: SeriesByAudience,
  entries: Readonly<Record<string, HistoryEntry>>,
  withheld: boolean,
): SeriesByAudience {
  const readable = { ...series.readable };
  const hidden = { ...series.withheld };
  const [target, other] = withheld ? [hidden, readable] : [readable, hidden];
  for (const [key, entry] of Object.entries(entries)) {
    target[key] = appendHistory(target[key], entry);
    const day = utcDay(entry.calculatedAt);
    const kept = other[key];
    if (kept) other[key] = kept.filter((previous) => utcDay(previous.calculatedAt) !== day);
  }
  return { readable, withheld: hidden };
}

/** For a series from before the split, which cannot say how many people each entry covered. */
export function withholdSeries(series: SeriesByAudience): SeriesByAudience {
  const withheld = { ...series.withheld };
  for (const [key, entries] of Object.entries(series.readable)) {
    withheld[key] = combineSeries(entries, withheld[key]);
  }
  return { readable: {}, withheld };
}

export function combineSeries(
  first: readonly HistoryEntry[] | undefined,
  second: readonly HistoryEntry[] | undefined,
): HistoryEntry[] {
  return (second ?? []).reduce((merged, entry) => appendHistory(merged, entry), [...(first ?? [])]);
}

export function scoresHistoryByAudience(
  base: Pick<ScoresHistoryDocument, 'organisationId' | 'divisionId' | 'questionnaire'>,
  series: SeriesByAudience,
): { readable: ScoresHistoryDocument; twin?: ScoresHistoryDocument } {
  if (!Object.values(series.withheld).some((entries) => entries.length > 0))
    return { readable: { ...base, history: series.readable } };
  return {
    readable: { ...base, history: series.readable, withheld: true },
    twin: { ...base, history: series.withheld },
  };
}

const entryCount = (history: Record<string, HistoryEntry[]>) =>
  Object.values(history).reduce((sum, entries) => sum + entries.length, 0);

/**
 * The other side only where it lost that day's entry, so that a scope withheld for good costs one
 * write per calculation, not two. `twin` undefined: left as it is, null: deleted.
 */
export function seriesWrites(
  base: Pick<ScoresHistoryDocument, 'organisationId' | 'divisionId' | 'questionnaire'>,
  before: { readable?: Partial<ScoresHistoryDocument>; twin?: Partial<ScoresHistoryDocument> },
  entries: Readonly<Record<string, HistoryEntry>>,
  withheld: boolean,
): { readable?: ScoresHistoryDocument; twin?: ScoresHistoryDocument | null } {
  const shown = before.readable?.history ?? {};
  const hidden = before.twin?.history ?? {};
  const series = appendToSeries({ readable: shown, withheld: hidden }, entries, withheld);
  const split = scoresHistoryByAudience(base, series);
  const readableChanged =
    !withheld ||
    before.readable === undefined ||
    (before.readable.withheld === true) !== (split.readable.withheld === true) ||
    entryCount(shown) !== entryCount(series.readable);
  const twinChanged = withheld || entryCount(hidden) !== entryCount(series.withheld);
  return {
    ...(readableChanged ? { readable: split.readable } : {}),
    ...(twinChanged ? { twin: split.twin ?? null } : {}),
  };
}
