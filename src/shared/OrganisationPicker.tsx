// The organisation is found by typing: each pause asks the server for the first matches of the
// start of its name, so that no list of an industry's every organisation is ever read.
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { NamedRef } from '@/domain/types';
import { LabelledSelect } from '@/layout/LabelledSelect';
import type { ChoiceRecord } from '@/domain/organisationChoice';
import { FIRST_MATCHES_META } from '@/providers/dataSpec';
import { useTypedTerm } from '@/shared/useTypedTerm';
import { useIndustries } from '@/shared/useIndustries';
import type { OrganisationChoiceState } from './useOrganisationChoice';

/** The picker's selects, also an organisation's industry select (industries/OrgsIndustries). */
export const PICKER_SELECT = { fullWidth: true, sx: { minWidth: 240 }, showUnknown: true } as const;

export const PICKER_MATCHES = 20;

/**
 * Someone who does not choose (`chooses` false) sees their own organisation (`kept`) in a select
 * that cannot open, in place of the picker.
 */
export function OrganisationPicker({
  state: { choice, setChoice: onChange, options, chooses = true, kept },
  byIndustry = true,
  offersAll = false,
  sx,
}: {
  state: Pick<OrganisationChoiceState, 'choice' | 'setChoice'> & {
    options: readonly NamedRef[];
    chooses?: boolean;
    kept?: NamedRef;
  };
  byIndustry?: boolean;
  /** The Users list's: industry '' is 'All', every organisation searched; so is organisation ''. */
  offersAll?: boolean;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  // With 'All' (the Users list's), read only once opened: the list's first page reads nothing else.
  const [opened, setOpened] = useState(false);
  const industries = useIndustries({ enabled: chooses && byIndustry && (!offersAll || opened) });
  const everyIndustry = offersAll && choice.industry === '';

  if (!chooses) {
    return (
      <LabelledSelect
        label={translate('app.common.organisation')}
        value={kept?.id ?? ''}
        options={kept ? [{ value: kept.id, label: kept.name }] : []}
        disabled
        onChange={() => undefined}
        minWidth={260}
      />
    );
  }
  return (
    // Centred in a row, as the dashboards' filters are: the search box carries the theme's dense
    // margins, the select does not.
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={[{ mb: 2, alignItems: { sm: 'center' } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {byIndustry ? (
        <LabelledSelect
          {...PICKER_SELECT}
          label={translate('app.common.industry')}
          value={choice.industry}
          onOpen={() => setOpened(true)}
          options={[
            ...(offersAll ? [{ value: '', label: translate('app.common.all') }] : []),
            ...industries.options,
          ]}
          onChange={(industry) => onChange({ industry, organisationId: '' })}
        />
      ) : null}
      <OrganisationSearch
        state={{ choice, options }}
        industry={byIndustry && !everyIndustry ? choice.industry : undefined}
        allId={everyIndustry ? '' : undefined}
        onChange={(organisationId) => onChange({ ...choice, organisationId })}
        label={translate('app.common.organisation')}
        sx={{ minWidth: 240 }}
      />
    </Stack>
  );
}

/** The box shows the choice among the choice hook's options (useOrganisationChoice). */
export function OrganisationSearch({
  state: { choice, options },
  industry,
  questionnaires,
  onChange,
  label,
  allId,
  sx,
}: {
  state: Pick<OrganisationChoiceState, 'choice'> & { options: readonly NamedRef[] };
  industry: string | undefined;
  questionnaires?: readonly string[];
  onChange: (organisationId: string) => void;
  label: string;
  /** The id of an 'All', offered above the matches whatever is typed. */
  allId?: string;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  const all = useMemo(
    () => (allId === undefined ? undefined : { id: allId, name: translate('app.common.all') }),
    [allId, translate],
  );
  const value =
    options.find((option) => option.id === choice.organisationId) ??
    (all?.id === choice.organisationId ? all : null);
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const typed = useTypedTerm(input);
  // The chosen name in the box is no search: opening the list then shows the first ones.
  const term = value !== null && typed === value.name ? '' : typed;
  const found = useGetList<ChoiceRecord>(
    'organisationChoices',
    {
      filter: {
        search: term,
        ...(industry === undefined ? {} : { industry }),
        ...(questionnaires ? { questionnaires } : {}),
      },
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: PICKER_MATCHES },
      meta: FIRST_MATCHES_META,
    },
    { enabled: open && industry !== '' },
  );
  const matches = useMemo(() => {
    const chosen = [all, value].filter((option): option is NamedRef => Boolean(option));
    const records = (found.data ?? []).map(({ id, name }) => ({ id, name }));
    return [...new Map([...chosen, ...records].map((option) => [option.id, option])).values()];
  }, [all, value, found.data]);

  return (
    <Autocomplete
      fullWidth
      sx={sx}
      options={matches}
      value={value}
      onChange={(_, organisation) => onChange(organisation?.id ?? '')}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      disabled={industry === ''}
      // The server already matched what is typed; the chosen one, kept among the options, shows
      // only while it matches too.
      filterOptions={(shown) =>
        term === ''
          ? shown
          : shown.filter(
              (option) =>
                option.id !== value?.id || option.name.toLowerCase().startsWith(term.toLowerCase()),
            )
      }
      getOptionLabel={(organisation) => organisation.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={found.isFetching}
      loadingText={translate('app.common.searching')}
      noOptionsText={translate('app.common.no_organisations_found')}
      renderInput={(params) => <TextField {...params} label={label} size="small" />}
    />
  );
}
