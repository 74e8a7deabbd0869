// The list is read again before the success toast.
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify } from 'react-admin';
import type { Organisation } from '@/domain/types';
import type { KyndDataProvider } from '@/providers/types';

export function useChangeOrganisationIndustry(organisation: Organisation) {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const { refetch } = useListContext();
  return useMutation({
    mutationFn: (industry: string) =>
      dataProvider.call('updateOrgScoresIndustry', { organisationId: organisation.id, industry }),
    onSuccess: async () => {
      await refetch();
      notify('resources.industries.notifications.organisation_updated', {
        type: 'success',
        description: 'resources.industries.notifications.organisation_updated_detail',
      });
    },
    onError: () =>
      notify('resources.industries.notifications.industry_change_error', {
        type: 'error',
        description: 'app.common.try_again',
      }),
  });
}
