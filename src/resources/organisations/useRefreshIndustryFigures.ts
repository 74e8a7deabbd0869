// An organisation's creation or activation change leaves its industry's comparison figures stale;
// an industry change is refreshed by updateOrgScoresIndustry itself. A failure is told in a toast;
// the next calculation of the industry refreshes them anyway.
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { KyndDataProvider } from '@/providers/types';
import { TRY_AGAIN } from '@/shared/tryAgain';

export function useRefreshIndustryFigures() {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  return useMutation({
    mutationFn: (organisationId: string) =>
      dataProvider.call('scheduleOrgScoreCalculation', { organisationId }),
    onError: () =>
      notify('resources.organisations.notifications.industry_refresh_error', TRY_AGAIN),
  });
}
