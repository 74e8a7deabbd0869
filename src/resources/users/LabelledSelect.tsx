import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** A select whose accessible name is its visible label. */
export function LabelledSelect({
  label,
  value,
  options,
  onChange,
  disabled,
  helperText,
  minWidth = 200,
  fullWidth,
}: {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
  helperText?: string;
  minWidth?: number;
  fullWidth?: boolean;
}) {
  const id = useId();
  // A value not among the options (still loading, or none chosen) shows empty, not a warning.
  const shown = options.some((option) => option.value === value) ? value : '';
  return (
    <FormControl
      size="small"
      // The admin theme makes form controls full width; in a row of filters each keeps its own.
      fullWidth={fullWidth === true}
      sx={fullWidth ? undefined : { minWidth, width: 'auto' }}
      disabled={disabled}
    >
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        label={label}
        value={shown}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
      {helperText && <FormHelperText>{helperText}</FormHelperText>}
    </FormControl>
  );
}
