// react-admin 5 passes MUI's older props (`inputProps`, `InputProps`, `InputLabelProps`), which MUI
// 9 no longer reads: they reached the DOM and React warned. It passes the same in `slotProps` too,
// so these roots only leave the old props out, and the owner state MUI hands a custom root.
import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import type { ComponentProps } from 'react';

/** The checkbox's root: react-admin's DataTable gives its select-all checkbox an `inputProps`. */
export function CheckboxRootElement({
  inputProps: _inputProps,
  ...props
}: ComponentProps<'span'> & { inputProps?: unknown }) {
  return <span {...props} />;
}

export function TextFieldRoot({
  InputProps: _InputProps,
  inputProps: _inputProps,
  InputLabelProps: _InputLabelProps,
  ownerState: _ownerState,
  ...props
}: FormControlProps & {
  InputProps?: unknown;
  inputProps?: unknown;
  InputLabelProps?: unknown;
  ownerState?: unknown;
}) {
  return <FormControl {...props} />;
}
