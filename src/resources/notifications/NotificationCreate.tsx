// /notifications/create (docs/product.md §2, §5 Create notification, §7): the notification is sent to the
// users the recipients query selects and stored in the organisation's sent list. Submit stays
// disabled, saying what is missing, until organisation, subject and message (and for risk-level
// measurement and colour indicators) are given.
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  Create,
  FormDataConsumer,
  SaveButton,
  SimpleForm,
  Toolbar,
  useCreate,
  useDataProvider,
  useNotify,
  useRedirect,
} from 'react-admin';
import {
  EMPTY_NOTIFICATION_DRAFT,
  listOfFields,
  missingNotificationFields,
  type NotificationDraft,
} from '@/domain/notifications';
import type { KyndDataProvider } from '@/providers/types';
import { deliverNotification } from './deliverNotification';
import { NotificationInputs } from './NotificationInputs';
import { useNotificationsOrganisation } from './useNotificationsOrganisation';

function SendToolbar({ sending }: { sending: boolean }) {
  return (
    <FormDataConsumer<NotificationDraft>>
      {({ formData }) => {
        const missing = missingNotificationFields({ ...EMPTY_NOTIFICATION_DRAFT, ...formData });
        return (
          <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
            <SaveButton
              label={sending ? 'Sending…' : 'Send notification'}
              icon={<SendIcon />}
              alwaysEnable={missing.length === 0 && !sending}
              disabled={missing.length > 0 || sending}
            />
            {missing.length > 0 && (
              <Typography variant="body2" color="text.secondary">
                {`To send, fill in ${listOfFields(missing)}.`}
              </Typography>
            )}
          </Toolbar>
        );
      }}
    </FormDataConsumer>
  );
}

export function NotificationCreate() {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const [create] = useCreate();
  const notify = useNotify();
  const redirect = useRedirect();
  const { organisationId, choose, isPending } = useNotificationsOrganisation();
  const [sending, setSending] = useState(false);

  const send = async (values: Partial<NotificationDraft>) => {
    const draft: NotificationDraft = { ...EMPTY_NOTIFICATION_DRAFT, ...values };
    // docs/product.md §5: with anything missing, submit does nothing.
    if (sending || missingNotificationFields(draft).length > 0) return;
    setSending(true);
    try {
      const report = await deliverNotification(
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
      );
      choose(draft.organisationId);
      notify('Notification sent', {
        type: 'success',
        description: `Sent to ${report.pushed} ${report.pushed === 1 ? 'user' : 'users'}`,
      });
      redirect('list', 'notifications');
    } catch (error) {
      console.error(error);
      notify('Error sending message', { type: 'error', description: 'Please, try again later' });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        Create notification
      </Typography>
      {isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading organisations" />
        </Box>
      ) : (
        <Create resource="notifications" title={false} actions={false}>
          <SimpleForm
            defaultValues={{ ...EMPTY_NOTIFICATION_DRAFT, organisationId }}
            onSubmit={send}
            toolbar={<SendToolbar sending={sending} />}
          >
            <NotificationInputs />
          </SimpleForm>
        </Create>
      )}
    </>
  );
}
