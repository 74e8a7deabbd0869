// Hearing and Vision Alerts in Chromium (docs/product.md §2, §4, §5, §8), as the provider admin and as the
// organisation admin of the demo data: the organisation choice, the status, type and name
// filters, an update of each panel through to Resolved (Update goes, the overall status follows
// docs/product.md §4) and the actions history. Expected lists are read from the seeded alerts.
import type { Locator, Page } from 'playwright-core';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectToEmulators } from '../../scripts/seed/emulators';
import type { AlertQuestionnaire, QuestionnaireAlert } from '../../src/domain/types';
import { timestampsToDates } from '../../src/domain/timestamps';
import {
  closeBrowser,
  expectVisible,
  navigateInApp,
  signedInPage,
  chooseOption,
} from '../helpers/browser';
import { prepareDemoData, restoreDemoData } from '../helpers/snapshot';
import { currentStack } from '../helpers/stack';
import { matchesAlertFilter, type AlertListFilter } from '../helpers/expected';

const HARBOUR = 'org-harbour-accounting';
const HARBOUR_NAME = 'Harbour Accounting Partners';
const EMPTY_TEXT = 'No users with alert found. Type in the search bar to find users';

let db: Firestore;

async function harbourAlerts(): Promise<QuestionnaireAlert[]> {
  const snapshot = await db
    .collection('questionnaireAlerts')
    .where('organisation.id', '==', HARBOUR)
    .get();
  return snapshot.docs
    .map((doc) => ({
      ...(timestampsToDates(doc.data()) as Omit<QuestionnaireAlert, 'id'>),
      id: doc.id,
    }))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

const nameOf = (alert: QuestionnaireAlert) => `${alert.user.firstName} ${alert.user.lastName}`;

function expectedNames(alerts: QuestionnaireAlert[], filter: AlertListFilter): string[] {
  return alerts.filter((alert) => matchesAlertFilter(alert, filter)).map(nameOf);
}

async function displayName(email: string): Promise<string> {
  const found = await db.collection('users').where('email', '==', email).limit(1).get();
  const user = found.docs[0];
  if (!user) throw new Error(`no users document for ${email}`);
  return `${String(user.get('firstName'))} ${String(user.get('lastName'))}`;
}

function alertById(alerts: QuestionnaireAlert[], id: string): QuestionnaireAlert {
  const found = alerts.find((alert) => alert.id === id);
  if (!found) throw new Error(`seeded alert ${id} not found`);
  return found;
}

/** The names on the cards, in order, once the list has settled. */
async function cardNames(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Users with alerts' });
  if (!(await list.isVisible())) return [];
  return (await list.getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts()).map(
    (text) => text.trim(),
  );
}

async function expectCards(page: Page, names: string[]): Promise<void> {
  await expect.poll(() => cardNames(page), { timeout: 20_000 }).toEqual(names);
  if (names.length === 0) await expectVisible(page.getByText(EMPTY_TEXT, { exact: true }));
}

const choose = (page: Page, label: string, option: string) => chooseOption(page, label, option);

function card(page: Page, alert: QuestionnaireAlert): Locator {
  return page.getByRole('article', { name: nameOf(alert), exact: true });
}

function panel(page: Page, alert: QuestionnaireAlert, questionnaire: AlertQuestionnaire): Locator {
  return card(page, alert).getByRole('region', {
    name: questionnaire === 'hearing' ? 'Hearing' : 'Vision',
    exact: true,
  });
}

/** Opens the panel's update modal, checks its starting status, and saves a new one. */
async function updatePanel(
  page: Page,
  alert: QuestionnaireAlert,
  questionnaire: AlertQuestionnaire,
  from: string,
  to: string,
  comment: string,
): Promise<void> {
  await panel(page, alert, questionnaire)
    .getByRole('button', { name: 'Update', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Update ${questionnaire} alert`) });
  await expectVisible(dialog);
  expect(await dialog.getByRole('combobox', { name: 'Status' }).innerText()).toBe(from);
  await chooseOption(page, 'Status', to, { scope: dialog });
  expect(await dialog.getByRole('combobox', { name: 'Status' }).innerText()).toBe(to);
  // An empty comment is the smallest update: a status alone.
  if (comment !== '') await dialog.getByRole('textbox', { name: 'Action' }).fill(comment);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expectVisible(page.getByText('Alert updated', { exact: true }));
  await dialog.waitFor({ state: 'hidden' });
  // The list is read again: the panel shows the new status.
  await expectVisible(panel(page, alert, questionnaire).getByText(to, { exact: true }));
}

/** The history modal of a panel: its entries' text, newest first; closes it again. */
async function history(page: Page, alert: QuestionnaireAlert, questionnaire: AlertQuestionnaire) {
  await panel(page, alert, questionnaire)
    .getByRole('button', { name: 'Actions taken', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`actions taken`, 'i') });
  await expectVisible(dialog);
  // The history is read when the dialog opens: its entries follow the loading indicator.
  await dialog.getByRole('progressbar').waitFor({ state: 'detached' });
  const entries = (await dialog.getByRole('listitem').allInnerTexts()).map((text) =>
    text.replace(/\s+/g, ' '),
  );
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  return entries;
}

async function expectPanelResolved(
  page: Page,
  alert: QuestionnaireAlert,
  questionnaire: AlertQuestionnaire,
) {
  const region = panel(page, alert, questionnaire);
  await expectVisible(region.getByText('Resolved', { exact: true }));
  expect(await region.getByRole('button', { name: 'Update', exact: true }).count()).toBe(0);
}

async function overallStatus(page: Page, alert: QuestionnaireAlert): Promise<string> {
  return (
    await card(page, alert)
      .getByText(/^Status: /)
      .innerText()
  ).trim();
}

beforeAll(async () => {
  await prepareDemoData();
  const stack = currentStack();
  ({ db } = connectToEmulators(stack.projectId, stack.offset));
});

afterAll(async () => {
  await closeBrowser();
  // The updates below changed alerts other files may read.
  await restoreDemoData();
});

describe('as the provider admin', () => {
  let page: Page;
  let alerts: QuestionnaireAlert[];

  beforeAll(async () => {
    alerts = await harbourAlerts();
    page = await signedInPage('provider.admin@example.com', {
      viewport: { width: 1440, height: 1000 },
    });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('opens on the first organisation offering Hearing V2 or Vision V2, then shows the chosen one', async () => {
    const offering = await db
      .collection('organisations')
      .where('customQuestionnaires', 'array-contains-any', ['hearing-v2', 'vision-v2'])
      .get();
    const names = offering.docs
      .map((doc) => String(doc.get('name')))
      .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Hearing Vision Alerts' })
      .click();
    await expectVisible(page.getByRole('heading', { name: 'Hearing and Vision Alerts', level: 1 }));
    const organisation = page.getByRole('combobox', { name: 'Organisation' });
    await expect.poll(() => organisation.inputValue(), { timeout: 20_000 }).toBe(names[0]);
    // Found by typing among those offering the questionnaires: opened, the first ones by name.
    await organisation.click();
    await expect
      .poll(async () => (await page.getByRole('option').allInnerTexts()).map((text) => text.trim()))
      .toEqual(names.slice(0, 20));
    await page.keyboard.press('Escape');
    // The start of the name, typed as a user would, in any case.
    await organisation.fill(HARBOUR_NAME.slice(0, 4).toUpperCase());
    await page.getByRole('option', { name: HARBOUR_NAME, exact: true }).click();
    await expect.poll(() => organisation.inputValue()).toBe(HARBOUR_NAME);
    await expectCards(page, expectedNames(alerts, {}));
    const first = alerts[0];
    if (!first) throw new Error('Harbour has no alerts');
    const details = await card(page, first).innerText();
    expect(details).toContain(HARBOUR_NAME);
    expect(details).toContain(first.division.name);
    expect(details).toContain(first.user.email ?? '—');
  });

  it('filters by status, type and a piece of the name', async () => {
    await choose(page, 'Alert type', 'Hearing Screen');
    await expectCards(page, expectedNames(alerts, { type: 'Hearing Screen' }));
    await choose(page, 'Alert type', 'All');
    await choose(page, 'Alert status', 'In Progress');
    await expectCards(page, expectedNames(alerts, { status: 'In Progress' }));
    await choose(page, 'Alert type', 'Vision Screen');
    await expectCards(
      page,
      expectedNames(alerts, { status: 'In Progress', type: 'Vision Screen' }),
    );
    await choose(page, 'Alert status', 'All');
    await choose(page, 'Alert type', 'All');

    // Across first and last name, in capitals: a case-insensitive "contains".
    const target = alertById(alerts, 'alert-harbour-accounting-05');
    const term =
      `${target.user.firstName.slice(-2)} ${target.user.lastName.slice(0, 2)}`.toUpperCase();
    await page.getByRole('textbox', { name: 'Search user' }).fill(term);
    const found = expectedNames(alerts, { search: term });
    expect(found).toContain(nameOf(target));
    await expectCards(page, found);
    await page.getByRole('textbox', { name: 'Search user' }).fill('zzqx');
    await expectCards(page, []);
    await page.getByRole('textbox', { name: 'Search user' }).fill('');
    await expectCards(page, expectedNames(alerts, {}));
  });

  it('updates hearing then vision to Resolved: Update goes and the overall status follows', async () => {
    // Hearing In Progress, vision Open.
    const alert = alertById(alerts, 'alert-harbour-accounting-02');
    expect(await overallStatus(page, alert)).toBe('Status: Open');

    await updatePanel(page, alert, 'hearing', 'In Progress', 'Resolved', 'Hearing test normal.');
    await expectPanelResolved(page, alert, 'hearing');
    expect(await overallStatus(page, alert)).toBe('Status: Open');

    await updatePanel(page, alert, 'vision', 'Open', 'Resolved', 'Glasses provided.');
    await expectPanelResolved(page, alert, 'vision');
    await expect.poll(() => overallStatus(page, alert)).toBe('Status: Resolved');

    const entries = await history(page, alert, 'hearing');
    expect(entries[0]).toMatch(/^Resolved .*Hearing test normal\.$/);
    expect(entries[0]).toContain(await displayName('provider.admin@example.com'));
    expect(entries).toHaveLength(
      alert.actions.filter((action) => action.questionnaire === 'hearing').length + 1,
    );
    const stored = await db.doc(`questionnaireAlerts/${alert.id}`).get();
    expect(stored.get('status')).toBe('Resolved');
    expect(stored.get('actions')).toHaveLength(alert.actions.length + 2);
  });
});

describe('as the organisation admin', () => {
  let page: Page;
  let alerts: QuestionnaireAlert[];

  beforeAll(async () => {
    alerts = await harbourAlerts();
    page = await signedInPage('org.admin@example.com', { viewport: { width: 1440, height: 1000 } });
    await navigateInApp(page, '/hearing-vision-alerts');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it("lists their organisation's alerts with no organisation to choose, and filters them", async () => {
    await expectCards(page, expectedNames(alerts, {}));
    expect(await page.getByRole('combobox', { name: 'Organisation' }).count()).toBe(0);
    await choose(page, 'Alert status', 'Resolved');
    await expectCards(page, expectedNames(alerts, { status: 'Resolved' }));
    await choose(page, 'Alert type', 'Hearing Screen');
    await expectCards(page, expectedNames(alerts, { status: 'Resolved', type: 'Hearing Screen' }));
    await choose(page, 'Alert status', 'All');
    await choose(page, 'Alert type', 'All');
    await expectCards(page, expectedNames(alerts, {}));
  });

  it('updates a vision alert through In Progress to Resolved and shows it in the history', async () => {
    // Vision only, Open.
    const alert = alertById(alerts, 'alert-harbour-accounting-06');
    expect(alert.questionnaireAlerts.hearing).toBe(false);
    // A status alone, without an action text.
    await updatePanel(page, alert, 'vision', 'Open', 'In Progress', '');
    expect(await overallStatus(page, alert)).toBe('Status: Open');
    await updatePanel(
      page,
      alert,
      'vision',
      'In Progress',
      'Resolved',
      'Optometrist found no problem.',
    );
    await expectPanelResolved(page, alert, 'vision');
    await expect.poll(() => overallStatus(page, alert)).toBe('Status: Resolved');
    const entries = await history(page, alert, 'vision');
    expect(entries.slice(0, 2)).toEqual([
      expect.stringMatching(/^Resolved .*Optometrist found no problem\.$/),
      expect.stringMatching(/^In Progress /),
    ]);
    expect(entries[0]).toContain(await displayName('org.admin@example.com'));
    const actions = (await db.doc(`questionnaireAlerts/${alert.id}`).get()).get('actions') as {
      status: string;
      comment: string;
    }[];
    expect(actions.slice(-2).map((action) => [action.status, action.comment])).toEqual([
      ['In Progress', ''],
      ['Resolved', 'Optometrist found no problem.'],
    ]);
  });
});
