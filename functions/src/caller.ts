// Who is calling: the role and organisation come from the caller's users document (the source the
// custom claims are made from, so a role change counts at once), or from the custom claims when
// the account has no users document.
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { claimsFor, normaliseRole } from '@/domain/claims';
import { isAllowedStaffEmail } from '@/domain/staff';
import type { Role } from '@/domain/types';
import { db } from './admin';

export interface Caller {
  uid: string;
  role: Role;
  organisationId: string | null;
  /** One of the allow-listed staff e-mails (SPEC §6): provider scope. */
  staff: boolean;
  isActive: boolean;
}

export async function requireCaller(request: CallableRequest<unknown>): Promise<Caller> {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to do this.');
  const { uid, token } = request.auth;
  const snapshot = await db().collection('users').doc(uid).get();
  const email = typeof token.email === 'string' ? token.email : undefined;
  if (snapshot.exists) {
    const data = snapshot.data() ?? {};
    const claims = claimsFor({ ...data, email: email ?? data.email });
    return { uid, ...claims, isActive: data.isActive !== false };
  }
  return {
    uid,
    role: normaliseRole(token.role),
    organisationId: typeof token.organisationId === 'string' ? token.organisationId : null,
    staff: isAllowedStaffEmail(email),
    isActive: true,
  };
}

/** Kynd Admin, or an allow-listed staff member when `staff` is allowed. */
export function isProviderAdmin(caller: Caller, options: { staff: boolean }): boolean {
  return caller.role === 'Kynd Admin' || (options.staff && caller.staff);
}

/** Refuses an inactive caller or one whose role is not among `roles`. */
export function requireRole(
  caller: Caller,
  roles: readonly Role[],
  options: { staff?: boolean } = {},
): void {
  if (!caller.isActive) throw new HttpsError('permission-denied', 'This account is inactive.');
  const allowed = roles.includes(caller.role) || (options.staff === true && caller.staff);
  if (!allowed) {
    throw new HttpsError('permission-denied', 'Your role does not allow this.');
  }
}

/** An Org Admin acts only within their own organisation (SPEC §6). */
export function requireOrganisationScope(caller: Caller, organisationId: string): void {
  if (caller.role === 'Org Admin' && caller.organisationId !== organisationId) {
    throw new HttpsError('permission-denied', 'You can only act within your organisation.');
  }
}
