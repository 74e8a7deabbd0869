// The provider replaces the original entry with the edited one in one transaction.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, SaveButton, useNotify, useTranslate, useUpdate } from 'react-admin';
import { checkDivisionForm, type DivisionFormValues } from '@/domain/forms';
import type { Division } from '@/domain/types';
import { DivisionInputs } from './DivisionInputs';
import { TRY_AGAIN } from '@/shared/tryAgain';

export function DivisionEditDialog({
  division,
  organisationId,
  onClose,
}: {
  division: Division;
  organisationId: string;
  onClose: () => void;
}) {
  const notify = useNotify();
  const translate = useTranslate();
  const [update, { isPending }] = useUpdate();

  const submit = (values: DivisionFormValues) => {
    const checked = checkDivisionForm({ ...values, organisationId });
    if (!checked.ok) {
      notify(checked.message, { type: 'info' });
      return checked.errors;
    }
    const { name, description } = checked.value;
    if (name === division.name && description === (division.description ?? '')) return onClose();
    update(
      'divisions',
      {
        id: division.id,
        data: { name, description },
        previousData: { ...division, organisationId },
        meta: { organisationId },
      },
      {
        onSuccess: onClose,
        onError: () => notify('resources.divisions.notifications.update_error', TRY_AGAIN),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <Form
        record={division}
        noValidate
        disableInvalidFormNotification
        onSubmit={(values: Record<string, unknown>) => submit(values as DivisionFormValues)}
      >
        <DialogTitle>{translate('resources.divisions.titles.edit')}</DialogTitle>
        <DialogContent>
          <DivisionInputs />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isPending}>
            {translate('ra.action.cancel')}
          </Button>
          <SaveButton alwaysEnable={!isPending} disabled={isPending} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
