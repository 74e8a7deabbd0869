import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify } from 'react-admin';
import type { Organisation } from '@/domain/types';
import type { KyndDataProvider } from '@/providers/types';

export function useRemoveManager(organisation: Organisation) {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const { refetch } = useListContext();
  return useMutation({
    mutationFn: (managerId: string) => dataProvider.removeManager(organisation.id, managerId),
    onSuccess: () => refetch(),
    onError: () => notify('resources.organisations.notifications.manager_error', { type: 'error' }),
  });
}
