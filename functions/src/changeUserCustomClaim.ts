// SPEC §7 changeUserCustomClaim(uid): sets the custom claims firestore.rules read (domain/claims)
// from the user's document. Anyone may refresh their own claims; a Kynd Admin anyone's; an Org
// Admin those of users of their organisation.
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { CallableContracts } from '@/domain/callables';
import { claimsFor, normaliseRole } from '@/domain/claims';
import { auth, db } from './admin';
import { requireCaller, requireRole } from './caller';
import { callableOptions } from './options';
import { requireId } from './validation';

type Contract = CallableContracts['changeUserCustomClaim'];

export const changeUserCustomClaim = onCall<Contract['request'], Promise<Contract['response']>>(
  callableOptions,
  async (request) => {
    const caller = await requireCaller(request);
    const uid = requireId(request.data, 'User id');
    if (uid !== caller.uid) requireRole(caller, ['Kynd Admin', 'Org Admin']);

    const snapshot = await db().collection('users').doc(uid).get();
    if (!snapshot.exists) throw new HttpsError('not-found', 'User not found.');
    const user = snapshot.data() ?? {};
    if (uid !== caller.uid && caller.role === 'Org Admin') {
      if (user.organisation?.id !== caller.organisationId) {
        throw new HttpsError('permission-denied', 'You can only act within your organisation.');
      }
      // SPEC §6: an Org Admin assigns only User and Org Admin. The rules keep other roles out of
      // the user document; this keeps them out of the claims even if one got in.
      if (!['User', 'Org Admin'].includes(normaliseRole(user.role))) {
        throw new HttpsError('permission-denied', 'Your role cannot grant this role.');
      }
    }

    let email: string | undefined;
    try {
      email = (await auth().getUser(uid)).email;
    } catch {
      throw new HttpsError('not-found', 'No authentication account for this user.');
    }
    const claims = claimsFor({ ...user, email: email ?? user.email });
    await auth().setCustomUserClaims(uid, { ...claims });
    return claims;
  },
);
