// react-admin 5's text inputs pass `InputProps`, `inputProps` and `InputLabelProps`, which MUI 9's
// TextField no longer reads: they reached the DOM and React warned. react-admin passes the same in
// `slotProps` too, so this root only leaves the old props out, and the owner state MUI hands a
// custom root.
import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import { forwardRef } from 'react';

type TextFieldRootProps = FormControlProps & {
  InputProps?: unknown;
  inputProps?: unknown;
  InputLabelProps?: unknown;
  ownerState?: unknown;
};

export const TextFieldRoot = forwardRef<HTMLDivElement, TextFieldRootProps>(function TextFieldRoot(
  {
    InputProps: _InputProps,
    inputProps: _inputProps,
    InputLabelProps: _InputLabelProps,
    ownerState: _ownerState,
    ...props
  },
  ref,
) {
  return <FormControl ref={ref} {...props} />;
});
