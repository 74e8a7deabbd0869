import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify } from 'react-admin';
import { INDUSTRY_EXISTS } from '@/domain/industries';
import type { KyndDataProvider } from '@/providers/types';
import { useCreateErrorNotifier } from '@/shared/useCreateErrorNotifier';

export function useCreateIndustry() {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const { refetch } = useListContext();
  const notifyFailure = useCreateErrorNotifier(
    INDUSTRY_EXISTS,
    'resources.industries.notifications.create_error',
  );
  return useMutation({
    mutationFn: (name: string) => dataProvider.createIndustry(name),
    onSuccess: () => {
      notify('resources.industries.notifications.created', { type: 'success' });
      void refetch();
    },
    onError: notifyFailure,
  });
}
