// Who is calling, judged on every call from the current documents (README "Security"): the role,
// status, organisation and clinician organisations come from the caller's users document, the
// organisation's status from its organisations document, and staff status from the ID token's
// own verified e-mail (domain/staff). Custom claims are never read: an ID token keeps them for up
// to an hour after a demotion, a document read does not.
import {
  HttpsError,
  type CallableRequest,
  type FunctionsErrorCode,
} from 'firebase-functions/v2/https';
import { personName } from '@/domain/audit';
import { normaliseRole } from '@/domain/claims';
import { isVerifiedStaff } from '@/domain/staff';
import type { Role } from '@/domain/types';
import type { UserRefusal } from '@/domain/userAdministration';
import { db } from './admin';

export interface Caller {
  uid: string;
  /** First and last name from the users document ('' without one), for the audit trail. */
  name: string;
  /** 'User' when the users document has none, or when there is no users document. */
  role: Role;
  organisationId: string | null;
  isActive: boolean;
  organisationIsActive: boolean;
  /** One of the allow-listed staff (docs/product.md §6): the provider's read scope, no callable power. */
  staff: boolean;
  /** A clinician's organisations (docs/product.md §6); [] for anyone else's document. */
  allowedOrganisationsIds: string[];
  /** Signed in with e-mail and password: a clinician so signed in reads nothing (docs/roles.md). */
  passwordSession: boolean;
}

export async function requireCaller(request: CallableRequest<unknown>): Promise<Caller> {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to do this.');
  const { uid, token } = request.auth;
  const snapshot = await db().collection('users').doc(uid).get();
  const data = snapshot.data() ?? {};
  const organisationId: unknown = data.organisation?.id;
  const hasOrganisation = typeof organisationId === 'string' && organisationId !== '';
  const organisation = hasOrganisation
    ? await db().collection('organisations').doc(organisationId).get()
    : undefined;
  return {
    uid,
    name: personName(data),
    role: normaliseRole(data.role),
    organisationId: hasOrganisation ? organisationId : null,
    isActive: data.isActive === true,
    organisationIsActive: organisation?.get('isActive') === true,
    staff: isVerifiedStaff({ email: token.email, emailVerified: token.email_verified }),
    allowedOrganisationsIds: Array.isArray(data.allowedOrganisationsIds)
      ? data.allowedOrganisationsIds.filter((id: unknown): id is string => typeof id === 'string')
      : [],
    passwordSession: token.firebase?.sign_in_provider === 'password',
  };
}

function requireActive(caller: Caller): void {
  if (!caller.isActive || !caller.organisationIsActive) {
    throw new HttpsError('permission-denied', 'This account or its organisation is inactive.');
  }
}

/**
 * Admin powers: an active account of an active organisation (an inactive user, or a user of an
 * inactive organisation, has none) whose role is one of `roles`. Staff status adds nothing here:
 * it is a read scope (firestore.rules), not a role.
 */
export function requireRole(caller: Caller, roles: readonly Role[]): void {
  requireActive(caller);
  if (!roles.includes(caller.role)) {
    throw new HttpsError('permission-denied', USER_REFUSAL_WORDS.roleNotAllowed);
  }
}

const USER_REFUSAL_WORDS: Readonly<Record<UserRefusal, string>> = {
  ownAccount: 'Nobody changes their own role, status or organisation.',
  roleNotAllowed: 'Your role does not allow this.',
  outsideOrganisation: 'You can only act within your organisation.',
  kyndAdminOnly: 'Only a Kynd Admin may change a Kynd Admin or a Clinician.',
  userNotFound: 'User not found.',
};

/**
 * A refusal to act on a user, in plain words, with its code as `details.reason`: a screen that
 * shows the refusal (the Users list's bulk summary, through bulkUpdateUsers) words the code from
 * its catalogue.
 */
export function userRefusal(reason: UserRefusal): HttpsError {
  const code: FunctionsErrorCode = reason === 'userNotFound' ? 'not-found' : 'permission-denied';
  return new HttpsError(code, USER_REFUSAL_WORDS[reason], { reason });
}

const outsideOrganisation = () => userRefusal('outsideOrganisation');

/** An Org Admin acts only within their own organisation (docs/product.md §6). */
export function requireOrganisationScope(caller: Caller, organisationId: string): void {
  if (caller.role === 'Org Admin' && caller.organisationId !== organisationId) {
    throw outsideOrganisation();
  }
}

/**
 * Who may read an organisation's data, as firestore.rules' readsOrganisation says: an active
 * account of an active organisation that is a Kynd Admin or allow-listed staff (any organisation),
 * the Org Admin of that organisation, or a clinician allowed it and not signed in by password.
 */
export function requireReadsOrganisation(caller: Caller, organisationId: string): void {
  requireActive(caller);
  const reads =
    caller.role === 'Kynd Admin' ||
    caller.staff ||
    (caller.role === 'Org Admin' && caller.organisationId === organisationId) ||
    (caller.role === 'Clinician' &&
      !caller.passwordSession &&
      caller.allowedOrganisationsIds.includes(organisationId));
  if (!reads) throw new HttpsError('permission-denied', 'You cannot see this organisation.');
}

/**
 * A document the caller names by id, of the organisation `organisationId` (undefined: there is no
 * such document). To an Org Admin, one of another organisation and one that does not exist get the
 * same refusal, so that its answers tell nothing of other organisations, not even what exists
 * there (docs/roles.md "Callable functions"); a Kynd Admin is told `notFound`.
 */
export function requireFoundInScope(
  caller: Caller,
  organisationId: string | null | undefined,
  notFound: string | HttpsError,
): void {
  if (caller.role === 'Org Admin' && caller.organisationId !== organisationId) {
    throw outsideOrganisation();
  }
  if (organisationId === undefined) {
    throw typeof notFound === 'string' ? new HttpsError('not-found', notFound) : notFound;
  }
}
