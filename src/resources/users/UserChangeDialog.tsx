import Checkbox from '@mui/material/Checkbox';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { Confirm, useTranslate } from 'react-admin';

/** `keys` names the dialog's messages: `${keys}.title`, `.text`, `.confirm` and `.option`. */
export function UserChangeDialog({
  keys,
  title = `${keys}.title`,
  text = `${keys}.text`,
  translateOptions,
  option,
  loading,
  onConfirm,
  onClose,
}: {
  keys: string;
  title?: string;
  text?: string;
  translateOptions: Record<string, unknown>;
  option?: { checked: boolean; onChange: (checked: boolean) => void };
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
              label={translate(`${keys}.option`, translateOptions)}
            />
          )}
        </Stack>
      }
      confirm={`${keys}.confirm`}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
