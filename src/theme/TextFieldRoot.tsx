// The root of every MUI TextField (theme.ts). react-admin 5's text inputs (TextInput, SelectInput,
// NumberInput) pass `InputProps`, which MUI 9's TextField no longer reads: it reached the root's
// DOM element and React warned of an unknown attribute. react-admin passes the same settings in
// `slotProps.input` too, which MUI 9 does read, so this root only leaves the old prop out, and the
// owner state that MUI hands a custom root.
import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import { forwardRef } from 'react';

type TextFieldRootProps = FormControlProps & { InputProps?: unknown; ownerState?: unknown };

export const TextFieldRoot = forwardRef<HTMLDivElement, TextFieldRootProps>(function TextFieldRoot(
  { InputProps: _InputProps, ownerState: _ownerState, ...props },
  ref,
) {
  return <FormControl ref={ref} {...props} />;
});
