// The sign-in page applies these for the user's comfort; firestore.rules and the functions apply
// the same conditions to every request.
import { normaliseRole } from '@/domain/claims';
import type { Role } from '@/domain/types';

export interface EntryCandidate {
  role?: unknown;
  isActive?: unknown;
}

const DASHBOARD_ROLES: readonly Role[] = ['Kynd Admin', 'Org Admin'];

/** A missing role counts as User, so it does not pass on its own. */
export function mayEnterByEmail(
  user: EntryCandidate,
  organisationIsActive: unknown,
  isStaff: boolean,
): boolean {
  if (user.isActive !== true || organisationIsActive !== true) return false;
  return DASHBOARD_ROLES.includes(normaliseRole(user.role)) || isStaff;
}

/** The session re-check, not this, signs out the users of an inactive organisation. */
export function mayEnterByPhone(user: EntryCandidate, isStaff: boolean): boolean {
  if (user.isActive !== true) return false;
  const roleAbsent = user.role === undefined || user.role === null || user.role === '';
  return roleAbsent || DASHBOARD_ROLES.includes(normaliseRole(user.role)) || isStaff;
}

/** When either status is unknown (missing document, read failure), nothing happens. */
export function recheckDecision(status: {
  userIsActive: boolean | undefined;
  organisationIsActive: boolean | undefined;
}): 'keep' | 'signOut' {
  return status.userIsActive === false || status.organisationIsActive === false
    ? 'signOut'
    : 'keep';
}
