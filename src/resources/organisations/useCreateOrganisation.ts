import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRedirect } from 'react-admin';
import type { NewOrganisation } from '@/domain/organisations';
import type { KyndDataProvider } from '@/providers/types';
import { useCreateErrorNotifier } from '@/shared/useCreateErrorNotifier';
import { useRefreshIndustryFigures } from './useRefreshIndustryFigures';

export function useCreateOrganisation() {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const refreshIndustryFigures = useRefreshIndustryFigures();
  const notifyFailure = useCreateErrorNotifier(
    'resources.organisations.validation.access_code_in_use',
    'resources.organisations.notifications.create_error',
  );
  return useMutation({
    mutationFn: (organisation: NewOrganisation) => dataProvider.createOrganisation(organisation),
    onSuccess: ({ id }) => {
      notify('resources.organisations.notifications.created', { type: 'success' });
      redirect('/organisations');
      refreshIndustryFigures.mutate(id);
    },
    onError: notifyFailure,
  });
}
