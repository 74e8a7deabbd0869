import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useGetList, useTranslate, type GetListParams } from 'react-admin';
import type { NamedRef } from '@/domain/types';
import { fullName, matchesPersonName, personSearchPrefix } from '@/domain/userList';
import { useDebouncedValue } from '@/shared/useDebouncedValue';

/** Matches per name field: the picker shows the first few, the search narrows them. */
const MATCHES = 10;
/**
 * With "first last" typed, the server is asked for the first word only and the answer is narrowed
 * here: a wider page, so that the one meant is among the first name's matches.
 */
const MATCHES_TO_NARROW = 50;
const TYPING_PAUSE_MS = 300;

export interface PickedUser {
  id: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  organisation?: Partial<NamedRef>;
  division?: Partial<NamedRef>;
}

function label(user: PickedUser): string {
  const organisation = user.organisation?.name ? ` (${user.organisation.name})` : '';
  return `${fullName(user) || user.email || user.id}${organisation}`;
}

/**
 * Picks a user by typing the start of a first name, a last name or "first last"
 * (matchesPersonName): each pause in the typing asks the server for the first matches of the
 * first typed word (prefix search on the stored lower-case names), so that no list of every user
 * is ever loaded, and keeps those the whole text names.
 */
export function UserPicker({
  value,
  onChange,
}: {
  value: PickedUser | null;
  onChange: (user: PickedUser | null) => void;
}) {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), TYPING_PAUSE_MS);
  const searching = term !== '' && (value === null || term !== label(value));
  const prefix = personSearchPrefix(term);
  const narrowed = prefix !== term.toLowerCase();
  const query = (field: 'firstName' | 'lastName'): Partial<GetListParams> => ({
    filter: { search: { field, term: prefix } },
    sort: { field: field === 'firstName' ? 'lowerFirstName' : 'lowerLastName', order: 'ASC' },
    pagination: { page: 1, perPage: narrowed ? MATCHES_TO_NARROW : MATCHES },
  });
  const byFirstName = useGetList<PickedUser>('users', query('firstName'), { enabled: searching });
  const byLastName = useGetList<PickedUser>('users', query('lastName'), { enabled: searching });
  const options = useMemo(() => {
    const found = new Map<string, PickedUser>();
    if (value) found.set(value.id, value);
    for (const user of [...(byFirstName.data ?? []), ...(byLastName.data ?? [])]) {
      if (matchesPersonName(user, term)) found.set(user.id, user);
    }
    return [...found.values()].sort((a, b) =>
      label(a).localeCompare(label(b), 'en', { sensitivity: 'base' }),
    );
  }, [value, term, byFirstName.data, byLastName.data]);
  const loading = searching && (byFirstName.isFetching || byLastName.isFetching);

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_, user) => onChange(user)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      // The server already filtered by name.
      filterOptions={(found) => found}
      getOptionLabel={label}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={loading}
      loadingText={translate('resources.users.picker.searching')}
      noOptionsText={translate(
        term === '' ? 'resources.users.picker.type' : 'resources.users.picker.none',
      )}
      sx={{ minWidth: 320, flex: '1 1 320px' }}
      renderInput={(params) => (
        <TextField {...params} label={translate('resources.users.fields.user')} size="small" />
      )}
    />
  );
}
