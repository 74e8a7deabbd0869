// Create industry (docs/product.md §5, §8): 'Industry created', or 'Industry already exists' when
// the provider finds one of the same name apart from case; the grid is read again.
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify } from 'react-admin';
import { INDUSTRY_EXISTS } from '@/domain/industries';
import { errorCode } from '@/domain/errorCode';
import type { KyndDataProvider } from '@/providers/types';

export function useCreateIndustry() {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const { refetch } = useListContext();
  return useMutation({
    mutationFn: (name: string) => dataProvider.createIndustry(name),
    onSuccess: () => {
      notify('resources.industries.notifications.created', { type: 'success' });
      void refetch();
    },
    onError: (error) => {
      if (errorCode(error) === 'already-exists') notify(INDUSTRY_EXISTS, { type: 'info' });
      else {
        notify('resources.industries.notifications.create_error', {
          type: 'error',
          description: 'app.common.try_again',
        });
      }
    },
  });
}
