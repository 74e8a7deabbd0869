// docs/product.md §2, §5 Create division (/divisions/create, Kynd Admin): a name (required, 'Fill in all
// required fields') and a description, in the chosen organisation; at most
// MAX_DIVISIONS_PER_ORGANISATION per organisation. The new division gets a Firestore auto id.
import Typography from '@mui/material/Typography';
import {
  Create,
  SaveButton,
  SimpleForm,
  Toolbar,
  useCreate,
  useGetOne,
  useNotify,
  useRedirect,
} from 'react-admin';
import {
  DIVISION_LIMIT_REACHED,
  checkDivisionForm,
  type DivisionFormValues,
} from '@/domain/divisions';
import type { Organisation } from '@/domain/types';
import { errorCode } from '@/resources/organisations/errorCode';
import { OrganisationPicker } from '@/resources/organisations/OrganisationPicker';
import { useOrganisationChoice } from '@/resources/organisations/useOrganisationChoice';
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
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Create division
      </Typography>
      {chooses ? <OrganisationPicker choice={choice} onChange={setChoice} /> : null}
      <Create resource="divisions" title={false}>
        <SimpleForm
          noValidate
          disableInvalidFormNotification
          onSubmit={(values: Record<string, unknown>) => submit(values as DivisionFormValues)}
          toolbar={
            <Toolbar>
              <SaveButton label="Create" alwaysEnable={!isPending} disabled={isPending} />
            </Toolbar>
          }
          sx={{ maxWidth: 560 }}
        >
          <DivisionInputs />
        </SimpleForm>
      </Create>
    </>
  );
}
