import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ColourLevel } from '@/config/constants';
import { describeCounts } from '@/domain/dashboardScores';
import { TrafficLightRing } from '@/dashboards/TrafficLightRing';

export interface TrafficLightDoughnutProps {
  label: string;
  counts: Record<ColourLevel, number>;
  size: number;
  /** Shown in the hole: the number of users. */
  centre: string;
}

export function TrafficLightDoughnut({ label, counts, size, centre }: TrafficLightDoughnutProps) {
  const translate = useTranslate();
  return (
    <Box
      role="img"
      aria-label={describeCounts(label, counts, translate)}
      sx={{ position: 'relative', width: size, height: size, mx: 'auto' }}
    >
      <TrafficLightRing
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
      />
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
        {centre}
      </Typography>
    </Box>
  );
}
