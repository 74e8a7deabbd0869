import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MeasurementRow } from '@/domain/dashboardScores';
import { TrafficLightDoughnut } from '@/dashboards/TrafficLightDoughnut';
import { useTranslate } from 'react-admin';

export function MeasurementCardSide({
  row,
  name,
  caption,
}: {
  row: MeasurementRow | undefined;
  name: string;
  caption?: string;
}) {
  const translate = useTranslate();
  const counts = { green: row?.green ?? 0, orange: row?.orange ?? 0, red: row?.red ?? 0 };
  return (
    <Box sx={{ textAlign: 'center', flex: 1, minWidth: 0 }}>
      {caption && (
        <Typography variant="caption" component="p" noWrap title={caption}>
          {caption}
        </Typography>
      )}
      <TrafficLightDoughnut
        label={name}
        counts={counts}
        size={120}
        centre={String(row?.completed ?? 0)}
      />
      <Typography variant="body2" color="text.secondary">
        {translate('app.dashboards.completed', { count: row?.completed ?? 0 })}
      </Typography>
    </Box>
  );
}
