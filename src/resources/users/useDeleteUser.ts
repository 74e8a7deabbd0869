// docs/product.md §4: permanently deletes an inactive user and their personal data
// (the deleteUserPersonalData callable), then refreshes the list.
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { KyndDataProvider } from '@/providers/types';
import { userChangeKey } from './useUserBusy';

export function useDeleteUser(userId: string) {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationKey: userChangeKey(userId),
    mutationFn: () => dataProvider.call('deleteUserPersonalData', userId),
    onSuccess: () => refresh(),
    onError: (error) => {
      console.error(error);
      notify('resources.users.notifications.delete_error', { type: 'error' });
    },
  });
}
