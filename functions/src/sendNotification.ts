// docs/product.md §7 sendNotification {notification, tokens}: a push to the given devices through FCM, in
// multicasts of at most 500 tokens (the FCM limit). The Notifications screen is a provider admin's
// (docs/product.md §2, §6): an active Kynd Admin (allow-listed staff read, they do not send). In the
// Functions emulator nothing can be delivered: each multicast is recorded in the
// sentPushNotifications collection instead and counted as delivered.
import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { SENT_PUSH_NOTIFICATIONS_COLLECTION, type CallableContracts } from '@/domain/callables';
import { db, isEmulator, messaging } from './admin';
import { actorOf, recordAuditAlone } from './audit';
import { requireCaller, requireRole } from './caller';
import { callableOptions } from './options';
import { chunks, requireNotification, requireRecord, requireStringList } from './validation';

const FCM_MULTICAST_LIMIT = 500;
const MAX_TOKENS = 10_000;

type Contract = CallableContracts['sendNotification'];

export const sendNotification = onCall<Contract['request'], Promise<Contract['response']>>(
  callableOptions,
  async (request) => {
    const caller = await requireCaller(request);
    requireRole(caller, ['Kynd Admin']);
    const data = requireRecord(request.data, 'Request');
    const notification = requireNotification(data.notification);
    const tokens = requireStringList(data.tokens, 'tokens', { max: MAX_TOKENS });

    let successCount = 0;
    let failureCount = 0;
    for (const group of chunks(tokens, FCM_MULTICAST_LIMIT)) {
      if (isEmulator()) {
        await db().collection(SENT_PUSH_NOTIFICATIONS_COLLECTION).add({
          notification,
          tokens: group,
          sentBy: caller.uid,
          createdAt: FieldValue.serverTimestamp(),
        });
        successCount += group.length;
      } else {
        const result = await messaging().sendEachForMulticast({ tokens: group, notification });
        successCount += result.successCount;
        failureCount += result.failureCount;
      }
    }
    // The push left through FCM, outside Firestore: the entry follows it, without the tokens.
    await recordAuditAlone(db(), actorOf(caller), {
      action: 'sentPushNotification',
      target: { kind: 'notifications', id: '', label: notification.title },
      organisationId: null,
      after: { ...notification, devices: tokens.length, delivered: successCount },
      via: 'sendNotification',
    });
    return { successCount, failureCount };
  },
);
