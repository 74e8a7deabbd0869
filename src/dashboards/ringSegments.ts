// Drawn here in a few lines instead of loading a charting library (about 87 KB gzip) for three
// gauges and a grid of doughnuts; the history modal's line chart, with axes and a tooltip, keeps
// one.

export interface RingSegment<K extends string = string> {
  key: K;
  value: number;
}

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
  segments: readonly RingSegment<K>[],
): { key: K; path: string }[] {
  const total = segments.reduce((sum, segment) => sum + Math.max(0, segment.value), 0);
  if (total <= 0) return [];
  const range = ring.endAngle - ring.startAngle;
  let angle = ring.startAngle;
  const paths: { key: K; path: string }[] = [];
  for (const segment of segments) {
    if (segment.value <= 0) continue;
    const next = angle + (range * segment.value) / total;
    paths.push({ key: segment.key, path: segmentPath(ring, angle, next) });
    angle = next;
  }
  return paths;
}
