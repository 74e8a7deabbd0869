// The organisation choice of a provider admin on the divisions and codes screens (see
// useOrganisationChoice): an industry, then one of its organisations, both sorted by name.
import Stack from '@mui/material/Stack';
import { useGetList, useTranslate } from 'react-admin';
import type { Organisation } from '@/domain/types';
import { LabelledSelect } from '@/layout/LabelledSelect';
import { REFERENCE_LIST_LIMIT, useIndustries } from '@/shared/useIndustries';
import type { OrganisationChoice } from './useOrganisationChoice';

/** The picker's selects, also an organisation's industry select (industries/OrgIndustryCards). */
export const PICKER_SELECT = { fullWidth: true, sx: { minWidth: 240 }, showUnknown: true } as const;

export function OrganisationPicker({
  choice,
  onChange,
}: {
  choice: OrganisationChoice;
  onChange: (choice: OrganisationChoice) => void;
}) {
  const translate = useTranslate();
  const industries = useIndustries();
  const organisations = useGetList<Organisation>(
    'organisations',
    {
      filter: { industry: choice.industry },
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: REFERENCE_LIST_LIMIT },
    },
    { enabled: choice.industry !== '' },
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <LabelledSelect
        {...PICKER_SELECT}
        label={translate('app.common.industry')}
        value={choice.industry}
        options={industries.options}
        onChange={(industry) => onChange({ industry, organisationId: '' })}
      />
      <LabelledSelect
        {...PICKER_SELECT}
        label={translate('app.common.organisation')}
        // Until its industry's organisations are read, the stored id has no name to show.
        value={organisations.isSuccess ? choice.organisationId : ''}
        disabled={choice.industry === ''}
        options={(organisations.data ?? []).map((organisation) => ({
          value: organisation.id,
          label: organisation.name,
        }))}
        onChange={(organisationId) => onChange({ ...choice, organisationId })}
      />
    </Stack>
  );
}
