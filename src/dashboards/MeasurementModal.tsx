import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { MeasurementRow } from '@/domain/dashboardScores';
import { measurementAbout } from '@/domain/questionnaireAbout';
import { GreenShareChange } from '@/dashboards/ChangeIndicator';
import { HistoryChart } from '@/dashboards/HistoryChart';
import { ScoreRangesTable } from '@/dashboards/ScoreRangesTable';
import { TrafficLightDoughnut } from '@/dashboards/TrafficLightRing';
import type { ScoreScope } from '@/dashboards/useOwnScores';
import { LEVEL_LABEL_KEYS } from '@/shared/trafficLight';
import { useTranslate } from 'react-admin';

export interface MeasurementModalProps {
  row: MeasurementRow;
  scope: ScoreScope;
  onClose: () => void;
}

export function MeasurementModal({ row, scope, onClose }: MeasurementModalProps) {
  const translate = useTranslate();
  const { measurement } = row;
  const about = measurementAbout(measurement);

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle sx={{ pr: 6 }}>
        {measurement.label}
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {scope.name}
        </Typography>
        <IconButton
          aria-label={translate('ra.action.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 4 }} sx={{ textAlign: 'center' }}>
            <TrafficLightDoughnut
              label={`${measurement.label}, ${scope.name}`}
              row={row}
              size={160}
            />
            <Typography variant="body2">
              {translate('app.dashboards.completed', { count: row.completed })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {(['green', 'orange', 'red'] as const)
                .map((level) => `${translate(LEVEL_LABEL_KEYS[level])} ${row[level]}`)
                .join(' · ')}
            </Typography>
            <GreenShareChange row={row} />
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <Typography variant="subtitle2" component="h3">
              {translate('app.dashboards.score_ranges')}
            </Typography>
            <ScoreRangesTable row={row} />
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {translate('app.dashboards.about')}
            </Typography>
            <Typography variant="body2">
              {about ? translate(`app.about.${about}`) : translate('app.dashboards.no_description')}
            </Typography>
          </Grid>
        </Grid>
        <Box component="section" aria-label={translate('app.dashboards.history')} sx={{ mt: 3 }}>
          <Typography variant="subtitle2" component="h3">
            {translate('app.dashboards.history')}
          </Typography>
          {scope.search && (
            <Typography variant="caption" color="text.secondary">
              {translate('app.dashboards.history_of_selection')}
            </Typography>
          )}
          <HistoryChart row={row} scope={scope} />
        </Box>
      </DialogContent>
    </Dialog>
  );
}
