// As a change of the card (useUpdateUser.ts), it settles once the list shows the user gone.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { KyndDataProvider } from '@/providers/types';
import { userChangeKey } from './useUserBusy';

export function useDeleteUser(userId: string) {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: userChangeKey(userId),
    mutationFn: () => dataProvider.call('deleteUserPersonalData', userId),
    onSuccess: () => queryClient.invalidateQueries(),
    onError: (error) => {
      console.error(error);
      notify('resources.users.notifications.delete_error', { type: 'error' });
    },
  });
}
