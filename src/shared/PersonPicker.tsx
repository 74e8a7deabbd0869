import Autocomplete from '@mui/material/Autocomplete';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { PersonSearchOptions } from './personSearch';
import { usePersonSearch } from './usePersonSearch';

/** A server search by name (usePersonSearch): no list of every user is ever loaded. */
export function PersonPicker<T extends { id: string }>({
  value,
  onChange,
  labelOf,
  search,
  sorted = false,
  label,
  messages,
  sx,
  ...field
}: Pick<TextFieldProps, 'helperText' | 'variant'> & {
  value: T | null;
  onChange: (person: T | null) => void;
  labelOf: (person: T) => string;
  search?: PersonSearchOptions;
  /** By label, the chosen one among them; else the chosen one first. */
  sorted?: boolean;
  label: string;
  /** Message keys: before anything is typed, and when nothing matches. */
  messages: { type: string; none: string };
  sx: SxProps<Theme>;
}) {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const { term, matches, loading } = usePersonSearch<T & { firstName?: string }>(input, {
    ...search,
    // The chosen one's label in the box is no search.
    enabled: value === null || input.trim() !== labelOf(value),
  });
  const options = useMemo(() => {
    const all = value ? [value, ...matches.filter((match) => match.id !== value.id)] : matches;
    return sorted
      ? [...all].sort((a, b) => labelOf(a).localeCompare(labelOf(b), 'en', { sensitivity: 'base' }))
      : all;
  }, [value, matches, sorted, labelOf]);

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_, person) => onChange(person)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      // The server already matched the names.
      filterOptions={(found) => found}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={loading}
      loadingText={translate('app.common.searching')}
      noOptionsText={translate(term === '' ? messages.type : messages.none)}
      sx={sx}
      renderInput={(params) => (
        <TextField {...params} {...field} label={translate(label)} size="small" />
      )}
    />
  );
}
