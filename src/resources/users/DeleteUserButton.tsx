import DeleteIcon from '@mui/icons-material/Delete';
import { ConfirmedUserButton } from './ConfirmedUserButton';
import { useDeleteUser } from './useDeleteUser';

const DIALOG = {
  title: 'resources.users.dialogs.delete.title',
  text: 'resources.users.dialogs.delete.text',
  confirm: 'resources.users.dialogs.delete.confirm',
};

export function DeleteUserButton({
  userId,
  translateOptions,
  disabled,
}: {
  userId: string;
  translateOptions: Record<string, unknown>;
  disabled: boolean;
}) {
  return (
    <ConfirmedUserButton
      label="resources.users.actions.delete"
      icon={<DeleteIcon />}
      color="error"
      dialog={DIALOG}
      mutation={useDeleteUser(userId)}
      translateOptions={translateOptions}
      disabled={disabled}
    />
  );
}
