import { useState } from 'react';
import { Confirm, IconButtonWithTooltip, type IconButtonWithTooltipProps } from 'react-admin';

/** An icon button named by its tooltip (`label`) that acts once its dialog (`title`) is confirmed. */
export function ConfirmIconButton({
  title,
  onConfirm,
  ...button
}: Omit<IconButtonWithTooltipProps, 'onClick'> & { title: string; onConfirm(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButtonWithTooltip {...button} onClick={() => setOpen(true)} />
      <Confirm
        isOpen={open}
        title={title}
        content=""
        onClose={() => setOpen(false)}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
      />
    </>
  );
}
