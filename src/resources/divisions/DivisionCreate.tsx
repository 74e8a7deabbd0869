// docs/product.md §2, §5 Create division (/divisions/create, Kynd Admin): a name (required, 'Fill in all
// required fields') and a description, in the chosen organisation; at most
// MAX_DIVISIONS_PER_ORGANISATION per organisation. The new division gets a Firestore auto id.
import { useCreate, useGetOne, useNotify, useRedirect } from 'react-admin';
import {
  DIVISION_LIMIT_REACHED,
  checkDivisionForm,
  type DivisionFormValues,
} from '@/domain/divisions';
import type { Organisation } from '@/domain/types';
import { CreateFormScreen } from '@/shared/CreateFormScreen';
import { errorCode } from '@/domain/errorCode';
import { OrganisationPicker } from '@/shared/OrganisationPicker';
import { useOrganisationChoice } from '@/shared/useOrganisationChoice';
import { DivisionInputs } from './DivisionInputs';

export function DivisionCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const { chooses, choice, setChoice, organisationId } = useOrganisationChoice();
  const organisation = useGetOne<Organisation>(
    'organisations',
    { id: organisationId },
    { enabled: organisationId !== '' },
  );
  const [create, { isPending }] = useCreate();

  const submit = async (values: DivisionFormValues) => {
    const checked = checkDivisionForm(
      { ...values, organisationId },
      { divisionsCount: organisation.data?.divisions?.length },
    );
    if (!checked.ok) {
      notify(checked.message, { type: 'info' });
      return checked.errors;
    }
    const { name, description } = checked.value;
    try {
      await create(
        'divisions',
        { data: { organisationId, name, description, codes: [] } },
        { returnPromise: true },
      );
    } catch (error) {
      notify('Error creating division', {
        type: 'error',
        description:
          errorCode(error) === 'resource-exhausted'
            ? DIVISION_LIMIT_REACHED
            : 'Please, try again later',
      });
      return undefined;
    }
    notify('Division created', { type: 'success' });
    redirect('/divisions');
    return undefined;
  };

  return (
    <CreateFormScreen
      title="Create division"
      resource="divisions"
      above={chooses ? <OrganisationPicker choice={choice} onChange={setChoice} /> : null}
      saving={isPending}
      onSubmit={submit}
    >
      <DivisionInputs />
    </CreateFormScreen>
  );
}
