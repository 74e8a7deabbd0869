// docs/product.md §2, §5 Create code (/codes/create, Kynd Admin): in the chosen organisation and division, a
// code (upper-cased, unique across all organisations: 'This code is already in use') and its
// maximum usage (default 100). The code and its copy in the division are written together.
import {
  NumberInput,
  SelectInput,
  TextInput,
  useDataProvider,
  useGetOne,
  useNotify,
  useRedirect,
} from 'react-admin';
import { useState } from 'react';
import {
  CODE_FORM_DEFAULTS,
  CODE_IN_USE,
  checkCodeForm,
  type CodeFormValues,
} from '@/domain/codes';
import type { Organisation } from '@/domain/types';
import type { KyndDataProvider } from '@/providers/types';
import { CreateFormScreen } from '@/shared/CreateFormScreen';
import { errorCode } from '@/domain/errorCode';
import { OrganisationPicker } from '@/shared/OrganisationPicker';
import { useOrganisationChoice } from '@/shared/useOrganisationChoice';

export function CodeCreate() {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const { isPending, chooses, choice, setChoice, organisationId } = useOrganisationChoice();
  const organisation = useGetOne<Organisation>(
    'organisations',
    { id: organisationId },
    {
      enabled: organisationId !== '',
      onError: () => notify('Error fetching divisions', { type: 'error' }),
    },
  );
  const [saving, setSaving] = useState(false);

  const submit = async (values: CodeFormValues) => {
    const checked = checkCodeForm({ ...values, organisationId });
    if (!checked.ok) {
      notify(checked.message, { type: 'info' });
      return checked.errors;
    }
    setSaving(true);
    try {
      await dataProvider.createCode(checked.value);
    } catch (error) {
      setSaving(false);
      if (errorCode(error) === 'already-exists') {
        notify(CODE_IN_USE, { type: 'info' });
        return { code: CODE_IN_USE };
      }
      notify('Error creating code', { type: 'error', description: 'Please, try again later' });
      return undefined;
    }
    notify('Code created', { type: 'success' });
    redirect('/codes');
    return undefined;
  };

  return (
    <CreateFormScreen
      title="Create code"
      resource="codes"
      above={chooses ? <OrganisationPicker choice={choice} onChange={setChoice} /> : null}
      // Another organisation has other divisions: start the form again.
      formKey={organisationId}
      defaultValues={CODE_FORM_DEFAULTS}
      saving={saving}
      onSubmit={submit}
    >
      <SelectInput
        source="divisionId"
        label="Division"
        // Required: no blank entry, and react-admin's asterisk (a `required` would add MUI's too).
        isRequired
        fullWidth
        // Its choices are the organisation's divisions: none to offer before one is chosen.
        disabled={organisationId === ''}
        isPending={isPending || (organisationId !== '' && organisation.isPending)}
        choices={(organisation.data?.divisions ?? []).map((division) => ({
          id: division.id,
          name: division.name,
        }))}
      />
      <TextInput source="code" label="Code" required fullWidth />
      <NumberInput
        source="maximumUsage"
        label="Maximum usage"
        required
        fullWidth
        min={1}
        step={1}
      />
    </CreateFormScreen>
  );
}
