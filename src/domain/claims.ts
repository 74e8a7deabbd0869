// Custom claims are a convenience for clients, trusted by nothing (docs/roles.md "The rules").
import { isVerifiedStaff, type AccountEmail } from '@/domain/staff';
import { ROLES, type Role } from '@/domain/types';

export interface KyndClaims {
  role: Role;
  organisationId: string | null;
  staff: boolean;
}

/** Who reads an organisation's codes and audit trail, as firestore.rules say (docs/roles.md). */
export function readsOrganisationRecords(viewer: { role: Role; isStaff?: boolean }): boolean {
  return viewer.role === 'Kynd Admin' || viewer.role === 'Org Admin' || viewer.isStaff === true;
}

export function normaliseRole(role: unknown): Role {
  return ROLES.find((known) => known === role) ?? 'User';
}

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

/** `organisationIsActive` is false for a missing organisation. */
export function grantedClaims(
  user: { role?: unknown; isActive?: unknown; organisation?: { id?: unknown } | null },
  organisationIsActive: boolean,
  account?: AccountEmail,
): KyndClaims {
  const claims = claimsFor(user, account);
  if (user.isActive === true && organisationIsActive) return claims;
  return { ...claims, role: 'User', staff: false };
}
