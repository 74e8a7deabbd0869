// docs/product.md §4 organisation activation: confirmed with REACTIVATE or INACTIVATE; then every employee's
// isSubscriptionUser is set to the opposite of isActive, 450 per batch, with the progress shown,
// and the organisation's isActive last; then the industry's comparison figures are refreshed. If a
// batch fails the user is told how far it went; the same action, run again, completes it.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useDataProvider, useListContext, useNotify } from 'react-admin';
import { activationWord } from '@/domain/organisations';
import type { Organisation } from '@/domain/types';
import type { KyndDataProvider, Progress } from '@/providers/types';
import { INDUSTRY_REFRESH_FAILED, refreshIndustryFigures } from './industryFigures';

const count = (value: number) => value.toLocaleString('en-NZ');

export function ActivationDialog({
  organisation,
  onClose,
}: {
  organisation: Organisation;
  onClose: () => void;
}) {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const { refetch } = useListContext();
  const titleId = useId();
  const target = organisation.isActive !== true;
  const word = activationWord(target);
  const employees = organisation.employees?.length ?? 0;
  const [progress, setProgress] = useState<Progress | null>(null);
  const running = progress !== null;

  const run = async () => {
    let last: Progress = { done: 0, total: employees };
    setProgress(last);
    try {
      await dataProvider.setOrganisationActive(organisation.id, target, (next) => {
        last = next;
        setProgress(next);
      });
    } catch {
      // docs/product.md §8: 'Error updating status' / 'Contact support'; after a partial run, also
      // how far it went, as the same action run again completes it.
      notify('Error updating status', {
        type: 'error',
        description:
          last.done > 0
            ? `Contact support. ${count(last.done)} of ${count(last.total)} employees were updated: run ${word} again to complete it.`
            : 'Contact support',
      });
      void refetch();
      onClose();
      return;
    }
    void refetch();
    onClose();
    try {
      await refreshIndustryFigures(dataProvider, organisation.id);
    } catch {
      notify(INDUSTRY_REFRESH_FAILED.title, {
        type: 'error',
        description: INDUSTRY_REFRESH_FAILED.description,
      });
    }
  };

  return (
    <Dialog open onClose={running ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {target ? 'Reactivate organisation' : 'Inactivate organisation'}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {target
            ? `${organisation.name} will become active again, and its ${count(employees)} employees will no longer be subscription users.`
            : `${organisation.name} will become inactive, and its ${count(employees)} employees will be marked as subscription users.`}
        </DialogContentText>
        {progress ? (
          <>
            <LinearProgress
              sx={{ mt: 2 }}
              variant={progress.total > 0 ? 'determinate' : 'indeterminate'}
              value={progress.total > 0 ? (progress.done / progress.total) * 100 : undefined}
              aria-label="Updating employees"
            />
            <Typography variant="body2" role="status" sx={{ mt: 1 }}>
              {`Updated ${count(progress.done)} of ${count(progress.total)} employees`}
            </Typography>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={running}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={target ? 'primary' : 'error'}
          onClick={() => void run()}
          disabled={running}
        >
          {word}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
