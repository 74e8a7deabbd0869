import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { clinicianLabel, type Clinician } from '@/domain/clinicianPermissions';
import { matchesPersonName } from '@/domain/userList';

/**
 * docs/product.md §2 Manage clinicians: the clinician picker, each shown as first name, last name and
 * e-mail. The clinicians are few and all loaded; typing narrows them as every picker of people
 * does (matchesPersonName), or by the start of the e-mail.
 */
export function ClinicianPicker<T extends Clinician>({
  clinicians,
  value,
  onChange,
  helperText,
}: {
  clinicians: readonly T[];
  value: T | null;
  onChange: (clinician: T | null) => void;
  helperText: string;
}) {
  const translate = useTranslate();
  return (
    <Autocomplete
      options={clinicians}
      value={value}
      onChange={(_, clinician) => onChange(clinician)}
      getOptionLabel={clinicianLabel}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={(options, { inputValue }) =>
        options.filter(
          (option) =>
            matchesPersonName(option, inputValue) ||
            (option.email ?? '').toLowerCase().startsWith(inputValue.trim().toLowerCase()),
        )
      }
      noOptionsText={translate('resources.users.clinicians.none_found')}
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
