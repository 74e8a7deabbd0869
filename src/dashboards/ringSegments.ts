// Drawn here in a few lines instead of loading a charting library (about 87 KB gzip) for three
// gauges and a grid of doughnuts; the history modal's line chart, with axes and a tooltip, keeps
// one.

export interface Ring {
  cx: number;
  cy: number;
  innerRadius: number;
  outerRadius: number;
  /** Degrees, 0 at three o'clock, counter-clockwise (180 is nine o'clock). */
  startAngle: number;
  /** Drawn clockwise from startAngle when smaller than it. */
  endAngle: number;
}

const RADIANS = Math.PI / 180;
const round = (value: number) => Math.round(value * 1000) / 1000;

function point(ring: Ring, radius: number, angle: number): string {
  return `${round(ring.cx + radius * Math.cos(angle * RADIANS))} ${round(ring.cy - radius * Math.sin(angle * RADIANS))}`;
}

export function segmentPath(ring: Ring, from: number, to: number): string {
  const span = Math.abs(to - from);
  if (span >= 359.999) {
    const middle = from + (to - from) / 2;
    return `${segmentPath(ring, from, middle)} ${segmentPath(ring, middle, to)}`;
  }
  const clockwise = to < from;
  const sweep = clockwise ? 1 : 0;
  const large = span > 180 ? 1 : 0;
  const { innerRadius: inner, outerRadius: outer } = ring;
  return [
    `M ${point(ring, outer, from)}`,
    `A ${outer} ${outer} 0 ${large} ${sweep} ${point(ring, outer, to)}`,
    `L ${point(ring, inner, to)}`,
    `A ${inner} ${inner} 0 ${large} ${1 - sweep} ${point(ring, inner, from)}`,
    'Z',
  ].join(' ');
}

export function ringPaths<K extends string>(
  ring: Ring,
  segments: readonly { key: K; value: number }[],
) {
  const total = segments.reduce((sum, segment) => sum + Math.max(0, segment.value), 0);
  let angle = ring.startAngle;
  return segments
    .filter((segment) => segment.value > 0)
    .map(({ key, value }) => {
      const from = angle;
      angle += ((ring.endAngle - ring.startAngle) * value) / total;
      return { key, path: segmentPath(ring, from, angle) };
    });
}
