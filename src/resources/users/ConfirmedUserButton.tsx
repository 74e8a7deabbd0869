import Button, { type ButtonProps } from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { UserChangeDialog } from './UserChangeDialog';
import type { UserChange } from './useUserChange';

export function ConfirmedUserButton({
  label,
  icon,
  color,
  dialog,
  change,
  translateOptions,
  disabled,
}: {
  label: string;
  icon: ReactNode;
  color?: ButtonProps['color'];
  /** The dialog's name among the messages (UserChangeDialog). */
  dialog: string;
  change: UserChange<true>;
  translateOptions: Record<string, unknown>;
  disabled: boolean;
}) {
  const translate = useTranslate();
  return (
    <>
      <Button
        size="small"
        color={color}
        startIcon={icon}
        disabled={disabled}
        onClick={() => change.ask(true)}
      >
        {translate(label)}
      </Button>
      {change.asked && (
        <UserChangeDialog
          dialog={dialog}
          translateOptions={translateOptions}
          change={change}
          onConfirm={() => change.confirm(true)}
        />
      )}
    </>
  );
}
