// Saving the changed limits of the 'Edit codes max usage' mode (docs/product.md §4, §8 'Error
// updating codes'); the codes are read again either way.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { KyndDataProvider } from '@/providers/types';

/** The query key of the codes of the organisations on the page. */
export const ORGANISATIONS_CODES_KEY = ['codes', 'getCodesOfOrganisations'] as const;

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
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORGANISATIONS_CODES_KEY }),
  });
}
