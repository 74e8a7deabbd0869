// docs/product.md §2, §4, §5 Create organisation (/organisations/create): name, address, phone, industry,
// first division name, code and code usage (default 20). The organisation, its first division and
// its code are written together; then the list (/organisations); then the industry's comparison
// figures are refreshed.
import { useState } from 'react';
import {
  NumberInput,
  SelectInput,
  TextInput,
  useDataProvider,
  useNotify,
  useRedirect,
} from 'react-admin';
import { ACCESS_CODE_IN_USE } from '@/domain/codes';
import {
  ORGANISATION_FORM_DEFAULTS,
  checkOrganisationForm,
  type OrganisationFormValues,
} from '@/domain/organisations';
import type { KyndDataProvider } from '@/providers/types';
import { CreateFormScreen } from '@/shared/CreateFormScreen';
import { useIndustries } from '@/shared/useIndustries';
import { errorCode } from '@/domain/errorCode';
import { INDUSTRY_REFRESH_FAILED, refreshIndustryFigures } from './industryFigures';

export function OrganisationCreate() {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [saving, setSaving] = useState(false);
  const industries = useIndustries();

  const submit = async (values: OrganisationFormValues) => {
    const checked = checkOrganisationForm(values);
    if (!checked.ok) {
      notify(checked.message, { type: 'info' });
      return checked.errors;
    }
    setSaving(true);
    let organisationId: string;
    try {
      ({ id: organisationId } = await dataProvider.createOrganisation(checked.value));
    } catch (error) {
      setSaving(false);
      if (errorCode(error) === 'already-exists') {
        notify(ACCESS_CODE_IN_USE, { type: 'info' });
        return { code: ACCESS_CODE_IN_USE };
      }
      notify('Error creating organisation', {
        type: 'error',
        description: 'Please, try again later',
      });
      return undefined;
    }
    notify('Organisation created', { type: 'success' });
    redirect('/organisations');
    try {
      await refreshIndustryFigures(dataProvider, organisationId);
    } catch {
      notify(INDUSTRY_REFRESH_FAILED.title, {
        type: 'error',
        description: INDUSTRY_REFRESH_FAILED.description,
      });
    }
    return undefined;
  };

  return (
    <CreateFormScreen
      title="Create organisation"
      resource="organisations"
      defaultValues={ORGANISATION_FORM_DEFAULTS}
      saving={saving}
      onSubmit={submit}
    >
      <TextInput source="name" label="Name" required fullWidth />
      <TextInput source="address" label="Address" required fullWidth />
      <TextInput source="phone" label="Phone" fullWidth />
      <SelectInput
        source="industry"
        label="Industry"
        // Required: no blank entry, and react-admin's asterisk (a `required` would add MUI's too).
        isRequired
        fullWidth
        isPending={industries.isPending}
        choices={(industries.data ?? []).map((industry) => ({
          id: industry.name,
          name: industry.name,
        }))}
      />
      <TextInput source="divisionName" label="First division name" required fullWidth />
      <TextInput source="code" label="Code" required fullWidth />
      <NumberInput source="codeUsage" label="Code usage" required fullWidth min={1} step={1} />
    </CreateFormScreen>
  );
}
