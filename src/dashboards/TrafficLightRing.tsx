import { useTheme } from '@mui/material/styles';
import type { ColourLevel } from '@/config/constants';
import { ringPaths, type Ring } from '@/dashboards/ringSegments';
import { LEVEL_COLOURS, LEVELS } from '@/shared/trafficLight';

export interface TrafficLightRingProps {
  counts: Record<ColourLevel, number>;
  width: number;
  height: number;
  ring: Ring;
}

/** Decorative: the element around it carries the text alternative. */
export function TrafficLightRing({ counts, width, height, ring }: TrafficLightRingProps) {
  const theme = useTheme();
  const paths = ringPaths(
    ring,
    LEVELS.map((level) => ({ key: level, value: counts[level] })),
  );
  const empty = paths.length === 0;
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden
      focusable="false"
    >
      {empty
        ? ringPaths(ring, [{ key: 'none', value: 1 }]).map(({ key, path }) => (
            <path key={key} d={path} fill={theme.palette.action.disabled} data-level="none" />
          ))
        : paths.map(({ key, path }) => (
            <path key={key} d={path} fill={LEVEL_COLOURS[key]} data-level={key} />
          ))}
    </svg>
  );
}
