// Who may create and change which users (docs/roles.md), for the callables and the screens.
import { personName } from '@/domain/audit';
import { isOneOf } from '@/domain/oneOf';
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

/** Why a caller may not act on a user (functions/src/caller.ts userRefusal's `details.reason`). */
export const USER_REFUSALS = [
  'ownAccount',
  'roleNotAllowed',
  'outsideOrganisation',
  'kyndAdminOnly',
  'userNotFound',
] as const;
export type UserRefusal = (typeof USER_REFUSALS)[number];

export function isUserRefusal(value: unknown): value is UserRefusal {
  return isOneOf(USER_REFUSALS, value);
}

export function administrationRefusal(caller: Party, target: Party): UserRefusal | undefined {
  if (caller.uid === target.uid) return 'ownAccount';
  if (caller.role === 'Kynd Admin') return undefined;
  if (caller.role !== 'Org Admin') return 'roleNotAllowed';
  if (caller.organisationId === null || target.organisationId !== caller.organisationId) {
    return 'outsideOrganisation';
  }
  if (!ASSIGNABLE_ROLES['Org Admin'].includes(target.role)) return 'kyndAdminOnly';
  return undefined;
}

export function roleChangeEffects(from: Role, to: Role) {
  const leavesOrgAdmin = from === 'Org Admin' && to !== 'Org Admin';
  return {
    addManager: to === 'Org Admin' && from !== 'Org Admin',
    removeManager: leavesOrgAdmin,
    /** Literally: an Org Admin who becomes a User leaves the organisation's employees. */
    removeEmployee: leavesOrgAdmin && to === 'User',
    /** The user loses admin or clinician access: its refresh tokens are revoked. */
    revokeSessions: from !== to && PRIVILEGED_ROLES.includes(from),
  };
}

export function managerEntry(user: { id: string; firstName?: unknown; lastName?: unknown }) {
  return { id: user.id, name: personName(user) };
}

/** Only when the organisation has more than one manager, so that none is left without one. */
export function canRemoveManager(managerCount: number): boolean {
  return managerCount > 1;
}
