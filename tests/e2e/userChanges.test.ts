// The organisation admin's Users screens, Manage clinicians and Change user organisation in
// Chromium (docs/product.md §2, §4, §5), and the rights of a changed user: an Org Admin created on the
// Create user screen signs in, is demoted, promoted again and inactivated on the Users list, and
// each time its very next request already runs with its new rights, without signing in again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { DocumentData } from 'firebase-admin/firestore';
import { connectToEmulators } from '../../scripts/seed/emulators';
import {
  appUrl,
  closeBrowser,
  expectVisible,
  navigateInApp,
  newPage,
  signInWithEmail,
  signedInPage,
  waitForPath,
  SIGN_IN_TIMEOUT,
  chooseOption,
  expectConsoleErrors,
} from '../helpers/browser';
import { prepareDemoData, restoreDemoData } from '../helpers/snapshot';
import {
  closeToasts,
  confirmDialog,
  searchUsers,
  userCard,
  usersFoundText,
} from '../helpers/usersList';
import { currentStack } from '../helpers/stack';
import { isValidGeneratedPassword } from '../helpers/expected';

const HARBOUR = 'org-harbour-accounting';
const HARBOUR_NAME = 'Harbour Accounting Partners';
const SUMMIT = 'org-summit-builders';
const stack = currentStack();
const { db } = connectToEmulators(stack.projectId, stack.offset);

async function stored(collection: string, id: string): Promise<DocumentData | undefined> {
  return (await db.collection(collection).doc(id).get()).data();
}

async function expectToast(page: Page, title: string, description?: string): Promise<Locator> {
  const toast = page
    .getByRole('region', { name: 'Notifications' })
    .locator('[data-toast-type]')
    .filter({ hasText: title })
    .filter(description ? { hasText: description } : {});
  await expectVisible(toast, 30_000);
  return toast.first();
}

const choose = (page: Page, label: string, option: string, scope?: Locator) =>
  chooseOption(page, label, option, { scope, exactLabel: false });

/** Rows of a table as their cell texts (#, Industry, Name). */
async function rows(page: Page, table: string): Promise<string[][]> {
  const body = page.getByRole('table', { name: table }).locator('tbody tr');
  const texts = await body.allInnerTexts();
  return texts
    .map((text) => text.split('\t').map((cell) => cell.trim()))
    .filter((cells) => cells.length >= 3)
    .map((cells) => cells.slice(0, 3));
}

beforeAll(async () => {
  await prepareDemoData();
});

afterAll(async () => {
  await closeBrowser();
  await restoreDemoData();
});

describe('the organisation admin, and the rights of the users it changes', () => {
  let page: Page;
  const email = `second.admin.${Date.now()}@example.com`;
  let password = '';

  beforeAll(async () => {
    page = await signedInPage('org.admin@example.com');
    await page.getByRole('navigation').getByRole('link', { name: 'Users', exact: true }).click();
    await waitForPath(page, '/users');
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it("sees 'Users' of its own organisation, without the Kynd Admin filter and tools", async () => {
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Users' }));
    const total = (
      await db.collection('users').where('organisation.id', '==', HARBOUR).count().get()
    ).data().count;
    await expectVisible(page.getByText(usersFoundText(total), { exact: true }));
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Organisation' }).innerText())
      .toBe(HARBOUR_NAME);
    const roles = page.getByRole('group', { name: 'Role' });
    await expectVisible(roles.getByRole('button', { name: 'Org Admins' }));
    expect(await roles.getByRole('button', { name: 'Kynd Admins' }).count()).toBe(0);
    await expectVisible(page.getByRole('switch', { name: 'Active' }));
    expect(await page.getByRole('button', { name: 'Generate new password' }).count()).toBe(0);
    expect(await page.getByRole('switch', { name: 'Subscription' }).count()).toBe(0);
    expect(await page.getByText('Created at').count()).toBe(0);
  });

  it('creates an Org Admin in its organisation, the only role it may give', async () => {
    // Its menu has Users alone (docs/product.md §2): the Users screen leads to Create user.
    expect(await page.getByRole('navigation').getByRole('link').allInnerTexts()).not.toContain(
      'Create admin',
    );
    await page.getByRole('main').getByRole('link', { name: 'Create user', exact: true }).click();
    await waitForPath(page, '/users/create');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Create user' }));
    await page.getByRole('combobox', { name: 'Role' }).click();
    // The only role it may give, and no blank entry.
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['Org Admin']);
    await page.getByRole('option', { name: 'Org Admin', exact: true }).click();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Organisation' }).innerText())
      .toBe(HARBOUR_NAME);
    await choose(page, 'Division', 'Default division');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'First name' }).fill('Sam');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Second');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const toast = await expectToast(page, 'User created');
    password = /Password: (\S+)/.exec(await toast.innerText())?.[1] ?? '';
    expect(isValidGeneratedPassword(password)).toBe(true);
    await waitForPath(page, '/users');
    await closeToasts(page);
    const created = (await db.collection('users').where('email', '==', email).get()).docs[0];
    expect(created?.data()).toMatchObject({ role: 'Org Admin', organisation: { id: HARBOUR } });
    expect((await stored('organisations', HARBOUR))?.managers).toContainEqual({
      id: created?.id,
      name: 'Sam Second',
    });
  });

  it('demotes, promotes and inactivates it: each time its very next request has the new rights', async () => {
    // The new admin's requests are refused on purpose once it lost its rights.
    expectConsoleErrors(
      /status of 403 /,
      /DataProviderError: (getList|query) (users|userDirectory): /,
    );
    // The new Org Admin signs in with the password it was given and opens its Users list.
    const other = await newPage();
    try {
      await other.goto(appUrl('/'));
      await signInWithEmail(other, email, password);
      await waitForPath(other, '/dashboard', SIGN_IN_TIMEOUT);
      await navigateInApp(other, '/users');
      await expectVisible(other.getByText(/\d+ users? found/));
      const roles = other.getByRole('group', { name: 'Role' });
      /** A new list request of the signed-in new admin: a role filter. */
      const nextRequest = async (label: string) => {
        await roles.getByRole('button', { name: label, exact: true }).click();
      };
      const refused = other.getByText('Error fetching users. Please, try again later');

      await searchUsers(page, 'First name', 'Sam');
      await page.getByRole('button', { name: 'Division and role selectors' }).click();
      await choose(page, 'Role', 'User', userCard(page, 'Sam Second'));
      await confirmDialog(page, "Change Sam Second's role to User?", 'Change role');
      await expect
        .poll(async () =>
          (await db.collection('users').where('email', '==', email).get()).docs[0]?.get('role'),
        )
        .toBe('User');
      await nextRequest('Org Admins');
      await expectVisible(refused, 30_000);
      await expectToast(other, 'Error fetching users', 'Please, try again later');

      // docs/product.md §4: the demoted Org Admin also left the employees; promoted again, it is back.
      await choose(page, 'Role', 'Org Admin', userCard(page, 'Sam Second'));
      await confirmDialog(page, "Change Sam Second's role to Org Admin?", 'Change role');
      await expect
        .poll(async () =>
          (await db.collection('users').where('email', '==', email).get()).docs[0]?.get('role'),
        )
        .toBe('Org Admin');
      await nextRequest('Users');
      await expectVisible(other.getByText(/\d+ users? found/), 30_000);

      await userCard(page, 'Sam Second').getByRole('switch', { name: 'Active' }).click();
      await confirmDialog(page, 'Inactivate Sam Second?', 'Inactivate');
      await expect
        .poll(async () =>
          (await db.collection('users').where('email', '==', email).get()).docs[0]?.get('isActive'),
        )
        .toBe(false);
      await nextRequest('Clinicians');
      await expectVisible(refused, 30_000);
    } finally {
      await other.context().close();
    }
  });
});

describe('Manage clinicians and Change user organisation as the provider admin', () => {
  let page: Page;

  beforeAll(async () => {
    page = await signedInPage('provider.admin@example.com');
    await navigateInApp(page, '/users/clinicians');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Manage clinicians' }));
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('finds a clinician by the full name as shown, in any case, or by the last name', async () => {
    const picker = page.getByRole('combobox', { name: 'Clinician' });
    const option = page.getByRole('option', { name: 'Priya Sharma (clinician@example.com)' });
    for (const typed of ['priya SHARMA', 'Sharma']) {
      await picker.fill(typed);
      await expectVisible(option);
    }
    await picker.fill('Sharma Priya');
    await expectVisible(page.getByText('No clinicians found'));
    await picker.fill('');
    await page.keyboard.press('Escape');
  });

  it('lists the permissions by industry then name, and saves each change at once', async () => {
    await page.getByRole('combobox', { name: 'Clinician' }).fill('Priya Sharma');
    await page.getByRole('option', { name: 'Priya Sharma (clinician@example.com)' }).click();
    await expect
      .poll(() => rows(page, 'Current permissions'))
      .toEqual([
        ['1', 'Accounting', HARBOUR_NAME],
        ['2', 'Construction', 'Summit Builders'],
      ]);
    const available = await rows(page, 'Organisations that can be added');
    const sorted = [...available].sort(
      (a, b) => a[1].localeCompare(b[1]) || a[2].localeCompare(b[2]),
    );
    expect(available.map((row) => row.slice(1))).toEqual(sorted.map((row) => row.slice(1)));

    await page
      .getByRole('table', { name: 'Current permissions' })
      .getByRole('row')
      .filter({ hasText: HARBOUR_NAME })
      .getByRole('button', { name: 'Remove permission' })
      .click();
    await expect
      .poll(() => rows(page, 'Current permissions'))
      .toEqual([['1', 'Construction', 'Summit Builders']]);
    expect((await stored('users', 'demo-clinician'))?.allowedOrganisationsIds).toEqual([SUMMIT]);

    await page
      .getByRole('table', { name: 'Organisations that can be added' })
      .getByRole('row')
      .filter({ hasText: 'Bayview College' })
      .getByRole('button', { name: 'Add permission' })
      .click();
    await expect
      .poll(() => rows(page, 'Current permissions'))
      .toEqual([
        ['1', 'Construction', 'Summit Builders'],
        ['2', 'Education', 'Bayview College'],
      ]);
    expect((await stored('users', 'demo-clinician'))?.allowedOrganisationsIds).toEqual([
      SUMMIT,
      'org-bayview-college',
    ]);
    expect(
      (await rows(page, 'Organisations that can be added')).some((row) => row[2] === HARBOUR_NAME),
    ).toBe(true);
  });

  it('moves a user to another organisation, with both organisations updated', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Change organisation' }).click();
    await waitForPath(page, '/users/change-user-organisation');
    const change = page.getByRole('button', { name: 'Change user organisation' });
    await change.click();
    await expectToast(page, 'Please, choose an option in every field to proceed');
    await closeToasts(page);

    const user = (
      await db
        .collection('users')
        .where('organisation.id', '==', HARBOUR)
        .where('role', '==', 'User')
        .where('isActive', '==', true)
        .limit(1)
        .get()
    ).docs[0];
    const name = `${user.get('firstName')} ${user.get('lastName')}`;
    // Typed as the name is shown, whatever the case (the picker asks for the first name's start
    // and narrows the answer to the whole text).
    await page.getByRole('combobox', { name: 'User' }).fill(name.toUpperCase());
    await page.getByRole('option', { name: `${name} (${HARBOUR_NAME})` }).click();
    await choose(page, 'Industry', 'Construction');
    await choose(page, 'Organisation', 'Summit Builders');
    const divisions = (await stored('organisations', SUMMIT))?.divisions as {
      id: string;
      name: string;
    }[];
    const division = divisions[divisions.length - 1];
    await choose(page, 'Division', division.name);
    await expectVisible(
      page.getByText(
        `${name} will move from ${HARBOUR_NAME} (${user.get('division').name}) to Summit Builders (${division.name}).`,
      ),
    );
    await change.click();
    await expectToast(page, "User's organisation changed");
    await expect
      .poll(async () => (await stored('users', user.id))?.organisation)
      .toEqual({
        id: SUMMIT,
        name: 'Summit Builders',
      });
    expect((await stored('users', user.id))?.division).toEqual({
      id: division.id,
      name: division.name,
    });
    expect((await stored('organisations', HARBOUR))?.employees).not.toContain(user.id);
    expect((await stored('organisations', SUMMIT))?.employees).toContain(user.id);
    await closeToasts(page);
  });

  it("says 'An error has occurred' when the user is gone, and changes nothing", async () => {
    // The user is deleted under the screen on purpose: reading it fails.
    expectConsoleErrors(/DataProviderError: getOne users \S+: no such document/);
    const user = (
      await db
        .collection('users')
        .where('organisation.id', '==', HARBOUR)
        .where('role', '==', 'User')
        .limit(2)
        .get()
    ).docs[1];
    const name = `${user.get('firstName')} ${user.get('lastName')}`;
    await page.getByRole('combobox', { name: 'User' }).fill(String(user.get('lastName')));
    await page.getByRole('option', { name: `${name} (${HARBOUR_NAME})` }).click();
    await choose(page, 'Industry', 'Construction');
    await choose(page, 'Organisation', 'Summit Builders');
    await choose(page, 'Division', 'Default division');
    const summitBefore = await stored('organisations', SUMMIT);
    // Deleted by someone else meanwhile.
    await db.collection('users').doc(user.id).delete();
    await page.getByRole('button', { name: 'Change user organisation' }).click();
    await expectToast(page, 'An error has occurred', 'Please, try again later');
    expect(await stored('users', user.id)).toBeUndefined();
    expect(await stored('organisations', SUMMIT)).toEqual(summitBefore);
  });
});
