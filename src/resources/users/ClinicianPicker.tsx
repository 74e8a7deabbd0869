import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { clinicianLabel, type Clinician } from '@/domain/clinicianPermissions';
import { usePersonSearch } from '@/shared/usePersonSearch';

/** A server search by name (usePersonSearch): no list of every clinician is read. */
export function ClinicianPicker<T extends Clinician>({
  value,
  onChange,
  helperText,
}: {
  value: T | null;
  onChange: (clinician: T | null) => void;
  helperText: string;
}) {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const { term, matches, loading } = usePersonSearch<T>(input, {
    filter: { role: 'Clinician' },
    fields: ['allowedOrganisationsIds'],
    // The chosen clinician's label in the box is no search.
    enabled: value === null || input.trim() !== clinicianLabel(value),
  });
  const options = useMemo(
    () =>
      value && !matches.some((match) => match.id === value.id) ? [value, ...matches] : matches,
    [value, matches],
  );
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_, clinician) => onChange(clinician)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      // The server already matched the names.
      filterOptions={(found) => found}
      getOptionLabel={clinicianLabel}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={loading}
      loadingText={translate('resources.users.picker.searching')}
      noOptionsText={translate(
        term === '' ? 'resources.users.clinicians.choose' : 'resources.users.clinicians.none_found',
      )}
      sx={{ maxWidth: 480 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('resources.users.fields.clinician')}
          size="small"
          helperText={helperText}
        />
      )}
    />
  );
}
