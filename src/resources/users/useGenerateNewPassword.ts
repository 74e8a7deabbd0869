import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { GENERATED_PASSWORD_TOAST_DURATION_MS } from '@/config/constants';
import { generatePassword } from '@/domain/password';
import type { KyndDataProvider } from '@/providers/types';
import { userChangeKey } from './useUserBusy';

export function useGenerateNewPassword(userId: string, name: string) {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  return useMutation({
    mutationKey: userChangeKey(userId),
    mutationFn: async () => {
      const password = generatePassword();
      const updated = await dataProvider.call('setNewPassword', { userId, password });
      return updated ? password : null;
    },
    onSuccess: (password) => {
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
    onError: (error) => {
      console.error(error);
      notify('resources.users.notifications.password_error', {
        type: 'error',
        description: 'app.common.try_again',
      });
    },
  });
}
