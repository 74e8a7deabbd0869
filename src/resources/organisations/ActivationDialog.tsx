import { DialogContentText, LinearProgress, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { activationWord } from '@/domain/organisations';
import type { Organisation } from '@/domain/types';
import type { KyndDataProvider, Progress } from '@/providers/types';
import { useRefreshIndustryFigures } from './useRefreshIndustryFigures';

const employeeCount = (value: number) => value.toLocaleString('en-NZ');
const progressCounts = ({ done, total }: Progress) => ({
  done: employeeCount(done),
  total: employeeCount(total),
  smart_count: total,
});

export interface OrganisationDialogProps {
  organisation: Organisation;
  onClose: () => void;
}

export function ActivationDialog({ organisation, onClose }: OrganisationDialogProps) {
  const translate = useTranslate();
  const target = organisation.isActive !== true;
  const word = activationWord(target);
  const keys = `resources.organisations.activation.${target ? 'reactivate' : 'inactivate'}`;
  const employeeTotal = organisation.employeeCount ?? 0;
  const employees = employeeCount(employeeTotal);
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const refreshIndustryFigures = useRefreshIndustryFigures();
  const [progress, setProgress] = useState<Progress | null>(null);
  const reached = useRef<Progress>({ done: 0, total: 0 });
  const track = (next: Progress) => {
    reached.current = next;
    setProgress(next);
  };
  // If a batch fails the toast tells how far it went; the same action, run again, completes it.
  const { mutate: run, isPending } = useMutation({
    mutationFn: () => {
      track({ done: 0, total: employeeTotal });
      return dataProvider.setOrganisationActive(organisation.id, target, track);
    },
    onSuccess: () => {
      onClose();
      refreshIndustryFigures.mutate(organisation.id);
    },
    onError: () => {
      // docs/product.md §8: 'Error updating status' / 'Contact support'; after a partial run, also
      // how far it went.
      notify('resources.organisations.notifications.status_error', {
        type: 'error',
        description:
          reached.current.done > 0
            ? translate('resources.organisations.notifications.status_error_partial', {
                ...progressCounts(reached.current),
                word,
              })
            : 'resources.organisations.notifications.status_error_detail',
      });
      onClose();
    },
  });

  return (
    <Confirm
      isOpen
      loading={isPending}
      title={`${keys}_title`}
      content={
        <>
          <DialogContentText>
            {translate(
              `${keys}_content`,
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
                {translate('resources.organisations.activation.progress', progressCounts(progress))}
              </Typography>
            </>
          ) : null}
        </>
      }
      confirm={word}
      confirmColor={target ? 'primary' : 'warning'}
      onConfirm={() => run()}
      onClose={isPending ? () => undefined : onClose}
    />
  );
}
