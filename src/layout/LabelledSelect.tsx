// The one labelled select outside react-admin's forms: the dashboards' filter bar, the users'
// filters and dialogs, the organisation picker, an organisation's industry, the alert filters and
// the initial messages' pickers. Its accessible name is
// its visible label. Its label and helper text may be catalogue keys or text.
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export function LabelledSelect({
  id,
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
  /** The select's id; one of React's own by default. */
  id?: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** When the list opens (a list read on demand). */
  onOpen?: () => void;
  disabled?: boolean;
  helperText?: string;
  /**
   * A value not among the options (a stored value whose options are still loading) is offered as
   * it is, under `unknownLabel` or the value itself. Otherwise the select shows empty.
   */
  showUnknown?: boolean;
  unknownLabel?: string;
  minWidth?: number;
  fullWidth?: boolean;
  /** The control's size, in place of `minWidth` (or of the full width's default). */
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  const ownId = useId();
  const shownLabel = translate(label, { _: label });
  const selectId = id ?? ownId;
  const known = value === '' || options.some((option) => option.value === value);
  const keepsUnknown = showUnknown === true || unknownLabel !== undefined;
  const offered =
    known || !keepsUnknown ? options : [{ value, label: unknownLabel ?? value }, ...options];
  // An option whose value is '' (the Users list's 'All' industries) is shown as chosen, not as an
  // empty select.
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
