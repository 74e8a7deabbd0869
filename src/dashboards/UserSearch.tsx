import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { isBlankSearch, searchChoice, type SearchField } from '@/domain/dashboard';
import type { DashboardData } from '@/dashboards/useDashboardData';
import { SEARCH_SCORES_LIMIT } from '@/domain/scoreSearch';
import { useTranslate } from 'react-admin';

export function UserSearch({ data }: { data: DashboardData }) {
  const translate = useTranslate();
  const { filters, setFilters, changeFilters, search } = data;
  const blank = isBlankSearch(filters.searchTerm);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters((current) => ({
      ...current,
      appliedSearch: searchChoice(current.searchField, current.searchTerm),
    }));
  };

  return (
    <Stack
      component="form"
      onSubmit={submit}
      spacing={1}
      aria-label={translate('app.dashboards.search.form')}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filters.searchField}
          aria-label={translate('app.dashboards.search.by')}
          onChange={(_, value: SearchField | null) =>
            value && changeFilters({ searchField: value })
          }
        >
          <ToggleButton value="firstName">
            {translate('app.dashboards.search.first_name')}
          </ToggleButton>
          <ToggleButton value="lastName">
            {translate('app.dashboards.search.last_name')}
          </ToggleButton>
        </ToggleButtonGroup>
        <TextField
          label={translate('app.dashboards.search_users')}
          value={filters.searchTerm}
          onChange={(event) => changeFilters({ searchTerm: event.target.value })}
          helperText={blank ? translate('app.dashboards.search.blank_hint') : ' '}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
          {translate('ra.action.search')}
        </Button>
        {filters.appliedSearch && (
          <Button onClick={() => changeFilters({ appliedSearch: null, searchTerm: '' })}>
            {translate('app.dashboards.search.clear')}
          </Button>
        )}
      </Stack>
      {filters.appliedSearch && search.status === 'ready' && (
        <Typography variant="body2" role="status">
          {translate(
            filters.appliedSearch.term === ''
              ? 'app.dashboards.search.matched_all'
              : filters.appliedSearch.field === 'firstName'
                ? 'app.dashboards.search.matched_first_name'
                : 'app.dashboards.search.matched_last_name',
            { smart_count: search.matched, term: filters.appliedSearch.term },
          )}
        </Typography>
      )}
      {search.status === 'error' && (
        <Alert severity="error">{translate('app.dashboards.search.error')}</Alert>
      )}
      {search.limited && (
        <Alert severity="warning">
          {translate('app.dashboards.search.limited', { smart_count: SEARCH_SCORES_LIMIT })}
        </Alert>
      )}
    </Stack>
  );
}
