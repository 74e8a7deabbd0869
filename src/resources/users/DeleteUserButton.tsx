import DeleteIcon from '@mui/icons-material/Delete';
import { ConfirmedUserButton } from './ConfirmedUserButton';
import { useDeleteUser } from './useDeleteUser';

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
      dialog="delete"
      mutation={useDeleteUser(userId)}
      translateOptions={translateOptions}
      disabled={disabled}
    />
  );
}
