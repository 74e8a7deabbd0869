// docs/product.md §7 registerUsersNotifications {usersIds, notification}: appends the notification to each
// user's notifications list (what the app shows as received), in batches of 450 (docs/product.md §9).
// Ids without a users document are skipped.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { BATCH_SIZE } from '@/config/constants';
import type { CallableContracts } from '@/domain/callables';
import { db } from './admin';
import { actorOf, recordAuditAlone } from './audit';
import { requireCaller, requireRole } from './caller';
import { callableOptions } from './options';
import { chunks, requireNotification, requireRecord, requireStringList } from './validation';

const MAX_USERS = 20_000;

type Contract = CallableContracts['registerUsersNotifications'];

export const registerUsersNotifications = onCall<
  Contract['request'],
  Promise<Contract['response']>
>(callableOptions, async (request) => {
  const caller = await requireCaller(request);
  requireRole(caller, ['Kynd Admin']);
  const data = requireRecord(request.data, 'Request');
  const notification = requireNotification(data.notification);
  const usersIds = requireStringList(data.usersIds, 'usersIds', { max: MAX_USERS, id: true });

  const firestore = db();
  const entry = { ...notification, createdAt: Timestamp.now() };
  let registered = 0;
  const organisationIds = new Set<unknown>();
  for (const group of chunks(usersIds, BATCH_SIZE)) {
    const snapshots = await firestore.getAll(
      ...group.map((id) => firestore.collection('users').doc(id)),
    );
    const existing = snapshots.filter((snapshot) => snapshot.exists);
    for (const snapshot of existing) organisationIds.add(snapshot.get('organisation.id'));
    if (existing.length === 0) continue;
    const batch = firestore.batch();
    for (const snapshot of existing) {
      batch.update(snapshot.ref, { notifications: FieldValue.arrayUnion(entry) });
    }
    await batch.commit();
    registered += existing.length;
  }
  if (registered > 0) {
    // One entry for the whole send (its batches are not one write): the organisation when the
    // recipients share one, as the Create notification screen sends.
    const [organisationId] = organisationIds;
    await recordAuditAlone(firestore, actorOf(caller), {
      action: 'registeredNotification',
      target: { kind: 'notifications', id: '', label: notification.title },
      organisationId:
        organisationIds.size === 1 && typeof organisationId === 'string' ? organisationId : null,
      after: { ...notification, users: registered },
      via: 'registerUsersNotifications',
    });
  }
  return { registered };
});
