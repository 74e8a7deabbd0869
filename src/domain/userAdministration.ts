// Who may create and change which users (docs/product.md §4, §6), as pure rules shared by the createUser and
// updateUser callables (functions/) and the screens that offer the actions.
//
// - Nobody changes their own role, status, organisation or clinician organisations.
// - Only a Kynd Admin makes or changes a Kynd Admin or a Clinician.
// - An Org Admin acts only on users of its own organisation whose role is User or Org Admin, and
//   assigns only those two roles (docs/product.md §6); it creates only Org Admins.
import type { Role } from '@/domain/types';

export interface Party {
  uid: string;
  role: Role;
  organisationId: string | null;
}

/** docs/product.md §6: the roles each role may give a new user. */
export const CREATABLE_ROLES: Readonly<Record<Role, readonly Role[]>> = {
  'Kynd Admin': ['Kynd Admin', 'Org Admin', 'Clinician'],
  'Org Admin': ['Org Admin'],
  Clinician: [],
  User: [],
};

/** docs/product.md §6: the roles each role may set on an existing user. */
export const ASSIGNABLE_ROLES: Readonly<Record<Role, readonly Role[]>> = {
  'Kynd Admin': ['Kynd Admin', 'Org Admin', 'Clinician', 'User'],
  'Org Admin': ['Org Admin', 'User'],
  Clinician: [],
  User: [],
};

/** Roles whose holders have admin or clinician access: losing one ends every open session. */
export const PRIVILEGED_ROLES: readonly Role[] = ['Kynd Admin', 'Org Admin', 'Clinician'];

/** An Org Admin's refusal for anyone outside its organisation (docs/product.md §6). */
export const OUTSIDE_ORGANISATION = 'You can only act within your organisation.';
export const USER_NOT_FOUND = 'User not found.';

/** Why `caller` may not act on `target` at all, or undefined when it may. */
export function administrationRefusal(caller: Party, target: Party): string | undefined {
  if (caller.uid === target.uid) return 'Nobody changes their own role, status or organisation.';
  if (caller.role === 'Kynd Admin') return undefined;
  if (caller.role !== 'Org Admin') return 'Your role does not allow this.';
  if (caller.organisationId === null || target.organisationId !== caller.organisationId) {
    return OUTSIDE_ORGANISATION;
  }
  if (!ASSIGNABLE_ROLES['Org Admin'].includes(target.role)) {
    return 'Only a Kynd Admin may change a Kynd Admin or a Clinician.';
  }
  return undefined;
}

export interface RoleChangeEffects {
  /** docs/product.md §4: becoming Org Admin adds the user to the organisation's managers. */
  addManager: boolean;
  /** docs/product.md §4: leaving Org Admin removes the user from the managers. */
  removeManager: boolean;
  /** docs/product.md §4, literally: an Org Admin who becomes a User leaves the organisation's employees. */
  removeEmployee: boolean;
  /** The user loses admin or clinician access: its refresh tokens are revoked. */
  revokeSessions: boolean;
}

export function roleChangeEffects(from: Role, to: Role): RoleChangeEffects {
  const leavesOrgAdmin = from === 'Org Admin' && to !== 'Org Admin';
  return {
    addManager: to === 'Org Admin' && from !== 'Org Admin',
    removeManager: leavesOrgAdmin,
    removeEmployee: leavesOrgAdmin && to === 'User',
    revokeSessions: from !== to && PRIVILEGED_ROLES.includes(from),
  };
}

/** The manager entry of docs/product.md §4: {id, name = first and last name}. */
export function managerEntry(user: { id: string; firstName?: unknown; lastName?: unknown }) {
  const part = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return {
    id: user.id,
    name: [part(user.firstName), part(user.lastName)].filter(Boolean).join(' '),
  };
}

/**
 * docs/product.md §4 Manager removal: offered only when the organisation has more than one manager, so that
 * no organisation is left without one.
 */
export function canRemoveManager(managerCount: number): boolean {
  return managerCount > 1;
}
