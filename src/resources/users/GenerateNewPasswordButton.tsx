import KeyIcon from '@mui/icons-material/Key';
import { ConfirmedUserButton } from './ConfirmedUserButton';
import { useGenerateNewPassword } from './useGenerateNewPassword';

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
      dialog="password"
      mutation={useGenerateNewPassword(userId, name)}
      translateOptions={translateOptions}
      disabled={disabled}
    />
  );
}
