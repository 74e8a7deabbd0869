// A failure is told in a toast; the next calculation of the industry refreshes them anyway.
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { KyndDataProvider } from '@/providers/types';
import { refreshIndustryFigures } from './industryFigures';

export function useRefreshIndustryFigures() {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  return useMutation({
    mutationFn: (organisationId: string) => refreshIndustryFigures(dataProvider, organisationId),
    onError: () =>
      notify('resources.organisations.notifications.industry_refresh_error', {
        type: 'error',
        description: 'app.common.try_again',
      }),
  });
}
