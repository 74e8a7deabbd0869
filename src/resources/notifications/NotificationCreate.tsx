import SendIcon from '@mui/icons-material/Send';
import { Typography } from '@mui/material';
import {
  Create,
  SaveButton,
  SimpleForm,
  Toolbar,
  useDataProvider,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import {
  EMPTY_NOTIFICATION_DRAFT,
  listOfFields,
  missingNotificationFields,
  type NotificationDraft,
} from '@/domain/notifications';
import { useStoredOrganisationChoice } from '@/shared/useOrganisationChoice';
import type { KyndDataProvider } from '@/providers/types';
import { NotificationInputs } from './NotificationInputs';
import { NOTIFICATIONS_ORGANISATION } from './notificationsOrganisation';
import { deliverNotification } from './deliverNotification';
import { ScreenHeading } from '@/shared/ScreenHeading';
import { LoadState } from '@/shared/ListBodyState';
import { TRY_AGAIN } from '@/shared/tryAgain';

function SendToolbar({ sending }: { sending: boolean }) {
  const translate = useTranslate();
  const missing = missingNotificationFields({
    ...EMPTY_NOTIFICATION_DRAFT,
    ...useWatch<NotificationDraft>(),
  });
  return (
    <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
      <SaveButton
        label={`resources.notifications.actions.${sending ? 'sending' : 'send'}`}
        icon={<SendIcon />}
        alwaysEnable={missing.length === 0 && !sending}
        disabled={missing.length > 0 || sending}
      />
      {missing.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.notifications.missing', {
            fields: listOfFields(
              missing.map((field) => translate(`resources.notifications.fields.${field}`)),
              translate,
            ),
          })}
        </Typography>
      )}
    </Toolbar>
  );
}

export function NotificationCreate() {
  const translate = useTranslate();
  const { organisationId, choose, isPending, optionsStatus } = useStoredOrganisationChoice(
    NOTIFICATIONS_ORGANISATION,
  );
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const { mutate, isPending: sending } = useMutation({
    mutationFn: (draft: NotificationDraft) => deliverNotification(dataProvider, draft),
    onSuccess: (pushed, draft) => {
      choose(draft.organisationId);
      notify('resources.notifications.notifications.sent', {
        type: 'success',
        // The toast translates a description without arguments: this one is worded here.
        description: translate('resources.notifications.notifications.sent_to', {
          smart_count: pushed,
        }),
      });
      redirect('list', 'notifications');
    },
    onError: (error) => {
      console.error(error);
      notify('resources.notifications.notifications.send_failed', TRY_AGAIN);
    },
  });

  const send = (values: Partial<NotificationDraft>) => {
    const draft: NotificationDraft = { ...EMPTY_NOTIFICATION_DRAFT, ...values };
    // docs/product.md §5: with anything missing, submit does nothing.
    if (sending || missingNotificationFields(draft).length > 0) return;
    mutate(draft);
  };

  return (
    <>
      <ScreenHeading title="resources.notifications.create_title" />
      {/* Not on a failed read: the form's Organisation box reads the organisations itself. */}
      <LoadState
        status={isPending || optionsStatus === 'loading' ? 'loading' : 'ready'}
        what={translate('resources.notifications.organisations')}
        errorText=""
      >
        <Create resource="notifications" title={false} actions={false}>
          <SimpleForm
            defaultValues={{ ...EMPTY_NOTIFICATION_DRAFT, organisationId }}
            onSubmit={send}
            toolbar={<SendToolbar sending={sending} />}
          >
            <NotificationInputs />
          </SimpleForm>
        </Create>
      </LoadState>
    </>
  );
}
