// docs/product.md §7 changeUserCustomClaim(uid): sets the custom claims described by the user's document
// (domain/claims). A convenience for clients: the rules and the functions read the documents
// on every request and trust no claim. Anyone may refresh their own claims; an active Kynd Admin
// anyone's; an active Org Admin those of the Users and Org Admins of their organisation. An
// inactive user, or a user of an inactive organisation, never gets an admin role in its claims.
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { CallableContracts } from '@/domain/callables';
import { normaliseRole } from '@/domain/claims';
import { administrationRefusal } from '@/domain/userAdministration';
import { db } from './admin';
import { writeClaims } from './accounts';
import { requireCaller, requireFoundInScope, requireRole, userRefusal } from './caller';
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
    const user = snapshot.data() ?? {};
    const stored: unknown = user.organisation?.id;
    const organisationId = typeof stored === 'string' ? stored : null;
    if (uid !== caller.uid) {
      requireFoundInScope(
        caller,
        snapshot.exists ? organisationId : undefined,
        userRefusal('userNotFound'),
      );
      const refusal = administrationRefusal(caller, {
        uid,
        role: normaliseRole(user.role),
        organisationId,
      });
      if (refusal) throw userRefusal(refusal);
    } else if (!snapshot.exists) {
      throw userRefusal('userNotFound');
    }

    const claims = await writeClaims(uid);
    if (!claims) throw new HttpsError('not-found', 'No authentication account for this user.');
    return claims;
  },
);
