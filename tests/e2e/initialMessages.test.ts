// Initial message templates in Chromium as the provider admin (docs/product.md §2 Initial messages, §3, §4
// Message template): Category then Measurement, three read-only cards, edit with Save and Cancel,
// line breaks stored as break tags and restored on edit; stored HTML shown as formatted text in
// which nothing runs.
import type { DocumentData } from 'firebase-admin/firestore';
import type { Locator, Page } from 'playwright-core';
import { connectToEmulators } from '../../scripts/seed/emulators';
import {
  closeBrowser,
  expectVisible,
  navigateInApp,
  signedInPage,
  chooseOption,
} from '../helpers/browser';
import { prepareDemoData } from '../helpers/snapshot';
import { currentStack } from '../helpers/stack';
import { MESSAGE_FREQUENCIES } from '../helpers/expected';

const stack = currentStack();
const { db } = connectToEmulators(stack.projectId, stack.offset);

const XSS_TEMPLATE = 'body-smoking';
const XSS_MESSAGE =
  'Stay safe<br><img src=x onerror="window.__kyndXss = true; alert(1)"><b>Quit line</b>';

let page: Page;
const dialogs: string[] = [];

/** The templates these tests change, as seeded: put back afterwards. */
const CHANGED = [XSS_TEMPLATE, 'body-alcohol'];
const seeded = new Map<string, DocumentData | undefined>();

beforeAll(async () => {
  await prepareDemoData();
  for (const id of CHANGED) seeded.set(id, (await db.doc(`initialMessages/${id}`).get()).data());
  await db.doc(`initialMessages/${XSS_TEMPLATE}`).update({ 'orange.message': XSS_MESSAGE });
  page = await signedInPage('provider.admin@example.com');
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
});

afterAll(async () => {
  await page?.context().close();
  await closeBrowser();
  for (const [id, data] of seeded) if (data) await db.doc(`initialMessages/${id}`).set(data);
});

const choose = (label: string, option: string) => chooseOption(page, label, option);

function level(name: 'Green' | 'Orange' | 'Red'): Locator {
  return page.getByRole('region', { name, exact: true });
}

it('opens on the Life category with its three levels, read-only', async () => {
  await navigateInApp(page, '/notifications/initial');
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Initial messages' }));
  expect(await page.getByRole('combobox', { name: 'Category' }).innerText()).toBe('Life');
  expect(await page.getByRole('combobox', { name: 'Measurement' }).innerText()).toBe('Life');
  await expectVisible(level('Red').getByText('Your Life result needs attention'));
  for (const name of ['Green', 'Orange', 'Red'] as const) {
    expect(await level(name).getByRole('textbox').count()).toBe(0);
  }
});

it('edits a template: line breaks are stored as break tags and restored on edit', async () => {
  await choose('Category', 'Body');
  await choose('Measurement', 'Alcohol');
  await expectVisible(level('Red').getByText('Your Alcohol result needs attention'));
  const before = (await db.doc('initialMessages/body-alcohol').get()).data();

  await page.getByRole('button', { name: 'Edit' }).click();
  const red = level('Red');
  const message = red.getByRole('textbox', { name: 'Message' });
  expect(await message.inputValue()).toBe(String(before?.red.message).replaceAll('<br>', '\n'));
  await red.getByRole('textbox', { name: 'Subject' }).fill('Time to cut down');
  await message.fill('First line\nSecond line\n\nAfter a blank line');
  await red.getByRole('combobox', { name: 'Frequency' }).click();
  // docs/product.md §9's frequencies, and no blank entry among them.
  expect(await page.getByRole('option').allInnerTexts()).toEqual([...MESSAGE_FREQUENCIES]);
  await page.getByRole('option', { name: '14 days', exact: true }).click();
  await level('Green').getByRole('switch', { name: 'Active' }).setChecked(!before?.green.isActive);
  await page.getByRole('button', { name: 'Save' }).click();

  await expectVisible(page.getByRole('status').filter({ hasText: 'Message updated' }));
  await expectVisible(page.getByRole('button', { name: 'Edit' }));
  const after = (await db.doc('initialMessages/body-alcohol').get()).data();
  expect(after?.red).toMatchObject({
    subject: 'Time to cut down',
    message: 'First line<br>Second line<br><br>After a blank line',
    frequency: 14,
    isActive: before?.red.isActive,
  });
  expect(after?.green.isActive).toBe(!before?.green.isActive);
  expect(after?.orange).toEqual(before?.orange);
  // Read-only again: the message as formatted text, its lines on lines of their own.
  const shown = red.getByTestId('red-message');
  expect(await shown.innerHTML()).toBe('First line<br>Second line<br><br>After a blank line');

  // Restored on edit; Cancel returns to the view without writing.
  await page.getByRole('button', { name: 'Edit' }).click();
  expect(await level('Red').getByRole('textbox', { name: 'Message' }).inputValue()).toBe(
    'First line\nSecond line\n\nAfter a blank line',
  );
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expectVisible(page.getByRole('button', { name: 'Edit' }));
  const untouched = await db.doc('initialMessages/body-alcohol').get();
  expect(untouched.data()).toEqual(after);
});

it('saves a template with a single change, the subject of one level', async () => {
  await choose('Category', 'Body');
  await choose('Measurement', 'Alcohol');
  const before = (await db.doc('initialMessages/body-alcohol').get()).data();
  await page.getByRole('button', { name: 'Edit' }).click();
  await level('Orange').getByRole('textbox', { name: 'Subject' }).fill('A small step');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectVisible(page.getByRole('status').filter({ hasText: 'Message updated' }));
  await expectVisible(page.getByRole('button', { name: 'Edit' }));
  const after = (await db.doc('initialMessages/body-alcohol').get()).data();
  expect(after?.orange).toEqual({
    ...before?.orange,
    subject: 'A small step',
    updatedAt: expect.anything(),
  });
  expect(after?.red).toEqual(before?.red);
  expect(after?.green).toEqual(before?.green);
});

it('renders a stored message with an event handler without running it', async () => {
  await choose('Category', 'Body');
  await choose('Measurement', 'Smoking');
  const shown = level('Orange').getByTestId('orange-message');
  await expectVisible(shown.getByText('Quit line'));
  const image = shown.locator('img');
  expect(await image.count()).toBe(1);
  expect(await image.getAttribute('onerror')).toBeNull();
  expect(await page.locator('[onerror]').count()).toBe(0);
  // Give a failing image time to fire its error event.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as { __kyndXss?: boolean }).__kyndXss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
