// docs/product.md §5 Create user, on the server: the caller's right to the role is checked here,
// not trusted to a screen; the password is generated here (docs/product.md §9) and answered once; the Auth
// account, the users document and the organisation's employees (and managers, for an Org Admin,
// docs/product.md §4) are written together. A Kynd Admin creates Kynd Admins, Org Admins and Clinicians in
// any organisation; an Org Admin creates Org Admins in its own (docs/product.md §6).
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { userDerivedFields } from '@/domain/derivedFields';
import type { CreateUserRequest, CreateUserResponse } from '@/domain/callables';
import { generatePassword } from '@/domain/password';
import { CREATABLE_ROLES, managerEntry } from '@/domain/userAdministration';
import { auth, db } from './admin';
import { writeClaims } from './accounts';
import { actorOf, newAuditRef, recordAudit } from './audit';
import { findAuthUser } from './authLookup';
import { requireCaller, requireOrganisationScope, requireRole } from './caller';
import { callableOptions } from './options';
import {
  requireDivisionId,
  requireEmail,
  requireId,
  requireName,
  requireRecord,
  requireRoleName,
} from './validation';

const EMAIL_IN_USE = 'E-mail is already in use';

export const createUser = onCall<CreateUserRequest, Promise<CreateUserResponse>>(
  callableOptions,
  async (request) => {
    const caller = await requireCaller(request);
    requireRole(caller, ['Kynd Admin', 'Org Admin']);
    const data = requireRecord(request.data, 'Request');
    const role = requireRoleName(data.role);
    if (!CREATABLE_ROLES[caller.role].includes(role)) {
      throw new HttpsError('permission-denied', `Your role cannot create a ${role}.`);
    }
    const email = requireEmail(data.email);
    const firstName = requireName(data.firstName, 'First name');
    const lastName = requireName(data.lastName, 'Last name');
    const organisationId = requireId(data.organisationId, 'organisationId');
    const divisionId = requireDivisionId(data.divisionId);
    requireOrganisationScope(caller, organisationId);

    const firestore = db();
    const organisationRef = firestore.collection('organisations').doc(organisationId);
    const organisation = await organisationRef.get();
    if (!organisation.exists) throw new HttpsError('not-found', 'Organisation not found.');
    const divisions: unknown = organisation.get('divisions');
    const division = Array.isArray(divisions)
      ? (divisions as { id?: unknown; name?: unknown }[]).find((entry) => entry?.id === divisionId)
      : undefined;
    if (!division)
      throw new HttpsError('invalid-argument', 'No such division in the organisation.');

    if (await findAuthUser(() => auth().getUserByEmail(email))) {
      throw new HttpsError('already-exists', EMAIL_IN_USE);
    }
    const sameEmail = await firestore
      .collection('users')
      .where('email', '==', email)
      .limit(1)
      .get();
    if (!sameEmail.empty) throw new HttpsError('already-exists', EMAIL_IN_USE);

    const password = generatePassword();
    let uid: string;
    try {
      ({ uid } = await auth().createUser({
        email,
        password,
        displayName: `${firstName} ${lastName}`,
      }));
    } catch (error) {
      if ((error as { code?: unknown }).code === 'auth/email-already-exists') {
        throw new HttpsError('already-exists', EMAIL_IN_USE);
      }
      throw error;
    }

    const now = Timestamp.now();
    const user = {
      id: uid,
      firstName,
      lastName,
      ...userDerivedFields({ firstName, lastName, role }),
      email,
      organisation: { id: organisationId, name: String(organisation.get('name') ?? '') },
      division: { id: divisionId, name: typeof division.name === 'string' ? division.name : '' },
      isActive: true,
      isSubscriptionUser: false,
      ...(role === 'Clinician' ? { allowedOrganisationsIds: [] } : {}),
      createdAt: now,
      updatedAt: now,
    };
    const auditRef = newAuditRef(firestore);
    try {
      await firestore.runTransaction(async (transaction) => {
        const current = await transaction.get(organisationRef);
        if (!current.exists) throw new HttpsError('not-found', 'Organisation not found.');
        transaction.create(firestore.collection('users').doc(uid), user);
        recordAudit(transaction, auditRef, actorOf(caller), {
          action: 'Created user',
          target: { kind: 'users', id: uid, label: `${firstName} ${lastName}` },
          organisationId,
          after: { email, role, organisation: user.organisation, division: user.division },
          via: 'createUser',
        });
        transaction.update(organisationRef, {
          employees: FieldValue.arrayUnion(uid),
          ...(role === 'Org Admin'
            ? { managers: FieldValue.arrayUnion(managerEntry({ id: uid, firstName, lastName })) }
            : {}),
        });
      });
    } catch (error) {
      // No half-created user: the account goes if its documents could not be written.
      await auth()
        .deleteUser(uid)
        .catch((cleanup: unknown) => logger.error('Could not delete the new account', cleanup));
      throw error;
    }
    await writeClaims(uid);
    return { uid, password };
  },
);
