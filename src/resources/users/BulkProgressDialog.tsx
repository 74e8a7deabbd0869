import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { isUserRefusal } from '@/domain/userAdministration';
import type { BulkRun } from './useBulkRun';

/** `title` is already translated. */
export function BulkProgressDialog({
  title,
  run: { state, cancel, reset },
}: {
  title: string;
  run: Omit<BulkRun, 'start'>;
}) {
  const translate = useTranslate();
  const { status, done, total, outcome } = state;
  const running = status === 'running' || status === 'cancelling';

  return (
    <Dialog
      open={status !== 'idle'}
      fullWidth
      maxWidth="sm"
      // Closing waits for the end of the run: Cancel stops it.
      onClose={running ? undefined : reset}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <LinearProgress
          variant="determinate"
          value={total > 0 ? Math.round((done / total) * 100) : 0}
          aria-label={translate('app.bulk.progress_label')}
        />
        <Typography role="status" sx={{ mt: 1 }}>
          {translate('app.bulk.progress', { done, total })}
        </Typography>
        {!running && (
          <Typography sx={{ mt: 2, fontWeight: 600 }}>
            {translate('app.bulk.summary', {
              changed: outcome.changed.length,
              refused: outcome.refused.length,
            })}
          </Typography>
        )}
        {(status === 'cancelled' || status === 'failed') && (
          <Alert severity={status === 'failed' ? 'error' : 'info'} sx={{ mt: 2 }}>
            {translate(`app.bulk.${status}`, {
              left: total - done,
              try_again: translate('app.common.try_again'),
            })}
          </Alert>
        )}
        {outcome.refused.length > 0 && (
          <List dense aria-label={translate('app.bulk.refused_list')}>
            {outcome.refused.map((refusal) => (
              <ListItem key={refusal.id} disableGutters>
                {translate('app.bulk.refusal', {
                  name: refusal.name || refusal.id,
                  // A refusal with a code the catalogue words; any other in the server's own words.
                  reason: isUserRefusal(refusal.reasonCode)
                    ? translate(`resources.users.bulk.refusals.${refusal.reasonCode}`)
                    : refusal.reason,
                })}
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        {running ? (
          <Button onClick={cancel} disabled={status === 'cancelling'}>
            {translate(status === 'cancelling' ? 'app.bulk.cancelling' : 'app.bulk.cancel')}
          </Button>
        ) : (
          <Button onClick={reset} variant="contained">
            {translate('app.bulk.close')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
