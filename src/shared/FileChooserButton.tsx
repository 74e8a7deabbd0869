// A button that clicks a hidden file input, not a label around the input: a label styled as a
// button is not opened from the keyboard. The input, out of the accessibility tree, carries the
// button's name, by which a test hands it a file.
import Button, { type ButtonProps } from '@mui/material/Button';
import { useRef, type ReactNode } from 'react';

export function FileChooserButton({
  label,
  accept,
  onFile,
  disabled,
  variant = 'outlined',
  startIcon,
}: {
  label: string;
  accept: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  variant?: ButtonProps['variant'];
  startIcon?: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant={variant}
        startIcon={startIcon}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        aria-label={label}
        accept={accept}
        hidden
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file can be chosen again (after a cancel or a change).
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
