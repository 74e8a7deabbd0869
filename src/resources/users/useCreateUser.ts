import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRedirect, useTranslate } from 'react-admin';
import { GENERATED_PASSWORD_TOAST_DURATION_MS } from '@/config/constants';
import { errorCode } from '@/domain/errorCode';
import { CREATE_USER_MESSAGES, createUserRequest, type NewUserForm } from '@/domain/userCreate';
import type { KyndDataProvider } from '@/providers/types';

export function useCreateUser() {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const emailInUse = () => notify(CREATE_USER_MESSAGES.emailInUse, { type: 'error' });
  return useMutation({
    mutationFn: async (form: NewUserForm) => {
      if (await dataProvider.call('verifyEmailAvailability', form.email.trim())) return null;
      const { password } = await dataProvider.call('createUser', createUserRequest(form));
      return password;
    },
    onSuccess: (password) => {
      if (password === null) {
        emailInUse();
        return;
      }
      notify('resources.users.notifications.created', {
        type: 'success',
        description: translate('resources.users.notifications.created_password', { password }),
        autoHideDuration: GENERATED_PASSWORD_TOAST_DURATION_MS,
      });
      redirect('list', 'users');
    },
    onError: (error) => {
      console.error(error);
      if (errorCode(error) === 'already-exists') {
        emailInUse();
      } else {
        notify('resources.users.notifications.create_error', {
          type: 'error',
          description: 'resources.users.notifications.create_error_hint',
        });
      }
    },
  });
}
