// Who may enter the dashboard (docs/product.md §1, §5, §6) and what the session re-check does (docs/product.md §4).
// The sign-in page applies these for the user's comfort; firestore.rules and the functions apply
// the same conditions to every request, so a caller who skips the page gains nothing.
import { normaliseRole } from '@/domain/claims';
import type { Role } from '@/domain/types';

/** The fields of a users/{uid} document the entry rule reads. */
export interface EntryCandidate {
  role?: unknown;
  isActive?: unknown;
}

const DASHBOARD_ROLES: readonly Role[] = ['Kynd Admin', 'Org Admin'];

/**
 * Email path (docs/product.md §5): the user and their organisation must be active, and the role must be
 * Kynd Admin or Org Admin, or the account one of the allow-listed staff (who are role User).
 * `isStaff` comes from the authentication account's verified e-mail (domain/staff
 * isVerifiedStaff), never from the users document. A missing role counts as User, so it does not
 * pass on its own.
 */
export function mayEnterByEmail(
  user: EntryCandidate,
  organisationIsActive: unknown,
  isStaff: boolean,
): boolean {
  if (user.isActive !== true || organisationIsActive !== true) return false;
  return DASHBOARD_ROLES.includes(normaliseRole(user.role)) || isStaff;
}

/**
 * Phone path (docs/product.md §5): a user without a role, a Kynd Admin or an Org Admin passes, and the user
 * must be active. The allow-listed staff pass too (docs/product.md §6 lets them in whatever the path).
 * The organisation is not read here: the session re-check (docs/product.md §4) signs out the users of an
 * inactive organisation.
 */
export function mayEnterByPhone(user: EntryCandidate, isStaff: boolean): boolean {
  if (user.isActive !== true) return false;
  const roleAbsent = user.role === undefined || user.role === null || user.role === '';
  return roleAbsent || DASHBOARD_ROLES.includes(normaliseRole(user.role)) || isStaff;
}

export type RecheckDecision = 'keep' | 'signOut';

/**
 * Session re-check (docs/product.md §4): sign out when the user or the organisation is known to be inactive;
 * when either status is unknown (missing document, read failure: `undefined`), nothing happens.
 */
export function recheckDecision(status: {
  userIsActive: boolean | undefined;
  organisationIsActive: boolean | undefined;
}): RecheckDecision {
  return status.userIsActive === false || status.organisationIsActive === false
    ? 'signOut'
    : 'keep';
}
