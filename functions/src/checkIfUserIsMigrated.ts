// SPEC §7, §8 checkIfUserIsMigrated(email): asked after a wrong password, before sign-in, so it
// takes no authentication. A user is migrated when an authentication account exists for the
// e-mail and that account's users document carries `migrated: true` (the flag the import from the
// previous product sets). Answers only a boolean.
import { onCall } from 'firebase-functions/v2/https';
import { MIGRATED_FLAG, type CallableContracts } from '@/domain/callables';
import { auth, db } from './admin';
import { findAuthUser } from './authLookup';
import { callableOptions } from './options';
import { requireEmail } from './validation';

type Contract = CallableContracts['checkIfUserIsMigrated'];

export const checkIfUserIsMigrated = onCall<Contract['request'], Promise<Contract['response']>>(
  callableOptions,
  async (request) => {
    const email = requireEmail(request.data);
    const account = await findAuthUser(() => auth().getUserByEmail(email));
    if (!account) return false;
    const user = await db().collection('users').doc(account.uid).get();
    return user.exists && user.get(MIGRATED_FLAG) === true;
  },
);
