import { useNotify } from 'react-admin';
import { GENERATED_PASSWORD_TOAST_DURATION_MS } from '@/config/constants';
import { generatePassword } from '@/domain/password';
import { useUserChange } from './useUserChange';

// Nothing the list shows changes: no read is refreshed.
export function useGenerateNewPassword(userId: string, name: string) {
  const notify = useNotify();
  return useUserChange<true, true, string | null>(
    userId,
    async (dataProvider) => {
      const password = generatePassword();
      const updated = await dataProvider.call('setNewPassword', { userId, password });
      return updated ? password : null;
    },
    () => ({
      title: 'resources.users.notifications.password_error',
      description: 'app.common.try_again',
    }),
    (password) => {
      if (password === null) {
        notify('resources.users.notifications.phone_user', { type: 'info' });
        return;
      }
      notify('resources.users.notifications.new_password', {
        type: 'success',
        messageArgs: { name },
        description: password,
        autoHideDuration: GENERATED_PASSWORD_TOAST_DURATION_MS,
      });
    },
  );
}
