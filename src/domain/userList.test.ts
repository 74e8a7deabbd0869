import { personName } from '@/domain/audit';
import { ALL_ID } from '@/domain/dashboard';
import type { Role } from '@/domain/types';
import {
  activationRequest,
  asksRemoval,
  bulkActivationChange,
  contactOf,
  matchesPersonName,
  personSearchPrefix,
  isManagerRemoval,
  offersBulkActions,
  offersSubscriptionActivation,
  ROLE_COLOURS,
  roleChangeErrorTitle,
  roleFiltersFor,
  roleOf,
  roleOptions,
  listScopeOf,
  scopedUsersFilter,
  searchNeedsOrganisation,
  userActionsFor,
  usersListTitle,
  type ListedUser,
  type Viewer,
} from '@/domain/userList';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { messages } from '@/resources/users/messages';

const { translate } = createI18nProvider(messages);

const kyndAdmin: Viewer = { uid: 'k', role: 'Kynd Admin', organisationId: 'K', isStaff: false };
const orgAdmin: Viewer = { uid: 'o', role: 'Org Admin', organisationId: 'A', isStaff: false };
const staff: Viewer = { uid: 's', role: 'User', organisationId: 'K', isStaff: true };

const user = (overrides: Partial<ListedUser> = {}): ListedUser => ({
  id: 'u1',
  firstName: 'Ana',
  lastName: 'Smith',
  email: 'ana@example.com',
  role: 'User',
  organisation: { id: 'A', name: 'Alpha' },
  division: { id: 'a1', name: 'Default division' },
  isActive: true,
  ...overrides,
});

describe('usersListTitle', () => {
  it("is 'Administrators' for a Kynd Admin and 'Users' for everyone else", () => {
    const title = (role: Role | undefined) => translate(usersListTitle(role));
    expect(title('Kynd Admin')).toBe('Administrators');
    expect(title('Org Admin')).toBe('Users');
    expect(title('User')).toBe('Users');
    expect(title(undefined)).toBe('Users');
  });
});

describe('roleFiltersFor', () => {
  it('offers the Kynd Admins filter to a Kynd Admin and to the allow-listed staff only', () => {
    const labels = (viewer: Viewer) =>
      roleFiltersFor(viewer).map((filter) => translate(filter.label));
    expect(labels(kyndAdmin)).toEqual(['Kynd Admins', 'Org Admins', 'Clinicians', 'Users']);
    expect(labels(staff)).toEqual(['Kynd Admins', 'Org Admins', 'Clinicians', 'Users']);
    expect(labels(orgAdmin)).toEqual(['Org Admins', 'Clinicians', 'Users']);
  });
});

describe("the list's count", () => {
  it('says how many users were found, or how to find some', () => {
    expect(translate('resources.users.list.found', { smart_count: 25 })).toBe('25 users found');
    expect(translate('resources.users.list.found', { smart_count: 1 })).toBe('1 user found');
    expect(translate('resources.users.list.none_found')).toBe(
      'No users found. Type in the search bar to find users',
    );
  });
});

describe('listScopeOf and scopedUsersFilter', () => {
  const orgAdmin = { role: 'Org Admin' as const, isStaff: false, organisationId: 'o1' };
  it("keeps an Org Admin's list to its own organisation, whatever the address says", () => {
    const scope = listScopeOf(orgAdmin);
    expect(scope).toBe('o1');
    expect(scopedUsersFilter(scope, { role: 'User' })).toEqual({
      role: 'User',
      organisationId: 'o1',
    });
    expect(scopedUsersFilter(scope, { organisationId: 'o2', divisionId: 'd9' })).toEqual({
      organisationId: 'o1',
    });
    const own = { organisationId: 'o1', divisionId: 'd1' };
    expect(scopedUsersFilter(scope, own)).toBe(own);
  });

  it("leaves a provider admin's choice as it is, 'All' included", () => {
    const kyndAdmin = { role: 'Kynd Admin' as const, isStaff: false, organisationId: 'k' };
    expect(listScopeOf(kyndAdmin)).toBeNull();
    expect(listScopeOf({ ...orgAdmin, role: 'User', isStaff: true })).toBeNull();
    expect(scopedUsersFilter(null, {})).toEqual({});
  });
});

describe('searchNeedsOrganisation', () => {
  it('asks for an organisation before a search, not before a blank one', () => {
    expect(searchNeedsOrganisation(ALL_ID, 'ana')).toBe(true);
    expect(searchNeedsOrganisation('', 'ana')).toBe(true);
    expect(searchNeedsOrganisation(ALL_ID, '  ')).toBe(false);
    expect(searchNeedsOrganisation('A', 'ana')).toBe(false);
  });
});

describe('roles and names on a card', () => {
  it('reads a missing or unknown role as User, with the role colours of docs/product.md §6', () => {
    expect(roleOf({})).toBe('User');
    expect(roleOf({ role: 'Admin' })).toBe('User');
    expect(roleOf({ role: 'Clinician' })).toBe('Clinician');
    expect(ROLE_COLOURS['Org Admin'].background).toBe('#0d3f52');
    expect(ROLE_COLOURS.Clinician.background).toBe('#72D3EA');
    expect(new Set(Object.values(ROLE_COLOURS).map((colour) => colour.background)).size).toBe(4);
  });

  it('shows the name, and the phone or else the e-mail', () => {
    expect(personName({ firstName: ' Ana ', lastName: 'Smith' })).toBe('Ana Smith');
    expect(personName({})).toBe('');
    expect(contactOf({ phone: '+6421', email: 'a@b.co' })).toBe('+6421');
    expect(contactOf({ email: 'a@b.co' })).toBe('a@b.co');
  });
});

describe('userActionsFor', () => {
  it('gives a Kynd Admin every action, delete only for inactive users, passwords for e-mails', () => {
    expect(userActionsFor(kyndAdmin, user())).toEqual({
      administer: true,
      assignableRoles: ['Kynd Admin', 'Org Admin', 'Clinician', 'User'],
      seesDetails: true,
      delete: false,
      newPassword: true,
      subscription: true,
    });
    expect(userActionsFor(kyndAdmin, user({ isActive: false })).delete).toBe(true);
    expect(userActionsFor(kyndAdmin, user({ email: undefined })).newPassword).toBe(false);
  });

  it('gives an Org Admin activation, role (User, Org Admin) and division in its organisation', () => {
    const own = userActionsFor(orgAdmin, user());
    expect(own).toMatchObject({
      administer: true,
      assignableRoles: ['Org Admin', 'User'],
      seesDetails: false,
      delete: false,
      newPassword: false,
      subscription: false,
    });
    expect(userActionsFor(orgAdmin, user({ role: 'Clinician' })).administer).toBe(false);
    expect(userActionsFor(orgAdmin, user({ organisation: { id: 'B' } })).administer).toBe(false);
  });

  it('lets nobody act on themselves, and staff act on nobody', () => {
    expect(userActionsFor(kyndAdmin, user({ id: 'k', role: 'Kynd Admin' })).administer).toBe(false);
    expect(userActionsFor(staff, user())).toMatchObject({
      administer: false,
      assignableRoles: [],
      seesDetails: false,
    });
  });
});

describe('roleOptions', () => {
  it('offers the last manager no way out of Org Admin (docs/product.md §4 Manager removal)', () => {
    const roles = ['Org Admin', 'User'] as const;
    expect(roleOptions(roles, 'Org Admin', 1)).toEqual([
      { role: 'Org Admin', disabled: false },
      { role: 'User', disabled: true },
    ]);
    expect(roleOptions(roles, 'Org Admin', 2)).toEqual([
      { role: 'Org Admin', disabled: false },
      { role: 'User', disabled: false },
    ]);
  });

  it("shows a role the viewer cannot give as the current one, and nothing else it can't give", () => {
    expect(roleOptions([], 'Clinician', 0)).toEqual([{ role: 'Clinician', disabled: false }]);
  });

  it('names a demotion of an Org Admin a manager removal in its error toast', () => {
    expect(isManagerRemoval('Org Admin', 'User')).toBe(true);
    expect(isManagerRemoval('User', 'Org Admin')).toBe(false);
    expect(translate(roleChangeErrorTitle('Org Admin', 'User'))).toBe('Error removing manager');
    expect(translate(roleChangeErrorTitle('User', 'Org Admin'))).toBe('Error updating user role');
    expect(
      translate('resources.users.notifications.subscription_error', { name: 'Ana Smith' }),
    ).toBe("Error toggling Ana Smith's subscription");
  });
});

describe('activation', () => {
  it('asks about removal when inactivating outside the Subscriptions view, not for a last manager', () => {
    expect(asksRemoval(user(), false, 0)).toBe(true);
    expect(asksRemoval(user(), true, 0)).toBe(false);
    expect(asksRemoval(user({ isActive: false }), false, 0)).toBe(false);
    expect(asksRemoval(user({ role: 'Org Admin' }), false, 1)).toBe(false);
    expect(asksRemoval(user({ role: 'Org Admin' }), false, 2)).toBe(true);
  });

  it('offers a Kynd Admin to activate a User as a subscription user outside that view', () => {
    const inactive = user({ isActive: false });
    expect(offersSubscriptionActivation(kyndAdmin, inactive, false)).toBe(true);
    expect(offersSubscriptionActivation(kyndAdmin, inactive, true)).toBe(false);
    expect(offersSubscriptionActivation(orgAdmin, inactive, false)).toBe(false);
    expect(offersSubscriptionActivation(kyndAdmin, user({ role: 'Org Admin' }), false)).toBe(false);
  });

  it('sends the docs/product.md §4 activation requests', () => {
    const inactive = user({ isActive: false });
    expect(activationRequest(kyndAdmin, inactive, false, {})).toEqual({
      action: 'setActive',
      userId: 'u1',
      isActive: true,
    });
    expect(activationRequest(kyndAdmin, inactive, false, { asSubscription: true })).toEqual({
      action: 'setActive',
      userId: 'u1',
      isActive: true,
      subscription: true,
    });
    // In the Subscriptions view a reactivated User stays a subscription user there.
    expect(activationRequest(kyndAdmin, inactive, true, {})).toMatchObject({ subscription: true });
    expect(activationRequest(orgAdmin, inactive, false, { asSubscription: true })).toEqual({
      action: 'setActive',
      userId: 'u1',
      isActive: true,
    });
    expect(activationRequest(orgAdmin, user(), false, { removeFromOrganisation: true })).toEqual({
      action: 'setActive',
      userId: 'u1',
      isActive: false,
      removeFromOrganisation: true,
    });
    expect(activationRequest(kyndAdmin, user(), true, { removeFromOrganisation: true })).toEqual({
      action: 'setActive',
      userId: 'u1',
      isActive: false,
    });
  });
});

describe('person pickers (change organisation, manage clinicians)', () => {
  const ahmed = { firstName: 'Ahmed', lastName: 'Morris' };
  const mary = { firstName: 'Mary Ann', lastName: 'van Dyke' };

  it('finds a person by the start of the first name, the last name, or "first last"', () => {
    for (const typed of [
      'Ahmed',
      'ahm',
      'Morris',
      'mor',
      'Ahmed Morris',
      'ahmed mo',
      'AHMED MORRIS',
    ]) {
      expect(matchesPersonName(ahmed, typed), typed).toBe(true);
    }
    for (const typed of ['Mary Ann van', 'mary ann', 'van dyke', 'Van']) {
      expect(matchesPersonName(mary, typed), typed).toBe(true);
    }
  });

  it('ignores extra spaces and finds everyone with nothing typed', () => {
    expect(matchesPersonName(ahmed, '  ahmed   morris ')).toBe(true);
    expect(matchesPersonName(ahmed, '')).toBe(true);
  });

  it('does not find a person by the middle of a name or the wrong pairing', () => {
    for (const typed of ['hmed', 'orris', 'Morris Ahmed', 'Ahmed Smith']) {
      expect(matchesPersonName(ahmed, typed), typed).toBe(false);
    }
    expect(matchesPersonName({}, 'a')).toBe(false);
  });

  it('asks the server for the first typed word, lower case: "first last" narrows it further', () => {
    expect(personSearchPrefix('Ahmed Morris')).toBe('ahmed');
    expect(personSearchPrefix('  Morris ')).toBe('morris');
    expect(personSearchPrefix('  ')).toBe('');
  });
});

describe('bulk actions', () => {
  it('are offered to the roles that change users, not to staff by e-mail', () => {
    expect(offersBulkActions(kyndAdmin)).toBe(true);
    expect(offersBulkActions(orgAdmin)).toBe(true);
    expect(offersBulkActions(staff)).toBe(false);
    expect(offersBulkActions({ role: 'Clinician' })).toBe(false);
  });

  it('ask the same questions as the single toggle', () => {
    expect(bulkActivationChange(kyndAdmin, true, false, {})).toEqual({
      kind: 'setActive',
      isActive: true,
    });
    expect(bulkActivationChange(kyndAdmin, true, false, { asSubscription: true })).toEqual({
      kind: 'setActive',
      isActive: true,
      subscription: true,
    });
    expect(bulkActivationChange(kyndAdmin, true, true, {})).toEqual({
      kind: 'setActive',
      isActive: true,
      subscription: true,
    });
    expect(bulkActivationChange(orgAdmin, true, false, { asSubscription: true })).toEqual({
      kind: 'setActive',
      isActive: true,
    });
    expect(bulkActivationChange(orgAdmin, false, false, { removeFromOrganisation: true })).toEqual({
      kind: 'setActive',
      isActive: false,
      removeFromOrganisation: true,
    });
    expect(bulkActivationChange(kyndAdmin, false, true, { removeFromOrganisation: true })).toEqual({
      kind: 'setActive',
      isActive: false,
    });
  });
});
