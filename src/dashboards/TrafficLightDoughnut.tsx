import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Cell, Pie, PieChart } from 'recharts';
import type { ColourLevel } from '@/config/constants';
import { describeCounts } from '@/domain/dashboardScores';
import { LEVEL_COLOURS, LEVELS } from '@/dashboards/trafficLight';

export interface TrafficLightDoughnutProps {
  label: string;
  counts: Record<ColourLevel, number>;
  size?: number;
  /** Shown in the hole, e.g. the number of users. */
  centre?: string;
}

/** A doughnut of green, orange and red results; its text alternative lists the counts. */
export function TrafficLightDoughnut({
  label,
  counts,
  size = 140,
  centre,
}: TrafficLightDoughnutProps) {
  const total = counts.green + counts.orange + counts.red;
  const data =
    total === 0
      ? [{ level: 'none', value: 1, fill: '#d6d6d6' }]
      : LEVELS.map((level) => ({ level, value: counts[level], fill: LEVEL_COLOURS[level] }));
  return (
    <Box
      role="img"
      aria-label={describeCounts(label, counts)}
      sx={{ position: 'relative', width: size, height: size, mx: 'auto' }}
    >
      <PieChart width={size} height={size} accessibilityLayer={false}>
        <Pie
          data={data}
          dataKey="value"
          nameKey="level"
          innerRadius={size * 0.3}
          outerRadius={size * 0.46}
          startAngle={90}
          endAngle={-270}
          stroke="none"
          isAnimationActive={false}
        >
          {data.map((entry) => (
            <Cell key={entry.level} fill={entry.fill} />
          ))}
        </Pie>
      </PieChart>
      {centre !== undefined && (
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
      )}
    </Box>
  );
}
