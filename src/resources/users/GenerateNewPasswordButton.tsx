import KeyIcon from '@mui/icons-material/Key';
import { ConfirmedUserButton } from './ConfirmedUserButton';
import { useGenerateNewPassword } from './useGenerateNewPassword';

const DIALOG = {
  title: 'resources.users.dialogs.password.title',
  text: 'resources.users.dialogs.password.text',
  confirm: 'resources.users.dialogs.password.confirm',
};

export function GenerateNewPasswordButton({
  userId,
  name,
  translateOptions,
  disabled,
}: {
  userId: string;
  name: string;
  translateOptions: Record<string, unknown>;
  disabled: boolean;
}) {
  return (
    <ConfirmedUserButton
      label="resources.users.actions.new_password"
      icon={<KeyIcon />}
      dialog={DIALOG}
      mutation={useGenerateNewPassword(userId, name)}
      translateOptions={translateOptions}
      disabled={disabled}
    />
  );
}
