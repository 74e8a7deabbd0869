// docs/product.md §6, §7, §8 setNewPassword {userId, password}: a Kynd Admin gives a user a new password.
// A user registered with a phone number and no e-mail has no password: the answer is false.
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { personName } from '@/domain/audit';
import type { CallableContracts } from '@/domain/callables';
import { auth, db } from './admin';
import { actorOf, recordAuditAlone } from './audit';
import { findAuthUser } from './authLookup';
import { requireCaller, requireRole } from './caller';
import { callableOptions } from './options';
import { requireId, requirePassword, requireRecord } from './validation';

type Contract = CallableContracts['setNewPassword'];

export const setNewPassword = onCall<Contract['request'], Promise<Contract['response']>>(
  callableOptions,
  async (request) => {
    const caller = await requireCaller(request);
    requireRole(caller, ['Kynd Admin']);
    const data = requireRecord(request.data, 'Request');
    const userId = requireId(data.userId, 'userId');
    const password = requirePassword(data.password);

    const account = await findAuthUser(() => auth().getUser(userId));
    if (!account) throw new HttpsError('not-found', 'User not found.');
    if (!account.email) return false;
    await auth().updateUser(userId, { password });
    // The change is in Auth, not Firestore: the entry follows it, and holds no password.
    const user = await db().collection('users').doc(userId).get();
    const organisationId: unknown = user.get('organisation.id');
    await recordAuditAlone(db(), actorOf(caller), {
      action: 'setNewPassword',
      target: { kind: 'users', id: userId, label: personName(user.data() ?? {}) || account.email },
      organisationId: typeof organisationId === 'string' && organisationId ? organisationId : null,
      via: 'setNewPassword',
    });
    return true;
  },
);
