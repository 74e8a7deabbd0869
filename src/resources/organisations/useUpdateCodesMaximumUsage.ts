// The codes and their summaries are read again either way, the organisations' rows not (they hold
// no code).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { KyndDataProvider } from '@/providers/types';

export function useUpdateCodesMaximumUsage() {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: { id: string; maximumUsage: number }[]) =>
      dataProvider.updateCodesMaximumUsage(changes),
    onError: () =>
      notify('resources.organisations.notifications.codes_error', {
        type: 'error',
        description: 'app.common.try_again',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['codes'] }),
  });
}
