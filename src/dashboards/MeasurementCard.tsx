import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MeasurementRow } from '@/domain/dashboardScores';
import { ChangeIndicator } from '@/dashboards/ChangeIndicator';
import { MeasurementCardSide } from '@/dashboards/MeasurementCardSide';

export interface MeasurementCardProps {
  row: MeasurementRow;
  ownName: string;
  /** The compared industry's row, side by side with the own one. */
  comparison?: { name: string; row: MeasurementRow | undefined };
  onOpen: (key: string) => void;
}

/** A measurement in 'Chart view': its doughnut (and the compared industry's), click for details. */
export function MeasurementCard({ row, ownName, comparison, onOpen }: MeasurementCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        onClick={() => onOpen(row.key)}
        aria-label={`${row.label}: open details`}
        sx={{ height: '100%' }}
      >
        <CardContent>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {row.label}
          </Typography>
          <Stack direction="row" spacing={1}>
            <MeasurementCardSide
              row={row}
              name={`${row.label}, ${ownName}`}
              caption={comparison ? ownName : undefined}
            />
            {comparison && (
              <MeasurementCardSide
                row={comparison.row}
                name={`${row.label}, ${comparison.name}`}
                caption={comparison.name}
              />
            )}
          </Stack>
          <Box sx={{ textAlign: 'center', minHeight: 20 }}>
            <ChangeIndicator change={row.change} subject={`${row.label} green share`} unit=" pts" />
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
