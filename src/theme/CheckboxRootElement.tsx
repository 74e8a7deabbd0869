// The element at the root of every MUI Checkbox (theme.ts). react-admin 5's DataTable passes its
// select-all checkbox an `inputProps`, which MUI 9's Checkbox no longer reads: it reached the root
// span's DOM element and React warned of an unknown attribute. react-admin passes the same in
// `slotProps.input` too, which MUI 9 does read, so this root only leaves the old prop out.
import { forwardRef, type HTMLAttributes } from 'react';

type CheckboxRootElementProps = HTMLAttributes<HTMLSpanElement> & { inputProps?: unknown };

export const CheckboxRootElement = forwardRef<HTMLSpanElement, CheckboxRootElementProps>(
  function CheckboxRootElement({ inputProps: _inputProps, ...props }, ref) {
    return <span ref={ref} {...props} />;
  },
);
