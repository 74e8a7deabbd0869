// react-admin 5's DataTable passes its select-all checkbox an `inputProps`, which MUI 9 no longer
// reads: it reached the DOM and React warned. react-admin passes the same in `slotProps.input`
// too, so this root only leaves the old prop out.
import { forwardRef, type HTMLAttributes } from 'react';

type CheckboxRootElementProps = HTMLAttributes<HTMLSpanElement> & { inputProps?: unknown };

export const CheckboxRootElement = forwardRef<HTMLSpanElement, CheckboxRootElementProps>(
  function CheckboxRootElement({ inputProps: _inputProps, ...props }, ref) {
    return <span ref={ref} {...props} />;
  },
);
