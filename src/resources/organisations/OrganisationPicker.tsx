// The organisation choice of a provider admin on the divisions and codes screens (see
// useOrganisationChoice): an industry, then one of its organisations, both sorted by name.
import Stack from '@mui/material/Stack';
import { useGetList, useNotify } from 'react-admin';
import type { Industry, Organisation } from '@/domain/types';
import { ChoiceSelect } from './ChoiceSelect';
import type { OrganisationChoice } from './useOrganisationChoice';

/** More than any industry holds; both lists are reference data, read once and cached. */
export const REFERENCE_LIST_LIMIT = 1000;

export function OrganisationPicker({
  choice,
  onChange,
}: {
  choice: OrganisationChoice;
  onChange: (choice: OrganisationChoice) => void;
}) {
  const notify = useNotify();
  const industries = useGetList<Industry>(
    'industries',
    {
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: REFERENCE_LIST_LIMIT },
    },
    {
      onError: () =>
        notify('Error loading industries', {
          type: 'error',
          description: 'Please, try again later',
        }),
    },
  );
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
      <ChoiceSelect
        label="Industry"
        value={choice.industry}
        choices={(industries.data ?? []).map((industry) => ({
          value: industry.name,
          label: industry.name,
        }))}
        onChange={(industry) => onChange({ industry, organisationId: '' })}
      />
      <ChoiceSelect
        label="Organisation"
        // Until its industry's organisations are read, the stored id has no name to show.
        value={organisations.isSuccess ? choice.organisationId : ''}
        disabled={choice.industry === ''}
        choices={(organisations.data ?? []).map((organisation) => ({
          value: organisation.id,
          label: organisation.name,
        }))}
        onChange={(organisationId) => onChange({ ...choice, organisationId })}
      />
    </Stack>
  );
}
