import Checkbox from '@mui/material/Checkbox';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { Confirm, useTranslate } from 'react-admin';

/**
 * `dialog` names its messages: `resources.users.dialogs.${dialog}.title`, `.text`, `.confirm`,
 * `.option`. While the change is saved (`loading`), the dialog waits and stays open.
 */
export function UserChangeDialog({
  dialog,
  title = `resources.users.dialogs.${dialog}.title`,
  text = `resources.users.dialogs.${dialog}.text`,
  translateOptions,
  option,
  loading,
  onClose,
  onConfirm,
}: {
  dialog: string;
  title?: string;
  text?: string;
  translateOptions: Record<string, unknown>;
  option?: { checked: boolean; onChange: (checked: boolean) => void };
  loading: boolean;
  onClose: () => void;
  onConfirm: () => void;
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
              label={translate(`resources.users.dialogs.${dialog}.option`, translateOptions)}
            />
          )}
        </Stack>
      }
      confirm={`resources.users.dialogs.${dialog}.confirm`}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
