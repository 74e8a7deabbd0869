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
import { ALL_ID, ALL_LABEL } from '@/domain/dashboard';
import type { Role } from '@/domain/types';
import {
  hasProviderScope,
  roleFiltersFor,
  SELECT_ORGANISATION_TEXT,
  searchNeedsOrganisation,
  type SearchField,
  type UsersQueryFilter,
  type Viewer,
} from '@/domain/userList';
import { LabelledSelect } from '@/layout/LabelledSelect';
import type { OrganisationSummary } from './useOrganisationDetails';

function without(filter: UsersQueryFilter, key: keyof UsersQueryFilter): UsersQueryFilter {
  const copy = { ...filter };
  delete copy[key];
  return copy;
}

/**
 * The Users list's own filters (docs/product.md §2): industry, organisation and division, the role
 * filters, the name search and the toggle of the division and role selectors. They are react-admin
 * list filters: the choice lives in the list's filter values, kept in react-admin's store
 * (listStore.ts), not the address.
 */
export function UsersFilterBar({
  viewer,
  organisations,
  industries,
  showSelectors,
  onShowSelectors,
}: {
  viewer: Viewer;
  organisations: readonly OrganisationSummary[];
  industries: readonly string[];
  showSelectors: boolean;
  onShowSelectors: (show: boolean) => void;
}) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const filter = filterValues as UsersQueryFilter;
  const organisationId = filter.organisationId ?? ALL_ID;
  const organisation = organisations.find((candidate) => candidate.id === organisationId);
  const provider = hasProviderScope(viewer);
  // The industry follows the organisation; 'All' lists every organisation (the Subscriptions
  // organisation belongs to no industry).
  const [industryChoice, setIndustryChoice] = useState(ALL_ID);
  const industry = organisation ? organisation.industry?.trim() || ALL_ID : industryChoice;

  const [searchField, setSearchField] = useState<SearchField>(filter.search?.field ?? 'firstName');
  const [term, setTerm] = useState(filter.search?.term ?? '');
  const [needsOrganisation, setNeedsOrganisation] = useState(false);

  // The filter the last change asked for. react-admin applies a change a tick and a render
  // later: a second change made before that render (a role filter let go, then another
  // organisation) must build on the first, not on the filter still shown, or it brings back what
  // the first removed. It follows the list's filter values whenever they change.
  const latest = useRef(filter);
  useEffect(() => {
    latest.current = filterValues as UsersQueryFilter;
  }, [filterValues]);
  const apply = (next: UsersQueryFilter) => {
    latest.current = next;
    setNeedsOrganisation(false);
    setFilters(next, undefined, false);
  };

  const chooseOrganisation = (id: string) => {
    setTerm('');
    apply({ role: latest.current.role, ...(id === ALL_ID ? {} : { organisationId: id }) });
  };

  const chooseIndustry = (value: string) => {
    setIndustryChoice(value);
    if (value === ALL_ID) {
      chooseOrganisation(ALL_ID);
      return;
    }
    // As on the dashboards (docs/product.md §2), a new industry starts with its first organisation.
    const first = organisations.find((candidate) => candidate.industry?.trim() === value);
    chooseOrganisation(first?.id ?? ALL_ID);
  };

  const organisationOptions = [
    ...(provider && industry === ALL_ID ? [{ value: ALL_ID, label: ALL_LABEL }] : []),
    ...organisations
      .filter((candidate) => industry === ALL_ID || (candidate.industry?.trim() ?? '') === industry)
      .map((candidate) => ({ value: candidate.id, label: candidate.name })),
  ];
  const divisionOptions = [
    { value: ALL_ID, label: ALL_LABEL },
    ...(organisation?.divisions ?? []).map((division) => ({
      value: division.id,
      label: division.name,
    })),
  ];

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (searchNeedsOrganisation(latest.current.organisationId ?? ALL_ID, term)) {
      setNeedsOrganisation(true);
      return;
    }
    const rest = without(latest.current, 'search');
    apply(
      term.trim() === '' ? rest : { ...rest, search: { field: searchField, term: term.trim() } },
    );
  };

  const clearSearch = () => {
    setTerm('');
    apply(without(latest.current, 'search'));
  };

  return (
    <Box component="section" aria-label={translate('resources.users.list.filters')} sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {provider && (
          <LabelledSelect
            label={translate('resources.users.fields.industry')}
            value={industry}
            options={[
              { value: ALL_ID, label: ALL_LABEL },
              ...industries.map((name) => ({ value: name, label: name })),
            ]}
            onChange={chooseIndustry}
          />
        )}
        <LabelledSelect
          label={translate('resources.users.fields.organisation')}
          value={organisationId}
          options={organisationOptions}
          disabled={!provider}
          onChange={chooseOrganisation}
          minWidth={260}
        />
        <LabelledSelect
          label={translate('resources.users.fields.division')}
          value={filter.divisionId ?? ALL_ID}
          options={divisionOptions}
          disabled={organisationId === ALL_ID}
          onChange={(divisionId) => {
            const rest = without(latest.current, 'divisionId');
            apply(divisionId === ALL_ID ? rest : { ...rest, divisionId });
          }}
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
        onChange={(_, role: Role | null) => {
          const rest = without(latest.current, 'role');
          apply(role ? { ...rest, role } : rest);
        }}
        sx={{ mt: 2, flexWrap: 'wrap' }}
      >
        {roleFiltersFor(viewer).map((roleFilter) => (
          <ToggleButton key={roleFilter.role} value={roleFilter.role}>
            {roleFilter.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      <Stack
        component="form"
        role="search"
        aria-label={translate('resources.users.list.search')}
        onSubmit={search}
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
          <ToggleButton value="lastName">
            {translate('resources.users.fields.lastName')}
          </ToggleButton>
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
          {translate('resources.users.actions.search')}
        </Button>
        {filter.search && (
          <Button type="button" onClick={clearSearch}>
            {translate('resources.users.actions.clear_search')}
          </Button>
        )}
      </Stack>
      {needsOrganisation && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {SELECT_ORGANISATION_TEXT}
        </Alert>
      )}
    </Box>
  );
}
