// docs/app-contract.md sign-up: the mobile app creates its Auth account itself, then calls this to
// join an organisation with an access code. One transaction takes a seat of the code
// (currentUsage), creates the users document (role User, organisation and division from the code)
// and adds the user to the organisation's employees, so that two sign-ups cannot both take the
// last seat and no seat is taken without its user. Any new Auth account can call it, so it asks an
// App Check token too (options.ts), and attempts are rate limited per account and per client
// address (rateLimit.ts) against guessing codes.
// The code is the one document of its value: the one under the id derived from it
// (docs/security.md "Access codes"), or an older one stored under another id while it is the only
// code of that value. Two documents of one value (left from before codes were keyed by their
// value) are refused, never one chosen: a copy planted in another organisation must not divert a
// sign-up there, whose administrators would then read the new user.
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { CallableContracts } from '@/domain/callables';
import { SIGN_UP_ERRORS, signedUpUser, signUpPlacement } from '@/domain/appContract';
import { codeDocumentId, normaliseCode } from '@/domain/codes';
import { CODES_COLLECTION } from '@/domain/collections';
import { codeSchema } from '@/domain/schemas/entities';
import { db } from './admin';
import { employeesUpdate } from './employees';
import { newAuditRef, recordAudit } from './audit';
import { writeClaims } from './accounts';
import { signedOutCallableOptions } from './options';
import { enforceSignedOutLimit } from './rateLimit';
import { writeDirectoryEntry } from './userDirectory';
import { requireName, requireRecord, requireText } from './validation';

type Contract = CallableContracts['signUpWithCode'];

const REFUSAL_CODES = {
  unknownCode: 'not-found',
  inactiveCode: 'failed-precondition',
  fullCode: 'resource-exhausted',
  inactiveOrganisation: 'failed-precondition',
  unknownDivision: 'failed-precondition',
  ambiguousCode: 'failed-precondition',
  alreadySignedUp: 'already-exists',
} as const satisfies Record<keyof typeof SIGN_UP_ERRORS, string>;

export const signUpWithCode = onCall<Contract['request'], Promise<Contract['response']>>(
  signedOutCallableOptions,
  async (request) => {
    if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to do this.');
    const { uid, token } = request.auth;
    const data = requireRecord(request.data, 'Request');
    const code = normaliseCode(requireText(codeSchema.shape.code, data.code, 'Access code'));
    const firstName = requireName(data.firstName, 'First name');
    const lastName = requireName(data.lastName, 'Last name');
    await enforceSignedOutLimit(request, 'signUpWithCode', uid);

    const firestore = db();
    const userRef = firestore.collection('users').doc(uid);
    const auditRef = newAuditRef(firestore);
    const codes = firestore.collection(CODES_COLLECTION);
    // The documents of the value under other ids are found before the transaction and read again
    // in it: a query in a transaction holds what it read (on the emulator, every code) until the
    // sign-up commits.
    const sameValue = await codes.where('code', '==', code).limit(2).select().get();
    const placed = await firestore.runTransaction(async (transaction) => {
      const refuse = (problem: keyof typeof SIGN_UP_ERRORS): never => {
        throw new HttpsError(REFUSAL_CODES[problem], SIGN_UP_ERRORS[problem]);
      };
      const derived = codes.doc(codeDocumentId(code));
      const [user, ...candidates] = await transaction.getAll(
        userRef,
        derived,
        ...sameValue.docs.filter((doc) => doc.id !== derived.id).map((doc) => doc.ref),
      );
      if (user?.exists) refuse('alreadySignedUp');
      const found = new Map<string, DocumentSnapshot>(
        candidates
          .filter((doc) => doc.exists && doc.get('code') === code)
          .map((doc) => [doc.id, doc]),
      );
      if (found.size > 1) refuse('ambiguousCode');
      const [codeDoc] = found.values();
      const organisationId: unknown = codeDoc?.get('organisationId');
      const organisation =
        typeof organisationId === 'string' && organisationId !== ''
          ? await transaction.get(firestore.collection('organisations').doc(organisationId))
          : undefined;
      const placement = signUpPlacement(codeDoc?.data(), organisation?.data());
      if ('problem' in placement) return refuse(placement.problem);

      const now = Timestamp.now();
      transaction.update(codeDoc.ref, { currentUsage: FieldValue.increment(1) });
      const listed = employeesUpdate(organisation, { add: [uid] });
      if (Object.keys(listed).length > 0) {
        transaction.update(
          firestore.collection('organisations').doc(placement.organisation.id),
          listed,
        );
      }
      const newUser = {
        ...signedUpUser({
          uid,
          firstName,
          lastName,
          email: typeof token.email === 'string' ? token.email : undefined,
          phone: typeof token.phone_number === 'string' ? token.phone_number : undefined,
          organisation: placement.organisation,
          division: placement.division,
          now: now.toDate(),
        }),
        createdAt: now,
        updatedAt: now,
      };
      transaction.create(userRef, newUser);
      writeDirectoryEntry(transaction, uid, newUser);
      // The new user is the actor: a sign-up takes one of the organisation's seats.
      recordAudit(
        transaction,
        auditRef,
        { uid, name: `${firstName} ${lastName}`, role: 'User' },
        {
          action: 'signedUpWithCode',
          target: { kind: 'users', id: uid, label: `${firstName} ${lastName}` },
          organisationId: placement.organisation.id,
          after: { code, organisation: placement.organisation, division: placement.division },
          via: 'signUpWithCode',
        },
      );
      return placement;
    });
    await writeClaims(uid);
    return { organisation: placed.organisation, division: placed.division };
  },
);
