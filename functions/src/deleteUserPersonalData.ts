// docs/product.md §6, §7 deleteUserPersonalData(userId): a Kynd Admin permanently deletes an inactive user.
// One batch deletes the users document and the user's hearing/vision alerts (they copy the name
// and contacts) and takes the user out of the organisation's employees and managers; then the
// authentication account goes and the organisation's scores are recalculated without the user.
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { BATCH_SIZE } from '@/config/constants';
import { personName } from '@/domain/audit';
import type { CallableContracts } from '@/domain/callables';
import { normaliseRole } from '@/domain/claims';
import { auth, db } from './admin';
import { actorOf, newAuditRef, recordAudit } from './audit';
import { findAuthUser } from './authLookup';
import { employeesUpdate } from './employees';
import { requireCaller, requireRole } from './caller';
import { callableOptions } from './options';
import { calculateNow } from './scores/scoreRecalculationMarker';
import { syncScoreContribution } from './scores/scoreCounters';
import { writeDirectoryEntry } from './userDirectory';
import { requireId } from './validation';

type Contract = CallableContracts['deleteUserPersonalData'];

export const deleteUserPersonalData = onCall<Contract['request'], Promise<Contract['response']>>(
  callableOptions,
  async (request) => {
    const caller = await requireCaller(request);
    requireRole(caller, ['Kynd Admin']);
    const userId = requireId(request.data, 'User id');
    if (userId === caller.uid) {
      throw new HttpsError('failed-precondition', 'You cannot delete your own account.');
    }

    const firestore = db();
    const userRef = firestore.collection('users').doc(userId);
    const user = await userRef.get();
    if (!user.exists) throw new HttpsError('not-found', 'User not found.');
    if (user.get('isActive') !== false) {
      throw new HttpsError('failed-precondition', 'Only inactive users can be deleted.');
    }

    const organisationId: unknown = user.get('organisation.id');
    const alerts = await firestore
      .collection('questionnaireAlerts')
      .where('user.id', '==', userId)
      .limit(BATCH_SIZE - 2)
      .get();

    const batch = firestore.batch();
    batch.delete(userRef);
    writeDirectoryEntry(batch, userId, undefined);
    for (const alert of alerts.docs) batch.delete(alert.ref);
    let organisationExists = false;
    if (typeof organisationId === 'string' && organisationId) {
      const organisationRef = firestore.collection('organisations').doc(organisationId);
      const organisation = await organisationRef.get();
      organisationExists = organisation.exists;
      if (organisation.exists) {
        const managers: unknown = organisation.get('managers');
        batch.update(organisationRef, {
          ...employeesUpdate(organisation, { remove: [userId] }),
          managers: Array.isArray(managers)
            ? managers.filter((manager) => (manager as { id?: unknown })?.id !== userId)
            : [],
        });
      }
    }
    recordAudit(batch, newAuditRef(firestore), actorOf(caller), {
      action: 'deleted',
      target: { kind: 'users', id: userId, label: personName(user.data() ?? {}) },
      organisationId: typeof organisationId === 'string' && organisationId ? organisationId : null,
      before: { role: normaliseRole(user.get('role')), organisation: user.get('organisation') },
      via: 'deleteUserPersonalData',
    });
    await batch.commit();

    if (await findAuthUser(() => auth().getUser(userId))) await auth().deleteUser(userId);

    if (organisationExists && typeof organisationId === 'string') {
      try {
        await syncScoreContribution(firestore, userId);
        await calculateNow(firestore, organisationId);
      } catch (error) {
        // The user is gone either way; the next calculation will catch up.
        logger.error('Score recalculation after a user deletion failed', error, { organisationId });
      }
    }
    return true;
  },
);
