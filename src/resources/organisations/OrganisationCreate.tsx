import {
  NumberInput,
  SelectInput,
  TextInput,
  useDataProvider,
  useNotify,
  useRedirect,
} from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { errorCode } from '@/domain/errorCode';
import {
  checkOrganisationForm,
  ORGANISATION_FORM_DEFAULTS,
  type OrganisationFormValues,
} from '@/domain/organisationForm';
import { CreateFormScreen } from '@/shared/CreateFormScreen';
import { useIndustries } from '@/shared/useIndustries';
import type { NewOrganisation } from '@/domain/organisations';
import type { KyndDataProvider } from '@/providers/types';
import { useCreateErrorNotifier } from '@/shared/useCreateErrorNotifier';
import { useRefreshIndustryFigures } from './useRefreshIndustryFigures';

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

function useCreateOrganisation() {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const refreshIndustryFigures = useRefreshIndustryFigures();
  const notifyFailure = useCreateErrorNotifier(
    'resources.organisations.validation.access_code_in_use',
    'resources.organisations.notifications.create_error',
  );
  return useMutation({
    mutationFn: (organisation: NewOrganisation) => dataProvider.createOrganisation(organisation),
    onSuccess: ({ id }) => {
      notify('resources.organisations.notifications.created', { type: 'success' });
      redirect('/organisations');
      refreshIndustryFigures.mutate(id);
    },
    onError: notifyFailure,
  });
}
