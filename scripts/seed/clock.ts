// Dates of the demo dataset. Everything is relative to one anchor, the start of the current UTC day,
// so that two runs on the same day write exactly the same values.
const DAY_MS = 24 * 60 * 60 * 1000;

export const HISTORY_MONTHS = 12;

export interface SeedClock {
  anchor: Date;
  /** Calculation dates, oldest first: the end of each of the previous 11 months, then the anchor. */
  snapshots: Date[];
  daysAgo(days: number, hour?: number): Date;
}

export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export function createClock(now: Date = new Date()): SeedClock {
  const anchor = startOfUtcDay(now);
  const snapshots: Date[] = [];
  for (let monthsBack = HISTORY_MONTHS - 1; monthsBack >= 1; monthsBack -= 1) {
    // Day 0 of a month is the last day of the month before it; 20:00 UTC is the next morning in NZ.
    snapshots.push(
      new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() - monthsBack + 1, 0, 20)),
    );
  }
  snapshots.push(anchor);
  return {
    anchor,
    snapshots,
    daysAgo: (days, hour = 9) => new Date(anchor.getTime() - days * DAY_MS + hour * 60 * 60 * 1000),
  };
}
