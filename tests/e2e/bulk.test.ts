// The Users list's bulk actions in Chromium (docs/product.md §2 Users list): the organisation
// admin selects three inactive users by their cards' checkboxes, runs Activate, confirms, follows
// the progress to its summary, and the stored users are active. The list's sort is kept when the
// screen is left and opened again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  closeBrowser,
  expectVisible,
  navigateInApp,
  signedInPage,
  waitForPath,
  chooseOption,
} from '../helpers/browser';
import { prepareDemoData, restoreDemoData } from '../helpers/snapshot';
import { directoryInStep } from '../helpers/userDirectory';
import { HARBOUR, ORG_ADMIN, db } from './managementScreens';

interface Person {
  id: string;
  name: string;
}

/** The first three Users of Harbour by first name (the list's first page), made inactive. */
async function threeInactiveUsers(): Promise<Person[]> {
  const snapshot = await db
    .collection('users')
    .where('organisation.id', '==', HARBOUR)
    .orderBy('lowerFirstName')
    .get();
  const people = snapshot.docs
    .filter((doc) => doc.get('role') === 'User' && !doc.id.startsWith('demo-'))
    .slice(0, 3)
    .map((doc) => ({ id: doc.id, name: `${doc.get('firstName')} ${doc.get('lastName')}` }));
  const batch = db.batch();
  people.forEach((person) =>
    batch.update(db.collection('users').doc(person.id), {
      isActive: false,
      isSubscriptionUser: true,
    }),
  );
  await batch.commit();
  // An Org Admin reads the directory, which the users trigger brings in line.
  await directoryInStep(
    db,
    people.map((person) => person.id),
  );
  return people;
}

beforeAll(async () => {
  await prepareDemoData();
});

afterAll(async () => {
  await closeBrowser();
  await restoreDemoData();
});

describe('bulk activation on the Users list', () => {
  let page: Page;
  let people: Person[];

  beforeAll(async () => {
    people = await threeInactiveUsers();
    expect(people).toHaveLength(3);
    page = await signedInPage(ORG_ADMIN);
    await navigateInApp(page, '/users');
    await waitForPath(page, '/users');
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('activates three selected users with progress and a summary', async () => {
    const list = page.getByRole('list', { name: 'Users' });
    for (const person of people) {
      await list.getByRole('checkbox', { name: `Select ${person.name}`, exact: true }).check();
    }
    await page.getByRole('button', { name: 'Activate', exact: true }).click();
    const question = page.getByRole('dialog', { name: 'Activate 3 users?' });
    await expectVisible(question);
    await question.getByRole('button', { name: 'Activate', exact: true }).click();

    const progress = page.getByRole('dialog', { name: 'Activate: 3 users' });
    await expectVisible(progress.getByRole('progressbar', { name: 'Progress' }));
    await expectVisible(progress.getByText('3 changed, 0 refused', { exact: true }), 60_000);
    await expectVisible(progress.getByText('3 of 3 done', { exact: true }));
    await progress.getByRole('button', { name: 'Close', exact: true }).click();
    await progress.waitFor({ state: 'detached' });

    for (const person of people) {
      const stored = (await db.collection('users').doc(person.id).get()).data();
      expect(stored).toMatchObject({ isActive: true, isSubscriptionUser: false });
      await expect
        .poll(() =>
          list
            .getByRole('listitem', { name: person.name, exact: true })
            .getByRole('switch', { name: 'Active', exact: true })
            .isChecked(),
        )
        .toBe(true);
    }
    // The first call starts the function's worker on a cold stack.
  }, 180_000);

  it('keeps the sort when the screen is left and opened again', async () => {
    await chooseOption(page, 'Sort by', 'Last name');
    await navigateInApp(page, '/dashboard');
    await waitForPath(page, '/dashboard');
    await navigateInApp(page, '/users');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Users' }));
    await expectVisible(page.getByRole('combobox', { name: 'Sort by' }).getByText('Last name'));
  });
});
