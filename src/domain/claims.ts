// Custom claims set by changeUserCustomClaim and read by firestore.rules / storage.rules as
// request.auth.token.{role, organisationId, staff}.
import { isAllowedStaffEmail } from '@/domain/staff';
import { ROLES, type Role } from '@/domain/types';

export interface KyndClaims {
  role: Role;
  organisationId: string | null;
  staff: boolean;
}

export function normaliseRole(role: unknown): Role {
  return ROLES.find((known) => known === role) ?? 'User';
}

export function claimsFor(user: {
  role?: unknown;
  email?: string | null;
  organisation?: { id?: string } | null;
}): KyndClaims {
  return {
    role: normaliseRole(user.role),
    organisationId: user.organisation?.id ?? null,
    staff: isAllowedStaffEmail(user.email),
  };
}
