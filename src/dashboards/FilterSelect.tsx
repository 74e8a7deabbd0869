import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

export interface FilterOption {
  value: string;
  label: string;
}

/** A labelled select of the filter bar. */
export function FilterSelect({
  id,
  label,
  value,
  options,
  disabled,
  unknownLabel,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: FilterOption[];
  disabled?: boolean;
  /** Label of a value that is not among the options; the value itself by default. */
  unknownLabel?: string;
  onChange: (value: string) => void;
}) {
  // A value not (yet) among the options is shown as is, e.g. 'Accounting' before data loads.
  const all =
    options.some((option) => option.value === value) || value === ''
      ? options
      : [{ value, label: unknownLabel ?? value }, ...options];
  return (
    <FormControl
      size="small"
      fullWidth={false}
      sx={{ minWidth: 220, flex: '1 1 220px', maxWidth: 360 }}
      disabled={disabled}
    >
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {all.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
