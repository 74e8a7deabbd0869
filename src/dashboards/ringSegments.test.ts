import { describe, expect, it } from 'vitest';
import { ringPaths, segmentPath } from '@/dashboards/ringSegments';

const half = { cx: 100, cy: 100, innerRadius: 50, outerRadius: 100, startAngle: 180, endAngle: 0 };
const full = { cx: 50, cy: 50, innerRadius: 20, outerRadius: 40, startAngle: 90, endAngle: -270 };

/** The numbers of an SVG path, in order. */
const numbers = (path: string) => (path.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);

describe('traffic-light ring segments', () => {
  it('splits a half ring in proportion, clockwise from nine o’clock', () => {
    const paths = ringPaths(half, [
      { key: 'green', value: 1 },
      { key: 'orange', value: 1 },
      { key: 'red', value: 2 },
    ]);
    expect(paths.map((item) => item.key)).toEqual(['green', 'orange', 'red']);
    // Green runs from nine o'clock (0, 100) to 135° and ends where orange starts.
    expect(numbers(paths[0]?.path ?? '').slice(0, 2)).toEqual([0, 100]);
    const greenEnd = numbers(paths[0]?.path ?? '').slice(7, 9);
    const orangeStart = numbers(paths[1]?.path ?? '').slice(0, 2);
    expect(orangeStart).toEqual(greenEnd);
    expect(greenEnd[0]).toBeCloseTo(100 - 100 * Math.SQRT1_2, 2);
    // Red, half of the total, ends at three o'clock.
    expect(numbers(paths[2]?.path ?? '').slice(7, 9)).toEqual([200, 100]);
  });

  it('leaves out empty segments and draws nothing without results', () => {
    expect(ringPaths(half, [{ key: 'green', value: 0 }])).toEqual([]);
    expect(
      ringPaths(half, [
        { key: 'green', value: 0 },
        { key: 'red', value: 3 },
      ]).map((item) => item.key),
    ).toEqual(['red']);
  });

  it('draws a single full-turn segment as two halves, which SVG can render', () => {
    const [only] = ringPaths(full, [{ key: 'green', value: 5 }]);
    expect(only?.path.match(/M /g)).toHaveLength(2);
    expect(segmentPath(full, 90, 0)).toMatch(
      /^M 50 10 A 40 40 0 0 1 90 50 L 70 50 A 20 20 0 0 0 50 30 Z$/,
    );
  });
});
