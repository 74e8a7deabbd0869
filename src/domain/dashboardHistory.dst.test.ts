// Day arithmetic over New Zealand's daylight-saving changes, whatever the zone of the machine that
// runs the tests: the zone is set to Pacific/Auckland before anything else in this file runs
// (vi.hoisted runs ahead of the imports), Node applies a change of process.env.TZ at once, and the
// previous zone is put back afterwards so that other test files in the same worker are unaffected.
// The first test proves that the zone really is in effect, so that the others cannot pass by luck.
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  entriesInRange,
  historyBounds,
  mergeAverageHistories,
  mergeHistories,
} from '@/domain/dashboardHistory';

const previousZone = vi.hoisted(() => {
  const zone = process.env.TZ;
  process.env.TZ = 'Pacific/Auckland';
  return zone;
});

afterAll(() => {
  if (previousZone === undefined) delete process.env.TZ;
  else process.env.TZ = previousZone;
});

const HOUR = 60 * 60 * 1000;
/** Local (Auckland) time. */
const at = (month: number, day: number, hour: number, minute = 0) =>
  new Date(2026, month - 1, day, hour, minute);
const entry = (calculatedAt: Date, green: number) => ({ green, orange: 0, red: 0, calculatedAt });

describe('history days across daylight-saving changes (Pacific/Auckland)', () => {
  it('runs in New Zealand time: 5 April 2026 has 25 hours and 27 September 2026 has 23', () => {
    expect(at(4, 6, 0).getTime() - at(4, 5, 0).getTime()).toBe(25 * HOUR);
    expect(at(9, 28, 0).getTime() - at(9, 27, 0).getTime()).toBe(23 * HOUR);
  });

  it('counts the last hour of the 25-hour day in that day', () => {
    // Organisation B recalculated at 23:30 on the day summer time ended: 24 hours after midnight
    // is only 23:00, so adding 24 hours would leave B out of that day altogether.
    const merged = mergeHistories([[entry(at(4, 5, 9), 10)], [entry(at(4, 5, 23, 30), 5)]]);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ green: 15, calculatedAt: at(4, 5, 23, 30) });
  });

  it('does not count the next morning in the 23-hour day', () => {
    // On the day summer time began, 24 hours after midnight is already 01:00 the next day.
    const merged = mergeHistories([
      [entry(at(9, 27, 10), 10)],
      [entry(at(9, 20, 10), 1), entry(at(9, 28, 0, 30), 5)],
    ]);
    expect(merged.map((item) => [item.calculatedAt, item.green])).toEqual([
      [at(9, 20, 10), 1],
      [at(9, 27, 10), 11],
      [at(9, 28, 0, 30), 15],
    ]);
  });

  it('weights average histories per calendar day on both change days', () => {
    const merged = mergeAverageHistories([
      [
        {
          averageScore: 80,
          body: 80,
          mind: 80,
          life: 80,
          activeUsers: 1,
          calculatedAt: at(4, 5, 1),
        },
      ],
      [
        {
          averageScore: 40,
          body: 40,
          mind: 40,
          life: 40,
          activeUsers: 3,
          calculatedAt: at(4, 5, 23, 45),
        },
      ],
    ]);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ averageScore: 50, activeUsers: 4 });
  });

  it('keeps whole calendar days in the From/To range and the bounds', () => {
    const entries = [
      entry(at(4, 5, 0, 10), 1),
      entry(at(4, 5, 23, 50), 2),
      entry(at(4, 6, 0, 5), 3),
    ];
    const range = { from: at(4, 5, 12), to: at(4, 5, 12) };
    expect(entriesInRange(entries, range).map((item) => item.green)).toEqual([1, 2]);
    expect(historyBounds(entries, at(5, 1, 12))).toEqual({ from: at(4, 5, 0), to: at(4, 6, 0) });
    expect(historyBounds([], at(4, 5, 23, 30)).to).toEqual(new Date(2031, 3, 5));
  });
});
