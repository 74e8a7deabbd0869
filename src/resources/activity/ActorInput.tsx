// The person acting, found by typing the start of a name (never a list of every user); the filter
// keeps the uid, so that a link with an actor's uid shows that person's name.
import { Autocomplete, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { useGetOne, useInput, useTranslate } from 'react-admin';
import { personName } from '@/domain/audit';
import { usePersonSearch } from '@/shared/usePersonSearch';

interface Person {
  id: string;
  firstName?: string;
  lastName?: string;
  email?: string;
}

const labelOf = (person: Person) => personName(person) || person.email || person.id;

export function ActorInput({
  source,
  label,
}: {
  source: string;
  label: string;
  alwaysOn?: boolean;
}) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const uid = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  const [picked, setPicked] = useState<Person | null>(null);
  // A uid from the URL (an entry's "Show … activity" link): the person's name when readable.
  const { data: named } = useGetOne<Person>(
    'users',
    { id: uid ?? '' },
    { enabled: uid !== null && picked?.id !== uid, retry: false },
  );
  const value = useMemo<Person | null>(
    () => (uid === null ? null : picked?.id === uid ? picked : (named ?? { id: uid })),
    [uid, picked, named],
  );
  const [input, setInput] = useState('');
  const { term, matches, loading } = usePersonSearch<Person>(input, {
    enabled: value === null || input.trim() !== labelOf(value),
  });
  const options = useMemo(() => {
    const found = new Map<string, Person>();
    if (value) found.set(value.id, value);
    for (const person of matches) found.set(person.id, person);
    return [...found.values()];
  }, [value, matches]);

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_, person) => {
        setPicked(person);
        field.onChange(person?.id ?? '');
      }}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      // The server already filtered by name.
      filterOptions={(found) => found}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={loading}
      loadingText={translate('resources.activity.person.searching')}
      noOptionsText={translate(
        term === '' ? 'resources.activity.person.type' : 'resources.activity.person.none',
      )}
      sx={{ minWidth: 260 }}
      renderInput={(params) => (
        <TextField {...params} label={translate(label)} size="small" variant="filled" />
      )}
    />
  );
}
