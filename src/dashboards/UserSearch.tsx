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
import { USER_SEARCH_LIMIT } from '@/dashboards/useDashboardData';

/** docs/product.md §2: the optional user search; its matched users narrow the statistics. */
export function UserSearch({ data }: { data: DashboardData }) {
  const { filters, setFilters, search } = data;
  const blank = isBlankSearch(filters.searchTerm);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters((current) => ({
      ...current,
      appliedSearch: searchChoice(current.searchField, current.searchTerm),
    }));
  };

  return (
    <Stack component="form" onSubmit={submit} spacing={1} aria-label="User search">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filters.searchField}
          aria-label="Search by"
          onChange={(_, value: SearchField | null) => {
            if (value) setFilters((current) => ({ ...current, searchField: value }));
          }}
        >
          <ToggleButton value="firstName">First name</ToggleButton>
          <ToggleButton value="lastName">Last name</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          size="small"
          label="Search users"
          value={filters.searchTerm}
          onChange={(event) =>
            setFilters((current) => ({ ...current, searchTerm: event.target.value }))
          }
          helperText={blank ? 'A blank search fetches all users (not recommended)' : ' '}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchIcon />}
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          Search
        </Button>
        {filters.appliedSearch && (
          <Button
            onClick={() =>
              setFilters((current) => ({ ...current, appliedSearch: null, searchTerm: '' }))
            }
            sx={{ alignSelf: { sm: 'flex-start' } }}
          >
            Clear search
          </Button>
        )}
      </Stack>
      {filters.appliedSearch && search.status === 'ready' && (
        <Typography variant="body2" role="status">
          {`Statistics of ${search.matched} matched active users (${
            filters.appliedSearch.term === ''
              ? 'all users'
              : `${filters.appliedSearch.field === 'firstName' ? 'first name' : 'last name'} starting with "${filters.appliedSearch.term}"`
          })`}
        </Typography>
      )}
      {search.status === 'error' && (
        <Alert severity="error">Error fetching users. Please, try again later</Alert>
      )}
      {search.limited && (
        <Alert severity="warning">{`Only the first ${USER_SEARCH_LIMIT} matched users are counted; narrow the search.`}</Alert>
      )}
    </Stack>
  );
}
