import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MeasurementRow } from '@/domain/dashboardScores';
import { GreenShareChange } from '@/dashboards/ChangeIndicator';
import { TrafficLightDoughnut } from '@/dashboards/TrafficLightRing';
import { useTranslate } from 'react-admin';

export interface MeasurementCardProps {
  row: MeasurementRow;
  ownName: string;
  /** The compared industry's row, side by side with the own one. */
  comparison?: { name: string; row: MeasurementRow | undefined };
  onOpen: (key: string) => void;
}

/**
 * The button stretches over the whole card: the doughnuts stay outside it with their own text
 * alternatives, and the button's name still contains all of its visible text.
 */
export function MeasurementCard({ row, ownName, comparison, onOpen }: MeasurementCardProps) {
  const translate = useTranslate();
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
            aria-label={translate('app.dashboards.open_details', { label: row.label })}
            sx={{
              font: 'inherit',
              textAlign: 'left',
              '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
            }}
          >
            {row.label}
          </ButtonBase>
        </Typography>
        <Stack direction="row" spacing={1}>
          {[{ row, name: ownName }, ...(comparison ? [comparison] : [])].map((side, index) => (
            <Box key={index} sx={{ textAlign: 'center', flex: 1, minWidth: 0 }}>
              {comparison && (
                <Typography variant="caption" component="p" noWrap title={side.name}>
                  {side.name}
                </Typography>
              )}
              <TrafficLightDoughnut
                label={`${row.label}, ${side.name}`}
                row={side.row}
                size={120}
              />
              <Typography variant="body2" color="text.secondary">
                {translate('app.dashboards.completed', { count: side.row?.completed ?? 0 })}
              </Typography>
            </Box>
          ))}
        </Stack>
        {/* Above the stretched button, so that its tooltip still shows on hover. */}
        <Box
          sx={{ textAlign: 'center', minHeight: 20, '& > *': { position: 'relative', zIndex: 2 } }}
        >
          <GreenShareChange row={row} />
        </Box>
      </CardContent>
    </Card>
  );
}
