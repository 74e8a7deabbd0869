// Days are calendar days in the viewer's time zone, counted with date-fns: a day is not always 24
// hours (daylight-saving days have 23 and 25), so day arithmetic never adds milliseconds.
import { addDays, addYears, clamp, endOfDay, isValid, max, min, startOfDay } from 'date-fns';
import { byCategory } from '@/domain/oneOf';
import type { AverageHistoryEntry, HistoryEntry } from '@/domain/types';

export interface DateRange {
  from: Date;
  to: Date;
}

/** Without entries (not loaded yet, or none): from 2000 to five years ahead. */
export function historyBounds(entries: readonly { calculatedAt: Date }[] | undefined, now: Date) {
  if (!entries || entries.length === 0) {
    return { from: new Date(2000, 0, 1), to: startOfDay(addYears(now, 5)) };
  }
  const dates = entries.map((entry) => entry.calculatedAt);
  return { from: startOfDay(min(dates)), to: startOfDay(max(dates)) };
}

/** An empty or invalid pick is the bound's own; an end before the start moves to the start. */
export function clampRange(wanted: { from?: Date | null; to?: Date | null }, bounds: DateRange) {
  const pick = (date: Date | null | undefined, bound: Date) =>
    clamp(startOfDay(date && isValid(date) ? date : bound), { start: bounds.from, end: bounds.to });
  const from = pick(wanted.from, bounds.from);
  return { from, to: max([from, pick(wanted.to, bounds.to)]) };
}

export function entriesInRange<T extends { calculatedAt: Date }>(
  entries: readonly T[],
  range: DateRange,
): T[] {
  const start = startOfDay(range.from).getTime();
  const end = endOfDay(range.to).getTime();
  return sortByDate(entries).filter((entry) => {
    const time = entry.calculatedAt.getTime();
    return time >= start && time <= end;
  });
}

export function sortByDate<T extends { calculatedAt: Date }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.calculatedAt.getTime() - b.calculatedAt.getTime());
}

const dayKey = (date: Date) => startOfDay(date).getTime();

/** The newest of `dates`; the epoch for none. */
export const latest = (dates: readonly Date[]): Date =>
  new Date(Math.max(0, ...dates.map((date) => date.getTime())));

/**
 * The state of each series as of every day on which any series has an entry: each series
 * contributes its newest entry of that day or before (carried forward), so a day on which only one
 * organisation recalculated still counts the others. A lone series is kept whole.
 */
function carryForward<T extends { calculatedAt: Date }>(
  series: readonly (readonly T[])[],
  combine: (entries: T[], calculatedAt: Date) => T,
): T[] {
  if (series.length === 1) return sortByDate(series[0] ?? []);
  const sorted = series.map((entries) => sortByDate(entries)).filter((s) => s.length > 0);
  const days = [...new Set(sorted.flatMap((s) => s.map((entry) => dayKey(entry.calculatedAt))))];
  days.sort((a, b) => a - b);
  return days.map((day) => {
    // The next midnight, not 24 hours on: a daylight-saving day is 23 or 25 hours long.
    const dayEnd = addDays(day, 1).getTime();
    const current = sorted.flatMap((entries) =>
      entries.filter((entry) => entry.calculatedAt.getTime() < dayEnd).slice(-1),
    );
    return combine(current, latest(current.map((entry) => entry.calculatedAt)));
  });
}

type ColourCounts = Omit<HistoryEntry, 'calculatedAt'>;

export function colourTotals(list: readonly ColourCounts[]): ColourCounts {
  const total = (colour: keyof ColourCounts) => list.reduce((sum, entry) => sum + entry[colour], 0);
  return { green: total('green'), orange: total('orange'), red: total('red') };
}

export function mergeHistories(series: readonly (readonly HistoryEntry[])[]): HistoryEntry[] {
  return carryForward(series, (entries, calculatedAt) => ({
    ...colourTotals(entries),
    calculatedAt,
  }));
}

export function mergeAverageHistories(series: readonly (readonly AverageHistoryEntry[])[]) {
  return carryForward(series, (entries, calculatedAt) => {
    const activeUsers = entries.reduce((sum, entry) => sum + entry.activeUsers, 0);
    const mean = (field: 'averageScore' | 'body' | 'mind' | 'life') =>
      activeUsers > 0
        ? entries.reduce((sum, entry) => sum + entry[field] * entry.activeUsers, 0) / activeUsers
        : entries.reduce((sum, entry) => sum + entry[field], 0) / Math.max(1, entries.length);
    return { averageScore: mean('averageScore'), ...byCategory(mean), activeUsers, calculatedAt };
  });
}
