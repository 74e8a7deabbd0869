// Custom claims are a convenience for clients: nothing in the rules or the functions trusts them.
// They read the caller's documents on every request instead, because an ID token already issued
// keeps its claims for up to an hour, while a document read sees a demotion at once.
import { isVerifiedStaff, type AccountEmail } from '@/domain/staff';
import { ROLES, type Role } from '@/domain/types';

export interface KyndClaims {
  role: Role;
  organisationId: string | null;
  staff: boolean;
}

/**
 * Who reads an organisation's codes and audit trail, as firestore.rules say (docs/roles.md): the
 * provider read scope every organisation's, an Org Admin its own; never a User or a Clinician.
 */
export function readsOrganisationRecords(viewer: { role: Role; isStaff?: boolean }): boolean {
  return viewer.role === 'Kynd Admin' || viewer.role === 'Org Admin' || viewer.isStaff === true;
}

export function normaliseRole(role: unknown): Role {
  return ROLES.find((known) => known === role) ?? 'User';
}

/**
 * `staff` comes from the account's verified e-mail, never from the document, which an admin can
 * write.
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
 * An inactive user, or a user of an inactive (or missing) organisation, gets role 'User' and no
 * staff flag.
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
