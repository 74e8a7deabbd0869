import Autocomplete from '@mui/material/Autocomplete';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { clinicianLabel, type Clinician } from '@/domain/clinicianPermissions';
import type { NamedRef } from '@/domain/types';
import { personName } from '@/domain/audit';
import type { PersonSearchOptions } from '@/shared/personSearch';
import { usePersonSearch } from '@/shared/usePersonSearch';

export interface PickedUser {
  id: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  organisation?: Partial<NamedRef>;
  division?: Partial<NamedRef>;
}

function userLabel(user: PickedUser): string {
  const organisation = user.organisation?.name ? ` (${user.organisation.name})` : '';
  return `${personName(user) || user.email || user.id}${organisation}`;
}

/** A server search by name (usePersonSearch): no list of every user is ever loaded. */
function PersonPicker<T extends { id: string }>({
  value,
  onChange,
  labelOf,
  search,
  sorted,
  label,
  noOptions,
  helperText,
  sx,
}: {
  value: T | null;
  onChange: (person: T | null) => void;
  labelOf: (person: T) => string;
  search?: PersonSearchOptions;
  /** By label, the chosen one among them; else the chosen one first. */
  sorted: boolean;
  label: string;
  /** Before anything is typed, and when nothing matches. */
  noOptions: readonly [string, string];
  helperText?: string;
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
    const all =
      value && !matches.some((match) => match.id === value.id) ? [value, ...matches] : matches;
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
      loadingText={translate('resources.users.picker.searching')}
      noOptionsText={translate(term === '' ? noOptions[0] : noOptions[1])}
      sx={sx}
      renderInput={(params) => (
        <TextField {...params} label={translate(label)} size="small" helperText={helperText} />
      )}
    />
  );
}

const USER_NO_OPTIONS = ['resources.users.picker.type', 'resources.users.picker.none'] as const;
const CLINICIAN_NO_OPTIONS = [
  'resources.users.clinicians.choose',
  'resources.users.clinicians.none_found',
] as const;
const CLINICIAN_SEARCH = {
  filter: { role: 'Clinician' },
  fields: ['allowedOrganisationsIds'],
} as const;

export function UserPicker(props: {
  value: PickedUser | null;
  onChange: (user: PickedUser | null) => void;
}) {
  return (
    <PersonPicker
      {...props}
      labelOf={userLabel}
      sorted
      label="resources.users.fields.user"
      noOptions={USER_NO_OPTIONS}
      sx={{ minWidth: 320, flex: '1 1 320px' }}
    />
  );
}

export function ClinicianPicker<T extends Clinician>(props: {
  value: T | null;
  onChange: (clinician: T | null) => void;
  helperText: string;
}) {
  return (
    <PersonPicker
      {...props}
      labelOf={clinicianLabel}
      search={CLINICIAN_SEARCH}
      sorted={false}
      label="resources.users.fields.clinician"
      noOptions={CLINICIAN_NO_OPTIONS}
      sx={{ maxWidth: 480 }}
    />
  );
}
