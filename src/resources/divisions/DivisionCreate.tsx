import { useCreate, useGetOne, useNotify, useRedirect } from 'react-admin';
import { DIVISION_LIMIT_REACHED } from '@/domain/divisions';
import { checkDivisionForm, type DivisionFormValues } from '@/domain/divisionForm';
import { errorCode } from '@/domain/errorCode';
import type { Organisation } from '@/domain/types';
import { CreateFormScreen } from '@/shared/CreateFormScreen';
import { OrganisationPicker } from '@/shared/OrganisationPicker';
import { MANAGED_ORGANISATION, useStoredOrganisationChoice } from '@/shared/useOrganisationChoice';
import { DivisionInputs } from './DivisionInputs';

export function DivisionCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const managed = useStoredOrganisationChoice(MANAGED_ORGANISATION);
  const { chooses, organisationId } = managed;
  const organisation = useGetOne<Organisation>(
    'organisations',
    { id: organisationId },
    { enabled: organisationId !== '' },
  );
  const [create, { isPending }] = useCreate();

  const submit = (values: DivisionFormValues) => {
    const checked = checkDivisionForm(
      { ...values, organisationId },
      { divisionsCount: organisation.data?.divisions?.length },
    );
    if (!checked.ok) {
      notify(checked.message, { type: 'info' });
      return checked.errors;
    }
    const { name, description } = checked.value;
    create(
      'divisions',
      // An empty description is not stored: the entry is {id, name} (docs/product.md §3).
      { data: { organisationId, name, ...(description ? { description } : {}) } },
      {
        onSuccess: () => {
          notify('resources.divisions.notifications.created', { type: 'success' });
          redirect('/divisions');
        },
        onError: (error) =>
          notify('resources.divisions.notifications.create_error', {
            type: 'error',
            description:
              errorCode(error) === 'resource-exhausted'
                ? DIVISION_LIMIT_REACHED
                : 'app.common.try_again',
          }),
      },
    );
    return undefined;
  };

  return (
    <CreateFormScreen
      title="resources.divisions.titles.create"
      resource="divisions"
      above={chooses ? <OrganisationPicker state={managed} /> : null}
      isPending={isPending}
      onSubmit={submit}
    >
      <DivisionInputs />
    </CreateFormScreen>
  );
}
