// Notifications in Chromium as the provider admin (docs/product.md §2 Notifications, §5 Create notification,
// §7 recipients query, sendNotification, registerUsersNotifications): the sent list of an
// organisation, newest first, or 'No notifications yet'; a risk-level notification that says how
// many users it will reach, reaches exactly the users the query selects (recounted here from the
// users collection), is registered on every matched user and appears in the sent list.
import type { Locator, Page } from 'playwright-core';
import { SENT_PUSH_NOTIFICATIONS_COLLECTION } from '../../src/domain/callables';
import { NOTIFICATION_MEASUREMENTS } from '../../src/domain/notifications';
import { connectToEmulators } from '../../scripts/seed/emulators';
import {
  closeBrowser,
  expectVisible,
  navigateInApp,
  signedInPage,
  waitForPath,
  chooseOption,
} from '../helpers/browser';
import { prepareDemoData, restoreDemoData } from '../helpers/snapshot';
import { currentStack } from '../helpers/stack';

const stack = currentStack();
const { db } = connectToEmulators(stack.projectId, stack.offset);
const HARBOUR = { id: 'org-harbour-accounting', name: 'Harbour Accounting Partners' };
const WESTGATE = { id: 'org-westgate-retail', name: 'Westgate Retail' };

let page: Page;

beforeAll(async () => {
  await prepareDemoData();
  // One organisation without any sent notification, for the empty state.
  const sent = await db.collection(`organisations/${WESTGATE.id}/notifications`).get();
  await Promise.all(sent.docs.map((doc) => doc.ref.delete()));
  page = await signedInPage('provider.admin@example.com');
});

afterAll(async () => {
  await page?.context().close();
  await closeBrowser();
  await restoreDemoData();
});

const choose = (scope: Page | Locator, label: string, option: string) =>
  chooseOption(page, label, option, { scope });

function sentTable(organisation: string): Locator {
  return page.getByRole('table', { name: `Notifications sent to ${organisation}` });
}

/** Users of the organisation a push of this measurement and these colours reaches, from Firestore. */
async function recount(organisationId: string, group: string, key: string, colours: string[]) {
  const users = await db.collection('users').where('organisation.id', '==', organisationId).get();
  const matched = users.docs.filter((doc) =>
    colours.includes(String(doc.get(`scores.${group}.${key}.colour`))),
  );
  const reached = matched.filter((doc) => {
    const token: unknown = doc.get('deviceToken');
    return (
      doc.get('isReceivingPushNotifications') === true && typeof token === 'string' && token !== ''
    );
  });
  return {
    matchedIds: matched.map((doc) => doc.id).sort(),
    tokens: reached.map((doc) => String(doc.get('deviceToken'))).sort(),
  };
}

it("lists an organisation's notifications newest first, or says there are none", async () => {
  await navigateInApp(page, '/notifications');
  await choose(page, 'Organisation', HARBOUR.name);
  const table = sentTable(HARBOUR.name);
  await expectVisible(table);
  const stored = await db
    .collection(`organisations/${HARBOUR.id}/notifications`)
    .orderBy('createdAt', 'desc')
    .get();
  const rows = table.getByRole('row');
  await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(stored.size + 1);
  expect(await rows.nth(0).innerText()).toMatch(
    /Sent date\s+Measurement\s+Risk level\s+Title\s+Body/,
  );
  expect(await rows.nth(1).innerText()).toContain(String(stored.docs[0]?.get('title')));
  expect(await rows.nth(stored.size).innerText()).toContain(
    String(stored.docs[stored.size - 1]?.get('title')),
  );

  await choose(page, 'Organisation', WESTGATE.name);
  await expectVisible(page.getByText('No notifications yet', { exact: true }));
});

it(
  'sends a risk-level notification to exactly the users the recipients query selects',
  { timeout: 120_000 },
  async () => {
    const title = 'E2E alcohol check-in';
    const body = 'A few tips to cut down are waiting in the app.';
    const expected = await recount(HARBOUR.id, 'body', 'alcohol', ['red', 'orange']);
    expect(expected.tokens.length).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Create notification' }).click();
    await waitForPath(page, '/notifications/create');
    const form = page.locator('form');
    await choose(form, 'Organisation', HARBOUR.name);
    await form.getByRole('radio', { name: 'Risk level' }).check();
    const send = form.getByRole('button', { name: 'Send notification' });
    expect(await send.isDisabled()).toBe(true);
    await expectVisible(
      form.getByText('To send, fill in Subject, Message, Measurement and Colour indicators.'),
    );

    // docs/product.md §9's measurements, without its exclusions and without a blank entry.
    await form.getByRole('combobox', { name: 'Measurement' }).click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(
      NOTIFICATION_MEASUREMENTS.map((item) => `${item.label} (${item.category})`),
    );
    await page.keyboard.press('Escape');
    await choose(form, 'Measurement', 'Alcohol (Body)');
    await form.getByRole('checkbox', { name: 'Red' }).check();
    await form.getByRole('checkbox', { name: 'Orange' }).check();
    await expectVisible(
      form.getByText(`This notification will reach ${expected.tokens.length} users`, {
        exact: true,
      }),
    );
    await form.getByRole('textbox', { name: 'Subject' }).fill(title);
    expect(await send.isDisabled()).toBe(true);
    await form.getByRole('textbox', { name: 'Message' }).fill(body);
    await send.click();

    await expectVisible(page.getByRole('status').filter({ hasText: 'Notification sent' }), 30_000);
    await waitForPath(page, '/notifications');
    const firstRow = sentTable(HARBOUR.name).getByRole('row').nth(1);
    await expect.poll(() => firstRow.innerText(), { timeout: 15_000 }).toContain(title);
    expect(await firstRow.innerText()).toMatch(/Alcohol\s+Red, Orange/);

    // Pushed to exactly the recounted tokens.
    const pushes = await db
      .collection(SENT_PUSH_NOTIFICATIONS_COLLECTION)
      .where('notification.title', '==', title)
      .get();
    const pushed = pushes.docs.flatMap((doc) => doc.get('tokens') as string[]).sort();
    expect(pushed).toEqual(expected.tokens);
    expect(pushes.docs.every((doc) => doc.get('notification.body') === body)).toBe(true);

    // Registered on every matched user, and on nobody else of the organisation.
    const users = await db.collection('users').where('organisation.id', '==', HARBOUR.id).get();
    const registered = users.docs
      .filter((doc) =>
        ((doc.get('notifications') as { title?: string }[] | undefined) ?? []).some(
          (entry) => entry.title === title,
        ),
      )
      .map((doc) => doc.id)
      .sort();
    expect(registered).toEqual(expected.matchedIds);

    // Stored in the organisation's sent list.
    const stored = await db
      .collection(`organisations/${HARBOUR.id}/notifications`)
      .where('title', '==', title)
      .get();
    expect(stored.docs.map((doc) => doc.data())).toEqual([
      {
        title,
        body,
        color: ['red', 'orange'],
        measurement: 'Alcohol',
        createdAt: expect.anything(),
        // The actor stamp (docs/security.md "Audit trail").
        lastChangedBy: 'demo-provider-admin',
        lastChangedAt: expect.anything(),
      },
    ]);
  },
);

it('sends a general notification with only what it requires: organisation, subject and message', async () => {
  const title = 'E2E general news';
  const body = 'The new season of challenges starts on Monday.';
  await navigateInApp(page, '/notifications/create');
  const form = page.locator('form');
  await choose(form, 'Organisation', WESTGATE.name);
  await form.getByRole('textbox', { name: 'Subject' }).fill(title);
  await form.getByRole('textbox', { name: 'Message' }).fill(body);
  await form.getByRole('button', { name: 'Send notification' }).click();
  await expectVisible(page.getByRole('status').filter({ hasText: 'Notification sent' }), 30_000);
  await waitForPath(page, '/notifications');

  const stored = await db
    .collection(`organisations/${WESTGATE.id}/notifications`)
    .where('title', '==', title)
    .get();
  expect(stored.docs.map((doc) => doc.data())).toEqual([
    expect.objectContaining({ title, body, createdAt: expect.anything() }),
  ]);
  const users = await db.collection('users').where('organisation.id', '==', WESTGATE.id).get();
  const registered = users.docs.filter((doc) =>
    ((doc.get('notifications') as { title?: string }[] | undefined) ?? []).some(
      (entry) => entry.title === title,
    ),
  );
  expect(registered.length).toBe(users.size);
});
