import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { ColourLevel } from '@/config/constants';
import { describeCounts, type MeasurementRow } from '@/domain/dashboardScores';
import { ringPaths, type Ring } from '@/dashboards/ringSegments';
import { LEVEL_COLOURS, LEVELS } from '@/shared/trafficLight';

interface RingProps {
  label: string;
  counts: Record<ColourLevel, number>;
  width: number;
  height: number;
  ring: Ring;
  children: ReactNode;
}

/** An image named `label`; what is drawn over the ring (`children`) is hidden from it. */
export function TrafficLightRing({ label, counts, width, height, ring, children }: RingProps) {
  const theme = useTheme();
  const paths = ringPaths(
    ring,
    LEVELS.map((level) => ({ key: level, value: counts[level] })),
  );
  // Before any result, one grey ring.
  const drawn = paths.length > 0 ? paths : ringPaths(ring, [{ key: 'none' as const, value: 1 }]);
  return (
    <Box role="img" aria-label={label} sx={{ position: 'relative', width, height, mx: 'auto' }}>
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        aria-hidden
        focusable="false"
      >
        {drawn.map(({ key, path }) => (
          <path
            key={key}
            d={path}
            fill={key === 'none' ? theme.palette.action.disabled : LEVEL_COLOURS[key]}
            data-level={key}
          />
        ))}
      </svg>
      {children}
    </Box>
  );
}

/** A measurement's results round the number who completed it. */
export function TrafficLightDoughnut({
  label,
  row,
  size,
}: {
  label: string;
  row: MeasurementRow | undefined;
  size: number;
}) {
  const translate = useTranslate();
  const counts = { green: row?.green ?? 0, orange: row?.orange ?? 0, red: row?.red ?? 0 };
  return (
    <TrafficLightRing
      label={describeCounts(label, counts, translate)}
      counts={counts}
      width={size}
      height={size}
      ring={{
        cx: size / 2,
        cy: size / 2,
        innerRadius: size * 0.3,
        outerRadius: size * 0.46,
        startAngle: 90,
        endAngle: -270,
      }}
    >
      <Typography
        aria-hidden
        variant="subtitle2"
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          pointerEvents: 'none',
        }}
      >
        {row?.completed ?? 0}
      </Typography>
    </TrafficLightRing>
  );
}
