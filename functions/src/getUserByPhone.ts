// docs/product.md §5, §7 getUserByPhone(phone): the phone sign-in checks that the number belongs to a user
// before sending a code, so it takes no authentication, but an App Check token (options.ts).
// Answers only a boolean, never who, and at a bounded rate per number and per client
// (rateLimit.ts).
import { onCall } from 'firebase-functions/v2/https';
import type { CallableContracts } from '@/domain/callables';
import { auth, db } from './admin';
import { findAuthUser } from './authLookup';
import { signedOutCallableOptions } from './options';
import { enforceSignedOutLimit } from './rateLimit';
import { requirePhone } from './validation';

type Contract = CallableContracts['getUserByPhone'];

export const getUserByPhone = onCall<Contract['request'], Promise<Contract['response']>>(
  signedOutCallableOptions,
  async (request) => {
    const phone = requirePhone(request.data);
    await enforceSignedOutLimit(request, 'getUserByPhone', phone);
    const users = await db().collection('users').where('phone', '==', phone).limit(1).get();
    if (!users.empty) return true;
    return (await findAuthUser(() => auth().getUserByPhoneNumber(phone))) !== undefined;
  },
);
