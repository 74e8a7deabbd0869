import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { checkOrganisationForm, ORGANISATION_FORM_DEFAULTS } from '@/domain/forms';
import { CreateFormScreen } from '@/shared/CreateFormScreen';
import { useIndustries } from '@/shared/useIndustries';
import { useRefreshIndustryFigures } from './useRefreshIndustryFigures';

export function OrganisationCreate() {
  const industries = useIndustries();
  const refreshIndustryFigures = useRefreshIndustryFigures();

  return (
    <CreateFormScreen
      title="resources.organisations.titles.create"
      resource="organisations"
      defaultValues={ORGANISATION_FORM_DEFAULTS}
      check={checkOrganisationForm}
      onCreated={({ id }) => refreshIndustryFigures.mutate(String(id))}
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
        choices={industries.data ?? []}
        optionValue="name"
      />
      <TextInput source="divisionName" required fullWidth />
      <TextInput source="code" required fullWidth helperText="resources.codes.fields.code_hint" />
      <NumberInput source="codeUsage" required fullWidth min={1} step={1} />
    </CreateFormScreen>
  );
}
