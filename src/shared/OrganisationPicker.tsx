// The organisation choice of a provider admin on the divisions and codes screens (see
// useOrganisationChoice): an industry, then one of its organisations. The organisation is found by
// typing: each pause asks the server for the first matches of the start of its name
// (organisationChoices' search, a prefix on the server-kept lower-case name), so that no list of
// an industry's every organisation is ever read.
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { NamedRef } from '@/domain/types';
import { LabelledSelect } from '@/layout/LabelledSelect';
import type { OrganisationChoice as ChoiceRecord } from '@/providers/dataProvider/scores';
import { useDebouncedValue } from '@/shared/useDebouncedValue';
import { useIndustries } from '@/shared/useIndustries';
import type { OrganisationChoiceState } from './useOrganisationChoice';

/** The picker's selects, also an organisation's industry select (industries/OrgIndustryCard). */
export const PICKER_SELECT = { fullWidth: true, sx: { minWidth: 240 }, showUnknown: true } as const;

/** The matches shown for what is typed: one short page. */
export const PICKER_MATCHES = 20;
const TYPING_PAUSE_MS = 300;

export function OrganisationPicker({
  state: { choice, setChoice: onChange, options },
}: {
  /** The screen's choice, by industry (MANAGED_ORGANISATION). */
  state: Pick<OrganisationChoiceState, 'choice' | 'setChoice' | 'options'>;
}) {
  const translate = useTranslate();
  const industries = useIndustries();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const typed = useDebouncedValue(input.trim(), TYPING_PAUSE_MS);
  // The chosen organisation, once the choice hook has checked it (its only option).
  const value = options.find((option) => option.id === choice.organisationId) ?? null;
  // The chosen name in the box is no search: opening the list then shows the first ones.
  const term = value !== null && typed === value.name ? '' : typed;
  const found = useGetList<ChoiceRecord>(
    'organisationChoices',
    {
      filter: { industry: choice.industry, search: term },
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: PICKER_MATCHES },
    },
    { enabled: open && choice.industry !== '' },
  );
  const matches = useMemo((): NamedRef[] => {
    const byId = new Map<string, NamedRef>();
    if (value) byId.set(value.id, value);
    for (const organisation of found.data ?? []) {
      byId.set(organisation.id, { id: organisation.id, name: organisation.name });
    }
    return [...byId.values()];
  }, [value, found.data]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <LabelledSelect
        {...PICKER_SELECT}
        label={translate('app.common.industry')}
        value={choice.industry}
        options={industries.options}
        onChange={(industry) => onChange({ industry, organisationId: '' })}
      />
      <Autocomplete
        fullWidth
        sx={{ minWidth: 240 }}
        options={matches}
        value={value}
        onChange={(_, organisation) =>
          onChange({ ...choice, organisationId: organisation?.id ?? '' })
        }
        inputValue={input}
        onInputChange={(_, text) => setInput(text)}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        disabled={choice.industry === ''}
        // The server already matched what is typed.
        filterOptions={(shown) => shown}
        getOptionLabel={(organisation) => organisation.name}
        isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
        loading={found.isFetching}
        loadingText={translate('app.common.searching')}
        noOptionsText={translate('app.common.no_organisations_found')}
        renderInput={(params) => (
          <TextField {...params} label={translate('app.common.organisation')} size="small" />
        )}
      />
    </Stack>
  );
}
