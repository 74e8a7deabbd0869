import { NumberInput, SelectInput, TextInput, useGetOne, useNotify } from 'react-admin';
import { CODE_FORM_DEFAULTS, checkCodeForm, type CodeFormValues } from '@/domain/forms';
import type { ChoiceRecord } from '@/domain/organisationChoice';
import { CreateFormScreen } from '@/shared/CreateFormScreen';
import { OrganisationPicker } from '@/shared/OrganisationPicker';
import { MANAGED_ORGANISATION, useStoredOrganisationChoice } from '@/shared/useOrganisationChoice';

export function CodeCreate() {
  const notify = useNotify();
  const managed = useStoredOrganisationChoice(MANAGED_ORGANISATION);
  const { isPending, chooses, organisationId } = managed;
  // Its divisions' names only (organisationChoices' details), not the organisation document.
  const organisation = useGetOne<ChoiceRecord>(
    'organisationChoices',
    { id: organisationId, meta: { details: true } },
    {
      enabled: organisationId !== '',
      onError: () => notify('resources.divisions.notifications.fetch_error', { type: 'error' }),
    },
  );

  return (
    <CreateFormScreen
      title="resources.codes.titles.create"
      resource="codes"
      above={chooses ? <OrganisationPicker state={managed} /> : null}
      // Another organisation has other divisions: start the form again.
      formKey={organisationId}
      defaultValues={CODE_FORM_DEFAULTS}
      check={(values: CodeFormValues) => checkCodeForm({ ...values, organisationId })}
    >
      <SelectInput
        source="divisionId"
        // Required: no blank entry, and react-admin's asterisk (a `required` would add MUI's too).
        isRequired
        fullWidth
        // Its choices are the organisation's divisions: none to offer before one is chosen.
        disabled={organisationId === ''}
        isPending={isPending || (organisationId !== '' && organisation.isPending)}
        choices={organisation.data?.divisions ?? []}
      />
      <TextInput source="code" required fullWidth helperText="resources.codes.fields.code_hint" />
      <NumberInput source="maximumUsage" required fullWidth min={1} step={1} />
    </CreateFormScreen>
  );
}
