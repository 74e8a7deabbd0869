// The one labelled select outside react-admin's forms.
import { FormControl, FormHelperText, InputLabel, MenuItem, Select } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export function LabelledSelect({
  label,
  value,
  options,
  onChange,
  onOpen,
  disabled,
  helperText,
  showUnknown,
  unknownLabel,
  minWidth = 200,
  fullWidth,
  sx,
}: {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  onOpen?: () => void;
  disabled?: boolean;
  helperText?: string;
  /** A value not among the options (its options still loading) is offered as it is. */
  showUnknown?: boolean;
  unknownLabel?: string;
  minWidth?: number;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  const shownLabel = translate(label, { _: label });
  const selectId = useId();
  const known = value === '' || options.some((option) => option.value === value);
  const keepsUnknown = showUnknown === true || unknownLabel !== undefined;
  const offered =
    known || !keepsUnknown ? options : [{ value, label: unknownLabel ?? value }, ...options];
  // An option of value '' (the Users list's 'All' industries) shows as chosen, not as empty.
  const emptyOffered = offered.some((option) => option.value === '');
  return (
    <FormControl
      size="small"
      // The admin theme makes form controls full width; in a row of filters each keeps its own.
      fullWidth={fullWidth === true}
      sx={sx ?? (fullWidth ? undefined : { minWidth, width: 'auto' })}
      disabled={disabled}
    >
      <InputLabel id={`${selectId}-label`} shrink={emptyOffered || undefined}>
        {shownLabel}
      </InputLabel>
      <Select
        labelId={`${selectId}-label`}
        id={selectId}
        label={shownLabel}
        displayEmpty={emptyOffered}
        value={known || keepsUnknown ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        onOpen={onOpen}
      >
        {offered.map((option) => (
          <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
      {helperText && <FormHelperText>{translate(helperText, { _: helperText })}</FormHelperText>}
    </FormControl>
  );
}
