import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { FIELD_LIMITS } from '@/config/constants';
import { ALL_ID, type SearchField } from '@/domain/dashboard';
import type { Role } from '@/domain/types';
import {
  roleFiltersFor,
  listScopeOf,
  scopedUsersFilter,
  searchNeedsOrganisation,
  type UsersQueryFilter,
} from '@/domain/userList';
import { LabelledSelect } from '@/layout/LabelledSelect';
import type { OrganisationChoiceState } from '@/shared/useOrganisationChoice';
import { OrganisationPicker } from '@/shared/OrganisationPicker';
import type { ChoiceRecord } from '@/domain/organisationChoice';
import type { CardListing } from './UserCard';
import type { FilterChange } from './useFilterChange';

/**
 * Every control shows the list's filter values (kept in the address), so that a bookmark, a
 * shared address or Back shows its own choice. Organisations are found by server search, never a
 * list of every organisation.
 */
export function UsersFilterBar({
  listing: { viewer, divisions, showSelectors },
  details: { organisation, choice },
  filterChange,
  onDivisionsWanted,
  onShowSelectors,
}: {
  listing: CardListing;
  details: { organisation: ChoiceRecord | undefined; choice: OrganisationChoiceState };
  filterChange: FilterChange;
  onDivisionsWanted: () => void;
  onShowSelectors: (show: boolean) => void;
}) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const filter = scopedUsersFilter(listScopeOf(viewer), filterValues as UsersQueryFilter);
  const organisationId = filter.organisationId ?? ALL_ID;
  // An organisation chosen (here or by the list's industry choice) answers the warning.
  const [warnedAt, setWarnedAt] = useState<string | null>(null);

  // The search box starts afresh only for a search applied elsewhere (another address, Back, an
  // organisation chosen): a box remounted by its own search would drop what was typed since.
  const searched = useRef(filter.search);
  const [searchFormKey, setSearchFormKey] = useState(0);
  useEffect(() => {
    if (JSON.stringify(filter.search) !== JSON.stringify(searched.current)) {
      searched.current = filter.search;
      setSearchFormKey((key) => key + 1);
    }
  }, [filter.search]);
  const set = <K extends keyof UsersQueryFilter>(key: K, value: UsersQueryFilter[K]) => {
    setWarnedAt(null);
    filterChange.change((current) => {
      const next = { ...current };
      delete next[key];
      if (value !== undefined) next[key] = value;
      return next;
    });
  };

  const search = (field: SearchField, term: string) => {
    if (searchNeedsOrganisation(filterChange.current().organisationId ?? ALL_ID, term))
      return setWarnedAt(organisationId);
    const applied = term.trim() === '' ? undefined : { field, term: term.trim() };
    searched.current = applied;
    set('search', applied);
  };

  return (
    <Box component="section" aria-label={translate('resources.users.list.filters')} sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}
      >
        <OrganisationPicker
          offersAll
          state={{ ...choice, kept: organisation }}
          sx={{ flex: '2 1 520px' }}
        />
        <LabelledSelect
          label={translate('resources.users.fields.division')}
          value={filter.divisionId ?? ALL_ID}
          options={[
            { value: ALL_ID, label: translate('app.common.all') },
            ...(divisions ?? []).map((division) => ({ value: division.id, label: division.name })),
          ]}
          onOpen={onDivisionsWanted}
          disabled={organisationId === ALL_ID}
          onChange={(divisionId) =>
            set('divisionId', divisionId === ALL_ID ? undefined : divisionId)
          }
        />
        {organisationId !== ALL_ID && (
          <ToggleButton
            value="selectors"
            size="small"
            selected={showSelectors}
            onChange={() => onShowSelectors(!showSelectors)}
            sx={{ alignSelf: { md: 'center' } }}
          >
            <TuneIcon fontSize="small" sx={{ mr: 1 }} />
            {translate('resources.users.list.selectors')}
          </ToggleButton>
        )}
      </Stack>

      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label={translate('resources.users.list.role_filter')}
        value={filter.role ?? null}
        onChange={(_, role: Role | null) => set('role', role ?? undefined)}
        sx={{ mt: 2, flexWrap: 'wrap' }}
      >
        {roleFiltersFor(viewer).map((roleFilter) => (
          <ToggleButton key={roleFilter.role} value={roleFilter.role}>
            {translate(roleFilter.label)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      <UsersSearchForm key={searchFormKey} applied={filter.search} onSearch={search} />
      {warnedAt === organisationId && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('resources.users.list.select_organisation')}
        </Alert>
      )}
    </Box>
  );
}

function UsersSearchForm({
  applied,
  onSearch,
}: {
  applied: UsersQueryFilter['search'];
  /** An empty term clears the search. */
  onSearch: (field: SearchField, term: string) => void;
}) {
  const translate = useTranslate();
  const [searchField, setSearchField] = useState<SearchField>(applied?.field ?? 'firstName');
  const [term, setTerm] = useState(applied?.term ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(searchField, term);
  };
  return (
    <Stack
      component="form"
      role="search"
      aria-label={translate('resources.users.list.search')}
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mt: 2, alignItems: { sm: 'flex-start' } }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label={translate('resources.users.list.search_by')}
        sx={{ whiteSpace: 'nowrap' }}
        value={searchField}
        onChange={(_, value: SearchField | null) => {
          if (value) setSearchField(value);
        }}
      >
        <ToggleButton value="firstName">
          {translate('resources.users.fields.firstName')}
        </ToggleButton>
        <ToggleButton value="lastName">{translate('resources.users.fields.lastName')}</ToggleButton>
      </ToggleButtonGroup>
      <TextField
        size="small"
        label={translate('resources.users.list.search_term')}
        fullWidth={false}
        sx={{ width: { sm: 280 } }}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.personName } }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
        {translate('ra.action.search')}
      </Button>
      {applied && (
        <Button
          type="button"
          onClick={() => {
            setTerm('');
            onSearch(searchField, '');
          }}
        >
          {translate('resources.users.actions.clear_search')}
        </Button>
      )}
    </Stack>
  );
}
