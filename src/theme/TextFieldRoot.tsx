// The root of every MUI TextField (theme.ts). react-admin 5's text inputs (TextInput, SelectInput,
// NumberInput, DateInput) pass `InputProps`, `inputProps` and `InputLabelProps`, which MUI 9's
// TextField no longer reads: they reached the root's DOM element and React warned of unknown
// attributes. react-admin passes the same settings in `slotProps.input`, `slotProps.htmlInput`
// and `slotProps.inputLabel` too, which MUI 9 does read, so this root only leaves the old props
// out, and the owner state that MUI hands a custom root.
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
