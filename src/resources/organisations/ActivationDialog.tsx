import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { activationWord } from '@/domain/organisations';
import type { Organisation } from '@/domain/types';
import { employeesOf } from './employeesOf';
import { employeeCount, useSetOrganisationActive } from './useSetOrganisationActive';

export function ActivationDialog({
  organisation,
  onClose,
}: {
  organisation: Organisation;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const target = organisation.isActive !== true;
  const word = activationWord(target);
  const employeeTotal = employeesOf(organisation);
  const employees = employeeCount(employeeTotal);
  const { run, isPending, progress } = useSetOrganisationActive(organisation, word, onClose);

  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {translate(
          target
            ? 'resources.organisations.activation.reactivate_title'
            : 'resources.organisations.activation.inactivate_title',
        )}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {translate(
            target
              ? 'resources.organisations.activation.reactivate_content'
              : 'resources.organisations.activation.inactivate_content',
            // The count chooses the form; the text shows it with its thousands separators.
            { name: organisation.name, employees, smart_count: employeeTotal },
          )}
        </DialogContentText>
        {progress ? (
          <>
            <LinearProgress
              sx={{ mt: 2 }}
              variant={progress.total > 0 ? 'determinate' : 'indeterminate'}
              value={progress.total > 0 ? (progress.done / progress.total) * 100 : undefined}
              aria-label={translate('resources.organisations.activation.progress_label')}
            />
            <Typography variant="body2" role="status" sx={{ mt: 1 }}>
              {translate('resources.organisations.activation.progress', {
                done: employeeCount(progress.done),
                total: employeeCount(progress.total),
                smart_count: progress.total,
              })}
            </Typography>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          color={target ? 'primary' : 'error'}
          onClick={run}
          disabled={isPending}
        >
          {word}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
