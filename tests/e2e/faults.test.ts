// Faults in the middle of multi-document changes (docs/security.md, "What is guaranteed"), in Chromium. Each change is made to
// fail part-way, and the test checks what the user sees (the docs/product.md §8 toast), that the form still
// holds what was typed, and, read back with the admin SDK, that the stored data is all old (or,
// for the one change that cannot be atomic, resumable by running the same action again).
//
// How the faults are made:
// - Client writes (create organisation, organisation activation, alert update, article save,
//   notification send) go through firestore.rules: the test loads a copy of the rules that
//   refuses one collection's (or one document's) write into the emulator, and loads
//   firestore.rules back afterwards.
// - Server changes (role change, activation with the subscription move, change of organisation)
//   run in the updateUser callable, in one admin-SDK transaction that rules do not see. The test
//   fills the organisation the transaction grows up to Firestore's 1 MiB document limit, so that
//   the commit of the user together with the organisations is refused by the backend itself.
import { deflateSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, withTriggersPaused } from '../../scripts/local-stack';
import { connectToEmulators } from '../../scripts/seed/emulators';
import { BATCH_SIZE } from '../../src/config/constants';
import { DEV_SUBSCRIPTIONS_ORGANISATION_ID } from '../../src/config/environment';
import { SENT_PUSH_NOTIFICATIONS_COLLECTION } from '../../src/domain/callables';
import { codeDocumentId } from '../../src/domain/codes';
import {
  closeBrowser,
  expectVisible,
  navigateInApp,
  signedInPage,
  chooseOption,
  expectConsoleErrors,
  refusedCall,
  REFUSED_WRITE,
} from '../helpers/browser';
import { prepareDemoData, restoreDemoData } from '../helpers/snapshot';
import { closeToasts, confirmDialog, searchUsers, userCard } from '../helpers/usersList';
import { currentStack } from '../helpers/stack';

const HARBOUR = 'org-harbour-accounting';
const HARBOUR_NAME = 'Harbour Accounting Partners';
const SUMMIT = 'org-summit-builders';
const WESTGATE = 'org-westgate-retail';
const SUBSCRIPTIONS = DEV_SUBSCRIPTIONS_ORGANISATION_ID;
const WAIT = { timeout: 30_000 };

const stack = currentStack();
const admin = connectToEmulators(stack.projectId, stack.offset);
const { db } = admin;

// ---------------------------------------------------------------------------------------------
// Faults

const RULES = readFileSync(join(REPO_ROOT, 'firestore.rules'), 'utf8');

async function loadRules(content: string): Promise<void> {
  const response = await fetch(
    `${stack.urls.firestore}/emulator/v1/projects/${stack.projectId}:securityRules`,
    {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
    },
  );
  if (!response.ok)
    throw new Error(`rules not loaded: ${response.status} ${await response.text()}`);
}

/**
 * Runs `body` with firestore.rules changed by replacing one `allow` line (which must be there,
 * once), then loads firestore.rules back.
 */
async function withRulesRefusing(
  line: string,
  replacement: string,
  body: () => Promise<void>,
): Promise<void> {
  expect(RULES.split(line).length, `one "${line}" in firestore.rules`).toBe(2);
  await loadRules(RULES.replace(line, replacement));
  try {
    await body();
  } finally {
    await loadRules(RULES);
  }
}

const PADDING = 'faultPadding';

/**
 * Pads an organisation document to the largest size Firestore accepts: any write that makes it
 * bigger (a new employee, a new manager) is refused, and with it the whole transaction.
 * The padding is no change for the organisation's triggers to follow, and each of the search's
 * writes would send them an event of some 2 MB (the document before and after), which the
 * Functions emulator serves one after another for minutes after this file: the next file's
 * triggers would wait behind them. So they are paused meanwhile (scripts/local-stack.ts).
 */
function fillToTheLimit(organisationId: string): Promise<void> {
  return withTriggersPaused(stack.offset, () => pad(organisationId));
}

async function pad(organisationId: string): Promise<void> {
  const ref = db.collection('organisations').doc(organisationId);
  let low = 0;
  let high = 1_048_487; // Firestore's limit for one string property.
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    try {
      await ref.update({ [PADDING]: 'x'.repeat(middle) });
      low = middle;
    } catch {
      high = middle - 1;
    }
  }
  await ref.update({ [PADDING]: 'x'.repeat(low) });
}

async function withFullOrganisation(
  organisationId: string,
  body: () => Promise<void>,
): Promise<void> {
  await fillToTheLimit(organisationId);
  try {
    await body();
  } finally {
    await withTriggersPaused(stack.offset, () =>
      db
        .collection('organisations')
        .doc(organisationId)
        .update({ [PADDING]: FieldValue.delete() }),
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Stored data

async function stored(path: string): Promise<DocumentData | undefined> {
  const data = (await db.doc(path).get()).data();
  if (data) delete data[PADDING];
  return data;
}

async function snapshotOf(paths: string[]): Promise<(DocumentData | undefined)[]> {
  return Promise.all(paths.map(stored));
}

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
  return snapshot.docs
    .map((doc) => ({ ...(doc.data() as StoredUser), id: doc.id }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

const nameOf = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`;

// ---------------------------------------------------------------------------------------------
// The page

/**
 * Waits for an error toast. Found by its attribute, not through the toaster's region: while a
 * modal dialog is open the rest of the page, the toaster included, is hidden from the
 * accessibility tree.
 */
async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  let toast = page.locator('[data-toast-type="error"]').filter({ hasText: title });
  if (description) toast = toast.filter({ hasText: description });
  await expectVisible(toast, 60_000);
}

const choose = (page: Page, label: string, option: string, scope?: Locator) =>
  chooseOption(page, label, option, { scope });

// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  await prepareDemoData();
});

afterAll(async () => {
  await loadRules(RULES);
  await closeBrowser();
  // Users, organisations, alerts and articles were touched: the next file starts from the demo data.
  await restoreDemoData();
});

describe('as the organisation admin', () => {
  let page: Page;

  beforeAll(async () => {
    page = await signedInPage('org.admin@example.com', { viewport: { width: 1440, height: 1000 } });
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('a role change with managers that cannot be committed changes neither the user nor the organisation', async () => {
    expectConsoleErrors(refusedCall('updateUser'));
    const user = (await usersOf(HARBOUR)).find(
      (candidate) =>
        candidate.isActive === true &&
        candidate.role === 'User' &&
        candidate.email !== 'app.user@example.com',
    );
    if (!user) throw new Error('No active User in Harbour');
    await navigateInApp(page, '/users');
    await searchUsers(page, 'First name', user.firstName);
    const card = userCard(page, nameOf(user));
    await expectVisible(card, 30_000);
    await page.getByRole('button', { name: 'Division and role selectors' }).click();

    const paths = [`users/${user.id}`, `organisations/${HARBOUR}`];
    const before = await snapshotOf(paths);
    await withFullOrganisation(HARBOUR, async () => {
      await choose(page, 'Role', 'Org Admin', card);
      await confirmDialog(page, `Change ${nameOf(user)}'s role to Org Admin?`, 'Change role');
      await expectToast(page, 'Error updating user role');
      expect(await snapshotOf(paths)).toEqual(before);
    });
    // The card still shows the role the user has.
    await expect.poll(() => card.getByRole('combobox', { name: 'Role' }).innerText()).toBe('User');
    await closeToasts(page);
  });

  it(
    'an alert update the rules refuse keeps the dialog with what was typed, and the alert as it was',
    { timeout: 120_000 },
    async () => {
      expectConsoleErrors(...REFUSED_WRITE);
      const alertId = 'alert-harbour-accounting-06';
      const before = await stored(`questionnaireAlerts/${alertId}`);
      const alertUser = before?.user as { firstName: string; lastName: string };
      await navigateInApp(page, '/hearing-vision-alerts');
      const region = page
        .getByRole('article', { name: nameOf(alertUser), exact: true })
        .getByRole('region', { name: 'Vision', exact: true });
      await expectVisible(region, 30_000);
      await withRulesRefusing(
        'allow update: if administers(resource.data.organisation.id) && isAlertUpdate();',
        'allow update: if false;',
        async () => {
          await region.getByRole('button', { name: 'Update', exact: true }).click();
          const dialog = page.getByRole('dialog', { name: /^Update vision alert/ });
          await expectVisible(dialog);
          await dialog.getByRole('combobox', { name: 'Status' }).click();
          await page.getByRole('option', { name: 'In Progress', exact: true }).click();
          await dialog.getByRole('textbox', { name: 'Action' }).fill('Eye test booked.');
          await dialog.getByRole('button', { name: 'Save', exact: true }).click();
          await expectToast(page, 'Error updating alert', 'Contact support');
          expect(await dialog.getByRole('combobox', { name: 'Status' }).innerText()).toBe(
            'In Progress',
          );
          expect(await dialog.getByRole('textbox', { name: 'Action' }).inputValue()).toBe(
            'Eye test booked.',
          );
          expect(await stored(`questionnaireAlerts/${alertId}`)).toEqual(before);
          await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
        },
      );
      await closeToasts(page);
    },
  );
});

describe('as the provider admin', () => {
  let page: Page;

  beforeAll(async () => {
    page = await signedInPage('provider.admin@example.com', {
      viewport: { width: 1440, height: 1000 },
    });
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('an activation with the move to Subscriptions that cannot be committed leaves the user and both organisations as they were', async () => {
    expectConsoleErrors(refusedCall('updateUser'));
    const user = (await usersOf(HARBOUR)).find(
      (candidate) => candidate.isActive === false && candidate.role === 'User',
    );
    if (!user) throw new Error('No inactive User in Harbour');
    await navigateInApp(page, '/users');
    await expectVisible(page.getByText(/\d+ users? found/), 30_000);
    await choose(page, 'Organisation', HARBOUR_NAME);
    await searchUsers(page, 'First name', user.firstName);
    const card = userCard(page, nameOf(user));
    await expectVisible(card, 30_000);

    const paths = [
      `users/${user.id}`,
      `organisations/${HARBOUR}`,
      `organisations/${SUBSCRIPTIONS}`,
    ];
    const before = await snapshotOf(paths);
    await withFullOrganisation(SUBSCRIPTIONS, async () => {
      await card.getByRole('switch', { name: 'Active' }).click();
      await page
        .getByRole('dialog')
        .getByRole('checkbox', {
          name: 'Activate as a subscription user (moves them to the Subscriptions organisation)',
        })
        .check();
      await confirmDialog(page, `Activate ${nameOf(user)}?`, 'Activate');
      await expectToast(page, 'Error changing activation');
      expect(await snapshotOf(paths)).toEqual(before);
    });
    expect(await card.getByRole('switch', { name: 'Active' }).isChecked()).toBe(false);
    await closeToasts(page);
  });

  it('a change of organisation that cannot be committed keeps the choices and moves nothing', async () => {
    expectConsoleErrors(refusedCall('updateUser'));
    const user = (await usersOf(HARBOUR)).find(
      (candidate) =>
        candidate.isActive === true &&
        candidate.role === 'User' &&
        candidate.email !== 'app.user@example.com',
    );
    if (!user) throw new Error('No active User in Harbour');
    await navigateInApp(page, '/users/change-user-organisation');
    await page.getByRole('combobox', { name: 'User' }).fill(String(user.lastName));
    await page.getByRole('option', { name: `${nameOf(user)} (${HARBOUR_NAME})` }).click();
    await choose(page, 'Industry', 'Construction');
    await choose(page, 'Organisation', 'Summit Builders');
    await choose(page, 'Division', 'Default division');
    const plan = page.getByText(`${nameOf(user)} will move from ${HARBOUR_NAME}`);
    await expectVisible(plan);

    const paths = [`users/${user.id}`, `organisations/${HARBOUR}`, `organisations/${SUMMIT}`];
    const before = await snapshotOf(paths);
    await withFullOrganisation(SUMMIT, async () => {
      await page.getByRole('button', { name: 'Change user organisation' }).click();
      await expectToast(page, 'An error has occurred', 'Please, try again later');
      expect(await snapshotOf(paths)).toEqual(before);
    });
    await expectVisible(plan);
    // The organisation is a search box: its choice is the input's value.
    expect(await page.getByRole('combobox', { name: 'Organisation' }).inputValue()).toBe(
      'Summit Builders',
    );
    expect(await page.getByRole('combobox', { name: 'Division' }).innerText()).toBe(
      'Default division',
    );
    await closeToasts(page);
  });

  it('a create organisation whose code the rules refuse keeps the form and stores neither document', async () => {
    expectConsoleErrors(...REFUSED_WRITE);
    await navigateInApp(page, '/organisations/create');
    const values: [string, string][] = [
      ['Name', 'Fault Line Software'],
      ['Address', '1 Fault Street, Wellington'],
      ['First division name', 'Operations'],
      ['Code', 'fault-2026'],
    ];
    for (const [name, value] of values) {
      await page.getByRole('textbox', { name, exact: true }).fill(value);
    }
    await choose(page, 'Industry', 'Technology');
    await withRulesRefusing(
      `allow create: if administers(request.resource.data.organisationId)
        && isCodeCreate(codeId)
        && stamped();`,
      'allow create: if false;',
      async () => {
        await page.getByRole('button', { name: 'Create', exact: true }).click();
        await expectToast(page, 'Error creating organisation', 'Please, try again later');
      },
    );
    expect(new URL(page.url()).pathname).toBe('/organisations/create');
    for (const [name, value] of values) {
      expect(await page.getByRole('textbox', { name, exact: true }).inputValue()).toBe(value);
    }
    const named = await db
      .collection('organisations')
      .where('name', '==', 'Fault Line Software')
      .get();
    expect(named.size).toBe(0);
    expect((await db.collection('codes').doc(codeDocumentId('FAULT-2026')).get()).exists).toBe(
      false,
    );
    await closeToasts(page);
  });

  it(
    'an organisation activation over several batches says how far it went when a batch is refused, and the same action completes it',
    { timeout: 240_000 },
    // With the triggers off throughout: the test is of the screen's batches, and the triggers of
    // its 1,400 user writes would keep the Functions emulator busy for a minute and a half (the
    // afterAll restore puts the demo data back as the seed left it).
    () =>
      withTriggersPaused(stack.offset, async () => {
        expectConsoleErrors(...REFUSED_WRITE);
        // More employees than one batch holds: the ones of the demo data and copies of the first.
        const westgate = (await stored(`organisations/${WESTGATE}`)) ?? {};
        expect(westgate.isActive).toBe(false);
        const demoEmployees = westgate.employees as string[];
        const template = (await stored(`users/${demoEmployees[0]}`)) ?? {};
        const copies = Array.from(
          { length: BATCH_SIZE + 5 },
          (_, index) => `fault-batch-${String(index).padStart(3, '0')}`,
        );
        const writer = db.bulkWriter();
        for (const id of copies) void writer.set(db.collection('users').doc(id), template);
        await writer.close();
        await db
          .collection('organisations')
          .doc(WESTGATE)
          .update({ employees: FieldValue.arrayUnion(...copies) });
        // The members, in the order the activation pages them: by document id.
        const employees = (
          await db.collection('users').where('organisation.id', '==', WESTGATE).get()
        ).docs
          .map((user) => user.id)
          .sort();
        const total = employees.length;
        const flags = async () =>
          (await db.getAll(...employees.map((id) => db.collection('users').doc(id)))).map((user) =>
            user.get('isSubscriptionUser'),
          );
        const oldFlags = await flags();
        expect(oldFlags.every((flag) => flag === true)).toBe(true);

        await navigateInApp(page, '/organisations');
        const status = page
          .getByRole('table', { name: 'Organisations' })
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: 'Westgate Retail', exact: true }) })
          .getByRole('switch', { name: 'Active' });
        await expectVisible(status, 30_000);
        expect(await status.isChecked()).toBe(false);

        // The last member's document is refused: the first batch is written, the second is not.
        const refused = employees[employees.length - 1];
        await withRulesRefusing(
          `allow update: if isSelfUpdate(userId)
        || (isKyndAdmin() && isUserUpdateByKyndAdmin() && stamped());`,
          `allow update: if userId != '${refused}' && (isSelfUpdate(userId)
        || (isKyndAdmin() && isUserUpdateByKyndAdmin() && stamped()));`,
          async () => {
            await status.click();
            const dialog = page.getByRole('dialog', { name: 'Reactivate organisation' });
            await dialog.getByRole('button', { name: 'REACTIVATE' }).click();
            await expectToast(
              page,
              'Error updating status',
              `Contact support. ${BATCH_SIZE} of ${total.toLocaleString('en-NZ')} employees were updated: run REACTIVATE again to complete it.`,
            );
            await dialog.waitFor({ state: 'detached' });
          },
        );
        // The organisation keeps its old state; the first batch is written, the rest is not.
        expect((await stored(`organisations/${WESTGATE}`))?.isActive).toBe(false);
        expect(await status.isChecked()).toBe(false);
        const partial = await flags();
        expect(partial.slice(0, BATCH_SIZE).every((flag) => flag === false)).toBe(true);
        expect(partial.slice(BATCH_SIZE).every((flag) => flag === true)).toBe(true);
        await closeToasts(page);

        // The same action again completes it.
        await status.click();
        await page
          .getByRole('dialog', { name: 'Reactivate organisation' })
          .getByRole('button', { name: 'REACTIVATE' })
          .click();
        await expect.poll(() => status.isChecked(), WAIT).toBe(true);
        expect((await stored(`organisations/${WESTGATE}`))?.isActive).toBe(true);
        expect((await flags()).every((flag) => flag === false)).toBe(true);
        await closeToasts(page);
      }),
  );

  it('an article save the rules refuse after the image upload keeps the form, the article and no file', async () => {
    expectConsoleErrors(...REFUSED_WRITE);
    const articles = await db.collection('articles').orderBy('title').limit(1).get();
    const article = articles.docs[0];
    if (!article) throw new Error('No seeded article');
    const before = article.data();
    const [filesBefore] = await getStorage(admin.app).bucket().getFiles({ prefix: 'images/' });
    expect(filesBefore).toEqual([]);

    await navigateInApp(page, `/article/update/${article.id}`);
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await expect.poll(() => title.inputValue(), WAIT).toBe(String(before.title));
    await title.fill('Edited while the backend refuses');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload author avatar', exact: true }).click();
    await (await chooser).setFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: png() });
    const avatarDialog = page.getByRole('dialog', { name: 'Author avatar' });
    await avatarDialog.getByRole('button', { name: 'Use full image' }).click();
    await avatarDialog.waitFor({ state: 'detached' });

    await withRulesRefusing(
      'allow update: if isKyndAdmin() && isArticle(request.resource.data, changedKeys()) && stamped();',
      'allow update: if false;',
      async () => {
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await expectToast(page, 'Error creating article', 'Try again later');
      },
    );
    expect(new URL(page.url()).pathname).toBe(`/article/update/${article.id}`);
    expect(await title.inputValue()).toBe('Edited while the backend refuses');
    expect(await stored(`articles/${article.id}`)).toEqual(before);
    // The image uploaded for this save is deleted again.
    await expect
      .poll(
        async () =>
          (await getStorage(admin.app).bucket().getFiles({ prefix: 'images/' }))[0].map(
            (file) => file.name,
          ),
        WAIT,
      )
      .toEqual([]);
    await closeToasts(page);
  });

  it('a notification whose record the rules refuse keeps the form and pushes to and registers no one', async () => {
    expectConsoleErrors(...REFUSED_WRITE);
    const subject = 'Fault test check-in';
    const message = 'This one must not reach anybody.';
    await navigateInApp(page, '/notifications/create');
    const form = page.locator('form');
    await choose(page, 'Organisation', HARBOUR_NAME, form);
    await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await form.getByRole('textbox', { name: 'Message' }).fill(message);
    await withRulesRefusing(
      'allow create: if isKyndAdmin() && isNotification(request.resource.data) && stamped();',
      'allow create: if false;',
      async () => {
        await form.getByRole('button', { name: 'Send notification' }).click();
        await expectToast(page, 'Error sending message', 'Please, try again later');
      },
    );
    expect(await form.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe(subject);
    expect(await form.getByRole('textbox', { name: 'Message' }).inputValue()).toBe(message);
    const pushes = await db
      .collection(SENT_PUSH_NOTIFICATIONS_COLLECTION)
      .where('notification.title', '==', subject)
      .get();
    expect(pushes.size).toBe(0);
    const registered = (await usersOf(HARBOUR)).filter((user) =>
      ((user.notifications as { title?: string }[] | undefined) ?? []).some(
        (entry) => entry.title === subject,
      ),
    );
    expect(registered).toEqual([]);
    const kept = await db
      .collection(`organisations/${HARBOUR}/notifications`)
      .where('title', '==', subject)
      .get();
    expect(kept.size).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------

/** A small RGB PNG (a gradient) for the avatar upload. */
function png(width = 64, height = 64): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let crc = 0xffffffff;
    for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
    return (crc ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      rows.set([(x * 255) / width, (y * 255) / height, 128], y * (width * 3 + 1) + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
