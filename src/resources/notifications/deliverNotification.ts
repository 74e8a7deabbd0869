// The stored record goes first because it is the one write the client makes (the rules may refuse
// it) and the only one that can be taken back: a refused store pushes nothing, and a failed push or
// registration takes the record back, so the sent list never shows a notification whose sending
// failed. Pushes already delivered cannot be recalled.
import { inChunks } from '@/domain/bulk';
import type { PushNotification } from '@/domain/callables';
import {
  PUSH_TOKENS_PER_CALL,
  USER_IDS_PER_CALL,
  notificationWrite,
  recipientFilters,
  type NotificationDraft,
} from '@/domain/notifications';
import type { KyndDataProvider } from '@/providers/types';

/** Sends the draft; resolves with the number of device tokens pushed to. */
export async function deliverNotification(
  dataProvider: KyndDataProvider,
  draft: NotificationDraft,
): Promise<number> {
  const filters = recipientFilters(draft);
  if (!filters) throw new Error('The notification has no recipients query yet');
  const written = notificationWrite(draft);
  const notification: PushNotification = { title: written.title, body: written.body };

  const { recipients, ids } = await dataProvider.getRecipients(filters);
  const tokens = [...new Set(recipients.map((recipient) => recipient.deviceToken))];

  const { data: stored } = await dataProvider.create('notifications', {
    data: { organisationId: draft.organisationId, ...written },
  });
  try {
    for (const chunk of inChunks(tokens, PUSH_TOKENS_PER_CALL)) {
      await dataProvider.call('sendNotification', { notification, tokens: chunk });
    }
    for (const chunk of inChunks(ids, USER_IDS_PER_CALL)) {
      await dataProvider.call('registerUsersNotifications', { usersIds: chunk, notification });
    }
  } catch (error) {
    await dataProvider
      .delete('notifications', { id: stored.id })
      .catch((removal: unknown) => console.error(removal));
    throw error;
  }
  return tokens.length;
}
