import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/theme/visuallyHidden';
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

/**
 * A measurement in 'Chart view': its doughnut (and the compared industry's), click for details.
 * The button is the card's title, its name the visible title followed by ': open details', and it
 * stretches over the whole card: the doughnuts keep their own text alternatives instead of being
 * folded into a button name that would no longer contain the visible text.
 */
export function MeasurementCard({ row, ownName, comparison, onOpen }: MeasurementCardProps) {
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        position: 'relative',
        '&:hover': { bgcolor: 'action.hover' },
        '&:has(.Mui-focusVisible)': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          <ButtonBase
            onClick={() => onOpen(row.key)}
            sx={{
              font: 'inherit',
              textAlign: 'left',
              '&::after': { content: '""', position: 'absolute', inset: 0 },
            }}
          >
            {row.label}
            <Box component="span" sx={visuallyHidden}>
              : open details
            </Box>
          </ButtonBase>
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
    </Card>
  );
}
