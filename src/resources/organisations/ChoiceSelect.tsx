// A labelled select outside a react-admin form (the organisation choice, an organisation's
// industry): its accessible name is its label.
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useId } from 'react';

export interface Choice {
  value: string;
  label: string;
}

export function ChoiceSelect({
  label,
  value,
  choices,
  onChange,
  disabled,
  helperText,
  minWidth = 240,
}: {
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  disabled?: boolean;
  helperText?: string;
  minWidth?: number;
}) {
  const id = useId();
  // A stored value not among the choices (yet) is shown as it is rather than blank.
  const all =
    value === '' || choices.some((choice) => choice.value === value)
      ? choices
      : [{ value, label: value }, ...choices];
  return (
    <FormControl size="small" sx={{ minWidth }} disabled={disabled}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {all.map((choice) => (
          <MenuItem key={choice.value} value={choice.value}>
            {choice.label}
          </MenuItem>
        ))}
      </Select>
      {helperText ? <FormHelperText>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
