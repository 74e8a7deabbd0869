import Checkbox from '@mui/material/Checkbox';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { Confirm, useTranslate } from 'react-admin';

export interface ChangeOption {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function UserChangeDialog({
  title,
  text,
  confirm,
  translateOptions,
  option,
  loading,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirm: string;
  translateOptions: Record<string, unknown>;
  option?: ChangeOption;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  return (
    <Confirm
      isOpen
      loading={loading}
      title={title}
      translateOptions={translateOptions}
      content={
        <Stack spacing={1}>
          <DialogContentText>{translate(text, translateOptions)}</DialogContentText>
          {option && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={option.checked}
                  onChange={(event) => option.onChange(event.target.checked)}
                />
              }
              label={translate(option.label, translateOptions)}
            />
          )}
        </Stack>
      }
      confirm={confirm}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
