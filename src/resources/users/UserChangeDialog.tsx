import Checkbox from '@mui/material/Checkbox';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { Confirm, useTranslate } from 'react-admin';
import type { UserChanges } from './useUserChange';

/**
 * The asked change's question. Its `dialog` names its messages:
 * `resources.users.dialogs.${dialog}.title`, `.text`, `.confirm`, `.option`. While the change is
 * saved, the dialog waits and stays open.
 */
export function UserChangeDialog({
  changes: { asked, option, setOption, busy, confirm, close },
  name,
  organisation,
}: {
  changes: UserChanges;
  /** Who is changed (a user's name, or how many users). */
  name: string;
  organisation: string | undefined;
}) {
  const translate = useTranslate();
  if (!asked) return null;
  const { dialog } = asked;
  const options = {
    name,
    organisation: organisation || translate('resources.users.dialogs.the_organisation'),
    ...asked.translateOptions,
  };
  return (
    <Confirm
      isOpen
      loading={busy}
      title={asked.title ?? `resources.users.dialogs.${dialog}.title`}
      translateOptions={options}
      content={
        <Stack spacing={1}>
          <DialogContentText>
            {translate(asked.text ?? `resources.users.dialogs.${dialog}.text`, options)}
          </DialogContentText>
          {asked.withOption && (
            <FormControlLabel
              control={
                <Checkbox checked={option} onChange={(event) => setOption(event.target.checked)} />
              }
              label={translate(`resources.users.dialogs.${dialog}.option`, options)}
            />
          )}
        </Stack>
      }
      confirm={`resources.users.dialogs.${dialog}.confirm`}
      onConfirm={confirm}
      onClose={close}
    />
  );
}
