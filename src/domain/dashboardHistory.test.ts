import { describe, expect, it } from 'vitest';
import {
  clampRange,
  entriesInRange,
  historyBounds,
  mergeAverageHistories,
  mergeHistories,
} from '@/domain/dashboardHistory';

const day = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h);
const entry = (date: Date, green: number, orange = 0, red = 0) => ({
  green,
  orange,
  red,
  calculatedAt: date,
});

describe('history date bounds', () => {
  const now = day(2026, 3, 15);

  it('falls back to 2000-01-01 and five years ahead before data loads', () => {
    const bounds = historyBounds(undefined, now);
    expect(bounds.from).toEqual(new Date(2000, 0, 1));
    expect(bounds.to).toEqual(new Date(2031, 2, 15));
    expect(historyBounds([], now)).toEqual(bounds);
  });

  it('defaults to the days of the earliest and latest entries', () => {
    const bounds = historyBounds(
      [entry(day(2025, 6, 1), 1), entry(day(2025, 1, 10), 1), entry(day(2025, 12, 31, 23), 1)],
      now,
    );
    expect(bounds).toEqual({ from: new Date(2025, 0, 10), to: new Date(2025, 11, 31) });
  });

  it('keeps the start not earlier than the earliest and the end not later than the latest', () => {
    const bounds = { from: new Date(2025, 0, 10), to: new Date(2025, 11, 31) };
    const range = clampRange({ from: new Date(2020, 0, 1), to: new Date(2030, 0, 1) }, bounds);
    expect(range).toEqual(bounds);
  });

  it('never lets the start pass the end', () => {
    const bounds = { from: new Date(2025, 0, 1), to: new Date(2025, 11, 31) };
    expect(clampRange({ from: new Date(2025, 8, 1), to: new Date(2025, 5, 1) }, bounds)).toEqual({
      from: new Date(2025, 8, 1),
      to: new Date(2025, 8, 1),
    });
    expect(clampRange({ to: new Date(2024, 0, 1) }, bounds)).toEqual({
      from: new Date(2025, 0, 1),
      to: new Date(2025, 0, 1),
    });
  });

  it('takes the bounds for a pick that is cleared or invalid', () => {
    const bounds = { from: new Date(2025, 0, 1), to: new Date(2025, 11, 31) };
    expect(clampRange({ from: null, to: new Date(Number.NaN) }, bounds)).toEqual(bounds);
  });

  it('selects entries of whole days, oldest first', () => {
    const entries = [
      entry(day(2025, 3, 1, 23), 3),
      entry(day(2025, 1, 1, 0), 1),
      entry(day(2025, 2, 1), 2),
      entry(day(2025, 3, 2, 0), 4),
    ];
    const inRange = entriesInRange(entries, {
      from: new Date(2025, 0, 1),
      to: new Date(2025, 2, 1),
    });
    expect(inRange.map((e) => e.green)).toEqual([1, 2, 3]);
  });
});

describe('merging histories of an industry', () => {
  it('sums each organisation carried forward to every day with an entry', () => {
    const merged = mergeHistories([
      [entry(day(2025, 1, 1, 9), 10, 2, 1), entry(day(2025, 2, 1), 12, 1, 0)],
      [entry(day(2025, 1, 15), 5, 5, 5)],
    ]);
    expect(merged.map((e) => [e.green, e.orange, e.red])).toEqual([
      [10, 2, 1],
      [15, 7, 6],
      [17, 6, 5],
    ]);
    expect(merged[1]?.calculatedAt).toEqual(day(2025, 1, 15));
  });

  it('collapses runs of the same day to the newest', () => {
    const merged = mergeHistories([
      [entry(day(2025, 1, 1, 8), 1), entry(day(2025, 1, 1, 18), 2)],
      [entry(day(2025, 1, 1, 10), 10)],
    ]);
    expect(merged).toEqual([entry(day(2025, 1, 1, 18), 12)]);
  });

  it('weights average scores by active users', () => {
    const merged = mergeAverageHistories([
      [
        {
          averageScore: 80,
          body: 80,
          mind: 60,
          life: 40,
          activeUsers: 30,
          calculatedAt: day(2025, 1, 1),
        },
      ],
      [
        {
          averageScore: 40,
          body: 40,
          mind: 60,
          life: 80,
          activeUsers: 10,
          calculatedAt: day(2025, 1, 1),
        },
      ],
    ]);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({
      averageScore: 70,
      body: 70,
      mind: 60,
      life: 50,
      activeUsers: 40,
    });
  });
});
