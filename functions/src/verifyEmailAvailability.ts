// docs/product.md §5, §7 verifyEmailAvailability(email): the create-user form's 'E-mail is already in use'
// check. Answers true when the e-mail is in use by an authentication account or a user record.
import { onCall } from 'firebase-functions/v2/https';
import type { CallableContracts } from '@/domain/callables';
import { auth } from './admin';
import { findAuthUser } from './authLookup';
import { requireCaller, requireRole } from './caller';
import { callableOptions } from './options';
import { emailsInDocuments } from './userEmails';
import { requireEmail } from './validation';

type Contract = CallableContracts['verifyEmailAvailability'];

export const verifyEmailAvailability = onCall<Contract['request'], Promise<Contract['response']>>(
  callableOptions,
  async (request) => {
    const caller = await requireCaller(request);
    requireRole(caller, ['Kynd Admin', 'Org Admin']);
    const email = requireEmail(request.data);
    if (await findAuthUser(() => auth().getUserByEmail(email))) return true;
    return (await emailsInDocuments([email])).size > 0;
  },
);
