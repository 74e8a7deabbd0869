// The stored record goes first because it is the one write the client makes (the rules may refuse
// it) and the only one that can be taken back: a refused store pushes nothing, and a failed push or
// registration takes the record back, so the sent list never shows a notification whose sending
// failed. Pushes already delivered cannot be recalled.
import type { Identifier } from 'react-admin';
import { inChunks } from '@/domain/bulk';
import type { PushNotification } from '@/domain/callables';
import {
  PUSH_TOKENS_PER_CALL,
  USER_IDS_PER_CALL,
  notificationWrite,
  recipientFilters,
  type NotificationDraft,
  type NotificationWrite,
} from '@/domain/notifications';
import type { KyndDataProvider } from '@/providers/types';

export interface DeliveryPorts {
  getRecipients: KyndDataProvider['getRecipients'];
  call: KyndDataProvider['call'];
  store: (organisationId: string, notification: NotificationWrite) => Promise<{ id: Identifier }>;
  remove: (id: Identifier) => Promise<unknown>;
}

export interface DeliveryReport {
  /** Device tokens pushed to (users with consent and a token). */
  pushed: number;
  delivered: number;
  failed: number;
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

  const stored = await ports.store(draft.organisationId, written);
  const report: DeliveryReport = { pushed: tokens.length, delivered: 0, failed: 0, registered: 0 };
  try {
    for (const chunk of inChunks(tokens, PUSH_TOKENS_PER_CALL)) {
      const sent = await ports.call('sendNotification', { notification, tokens: chunk });
      report.delivered += sent.successCount;
      report.failed += sent.failureCount;
    }
    for (const chunk of inChunks(ids, USER_IDS_PER_CALL)) {
      const done = await ports.call('registerUsersNotifications', {
        usersIds: chunk,
        notification,
      });
      report.registered += done.registered;
    }
  } catch (error) {
    await ports.remove(stored.id).catch((removal: unknown) => console.error(removal));
    throw error;
  }
  return report;
}
