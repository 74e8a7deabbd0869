// The Activity screen in Chromium (docs/security.md "Audit trail"): the entries newest first with
// who, role, action, target and changes; a target's history by its URL; an Org Admin sees its own
// organisation's entries only. The entries are written as the functions write them (admin SDK);
// axe finds no serious violation on /activity (accessibility.test.ts also checks it with every
// menu screen).
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { connectToEmulators } from '../../scripts/seed/emulators';
import {
  CONSTRUCTION_ORGANISATION_ID,
  DEMO_ORGANISATION_ID,
} from '../../scripts/seed/organisations';
import { AUDIT_COLLECTION, type AuditAction } from '../../src/domain/audit';
import { activityPathFor } from '../../src/shared/activityPath';
import { closeBrowser, expectVisible, navigateInApp, signedInPage } from '../helpers/browser';
import { describeFindings, seriousViolations } from '../helpers/axe';
import { prepareDemoData } from '../helpers/snapshot';
import { currentStack } from '../helpers/stack';

const stack = currentStack();
const { db } = connectToEmulators(stack.projectId, stack.offset);

const entry = (
  id: string,
  organisationId: string,
  minutesAgo: number,
  [action, actionCode]: [string, AuditAction],
  target: string,
) => ({
  id,
  data: {
    actor: { uid: 'demo-provider-admin', name: 'Audit Tester', role: 'Kynd Admin' },
    action,
    actionCode,
    kind: 'users',
    target: { kind: 'users', id: target, label: `Person ${target}` },
    organisationId,
    before: { role: 'User' },
    after: { role: 'Org Admin' },
    at: Timestamp.fromMillis(Date.now() - minutesAgo * 60_000),
    via: 'updateUser',
  },
});

const ENTRIES = [
  entry('e2e-audit-1', DEMO_ORGANISATION_ID, 30, ['Changed role', 'changedRole'], 'target-one'),
  entry('e2e-audit-2', DEMO_ORGANISATION_ID, 5, ['Deactivated user', 'deactivated'], 'target-two'),
  entry(
    'e2e-audit-3',
    CONSTRUCTION_ORGANISATION_ID,
    1,
    ['Moved to another organisation', 'movedOrganisation'],
    'target-three',
  ),
];

let page: Page | undefined;

beforeAll(async () => {
  await prepareDemoData();
  const batch = db.batch();
  for (const { id, data } of ENTRIES) batch.set(db.collection(AUDIT_COLLECTION).doc(id), data);
  await batch.commit();
});

afterAll(async () => {
  await page?.context().close();
  await closeBrowser();
  const batch = db.batch();
  for (const { id } of ENTRIES) batch.delete(db.collection(AUDIT_COLLECTION).doc(id));
  await batch.commit();
});

/** The Action column's texts of the rows shown, top to bottom. */
async function actions(current: Page): Promise<string[]> {
  const table = current.getByRole('table', { name: 'Activity' });
  await expectVisible(table);
  const rows = table.getByRole('row');
  const texts = await rows.allInnerTexts();
  return ENTRIES.map((item) => item.data.action)
    .filter((action) => texts.some((text) => text.includes(action)))
    .sort(
      (a, b) =>
        texts.findIndex((text) => text.includes(a)) - texts.findIndex((text) => text.includes(b)),
    );
}

it('lists the entries newest first for a Kynd Admin, with who, role, target and changes', async () => {
  page = await signedInPage('provider.admin@example.com');
  await page.getByRole('link', { name: 'Activity', exact: true }).click();
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Activity' }));
  await expectVisible(page.getByText('Moved to another organisation'));
  expect(await actions(page)).toEqual([
    'Moved to another organisation',
    'Deactivated user',
    'Changed role',
  ]);
  for (const header of ['When', 'Who', 'Role', 'Action', 'Target', 'Changes']) {
    await expectVisible(page.getByRole('columnheader', { name: header }));
  }
  await expectVisible(page.getByText('role: User → Org Admin'));
  await expectVisible(page.getByRole('link', { name: 'Person target-one', exact: true }));
});

it("opens one target's history from its URL; a date range before the entries shows none", async () => {
  if (!page) throw new Error('signed in by the first test');
  await navigateInApp(page, activityPathFor('target-two'));
  await expectVisible(page.getByRole('textbox', { name: 'Target (id)' }));
  await page.waitForFunction(() => !document.body.innerText.includes('Changed role'));
  expect(await actions(page)).toEqual(['Deactivated user']);
  expect(await page.getByRole('textbox', { name: 'Target (id)' }).inputValue()).toBe('target-two');
  await navigateInApp(
    page,
    `/activity?${new URLSearchParams({ filter: JSON.stringify({ to: '2001-01-01' }) })}`,
  );
  await expectVisible(page.getByText('No activity found'));
});

it('has no serious accessibility violation', async () => {
  if (!page) throw new Error('signed in by the first test');
  // react-admin keeps a list's last filter: the empty one shows every entry again.
  await navigateInApp(page, `/activity?${new URLSearchParams({ filter: '{}' })}`);
  await expectVisible(page.getByText('Moved to another organisation'));
  const findings = await seriousViolations(page);
  expect(findings, describeFindings('/activity', findings)).toEqual([]);
});

it("shows an Org Admin its own organisation's entries only", async () => {
  await page?.context().close();
  page = await signedInPage('org.admin@example.com');
  await page.getByRole('link', { name: 'Activity', exact: true }).click();
  await expectVisible(page.getByText('Deactivated user'));
  expect(await actions(page)).toEqual(['Deactivated user', 'Changed role']);
});
