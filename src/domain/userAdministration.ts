// Who may create and change which users, shared by the createUser and updateUser callables and the
// screens. Nobody changes their own role, status, organisation or clinician organisations; only a
// Kynd Admin makes or changes a Kynd Admin or a Clinician; an Org Admin acts only within its own
// organisation, on and as User or Org Admin.
import type { Role } from '@/domain/types';

export interface Party {
  uid: string;
  role: Role;
  organisationId: string | null;
}

export const CREATABLE_ROLES: Readonly<Record<Role, readonly Role[]>> = {
  'Kynd Admin': ['Kynd Admin', 'Org Admin', 'Clinician'],
  'Org Admin': ['Org Admin'],
  Clinician: [],
  User: [],
};

export const ASSIGNABLE_ROLES: Readonly<Record<Role, readonly Role[]>> = {
  'Kynd Admin': ['Kynd Admin', 'Org Admin', 'Clinician', 'User'],
  'Org Admin': ['Org Admin', 'User'],
  Clinician: [],
  User: [],
};

/** Losing one ends every open session. */
export const PRIVILEGED_ROLES: readonly Role[] = ['Kynd Admin', 'Org Admin', 'Clinician'];

export const OUTSIDE_ORGANISATION = 'You can only act within your organisation.';
export const USER_NOT_FOUND = 'User not found.';

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
  addManager: boolean;
  removeManager: boolean;
  /** Literally: an Org Admin who becomes a User leaves the organisation's employees. */
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

export function managerEntry(user: { id: string; firstName?: unknown; lastName?: unknown }) {
  const part = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return {
    id: user.id,
    name: [part(user.firstName), part(user.lastName)].filter(Boolean).join(' '),
  };
}

/** Only when the organisation has more than one manager, so that none is left without one. */
export function canRemoveManager(managerCount: number): boolean {
  return managerCount > 1;
}
