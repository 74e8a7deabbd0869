// Rules of the Users list (docs/product.md §2 Users list, §4 user state changes, §6 roles and colours): what
// it is called, which filters and actions each viewer gets, what it says, and the requests its
// state changes send. Pure: the screens keep the state and call these.
import { format } from 'date-fns';
import { THEME_COLOURS } from '@/config/constants';
import type { BulkUserChange, UpdateUserRequest } from '@/domain/callables';
import { normaliseRole } from '@/domain/claims';
import { ALL_ID } from '@/domain/dashboard';
import { countOf } from '@/domain/plural';
import type { NamedRef, Role } from '@/domain/types';
import {
  ASSIGNABLE_ROLES,
  administrationRefusal,
  canRemoveManager,
} from '@/domain/userAdministration';

/** Users per page; the list is paged on the server. */
export const USERS_PER_PAGE = 25;

/** Who is looking at the list: the signed-in user. */
export interface Viewer {
  uid: string;
  role: Role;
  organisationId: string | null;
  /** One of the allow-listed staff (docs/product.md §6): the provider's read scope, none of its powers. */
  isStaff: boolean;
}

/** A user as a card shows it (a users document, fields optional as stored data may lack them). */
export interface ListedUser {
  id: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  role?: unknown;
  organisation?: Partial<NamedRef>;
  division?: Partial<NamedRef>;
  isActive?: boolean;
  isSubscriptionUser?: boolean;
  createdAt?: Date;
  updatedAt?: Date;
}

/** docs/product.md §2: 'Administrators' for a Kynd Admin, 'Users' for everyone else. */
export function usersListTitle(role: Role | undefined): string {
  return role === 'Kynd Admin' ? 'Administrators' : 'Users';
}

/** Sees the provider's data: a Kynd Admin or an allow-listed staff member (docs/product.md §6). */
export function hasProviderScope(viewer: Pick<Viewer, 'role' | 'isStaff'>): boolean {
  return viewer.role === 'Kynd Admin' || viewer.isStaff;
}

export interface RoleFilter {
  label: string;
  role: Role;
}

export const ROLE_FILTERS: readonly RoleFilter[] = [
  { label: 'Kynd Admins', role: 'Kynd Admin' },
  { label: 'Org Admins', role: 'Org Admin' },
  { label: 'Clinicians', role: 'Clinician' },
  { label: 'Users', role: 'User' },
];

/**
 * docs/product.md §2, §6: the Kynd Admins filter is offered only to the allowed admins: a Kynd Admin, and
 * the allow-listed staff, who share the provider's view of every organisation.
 */
export function roleFiltersFor(viewer: Pick<Viewer, 'role' | 'isStaff'>): RoleFilter[] {
  return ROLE_FILTERS.filter((filter) => filter.role !== 'Kynd Admin' || hasProviderScope(viewer));
}

/** docs/product.md §2: the count under the filters. */
export function usersFoundText(total: number): string {
  return total > 0
    ? `${countOf(total, 'user', 'users')} found`
    : 'No users found. Type in the search bar to find users';
}

/** docs/product.md §2: the alert shown when a search is asked for without an organisation. */
export const SELECT_ORGANISATION_TEXT = 'Select an organisation to find users';

export type SearchField = 'firstName' | 'lastName';

/** The react-admin list filter (providers/types: getList('users')) for a choice. */
export interface UsersQueryFilter {
  organisationId?: string;
  divisionId?: string;
  role?: Role;
  search?: { field: SearchField; term: string };
}

/** The one organisation the viewer's users list is kept to (an Org Admin's), null for a provider. */
export function listScopeOf(
  viewer: Pick<Viewer, 'role' | 'isStaff' | 'organisationId'>,
): string | null {
  return hasProviderScope(viewer) ? null : viewer.organisationId;
}

/**
 * The list's filter within the viewer's scope (listScopeOf): an Org Admin's list is always its own
 * organisation's, whatever the address says (a link or bookmark of another's, or without any).
 */
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

/** docs/product.md §2: searching needs a chosen organisation. */
export function searchNeedsOrganisation(organisationId: string, term: string): boolean {
  return term.trim() !== '' && (organisationId === ALL_ID || organisationId === '');
}

/** docs/product.md §6 role colours: Org Admin dark blue, Clinician light blue, Kynd Admin pink, User grey. */
export const ROLE_COLOURS: Readonly<Record<Role, { background: string; text: string }>> = {
  'Org Admin': { background: THEME_COLOURS.main, text: '#ffffff' },
  Clinician: { background: THEME_COLOURS.secondary, text: THEME_COLOURS.main },
  'Kynd Admin': { background: '#c2185b', text: '#ffffff' },
  User: { background: '#6b7280', text: '#ffffff' },
};

/** docs/product.md §3: a missing role reads as User. */
export function roleOf(user: Pick<ListedUser, 'role'>): Role {
  return normaliseRole(user.role);
}

export function fullName(user: Pick<ListedUser, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join(' ');
}

/** Typed text as the pickers compare it: lower case, single spaces, no spaces around. */
const typedWords = (typed: string) => typed.trim().toLowerCase().split(/\s+/).join(' ');

/**
 * The pickers of people (change organisation, manage clinicians) find a person by what an admin
 * types as the name is shown: the start of the first name, of the last name, or of "first last",
 * whatever the case. Nothing typed finds everyone.
 */
export function matchesPersonName(
  person: Pick<ListedUser, 'firstName' | 'lastName'>,
  typed: string,
): boolean {
  const term = typedWords(typed);
  if (term === '') return true;
  const [first, last] = [person.firstName, person.lastName].map((part) =>
    typeof part === 'string' ? typedWords(part) : '',
  );
  return [first, last, `${first} ${last}`].some((name) => name !== '' && name.startsWith(term));
}

/**
 * What a picker asks the server's name prefix search for (lower-case first or last name): the
 * first typed word, which every person matchesPersonName finds starts a name with; the whole
 * typed text then narrows the answer.
 */
export function personSearchPrefix(typed: string): string {
  return typedWords(typed).split(' ')[0];
}

/** docs/product.md §2: a Kynd Admin sees each user's contact, the phone or else the e-mail. */
export function contactOf(user: Pick<ListedUser, 'phone' | 'email'>): string {
  return user.phone || user.email || '';
}

/** docs/product.md §9 date display 'dd MMM yyyy, time'. */
export function formatDateTime(date: Date | undefined): string {
  return date instanceof Date && !Number.isNaN(date.getTime())
    ? format(date, 'dd MMM yyyy, HH:mm')
    : '—';
}

/** What a viewer may do to one listed user (the server decides again: updateUser). */
export interface UserActions {
  /** Activation, role and division: administrationRefusal says yes. */
  administer: boolean;
  /** The roles the role selector offers. */
  assignableRoles: readonly Role[];
  /** docs/product.md §2: contact, created-at, updated-at (Kynd Admin only). */
  seesDetails: boolean;
  /** docs/product.md §2: delete, inactive users only (Kynd Admin). */
  delete: boolean;
  /** docs/product.md §2: generate a new password, users with an e-mail (Kynd Admin). */
  newPassword: boolean;
  /** docs/product.md §2, §4: the subscription toggle (Kynd Admin). */
  subscription: boolean;
}

export function userActionsFor(viewer: Viewer, user: ListedUser): UserActions {
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

/** docs/product.md §4: leaving Org Admin removes the user from the organisation's managers. */
export function isManagerRemoval(from: Role, to: Role): boolean {
  return from === 'Org Admin' && to !== 'Org Admin';
}

export interface RoleOption {
  role: Role;
  disabled: boolean;
}

/** The role selector's options for a user: a manager's way out only when it is not the last. */
export function roleOptions(
  assignable: readonly Role[],
  current: Role,
  managerCount: number,
): RoleOption[] {
  const roles = assignable.includes(current) ? assignable : [current, ...assignable];
  return roles.map((role) => ({
    role,
    disabled:
      role !== current &&
      (!assignable.includes(role) ||
        (isManagerRemoval(current, role) && !canRemoveManager(managerCount))),
  }));
}

/** docs/product.md §8: a role change that removes a manager fails as a manager removal. */
export function roleChangeErrorTitle(from: Role, to: Role): string {
  return isManagerRemoval(from, to) ? 'Error removing manager' : 'Error updating user role';
}

export function subscriptionErrorTitle(name: string): string {
  return `Error toggling ${name}'s subscription`;
}

/** The Subscriptions view: the list shows the Subscriptions organisation (docs/product.md §3, §4). */
export function isSubscriptionsView(organisationId: string, subscriptionsId: string): boolean {
  return organisationId === subscriptionsId;
}

/**
 * docs/product.md §4: activating in the Subscriptions view keeps the user a subscription user there; a
 * Kynd Admin may also choose, for a User elsewhere, to activate them as a subscription user,
 * which moves them to the Subscriptions organisation.
 */
export function offersSubscriptionActivation(
  viewer: Pick<Viewer, 'role'>,
  user: ListedUser,
  subscriptionsView: boolean,
): boolean {
  return viewer.role === 'Kynd Admin' && roleOf(user) === 'User' && !subscriptionsView;
}

/**
 * docs/product.md §4: inactivating a user outside the Subscriptions view asks whether to also remove them
 * from the organisation; not for its only manager (docs/product.md §4 Manager removal).
 */
export function asksRemoval(
  user: ListedUser,
  subscriptionsView: boolean,
  managerCount: number,
): boolean {
  if (user.isActive === false || subscriptionsView) return false;
  return roleOf(user) !== 'Org Admin' || canRemoveManager(managerCount);
}

export interface ActivationChoice {
  /** Activation as a subscription user (the Subscriptions organisation). */
  asSubscription?: boolean;
  /** Inactivation that also takes the user out of the organisation. */
  removeFromOrganisation?: boolean;
}

/** The updateUser request of an activation toggle (docs/product.md §4 User active/inactive). */
export function activationRequest(
  viewer: Pick<Viewer, 'role'>,
  user: ListedUser,
  subscriptionsView: boolean,
  choice: ActivationChoice,
): UpdateUserRequest {
  const activating = user.isActive === false;
  if (activating) {
    const subscription =
      viewer.role === 'Kynd Admin' &&
      roleOf(user) === 'User' &&
      (subscriptionsView || choice.asSubscription === true);
    return {
      action: 'setActive',
      userId: user.id,
      isActive: true,
      ...(subscription ? { subscription: true } : {}),
    };
  }
  return {
    action: 'setActive',
    userId: user.id,
    isActive: false,
    ...(!subscriptionsView && choice.removeFromOrganisation
      ? { removeFromOrganisation: true }
      : {}),
  };
}

/**
 * docs/product.md §2 Users list, bulk actions: offered to the roles that change users (Kynd Admin,
 * Org Admin), never to staff by their e-mail alone (a read scope, no powers, §6).
 */
export function offersBulkActions(viewer: Pick<Viewer, 'role'>): boolean {
  return ASSIGNABLE_ROLES[viewer.role].length > 0;
}

/**
 * The bulk change of an Activate or Inactivate of the selection, with the question the single
 * toggle asks (activationRequest): as subscription users in the Subscriptions view or when chosen
 * (Kynd Admin); the removal from the organisation when chosen, outside the Subscriptions view.
 * The server refuses, user by user, whom the option does not fit (a subscription is for Users).
 */
export function bulkActivationChange(
  viewer: Pick<Viewer, 'role'>,
  activating: boolean,
  subscriptionsView: boolean,
  choice: ActivationChoice,
): BulkUserChange {
  if (activating) {
    const subscription =
      viewer.role === 'Kynd Admin' && (subscriptionsView || choice.asSubscription === true);
    return { kind: 'setActive', isActive: true, ...(subscription ? { subscription: true } : {}) };
  }
  return {
    kind: 'setActive',
    isActive: false,
    ...(!subscriptionsView && choice.removeFromOrganisation
      ? { removeFromOrganisation: true }
      : {}),
  };
}

/** What a person picker's option shows of a user: the names, the e-mail, the organisation. */
export const PERSON_FIELDS = ['firstName', 'lastName', 'email', 'organisation'] as const;
