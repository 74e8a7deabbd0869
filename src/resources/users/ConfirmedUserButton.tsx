import Button, { type ButtonProps } from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { UserChangeDialog } from './UserChangeDialog';
import { useConfirmation, type ConfirmableMutation } from './useConfirmation';

export function ConfirmedUserButton({
  label,
  icon,
  color,
  dialog,
  mutation,
  translateOptions,
  disabled,
}: {
  label: string;
  icon: ReactNode;
  color?: ButtonProps['color'];
  /** The dialog's name among the messages (UserChangeDialog). */
  dialog: string;
  mutation: ConfirmableMutation<void>;
  translateOptions: Record<string, unknown>;
  disabled: boolean;
}) {
  const translate = useTranslate();
  const confirmation = useConfirmation<true, void>(mutation);
  return (
    <>
      <Button
        size="small"
        color={color}
        startIcon={icon}
        disabled={disabled}
        onClick={() => confirmation.ask(true)}
      >
        {translate(label)}
      </Button>
      {confirmation.asked && (
        <UserChangeDialog
          dialog={dialog}
          translateOptions={translateOptions}
          loading={confirmation.loading}
          onConfirm={() => confirmation.confirm()}
          onClose={confirmation.close}
        />
      )}
    </>
  );
}
