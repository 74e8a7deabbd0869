// A button that clicks a hidden file input, not a label around the input: a label styled as a
// button is not opened from the keyboard. The input, out of the accessibility tree, carries the
// button's name, by which a test hands it a file.
import Button, { type ButtonProps } from '@mui/material/Button';
import { useRef } from 'react';

export function FileChooserButton({
  label,
  accept,
  onFile,
  ...button
}: Pick<ButtonProps, 'variant' | 'startIcon' | 'disabled'> & {
  label: string;
  accept: string;
  onFile: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="outlined" {...button} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        aria-label={label}
        accept={accept}
        hidden
        disabled={button.disabled}
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
