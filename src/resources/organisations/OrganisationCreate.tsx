import { NumberInput, SelectInput, TextInput, useNotify } from 'react-admin';
import { errorCode } from '@/domain/errorCode';
import {
  ORGANISATION_FORM_DEFAULTS,
  checkOrganisationForm,
  type OrganisationFormValues,
} from '@/domain/organisationForm';
import { CreateFormScreen } from '@/shared/CreateFormScreen';
import { useIndustries } from '@/shared/useIndustries';
import { useCreateOrganisation } from './useCreateOrganisation';

export function OrganisationCreate() {
  const notify = useNotify();
  const industries = useIndustries();
  const createOrganisation = useCreateOrganisation();

  const submit = async (values: OrganisationFormValues) => {
    const checked = checkOrganisationForm(values);
    if (!checked.ok) {
      notify(checked.message, { type: 'info' });
      return checked.errors;
    }
    // The mutation tells of a failure; a code in use also marks the field.
    return createOrganisation.mutateAsync(checked.value).then(
      () => undefined,
      (error: unknown) =>
        errorCode(error) === 'already-exists'
          ? { code: 'resources.organisations.validation.access_code_in_use' }
          : undefined,
    );
  };

  return (
    <CreateFormScreen
      title="resources.organisations.titles.create"
      resource="organisations"
      defaultValues={ORGANISATION_FORM_DEFAULTS}
      isPending={createOrganisation.isPending}
      onSubmit={submit}
    >
      <TextInput source="name" required fullWidth />
      <TextInput source="address" required fullWidth />
      <TextInput source="phone" fullWidth />
      <SelectInput
        source="industry"
        // Required: no blank entry, and react-admin's asterisk (a `required` would add MUI's too).
        isRequired
        fullWidth
        isPending={industries.isPending}
        choices={(industries.data ?? []).map((industry) => ({
          id: industry.name,
          name: industry.name,
        }))}
      />
      <TextInput source="divisionName" required fullWidth />
      <TextInput source="code" required fullWidth helperText="resources.codes.fields.code_hint" />
      <NumberInput source="codeUsage" required fullWidth min={1} step={1} />
    </CreateFormScreen>
  );
}
