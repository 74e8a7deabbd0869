// The provider replaces the original entry with the edited one in one transaction.
import { useNotify, useUpdate } from 'react-admin';
import { checkDivisionForm, type DivisionFormValues } from '@/domain/forms';
import { FormDialog } from '@/shared/FormDialog';
import { TRY_AGAIN } from '@/shared/tryAgain';
import type { DivisionRecord } from './data';
import { DivisionInputs } from './DivisionInputs';

export function DivisionEditDialog({
  division,
  onClose,
}: {
  division: DivisionRecord;
  onClose: () => void;
}) {
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const { organisationId } = division;

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
        previousData: division,
        meta: { organisationId },
      },
      {
        onSuccess: onClose,
        onError: () => notify('resources.divisions.notifications.update_error', TRY_AGAIN),
      },
    );
  };

  return (
    <FormDialog
      title="resources.divisions.titles.edit"
      onClose={onClose}
      saving={isPending}
      alwaysEnable
      record={division}
      disableInvalidFormNotification
      onSubmit={submit}
    >
      <DivisionInputs />
    </FormDialog>
  );
}
