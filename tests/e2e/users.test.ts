// The Users list (docs/product.md §2) and its state changes (docs/product.md §4), and Create user (docs/product.md §5), in
// Chromium, signed in as the provider admin and as the organisation admin of the demo dataset.
// Expected figures are read from the emulators with the admin SDK; every change is checked in the
// stored documents, and each failure path leaves them as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { DocumentData } from 'firebase-admin/firestore';
import { DEV_SUBSCRIPTIONS_ORGANISATION_ID } from '../../src/config/environment';
import { connectToEmulators } from '../../scripts/seed/emulators';
import {
  appUrl,
  closeBrowser,
  expectConsoleErrors,
  expectVisible,
  refusedCall,
  navigateInApp,
  signedInPage,
  waitForPath,
  chooseOption,
} from '../helpers/browser';
import { prepareDemoData, restoreDemoData } from '../helpers/snapshot';
import {
  closeToasts,
  confirmDialog,
  searchUsers,
  submitSearch,
  userCard,
  usersFoundText,
} from '../helpers/usersList';
import { currentStack } from '../helpers/stack';
import { isValidGeneratedPassword } from '../helpers/expected';

const HARBOUR = 'org-harbour-accounting';
const HARBOUR_NAME = 'Harbour Accounting Partners';
const SUBSCRIPTIONS = DEV_SUBSCRIPTIONS_ORGANISATION_ID;
const stack = currentStack();
const { db } = connectToEmulators(stack.projectId, stack.offset);

interface StoredUser extends DocumentData {
  id: string;
  firstName: string;
  lastName: string;
}

async function usersOf(organisationId: string): Promise<StoredUser[]> {
  const snapshot = await db
    .collection('users')
    .where('organisation.id', '==', organisationId)
    .get();
  return snapshot.docs.map((doc) => ({ ...(doc.data() as StoredUser), id: doc.id }));
}

async function stored(id: string): Promise<DocumentData | undefined> {
  return (await db.collection('users').doc(id).get()).data();
}

async function organisation(id: string): Promise<DocumentData> {
  return (await db.collection('organisations').doc(id).get()).data() ?? {};
}

const nameOf = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`;

/** Signs in through the Auth emulator's REST API: 200 when the password is right. */
async function signInStatus(email: string, password: string): Promise<number> {
  const response = await fetch(
    `${stack.urls.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return response.status;
}

function toasts(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications' });
}

async function expectToast(page: Page, title: string, description?: string): Promise<Locator> {
  const toast = toasts(page)
    .locator('[data-toast-type]')
    .filter({ hasText: title })
    .filter(description ? { hasText: description } : {});
  await expectVisible(toast, 30_000);
  return toast.first();
}

const choose = (page: Page, label: string, option: string, scope?: Locator) =>
  chooseOption(page, label, option, { scope, exactLabel: false });

/** An industry on the Users list: its first organisation, looked up, is then chosen. */
async function chooseIndustry(page: Page, industry: string, first: string): Promise<void> {
  await choose(page, 'Industry', industry);
  await expect
    .poll(() => page.getByRole('combobox', { name: 'Organisation' }).inputValue(), {
      timeout: 30_000,
    })
    .toBe(first);
}

async function expectCount(page: Page, text: string): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .getByRole('status')
          .filter({ hasText: /users? found/ })
          .allInnerTexts(),
      {
        timeout: 30_000,
      },
    )
    .toContain(text);
}

beforeAll(async () => {
  await prepareDemoData();
});

afterAll(async () => {
  await closeBrowser();
  // Users, accounts and organisations were changed: the next file starts from the demo data.
  await restoreDemoData();
});

describe('the Users list as the provider admin', () => {
  let page: Page;
  let harbour: StoredUser[];

  beforeAll(async () => {
    harbour = (await usersOf(HARBOUR)).sort((a, b) =>
      a.lowerFirstName.localeCompare(b.lowerFirstName),
    );
    page = await signedInPage('provider.admin@example.com');
    await page.getByRole('navigation').getByRole('link', { name: 'Users', exact: true }).click();
    await waitForPath(page, '/users');
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it("is titled 'Administrators', with every role filter and the users of every organisation", async () => {
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Administrators' }));
    const total = (await db.collection('users').count().get()).data().count;
    await expectCount(page, usersFoundText(total));
    const roles = page.getByRole('group', { name: 'Role' });
    for (const label of ['Kynd Admins', 'Org Admins', 'Clinicians', 'Users']) {
      await expectVisible(roles.getByRole('button', { name: label, exact: true }));
    }
    // docs/product.md §2: with organisation All, each card names its organisation; 25 cards a page.
    const cards = page.getByRole('list', { name: 'Users' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(25);
    await expectVisible(cards.first().getByText('Created at'));
  });

  it('asks for an organisation before searching, then finds by a name prefix within it', async () => {
    await submitSearch(page, 'First name', 'a');
    await expectVisible(page.getByText('Select an organisation to find users', { exact: true }));

    await chooseIndustry(page, 'Accounting', HARBOUR_NAME);
    await expectCount(page, usersFoundText(harbour.length));

    const managers = harbour.filter((user) => user.role === 'Org Admin');
    await page
      .getByRole('group', { name: 'Role' })
      .getByRole('button', { name: 'Org Admins' })
      .click();
    await expectCount(page, usersFoundText(managers.length));
    for (const manager of managers) await expectVisible(userCard(page, nameOf(manager)));
    await page
      .getByRole('group', { name: 'Role' })
      .getByRole('button', { name: 'Org Admins' })
      .click();

    const prefix = String(harbour[3].lowerLastName).slice(0, 2);
    const matches = harbour.filter((user) => String(user.lowerLastName).startsWith(prefix));
    await searchUsers(page, 'Last name', prefix.toUpperCase());
    await expectCount(page, usersFoundText(matches.length));
    await searchUsers(page, 'First name', 'zzzz', { found: 'none' });
    await expectCount(page, 'No users found. Type in the search bar to find users');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expectCount(page, usersFoundText(harbour.length));
  });

  it('generates a new password the user can sign in with, and tells a phone user they have none', async () => {
    const appUser = harbour.find((user) => user.email === 'app.user@example.com');
    if (!appUser) throw new Error('app.user is not seeded in Harbour');
    await searchUsers(page, 'First name', appUser.firstName);
    await userCard(page, nameOf(appUser))
      .getByRole('button', { name: 'Generate new password' })
      .click();
    await confirmDialog(page, `Generate a new password for ${nameOf(appUser)}?`, 'Generate');
    const toast = await expectToast(page, `New password for ${nameOf(appUser)}`);
    const password =
      (await toast.innerText())
        .split('\n')
        .map((line) => line.trim())
        .pop() ?? '';
    expect(isValidGeneratedPassword(password)).toBe(true);
    expect(await signInStatus('app.user@example.com', password)).toBe(200);
    // Its 20 s on screen (docs/product.md §9) are UserCard.test.tsx's, on a clock it moves.
    await closeToasts(page);

    // A phone-registered user who gave an e-mail for contact: the account has no password.
    const phoneUser = harbour.find((user) => user.phone && !user.email && user.isActive);
    if (!phoneUser) throw new Error('No phone-only user in Harbour');
    await db.collection('users').doc(phoneUser.id).update({ email: 'contact.only@example.com' });
    await searchUsers(page, 'First name', phoneUser.firstName);
    await userCard(page, nameOf(phoneUser))
      .getByRole('button', { name: 'Generate new password' })
      .click();
    await confirmDialog(page, `Generate a new password for ${nameOf(phoneUser)}?`, 'Generate');
    await expectToast(
      page,
      'Error updating password: User is registered with a phone number, which does not require a password',
    );
    await closeToasts(page);
    await page.getByRole('button', { name: 'Clear search' }).click();
  });

  it('toggles a subscription, after a confirmation', async () => {
    const user = harbour.find((candidate) => candidate.isActive && candidate.role === 'User');
    if (!user) throw new Error('No active user in Harbour');
    await searchUsers(page, 'First name', user.firstName);
    const subscription = userCard(page, nameOf(user)).getByRole('switch', { name: 'Subscription' });
    await subscription.click();
    await confirmDialog(page, `Switch ${nameOf(user)} to subscription mode?`, 'Switch');
    await expect.poll(async () => (await stored(user.id))?.isSubscriptionUser).toBe(true);
    await expect.poll(() => subscription.isChecked()).toBe(true);
  });

  it('changes a role and a division, and a manager can go only while another stays', async () => {
    const user = harbour.find(
      (candidate) =>
        candidate.isActive &&
        candidate.role === 'User' &&
        candidate.email !== 'app.user@example.com',
    );
    if (!user) throw new Error('No user to promote in Harbour');
    const managersBefore = ((await organisation(HARBOUR)).managers as { id: string }[]).length;
    await searchUsers(page, 'First name', user.firstName);
    await page.getByRole('button', { name: 'Division and role selectors' }).click();
    const theCard = userCard(page, nameOf(user));

    await choose(page, 'Role', 'Org Admin', theCard);
    await confirmDialog(page, `Change ${nameOf(user)}'s role to Org Admin?`, 'Change role');
    await expect.poll(async () => (await stored(user.id))?.role).toBe('Org Admin');
    expect((await organisation(HARBOUR)).managers).toContainEqual({
      id: user.id,
      name: nameOf(user),
    });

    await choose(page, 'Role', 'User', theCard);
    await confirmDialog(page, `Change ${nameOf(user)}'s role to User?`, 'Change role');
    await expect.poll(async () => (await stored(user.id))?.role).toBe('User');
    expect((await organisation(HARBOUR)).managers).toHaveLength(managersBefore);

    const divisions = (await organisation(HARBOUR)).divisions as { id: string; name: string }[];
    const target = divisions.find((division) => division.id !== user.division.id);
    if (!target) throw new Error('Harbour has one division');
    await choose(page, 'Division', target.name, theCard);
    await confirmDialog(
      page,
      `Move ${nameOf(user)} to the ${target.name} division?`,
      'Change division',
    );
    await expect
      .poll(async () => (await stored(user.id))?.division)
      .toEqual({
        id: target.id,
        name: target.name,
      });

    // docs/product.md §4 Manager removal: Kauri Tax & Advisory has one manager, who cannot stop being one.
    await choose(page, 'Organisation', 'Kauri Tax & Advisory');
    const roles = page.getByRole('group', { name: 'Role' });
    await roles.getByRole('button', { name: 'Org Admins' }).click();
    await expectCount(page, '1 user found');
    const manager = page.getByRole('list', { name: 'Users' }).getByRole('listitem').first();
    await manager.getByRole('combobox', { name: 'Role' }).click();
    await expect
      .poll(() =>
        page.getByRole('option', { name: 'User', exact: true }).getAttribute('aria-disabled'),
      )
      .toBe('true');
    await page.keyboard.press('Escape');
    const orgAdmins = roles.getByRole('button', { name: 'Org Admins' });
    await orgAdmins.click();
    // The role filter is applied before the organisation changes, so that the two do not race.
    await expect
      .poll(() => orgAdmins.getAttribute('aria-pressed'), { timeout: 30_000 })
      .toBe('false');
    await expect.poll(() => page.getByLabel('Loading users').count()).toBe(0);
    await choose(page, 'Organisation', HARBOUR_NAME);
    await expectCount(page, usersFoundText(harbour.length));
  });

  it('shows the division error and changes nothing when the division is gone', async () => {
    expectConsoleErrors(refusedCall('updateUser'));
    const user = harbour.find(
      (candidate) => candidate.isActive && candidate.role === 'User' && candidate.lastName,
    );
    if (!user) throw new Error('No user in Harbour');
    await searchUsers(page, 'Last name', user.lastName);
    const theCard = userCard(page, nameOf(user));
    const before = await stored(user.id);
    const divisions = (await organisation(HARBOUR)).divisions as { id: string; name: string }[];
    const gone = divisions.find((division) => division.id !== before?.division.id);
    if (!gone) throw new Error('Harbour has one division');
    // Another admin removes the division while this screen still offers it.
    await db
      .collection('organisations')
      .doc(HARBOUR)
      .update({ divisions: divisions.filter((division) => division.id !== gone.id) });
    try {
      await choose(page, 'Division', gone.name, theCard);
      await confirmDialog(
        page,
        `Move ${nameOf(user)} to the ${gone.name} division?`,
        'Change division',
      );
      await expectToast(page, 'Error updating user division', 'Please, try again later');
      expect(await stored(user.id)).toEqual(before);
    } finally {
      await db.collection('organisations').doc(HARBOUR).update({ divisions });
    }
    await closeToasts(page);
    await page.getByRole('button', { name: 'Division and role selectors' }).click();
  });

  it('shows the role, activation and subscription errors and changes nothing when the server refuses', async () => {
    expectConsoleErrors(refusedCall('updateUser'));
    // Another admin leaves Ben Young the only manager of Harbour while this list still counts two.
    const before = await organisation(HARBOUR);
    const managers = before.managers as { id: string; name: string }[];
    const manager = harbour.find(
      (candidate) => candidate.role === 'Org Admin' && candidate.id !== 'demo-org-admin',
    );
    if (!manager) throw new Error('Harbour has one manager');
    await db
      .collection('organisations')
      .doc(HARBOUR)
      .update({ managers: managers.filter((entry) => entry.id === manager.id) });
    try {
      await searchUsers(page, 'First name', manager.firstName);
      await page.getByRole('button', { name: 'Division and role selectors' }).click();
      const managerCard = userCard(page, nameOf(manager));
      await choose(page, 'Role', 'User', managerCard);
      await confirmDialog(page, `Change ${nameOf(manager)}'s role to User?`, 'Change role');
      await expectToast(page, 'Error removing manager');
      await page.getByRole('button', { name: 'Division and role selectors' }).click();

      await managerCard.getByRole('switch', { name: 'Active' }).click();
      await page
        .getByRole('dialog')
        .getByRole('checkbox', { name: `Also remove ${nameOf(manager)} from ${HARBOUR_NAME}` })
        .check();
      await confirmDialog(page, `Inactivate ${nameOf(manager)}?`, 'Inactivate');
      await expectToast(page, 'Error changing activation');
      expect(await stored(manager.id)).toMatchObject({
        role: 'Org Admin',
        isActive: true,
        organisation: { id: HARBOUR },
      });
      expect((await organisation(HARBOUR)).managers).toEqual([
        { id: manager.id, name: nameOf(manager) },
      ]);
    } finally {
      await db.collection('organisations').doc(HARBOUR).update({ managers });
    }
    await closeToasts(page);

    // A user deleted meanwhile: the subscription cannot be toggled, and nothing comes back.
    // Not one of the users the other tests change (they take the first ones).
    const gone = harbour.filter(
      (candidate) =>
        candidate.isActive &&
        candidate.role === 'User' &&
        candidate.email !== 'app.user@example.com',
    )[5];
    if (!gone) throw new Error('No user in Harbour');
    await searchUsers(page, 'Last name', gone.lastName);
    const goneCard = userCard(page, nameOf(gone));
    await expectVisible(goneCard);
    await db.collection('users').doc(gone.id).delete();
    await goneCard.getByRole('switch', { name: 'Subscription' }).click();
    await confirmDialog(page, `Switch ${nameOf(gone)} to subscription mode?`, 'Switch');
    await expectToast(
      page,
      `Error toggling ${nameOf(gone)}'s subscription`,
      'If it persists, contact support',
    );
    expect(await stored(gone.id)).toBeUndefined();
    await closeToasts(page);
  });

  it('inactivates a user and removes them from the organisation, then reactivates them in the Subscriptions view', async () => {
    const user = harbour.find(
      (candidate) =>
        candidate.isActive &&
        candidate.role === 'User' &&
        !['app.user@example.com'].includes(String(candidate.email)),
    );
    if (!user) throw new Error('No user in Harbour');
    await searchUsers(page, 'First name', user.firstName);
    await userCard(page, nameOf(user)).getByRole('switch', { name: 'Active' }).click();
    await page
      .getByRole('dialog')
      .getByRole('checkbox', { name: `Also remove ${nameOf(user)} from ${HARBOUR_NAME}` })
      .check();
    await confirmDialog(page, `Inactivate ${nameOf(user)}?`, 'Inactivate');
    await expect.poll(async () => (await stored(user.id))?.organisation?.id).toBe(SUBSCRIPTIONS);
    expect(await stored(user.id)).toMatchObject({ isActive: false, isSubscriptionUser: true });
    expect((await organisation(HARBOUR)).employees).not.toContain(user.id);
    // docs/product.md §4: "they leave the list".
    await expect.poll(() => userCard(page, nameOf(user)).count()).toBe(0);

    await choose(page, 'Industry', 'All');
    await choose(page, 'Organisation', 'Subscriptions');
    await searchUsers(page, 'First name', user.firstName);
    await userCard(page, nameOf(user)).getByRole('switch', { name: 'Active' }).click();
    await confirmDialog(page, `Activate ${nameOf(user)}?`, 'Activate');
    await expect.poll(async () => (await stored(user.id))?.isActive).toBe(true);
    expect(await stored(user.id)).toMatchObject({
      isSubscriptionUser: true,
      organisation: { id: SUBSCRIPTIONS },
    });
  });

  it('deletes an inactive user after a confirmation, and says so when it cannot', async () => {
    expectConsoleErrors(refusedCall('deleteUserPersonalData'));
    const inactive = harbour.filter((candidate) => candidate.isActive === false);
    if (inactive.length < 2) throw new Error('Harbour needs two inactive users');
    const [kept, deleted] = inactive;
    await chooseIndustry(page, 'Accounting', HARBOUR_NAME);
    await page.getByRole('group', { name: 'Role' }).getByRole('button', { name: 'Users' }).click();

    // Reactivated by someone else meanwhile: the server refuses, nothing is deleted.
    await searchUsers(page, 'First name', kept.firstName);
    // The search's own answer, not the page before it (whose card is the same): an answer read
    // after the change below would show the user active, without Delete.
    const namesakes = (await usersOf(HARBOUR)).filter(
      (user) =>
        user.role === 'User' &&
        String(user.lowerFirstName).startsWith(kept.firstName.trim().toLowerCase()),
    );
    await expectCount(page, usersFoundText(namesakes.length));
    const keptCard = userCard(page, nameOf(kept));
    await expectVisible(keptCard.getByRole('button', { name: 'Delete' }));
    await db.collection('users').doc(kept.id).update({ isActive: true });
    await keptCard.getByRole('button', { name: 'Delete' }).click();
    await confirmDialog(page, `Delete ${nameOf(kept)}?`, 'Delete');
    await expectToast(page, 'An error has occured while deleting user');
    expect(await stored(kept.id)).toBeDefined();
    await closeToasts(page);

    await searchUsers(page, 'First name', deleted.firstName);
    await userCard(page, nameOf(deleted)).getByRole('button', { name: 'Delete' }).click();
    await confirmDialog(page, `Delete ${nameOf(deleted)}?`, 'Delete');
    await expect.poll(async () => stored(deleted.id)).toBeUndefined();
    await expect.poll(() => userCard(page, nameOf(deleted)).count()).toBe(0);
  });
});

describe('the Users list in the address', () => {
  let page: Page;

  beforeAll(async () => {
    page = await signedInPage('provider.admin@example.com');
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('opens a filtered address, fresh, with its filtered cards, and Back restores the filter before', async () => {
    const harbour = await usersOf(HARBOUR);
    const managers = harbour.filter((user) => user.role === 'Org Admin');
    const others = harbour.filter((user) => user.role !== 'Org Admin');
    if (managers.length === 0 || others.length === 0) throw new Error('Harbour needs managers');
    const filter = { organisationId: HARBOUR, role: 'Org Admin' };
    // A whole page load: nothing but the address holds the choice (a new browser context).
    await page.goto(appUrl(`/users?filter=${encodeURIComponent(JSON.stringify(filter))}`));
    await expectCount(page, usersFoundText(managers.length));
    const roles = page.getByRole('group', { name: 'Role' });
    const orgAdmins = roles.getByRole('button', { name: 'Org Admins' });
    await expect
      .poll(() => orgAdmins.getAttribute('aria-pressed'), { timeout: 30_000 })
      .toBe('true');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Organisation' }).inputValue(), {
        timeout: 30_000,
      })
      .toBe(HARBOUR_NAME);
    for (const manager of managers) await expectVisible(userCard(page, nameOf(manager)));
    await expect.poll(() => userCard(page, nameOf(others[0])).count()).toBe(0);

    // Another filter is a new address; Back is the one before, its cards and its controls.
    await orgAdmins.click();
    await expectCount(page, usersFoundText(harbour.length));
    await expect
      .poll(() => new URL(page.url()).searchParams.get('filter'))
      .toBe(JSON.stringify({ organisationId: HARBOUR }));
    await page.goBack();
    await expectCount(page, usersFoundText(managers.length));
    await expect
      .poll(() => orgAdmins.getAttribute('aria-pressed'), { timeout: 30_000 })
      .toBe('true');
    await expect.poll(() => userCard(page, nameOf(others[0])).count()).toBe(0);
    // Forward again; a search is in the address too, and its box follows Back.
    await page.goForward();
    await expectCount(page, usersFoundText(harbour.length));
    await expect
      .poll(() => orgAdmins.getAttribute('aria-pressed'), { timeout: 30_000 })
      .toBe('false');
    const prefix = String(others[0].lowerFirstName);
    const found = harbour.filter((user) => String(user.lowerFirstName).startsWith(prefix));
    await searchUsers(page, 'First name', prefix);
    await expectCount(page, usersFoundText(found.length));
    const box = page.getByRole('search', { name: 'Search users' }).getByRole('textbox');
    await page.goBack();
    await expectCount(page, usersFoundText(harbour.length));
    await expect.poll(() => box.inputValue()).toBe('');

    // react-admin's store keeps a copy of the address's choice: Create user starts from its
    // organisation, and /users opened without a choice in its address shows the one kept.
    await navigateInApp(page, '/users/create');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Create user' }));
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Organisation' }).inputValue(), {
        timeout: 30_000,
      })
      .toBe(HARBOUR_NAME);
    await navigateInApp(page, '/users');
    await expectCount(page, usersFoundText(harbour.length));
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({
      organisationId: HARBOUR,
    });
  });
});

describe('Create user as the provider admin', () => {
  let page: Page;
  const email = `new.clinician.${Date.now()}@example.com`;

  beforeAll(async () => {
    page = await signedInPage('provider.admin@example.com');
    await navigateInApp(page, '/users/create');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Create user' }));
  });

  afterAll(async () => {
    await page?.context().close();
  });

  const create = () => page.getByRole('button', { name: 'Create', exact: true }).click();

  it('checks the form in the order of docs/product.md §5, before any check of the browser', async () => {
    // A malformed e-mail from the start: the browser's own e-mail check would stop the submit
    // and show its bubble instead of the form's messages, which each need a submit.
    const emailInput = page.getByRole('textbox', { name: 'Email' });
    await emailInput.fill('not-an-email');
    expect(await emailInput.evaluate((input) => (input as HTMLInputElement).validity.valid)).toBe(
      false,
    );
    await create();
    await expectToast(page, 'Please, choose an organisation');
    await choose(page, 'Organisation', HARBOUR_NAME);
    await create();
    await expectToast(page, 'Please, choose a division');
    await choose(page, 'Division', 'Default division');
    await create();
    await expectToast(page, 'Invalid email');
    await emailInput.fill('org.admin@example.com');
    await create();
    await expectToast(page, 'Please, fill in all required fields');
    await choose(page, 'Role', 'Clinician');
    await page.getByRole('textbox', { name: 'First name' }).fill('Nina');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Clinic');
    await create();
    await expectToast(page, 'E-mail is already in use');
    await closeToasts(page);
    expect((await usersOf(HARBOUR)).some((user) => user.firstName === 'Nina')).toBe(false);
  });

  it("says 'Error creating user' when the server refuses, and creates nothing", async () => {
    expectConsoleErrors(refusedCall('createUser'));
    // The division chosen is removed meanwhile.
    const divisions = (await organisation(HARBOUR)).divisions as { id: string; name: string }[];
    const defaultDivision = divisions.find((division) => division.name === 'Default division');
    await db
      .collection('organisations')
      .doc(HARBOUR)
      .update({ divisions: divisions.filter((division) => division !== defaultDivision) });
    try {
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await create();
      await expectToast(page, 'Error creating user', 'Try again later');
    } finally {
      await db.collection('organisations').doc(HARBOUR).update({ divisions });
    }
    expect((await db.collection('users').where('email', '==', email).get()).empty).toBe(true);
    await closeToasts(page);
  });

  it('creates the user and shows the generated password once', async () => {
    await create();
    const toast = await expectToast(page, 'User created');
    await waitForPath(page, '/users');
    const password = /Password: (\S+)/.exec(await toast.innerText())?.[1] ?? '';
    expect(isValidGeneratedPassword(password)).toBe(true);
    expect(await signInStatus(email, password)).toBe(200);
    const created = (await db.collection('users').where('email', '==', email).get()).docs[0];
    expect(created?.data()).toMatchObject({
      role: 'Clinician',
      firstName: 'Nina',
      lowerFirstName: 'nina',
      lowerLastName: 'clinic',
      organisation: { id: HARBOUR, name: HARBOUR_NAME },
      division: { name: 'Default division' },
      isActive: true,
    });
  });
});
