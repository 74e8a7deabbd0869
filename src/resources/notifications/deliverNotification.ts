// Sending a notification (SPEC §7): the recipients query, a push to their device tokens in calls the
// messaging service accepts, the notification registered on every matched user, then the
// notification stored in the organisation's sent list. Shared by the create screen and the tests.
import type { PushNotification } from '@/domain/callables';
import {
  PUSH_TOKENS_PER_CALL,
  USER_IDS_PER_CALL,
  inChunks,
  notificationWrite,
  recipientFilters,
  type NotificationDraft,
  type NotificationWrite,
} from '@/domain/notifications';
import type { KyndDataProvider } from '@/providers/types';

export interface DeliveryPorts {
  getRecipients: KyndDataProvider['getRecipients'];
  call: KyndDataProvider['call'];
  /** Stores the notification in organisations/{organisationId}/notifications. */
  store: (organisationId: string, notification: NotificationWrite) => Promise<unknown>;
}

export interface DeliveryReport {
  /** Device tokens pushed to (users with consent and a token). */
  pushed: number;
  delivered: number;
  failed: number;
  /** Matched users the notification was registered on. */
  registered: number;
}

export async function deliverNotification(
  ports: DeliveryPorts,
  draft: NotificationDraft,
): Promise<DeliveryReport> {
  const filters = recipientFilters(draft);
  if (!filters) throw new Error('The notification has no recipients query yet');
  const written = notificationWrite(draft);
  const notification: PushNotification = { title: written.title, body: written.body };

  const { recipients, ids } = await ports.getRecipients(filters);
  const tokens = [...new Set(recipients.map((recipient) => recipient.deviceToken))];

  const report: DeliveryReport = { pushed: tokens.length, delivered: 0, failed: 0, registered: 0 };
  for (const chunk of inChunks(tokens, PUSH_TOKENS_PER_CALL)) {
    const sent = await ports.call('sendNotification', { notification, tokens: chunk });
    report.delivered += sent.successCount;
    report.failed += sent.failureCount;
  }
  for (const chunk of inChunks(ids, USER_IDS_PER_CALL)) {
    const done = await ports.call('registerUsersNotifications', { usersIds: chunk, notification });
    report.registered += done.registered;
  }
  await ports.store(draft.organisationId, written);
  return report;
}
