// Rules of the Users list; the screens keep the state.
import { THEME_COLOURS } from '@/config/constants';
import type { BulkUserChange, UpdateUserRequest } from '@/domain/callables';
import { normaliseRole } from '@/domain/claims';
import { ALL_ID, type UserSearchChoice } from '@/domain/dashboard';
import type { NamedRef, Role, User } from '@/domain/types';
import {
  ASSIGNABLE_ROLES,
  administrationRefusal,
  canRemoveManager,
  type Party,
} from '@/domain/userAdministration';
import { lowerWords, textOf } from '@/domain/values';

export const USERS_PER_PAGE = 25;

/** `isStaff`: the provider's read scope, none of its powers. */
export type Viewer = Party & { isStaff: boolean };

export interface ListedUser
  extends
    Partial<Pick<User, 'firstName' | 'lastName' | 'email' | 'phone' | 'isActive'>>,
    Partial<Pick<User, 'isSubscriptionUser' | 'createdAt' | 'updatedAt'>> {
  id: string;
  role?: unknown;
  organisation?: Partial<NamedRef>;
  division?: Partial<NamedRef>;
}

/** The title's catalogue key. */
export function usersListTitle(role: Role | undefined): string {
  return role === 'Kynd Admin'
    ? 'resources.users.list.administrators'
    : 'resources.users.list.label';
}

export function hasProviderScope(viewer: Pick<Viewer, 'role' | 'isStaff'>): boolean {
  return viewer.role === 'Kynd Admin' || viewer.isStaff;
}

const ROLE_FILTERS: readonly { label: string; role: Role }[] = [
  { label: 'resources.users.list.role_filters.kynd_admins', role: 'Kynd Admin' },
  { label: 'resources.users.list.role_filters.org_admins', role: 'Org Admin' },
  { label: 'resources.users.list.role_filters.clinicians', role: 'Clinician' },
  { label: 'resources.users.list.role_filters.users', role: 'User' },
];

/** The Kynd Admins' filter only for the provider's view (a Kynd Admin, allow-listed staff). */
export function roleFiltersFor(viewer: Pick<Viewer, 'role' | 'isStaff'>) {
  return ROLE_FILTERS.filter((filter) => filter.role !== 'Kynd Admin' || hasProviderScope(viewer));
}

export interface UsersQueryFilter {
  organisationId?: string;
  divisionId?: string;
  role?: Role;
  search?: UserSearchChoice;
}

export function listScopeOf(
  viewer: Pick<Viewer, 'role' | 'isStaff' | 'organisationId'>,
): string | null {
  return hasProviderScope(viewer) ? null : viewer.organisationId;
}

/** An Org Admin's list is always its own organisation's, whatever the address says. */
export function scopedUsersFilter(
  scope: string | null,
  filter: UsersQueryFilter,
): UsersQueryFilter {
  if (scope === null || filter.organisationId === scope) return filter;
  // A division belongs to the organisation it was chosen in: another's is no choice here.
  const scoped: UsersQueryFilter = { ...filter, organisationId: scope };
  delete scoped.divisionId;
  return scoped;
}

export function searchNeedsOrganisation(organisationId: string, term: string): boolean {
  return term.trim() !== '' && (organisationId === ALL_ID || organisationId === '');
}

export const ROLE_COLOURS: Readonly<Record<Role, { background: string; text: string }>> = {
  'Org Admin': { background: THEME_COLOURS.main, text: '#ffffff' },
  Clinician: { background: THEME_COLOURS.secondary, text: THEME_COLOURS.main },
  'Kynd Admin': { background: '#c2185b', text: '#ffffff' },
  User: { background: '#6b7280', text: '#ffffff' },
};

export function roleOf(user: Pick<ListedUser, 'role'>): Role {
  return normaliseRole(user.role);
}

/** The start of the first name, of the last name, or of "first last", whatever the case. */
export function matchesPersonName(
  person: Pick<ListedUser, 'firstName' | 'lastName'>,
  typed: string,
): boolean {
  const term = lowerWords(typed);
  if (term === '') return true;
  const [first, last] = [person.firstName, person.lastName].map((part) => lowerWords(textOf(part)));
  return [first, last, `${first} ${last}`].some((name) => name !== '' && name.startsWith(term));
}

/** The first typed word: every name matchesPersonName finds starts with it. */
export function personSearchPrefix(typed: string): string {
  return lowerWords(typed).split(' ')[0];
}

export function contactOf(user: Pick<ListedUser, 'phone' | 'email'>): string {
  return user.phone || user.email || '';
}

/** The server decides again (updateUser). */
export function userActionsFor(viewer: Viewer, user: ListedUser) {
  const target = {
    uid: user.id,
    role: roleOf(user),
    organisationId: typeof user.organisation?.id === 'string' ? user.organisation.id : null,
  };
  const administer = administrationRefusal(viewer, target) === undefined;
  const kyndAdmin = viewer.role === 'Kynd Admin';
  return {
    administer,
    assignableRoles: administer ? ASSIGNABLE_ROLES[viewer.role] : [],
    seesDetails: kyndAdmin,
    delete: kyndAdmin && administer && user.isActive === false,
    newPassword: kyndAdmin && administer && typeof user.email === 'string' && user.email !== '',
    subscription: kyndAdmin && administer,
  };
}

export function isManagerRemoval(from: Role, to: Role): boolean {
  return from === 'Org Admin' && to !== 'Org Admin';
}

export function roleOptions(
  assignable: readonly Role[],
  current: Role,
  managerCount: number,
): { role: Role; disabled: boolean }[] {
  const roles = assignable.includes(current) ? assignable : [current, ...assignable];
  return roles.map((role) => ({
    role,
    disabled: isManagerRemoval(current, role) && !canRemoveManager(managerCount),
  }));
}

/** The error toast's catalogue key. */
export function roleChangeErrorTitle(from: Role, to: Role): string {
  return isManagerRemoval(from, to)
    ? 'resources.users.notifications.manager_removal_error'
    : 'resources.users.notifications.role_error';
}

/** A Kynd Admin may also activate a User elsewhere as a subscription user, which moves them. */
export function offersSubscriptionActivation(
  viewer: Pick<Viewer, 'role'>,
  user: ListedUser,
  subscriptionsView: boolean,
): boolean {
  return viewer.role === 'Kynd Admin' && roleOf(user) === 'User' && !subscriptionsView;
}

/** Not for the organisation's only manager. */
export function asksRemoval(
  user: ListedUser,
  subscriptionsView: boolean,
  managerCount: number,
): boolean {
  if (user.isActive === false || subscriptionsView) return false;
  return roleOf(user) !== 'Org Admin' || canRemoveManager(managerCount);
}

export interface ActivationChoice {
  asSubscription?: boolean;
  removeFromOrganisation?: boolean;
}

/** A subscription is for Users: `user`'s role, or each user's on the server for a bulk change. */
function activationChange(
  viewer: Pick<Viewer, 'role'>,
  activating: boolean,
  subscriptionsView: boolean,
  choice: ActivationChoice,
  user?: ListedUser,
): { isActive: boolean; subscription?: true; removeFromOrganisation?: true } {
  if (activating) {
    const subscription =
      viewer.role === 'Kynd Admin' &&
      (user === undefined || roleOf(user) === 'User') &&
      (subscriptionsView || choice.asSubscription === true);
    return { isActive: true, ...(subscription ? { subscription: true } : {}) };
  }
  const remove = !subscriptionsView && choice.removeFromOrganisation === true;
  return { isActive: false, ...(remove ? { removeFromOrganisation: true } : {}) };
}

export function activationRequest(
  viewer: Pick<Viewer, 'role'>,
  user: ListedUser,
  subscriptionsView: boolean,
  choice: ActivationChoice,
): UpdateUserRequest {
  return {
    action: 'setActive',
    userId: user.id,
    ...activationChange(viewer, user.isActive === false, subscriptionsView, choice, user),
  };
}

/** Never to staff by their e-mail alone (a read scope, no powers). */
export function offersBulkActions(viewer: Pick<Viewer, 'role'>): boolean {
  return ASSIGNABLE_ROLES[viewer.role].length > 0;
}

export function bulkActivationChange(
  viewer: Pick<Viewer, 'role'>,
  activating: boolean,
  subscriptionsView: boolean,
  choice: ActivationChoice,
): BulkUserChange {
  return { kind: 'setActive', ...activationChange(viewer, activating, subscriptionsView, choice) };
}

export const PERSON_FIELDS = ['firstName', 'lastName', 'email', 'organisation'] as const;
