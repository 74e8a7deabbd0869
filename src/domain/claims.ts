// Custom claims set by the functions (changeUserCustomClaim, createUser, updateUser) as
// request.auth.token.{role, organisationId, staff}. They are a convenience for clients that want
// to know their role without a read: nothing in firestore.rules, storage.rules or the functions
// trusts them. The rules and the functions read the caller's users and organisation documents on
// every request instead, because Firestore rules cannot see a revoked refresh token: an ID token
// already issued keeps its claims for up to an hour, while a document read sees a demotion or a
// deactivation on the very next request.
import { isVerifiedStaff, type AccountEmail } from '@/domain/staff';
import { ROLES, type Role } from '@/domain/types';

export interface KyndClaims {
  role: Role;
  organisationId: string | null;
  staff: boolean;
}

export function normaliseRole(role: unknown): Role {
  return ROLES.find((known) => known === role) ?? 'User';
}

/**
 * The claims a users document describes. `staff` comes from the authentication account (its
 * verified e-mail), never from the document: without an account, it is false.
 */
export function claimsFor(
  user: { role?: unknown; organisation?: { id?: unknown } | null },
  account?: AccountEmail,
): KyndClaims {
  const organisationId = user.organisation?.id;
  return {
    role: normaliseRole(user.role),
    organisationId: typeof organisationId === 'string' ? organisationId : null,
    staff: isVerifiedStaff(account),
  };
}

/**
 * The claims the server hands out: an inactive user, or a user of an inactive (or missing)
 * organisation, gets no admin role and no staff flag (role 'User').
 */
export function grantedClaims(
  user: { role?: unknown; isActive?: unknown; organisation?: { id?: unknown } | null },
  organisationIsActive: boolean,
  account?: AccountEmail,
): KyndClaims {
  const claims = claimsFor(user, account);
  if (user.isActive === true && organisationIsActive) return claims;
  return { ...claims, role: 'User', staff: false };
}
