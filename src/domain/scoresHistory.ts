// The long score history of one scope and questionnaire (docs/product.md §3: organisationsScoresHistories,
// "documents keyed by three joined parts"). Written by the score calculation (functions/) and read
// by the dashboards' history chart (providers/): both build the key here, so they cannot disagree.
import { ALL_SCORES_KEY, appendHistory } from '@/domain/scoring';
import type { HistoryEntry } from '@/domain/types';

export const SCORES_HISTORY_COLLECTION = 'organisationsScoresHistories';

/**
 * `{organisationId}_{scope}_{camelCaseQuestionnaire}`, where the scope is a division id or `all`
 * for the whole organisation. An empty division means the whole organisation too.
 */
export function scoresHistoryId(
  organisationId: string,
  divisionId: string | null | undefined,
  camelCaseQuestionnaire: string,
): string {
  return `${organisationId}_${divisionId || ALL_SCORES_KEY}_${camelCaseQuestionnaire}`;
}

/**
 * A series document as the calculation writes it. Entries of calculations whose figures were
 * withheld (domain/withheldFigures) are not in it but in the twin of the same id in
 * withheldOrganisationsScoresHistories, which only an active Kynd Admin reads; `withheld` says
 * that the twin holds some.
 */
export interface ScoresHistoryDocument {
  organisationId: string;
  divisionId: string;
  questionnaire: string;
  /** Entries by measurement key, oldest first. */
  history: Record<string, HistoryEntry[]>;
  withheld?: true;
}

/** A series split by audience: the entries its readers get, and those only the Kynd Admin gets. */
export interface SeriesByAudience {
  readable: Record<string, HistoryEntry[]>;
  withheld: Record<string, HistoryEntry[]>;
}

const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

const withoutDay = (entries: readonly HistoryEntry[], day: string): HistoryEntry[] =>
  entries.filter((entry) => utcDay(entry.calculatedAt) !== day);

/**
 * One calculation's entries (by measurement key) added to the side its figures belong to. A
 * calculation replaces an entry of the same UTC day (domain/scoring appendHistory) on either side,
 * so a recalculation that crosses the minimum moves that day's entry across.
 */
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
    const kept = other[key];
    if (kept) other[key] = withoutDay(kept, utcDay(entry.calculatedAt));
  }
  return { readable, withheld: hidden };
}

/**
 * Every entry moved to the withheld side: for a series whose calculations cannot say how many
 * people each covered (written before entries were split), of a scope withheld now.
 */
export function withholdSeries(series: SeriesByAudience): SeriesByAudience {
  const withheld = { ...series.withheld };
  for (const [key, entries] of Object.entries(series.readable)) {
    withheld[key] = combineSeries(entries, withheld[key]);
  }
  return { readable: {}, withheld };
}

/** Two sides of a series as one, oldest first; on a day both hold, the second's entry. */
export function combineSeries(
  first: readonly HistoryEntry[] | undefined,
  second: readonly HistoryEntry[] | undefined,
): HistoryEntry[] {
  return (second ?? []).reduce((merged, entry) => appendHistory(merged, entry), [...(first ?? [])]);
}

const hasEntries = (history: Record<string, HistoryEntry[]>) =>
  Object.values(history).some((entries) => entries.length > 0);

/** The series document its readers get and, when some entries are withheld, its twin. */
export function scoresHistoryByAudience(
  base: Pick<ScoresHistoryDocument, 'organisationId' | 'divisionId' | 'questionnaire'>,
  series: SeriesByAudience,
): { readable: ScoresHistoryDocument; twin?: ScoresHistoryDocument } {
  if (!hasEntries(series.withheld)) return { readable: { ...base, history: series.readable } };
  return {
    readable: { ...base, history: series.readable, withheld: true },
    twin: { ...base, history: series.withheld },
  };
}

const entryCount = (history: Record<string, HistoryEntry[]>) =>
  Object.values(history).reduce((sum, entries) => sum + entries.length, 0);

/**
 * What one calculation writes of a series: the side it adds to, and the other side only where it
 * lost that day's entry (its readers' document also when its `withheld` mark changes), so that a
 * scope withheld for good costs one write per calculation, not two. `readable` undefined: left as
 * it is; `twin` undefined: left as it is, null: deleted. `before.twin` is needed (read) only when
 * the scope is withheld now or its readers' document says it has a twin.
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
