import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { NamedRef } from '@/domain/types';
import { fullName } from '@/domain/userList';
import { usePersonSearch } from '@/shared/usePersonSearch';

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

/** A server search by name (usePersonSearch): no list of every user is ever loaded. */
export function UserPicker({
  value,
  onChange,
}: {
  value: PickedUser | null;
  onChange: (user: PickedUser | null) => void;
}) {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  // The chosen user's label in the box is no search.
  // An option's fields only: the move's summary reads the chosen user's division by itself.
  const { term, matches, loading } = usePersonSearch<PickedUser>(input, {
    enabled: value === null || input.trim() !== label(value),
  });
  const options = useMemo(() => {
    const found = new Map<string, PickedUser>();
    if (value) found.set(value.id, value);
    for (const user of matches) found.set(user.id, user);
    return [...found.values()].sort((a, b) =>
      label(a).localeCompare(label(b), 'en', { sensitivity: 'base' }),
    );
  }, [value, matches]);

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
