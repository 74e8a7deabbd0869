import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AlertActionInput } from '@/domain/alerts';
import type { KyndDataProvider } from '@/providers/types';

export function useAppendAlertAction(alertId: string, onSaved: () => void) {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ callerId, input }: { callerId: string; input: AlertActionInput }) =>
      dataProvider.appendAlertAction(alertId, callerId, input),
    onSuccess: () => {
      refresh();
      notify('resources.questionnaireAlerts.notifications.updated', { type: 'success' });
      onSaved();
    },
    onError: (error) => {
      console.error('Fail to update Hearing and Vision alert', error);
      notify('resources.questionnaireAlerts.notifications.update_failed', {
        type: 'error',
        description: 'resources.questionnaireAlerts.notifications.update_failed_description',
      });
    },
  });
}
