import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRedirect } from 'react-admin';
import type { NewCode } from '@/domain/codes';
import type { KyndDataProvider } from '@/providers/types';
import { useCreateErrorNotifier } from '@/shared/useCreateErrorNotifier';

export function useCreateCode() {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const notifyFailure = useCreateErrorNotifier(
    'resources.codes.validation.in_use',
    'resources.codes.notifications.create_error',
  );
  return useMutation({
    mutationFn: (code: NewCode) => dataProvider.createCode(code),
    onSuccess: () => {
      notify('resources.codes.notifications.created', { type: 'success' });
      redirect('/codes');
    },
    onError: notifyFailure,
  });
}
