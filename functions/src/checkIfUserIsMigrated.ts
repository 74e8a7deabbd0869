// docs/product.md §7, §8 checkIfUserIsMigrated(email): asked after a wrong password, before
// sign-in, so it takes no authentication, but an App Check token (options.ts). A user is migrated
// when an authentication account exists for the e-mail and that account's users document carries
// `migrated: true` (the flag the import from the previous product sets). Answers only a boolean,
// at a bounded rate per e-mail and per client (rateLimit.ts).
import { onCall } from 'firebase-functions/v2/https';
import { MIGRATED_FLAG, type CallableContracts } from '@/domain/callables';
import { auth, db } from './admin';
import { findAuthUser } from './authLookup';
import { signedOutCallableOptions } from './options';
import { enforceSignedOutLimit } from './rateLimit';
import { requireEmail } from './validation';

type Contract = CallableContracts['checkIfUserIsMigrated'];

export const checkIfUserIsMigrated = onCall<Contract['request'], Promise<Contract['response']>>(
  signedOutCallableOptions,
  async (request) => {
    const email = requireEmail(request.data);
    await enforceSignedOutLimit(request, 'checkIfUserIsMigrated', email);
    const account = await findAuthUser(() => auth().getUserByEmail(email));
    if (!account) return false;
    const user = await db().collection('users').doc(account.uid).get();
    return user.exists && user.get(MIGRATED_FLAG) === true;
  },
);
