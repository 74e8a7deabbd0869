import { useMutation } from '@tanstack/react-query';
import { useCreate, useDataProvider, useNotify, useRedirect, useTranslate } from 'react-admin';
import type { NotificationDraft } from '@/domain/notifications';
import type { KyndDataProvider } from '@/providers/types';
import { deliverNotification } from './deliverNotification';

export function useSendNotification(choose: (organisationId: string) => void) {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const [create] = useCreate();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  return useMutation({
    mutationFn: (draft: NotificationDraft) =>
      deliverNotification(
        {
          getRecipients: (filters) => dataProvider.getRecipients(filters),
          call: (name, request) => dataProvider.call(name, request),
          store: (target, notification) =>
            create(
              'notifications',
              { data: { organisationId: target, ...notification } },
              { returnPromise: true },
            ),
          remove: (id) => dataProvider.delete('notifications', { id }),
        },
        draft,
      ),
    onSuccess: (report, draft) => {
      choose(draft.organisationId);
      notify('resources.notifications.notifications.sent', {
        type: 'success',
        // The toast translates a description without arguments: this one is worded here.
        description: translate('resources.notifications.notifications.sent_to', {
          smart_count: report.pushed,
        }),
      });
      redirect('list', 'notifications');
    },
    onError: (error) => {
      console.error(error);
      notify('resources.notifications.notifications.send_failed', {
        type: 'error',
        description: 'app.common.try_again',
      });
    },
  });
}
