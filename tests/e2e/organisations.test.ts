// The screens that manage organisations, in Chromium (docs/product.md §2): the provider admin's organisations
// list with its filter, activation, custom questionnaires, managers and the 'Edit codes max usage'
// mode; Create organisation, Create division and Create code with every validation message; All
// industries and Orgs industries; and the organisation admin's Divisions (with the edit dialog)
// and Codes. One signed-in page per role for the whole file keeps it quick. What the screens
// wrote is read back with the admin SDK, and the industry comparison documents are checked after
// every change that moves them.
import type { Page } from 'playwright-core';
import { format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeDocumentId } from '../../src/domain/codes';
import type { Division } from '../../src/domain/types';
import {
  closeBrowser,
  expectVisible,
  navigateInApp,
  signedInPage,
  waitForPath,
  expectConsoleErrors,
} from '../helpers/browser';
import { prepareDemoData, restoreDemoData } from '../helpers/snapshot';
import {
  HARBOUR,
  ORG_ADMIN,
  PROVIDER_ADMIN,
  choose,
  db,
  dismissToasts,
  expectIndustryFiguresToFollow,
  expectToast,
  organisationData,
} from './managementScreens';

const WESTGATE = 'org-westgate-retail';
const BAYVIEW = 'org-bayview-college';
const KAURI = 'org-kauri-tax';

let page: Page;
const WAIT = { timeout: 30_000 };

const table = () => page.getByRole('table', { name: 'Organisations' });
function divisionRow(name: string) {
  return page
    .getByRole('table', { name: 'Divisions' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}
function codeRow(code: string) {
  return page
    .getByRole('table', { name: 'Codes' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: code, exact: true }) });
}
const divisionsOf = async (organisationId: string) =>
  (await organisationData(organisationId)).divisions as Division[];

const row = (name: string) =>
  table()
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });

beforeAll(async () => {
  await prepareDemoData();
  page = await signedInPage(PROVIDER_ADMIN);
  await navigateInApp(page, '/organisations');
  await expectVisible(row('Harbour Accounting Partners'), 30_000);
});

afterAll(async () => {
  await page?.context().close();
  await closeBrowser();
  // Organisations' status, managers and codes are shared by every end-to-end file.
  await restoreDemoData();
});

describe('as the organisation admin', () => {
  let orgAdminPage: Page;
  function orgAdminRow(name: string, table: 'Divisions' | 'Codes') {
    return orgAdminPage
      .getByRole('table', { name: table })
      .getByRole('row')
      .filter({ has: orgAdminPage.getByRole('rowheader', { name, exact: true }) });
  }

  beforeAll(async () => {
    orgAdminPage = await signedInPage(ORG_ADMIN);
  });
  afterAll(async () => {
    await orgAdminPage?.context().close();
  });

  describe('divisions (docs/product.md §2, §4)', () => {
    it('lists the divisions by name; an edit replaces the division, and Default division cannot be edited', async () => {
      await navigateInApp(orgAdminPage, '/divisions');
      await expectVisible(orgAdminRow('Tax', 'Divisions'), 30_000);
      const names = await orgAdminPage
        .getByRole('table', { name: 'Divisions' })
        .getByRole('rowheader')
        .allInnerTexts();
      expect(names).toEqual(['Advisory', 'Audit & Assurance', 'Default division', 'Tax']);
      const defaultRow = orgAdminRow('Default division', 'Divisions');
      // Each division's codes, from the organisation's code summary (src/domain/codeSummaries.ts).
      await expect
        .poll(() => orgAdminRow('Tax', 'Divisions').innerText(), WAIT)
        .toContain('HARBOUR-TAX');
      expect(await defaultRow.getByRole('button', { name: 'Edit' }).count()).toBe(0);
      expect(await defaultRow.innerText()).toContain('Cannot be edited');

      const before = await divisionsOf(HARBOUR);
      await orgAdminRow('Tax', 'Divisions').getByRole('button', { name: 'Edit' }).click();
      const dialog = orgAdminPage.getByRole('dialog', { name: 'Edit division' });
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expectToast(orgAdminPage, 'Fill in all required fields');
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Tax & Payroll');
      await dialog
        .getByRole('textbox', { name: 'Description', exact: true })
        .fill('Tax and payroll');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => dialog.count(), WAIT).toBe(0);
      await expectVisible(orgAdminRow('Tax & Payroll', 'Divisions'), 30_000);

      const after = await divisionsOf(HARBOUR);
      const edited = after.filter((division) => division.id === `${HARBOUR}-tax`);
      const original = before.find((division) => division.id === `${HARBOUR}-tax`);
      expect(edited).toEqual([
        { ...original, name: 'Tax & Payroll', description: 'Tax and payroll' },
      ]);
      expect(after).toHaveLength(before.length);
    });
  });

  describe('codes (docs/product.md §2, §4)', () => {
    it('lists the codes with their division and usage, and switches one on', async () => {
      // 'Tax' was renamed above: the server renames it in its codes too (onOrganisationWritten).
      await expect
        .poll(
          async () =>
            (await db.collection('codes').doc('code-harbour-tax').get()).get('divisionName'),
          WAIT,
        )
        .toBe('Tax & Payroll');
      await navigateInApp(orgAdminPage, '/codes');
      await expectVisible(orgAdminRow('HARBOUR-TAX', 'Codes'), 30_000);
      const headers = await orgAdminPage
        .getByRole('table', { name: 'Codes' })
        .locator('thead')
        .getByRole('columnheader')
        .allInnerTexts();
      // The first column holds the checkboxes of the bulk actions (Activate, Deactivate).
      expect(headers.map((text) => text.trim())).toEqual([
        '',
        '#',
        'Code',
        'Division',
        'Usage',
        'Activation',
      ]);
      const codes = await orgAdminPage
        .getByRole('table', { name: 'Codes' })
        .getByRole('rowheader')
        .allInnerTexts();
      expect(codes).toEqual([...codes].sort((a, b) => a.localeCompare(b)));
      const tax = (await db.collection('codes').doc('code-harbour-tax').get()).data() ?? {};
      // The division as it is named now.
      // The row's first cell is its selection checkbox, which has no text.
      expect(await orgAdminRow('HARBOUR-TAX', 'Codes').getByRole('cell').allInnerTexts()).toEqual([
        '',
        String(codes.indexOf('HARBOUR-TAX') + 1),
        'Tax & Payroll',
        `${tax.currentUsage} / ${tax.maximumUsage}`,
        'Active',
      ]);

      const pilot = orgAdminRow('HARBOUR-PILOT', 'Codes').getByRole('switch', { name: 'Active' });
      expect(await pilot.isChecked()).toBe(false);
      await pilot.click();
      await expect.poll(() => pilot.isChecked(), WAIT).toBe(true);
      await expect
        .poll(
          async () =>
            (await db.collection('codes').doc('code-harbour-pilot').get()).get('isActive'),
          WAIT,
        )
        .toBe(true);
    });
  });
});

describe('organisations list (docs/product.md §2)', () => {
  it('shows the columns of docs/product.md §2, sorted by name, and filters the active organisations', async () => {
    const headers = await table().locator('thead').getByRole('columnheader').allInnerTexts();
    expect(headers.map((text) => text.trim())).toEqual([
      '#',
      'Name',
      'Managers',
      'Codes',
      '#Employees',
      'Status',
      'Custom Questionnaires',
      'Activity',
    ]);
    const names = await table().getByRole('rowheader').allInnerTexts();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const harbour = await organisationData(HARBOUR);
    const cells = () => row('Harbour Accounting Partners').getByRole('cell').allInnerTexts();
    // The codes and the count come with the rows (their server-kept summaries).
    await expect.poll(async () => (await cells())[2], WAIT).toContain('HARBOUR-TAX (18 / 100)');
    expect((await cells())[3]).toBe(String((harbour.employees as unknown[]).length));
    expect((await cells())[5]).toContain('Hearing V2, Vision V2');

    await page.getByRole('switch', { name: 'Active orgs only' }).check();
    await expect.poll(() => row('Westgate Retail').count(), WAIT).toBe(0);
    await expectVisible(row('Harbour Accounting Partners'));
    await page.getByRole('switch', { name: 'Active orgs only' }).uncheck();
    await expectVisible(row('Westgate Retail'));
  });

  it('reactivates an organisation after REACTIVATE, for every employee, and refreshes its industry', async () => {
    const status = row('Westgate Retail').getByRole('switch', { name: 'Active' });
    expect(await status.isChecked()).toBe(false);
    await status.click();
    const dialog = page.getByRole('dialog', { name: 'Reactivate organisation' });
    await expectVisible(dialog);
    await dialog.getByRole('button', { name: 'REACTIVATE' }).click();
    await expect.poll(() => status.isChecked(), WAIT).toBe(true);

    const westgate = await organisationData(WESTGATE);
    expect(westgate.isActive).toBe(true);
    const employees = westgate.employees as string[];
    const flags = await Promise.all(
      employees.map(async (id) =>
        (await db.collection('users').doc(id).get()).get('isSubscriptionUser'),
      ),
    );
    expect(flags).toEqual(employees.map(() => false));
    await expectIndustryFiguresToFollow('Retail');
  });

  it('changes custom questionnaires after a confirmation, and skips a save that changes nothing', async () => {
    const bayview = row('Bayview College');
    await bayview.getByRole('button', { name: 'Change' }).click();
    let dialog = page.getByRole('dialog', { name: 'Custom questionnaires of Bayview College' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.count(), WAIT).toBe(0);
    expect(await page.getByRole('dialog', { name: 'Update custom questionnaires' }).count()).toBe(
      0,
    );

    await bayview.getByRole('button', { name: 'Change' }).click();
    dialog = page.getByRole('dialog', { name: 'Custom questionnaires of Bayview College' });
    await dialog.getByRole('checkbox', { name: 'Hearing V2' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('dialog', { name: 'Update custom questionnaires' });
    await expectVisible(confirm);
    expect(await confirm.innerText()).toContain(
      'Bayview College will offer Hearing V2, Vision V2.',
    );
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect
      .poll(async () => (await bayview.getByRole('cell').allInnerTexts())[5], WAIT)
      .toContain('Hearing V2, Vision V2');
    expect((await organisationData(BAYVIEW)).customQuestionnaires).toEqual([
      'hearing-v2',
      'vision-v2',
    ]);
  });

  it('offers to remove a manager only where there are several', async () => {
    expect(
      await row('Bayview College')
        .getByRole('button', { name: /^Remove manager/ })
        .count(),
    ).toBe(0);
    const harbour = row('Harbour Accounting Partners');
    await harbour.getByRole('button', { name: 'Remove manager Ben Young' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove manager' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect
      .poll(async () => (await harbour.getByRole('cell').allInnerTexts())[1], WAIT)
      .not.toContain('Ben Young');
    const managers = (await organisationData(HARBOUR)).managers as { name: string }[];
    expect(managers.map((manager) => manager.name)).toEqual(['Aroha Ngata']);
    // With one manager left, removal is no longer offered.
    expect(await harbour.getByRole('button', { name: /^Remove manager/ }).count()).toBe(0);
  });

  it("saves only the codes whose limit changed in 'Edit codes max usage'", async () => {
    const codes = db.collection('codes');
    const untouched = await codes.doc('code-harbour').get();
    await page.getByRole('button', { name: 'Edit codes max usage' }).click();
    const harbour = row('Harbour Accounting Partners');
    const tax = harbour.getByRole('spinbutton', { name: 'HARBOUR-TAX', exact: true });
    const main = harbour.getByRole('spinbutton', { name: 'HARBOUR', exact: true });
    await main.fill('0');
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await main.fill(String(untouched.get('maximumUsage')));
    await tax.fill('150');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectVisible(page.getByRole('button', { name: 'Edit codes max usage' }));
    await expect
      .poll(async () => (await harbour.getByRole('cell').allInnerTexts())[2], WAIT)
      .toContain('HARBOUR-TAX (18 / 150)');

    expect((await codes.doc('code-harbour-tax').get()).get('maximumUsage')).toBe(150);
    // No copy of a code in the organisation, which every member reads (docs/product.md §3).
    expect(JSON.stringify(await organisationData(HARBOUR))).not.toContain('HARBOUR-TAX');
    // The unchanged code was not written at all.
    expect((await codes.doc('code-harbour').get()).updateTime?.toMillis()).toBe(
      untouched.updateTime?.toMillis(),
    );
  });

  it("opens an organisation's history: the Activity list filtered to it", async () => {
    await row('Harbour Accounting Partners').getByRole('link', { name: 'History' }).click();
    await waitForPath(page, '/activity', 30_000);
    const filter = JSON.parse(
      new URL(page.url().replace('/#/', '/')).searchParams.get('filter') ?? '{}',
    );
    expect(filter).toEqual({ targetId: HARBOUR });
    expect(await page.getByRole('textbox', { name: 'Target (id)' }).inputValue()).toBe(HARBOUR);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Activity' }));
    await navigateInApp(page, '/organisations');
    await expectVisible(row('Harbour Accounting Partners'), 30_000);
  });
});

describe('create organisation (docs/product.md §2, §4, §5)', () => {
  it('asks for every required field and a code not in use, then creates the organisation with its division and code', async () => {
    // The code in use is refused by the server on purpose.
    expectConsoleErrors(/DataProviderError: createOrganisation: the code \S+ is already in use/);
    await navigateInApp(page, '/organisations/create');
    // The screen before may have had its own Create button: wait for this one's form.
    await expectVisible(page.getByRole('textbox', { name: 'First division name', exact: true }));
    const create = page.getByRole('button', { name: 'Create', exact: true });
    await create.click();
    await expectToast(page, 'Please, fill in all required fields');
    for (const name of ['Name', 'Address', 'First division name', 'Code']) {
      expect(
        await page.getByRole('textbox', { name, exact: true }).getAttribute('aria-invalid'),
      ).toBe('true');
    }
    expect(
      await page.getByRole('textbox', { name: 'Phone', exact: true }).getAttribute('aria-invalid'),
    ).not.toBe('true');
    expect(await page.getByRole('spinbutton', { name: 'Code usage' }).inputValue()).toBe('20');

    await dismissToasts(page);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Tui Software');
    await page
      .getByRole('textbox', { name: 'Address', exact: true })
      .fill('9 Cuba Street, Wellington');
    await choose(page, 'Industry', 'Technology');
    await page
      .getByRole('textbox', { name: 'First division name', exact: true })
      .fill('Engineering');
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill('harbour');
    await create.click();
    await expectToast(page, 'Access code is already in use');
    const refused = await db
      .collection('organisations')
      .where('name', '==', 'Tui Software')
      .count()
      .get();
    expect(refused.data().count).toBe(0);

    await page.getByRole('textbox', { name: 'Code', exact: true }).fill('tui-2026');
    await create.click();
    await waitForPath(page, '/organisations', 30_000);
    await expectToast(page, 'Organisation created');
    await expectVisible(row('Tui Software'), 30_000);

    const created = await db.collection('organisations').where('name', '==', 'Tui Software').get();
    expect(created.size).toBe(1);
    const organisation = created.docs[0];
    if (!organisation) throw new Error('not created');
    expect(organisation.data()).toMatchObject({
      address: '9 Cuba Street, Wellington',
      phone: '',
      isActive: true,
      managers: [],
      employees: [],
      industry: 'Technology',
      customQuestionnaires: [],
    });
    const [division] = organisation.get('divisions') as Division[];
    expect(division?.name).toBe('Engineering');
    const code = await db.collection('codes').doc(codeDocumentId('TUI-2026')).get();
    expect(code.data()).toMatchObject({
      code: 'TUI-2026',
      organisationId: organisation.id,
      divisionId: division?.id,
      maximumUsage: 20,
      currentUsage: 0,
      isActive: true,
    });
    await expectIndustryFiguresToFollow('Technology');
  });

  it('creates an organisation with every field filled, the phone and its own code usage too', async () => {
    await navigateInApp(page, '/organisations/create');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Kea Analytics');
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Lambton Quay');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+64 4 555 0100');
    await choose(page, 'Industry', 'Technology');
    await page.getByRole('textbox', { name: 'First division name', exact: true }).fill('Data');
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill('kea-data');
    await page.getByRole('spinbutton', { name: 'Code usage' }).fill('50');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await waitForPath(page, '/organisations', 30_000);
    await expectToast(page, 'Organisation created');

    const created = await db.collection('organisations').where('name', '==', 'Kea Analytics').get();
    expect(created.size).toBe(1);
    expect(created.docs[0]?.data()).toMatchObject({
      address: '1 Lambton Quay',
      phone: '+64 4 555 0100',
      industry: 'Technology',
      isActive: true,
    });
    const code = await db.collection('codes').doc(codeDocumentId('KEA-DATA')).get();
    expect(code.data()).toMatchObject({ maximumUsage: 50, organisationId: created.docs[0]?.id });
    await expectIndustryFiguresToFollow('Technology');
  });
});

describe('create division as the provider admin (docs/product.md §2, §5)', () => {
  it('asks for an organisation and a name, then adds the division with a generated id', async () => {
    await navigateInApp(page, '/divisions/create');
    // The screen before (the Organisations list) has an Industry filter and a 'Create …' button of
    // its own: wait for this screen's heading, and click its own button.
    await expectVisible(page.getByRole('heading', { name: 'Create division', exact: true }));
    const create = page.getByRole('button', { name: 'Create', exact: true });
    await create.click();
    await expectToast(page, 'Please, choose an organisation');
    await choose(page, 'Industry', 'Accounting');
    await choose(page, 'Organisation', 'Kauri Tax & Advisory');
    await dismissToasts(page);
    await create.click();
    await expectToast(page, 'Fill in all required fields');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Payroll');
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Payroll services');
    await create.click();
    await expectToast(page, 'Division created');
    await waitForPath(page, '/divisions', 30_000);
    // The list shows the organisation chosen for the creation.
    await expectVisible(divisionRow('Payroll'), 30_000);

    const added = (await divisionsOf(KAURI)).filter((division) => division.name === 'Payroll');
    expect(added).toHaveLength(1);
    expect(added[0]).toEqual({
      id: added[0]?.id,
      name: 'Payroll',
      description: 'Payroll services',
    });
    expect(added[0]?.id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });

  it('adds a division with only its name, the one required field', async () => {
    await navigateInApp(page, '/divisions/create');
    await expectVisible(page.getByRole('heading', { name: 'Create division', exact: true }));
    await choose(page, 'Industry', 'Accounting');
    await choose(page, 'Organisation', 'Kauri Tax & Advisory');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Audit');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expectToast(page, 'Division created');
    await waitForPath(page, '/divisions', 30_000);
    await expectVisible(divisionRow('Audit'), 30_000);
    const added = (await divisionsOf(KAURI)).filter((division) => division.name === 'Audit');
    expect(added).toHaveLength(1);
    expect(added[0]).toEqual({ id: added[0]?.id, name: 'Audit' });
  });
});

describe('create code as the provider admin (docs/product.md §2, §5)', () => {
  it('asks for an organisation, a division, a code and a limit, refuses a code in use, then creates it', async () => {
    expectConsoleErrors(/DataProviderError: createCode: the code \S+ is already in use/);
    await navigateInApp(page, '/codes/create');
    const create = page.getByRole('button', { name: 'Create', exact: true });
    expect(await page.getByRole('spinbutton', { name: 'Maximum usage' }).inputValue()).toBe('100');
    // The organisation chosen for the division above is kept: another industry clears it.
    await choose(page, 'Industry', 'Construction');
    await dismissToasts(page);
    await create.click();
    await expectToast(page, 'Please, choose an organisation');
    await choose(page, 'Industry', 'Accounting');
    await choose(page, 'Organisation', 'Harbour Accounting Partners');
    await dismissToasts(page);
    await create.click();
    await expectToast(page, 'Please, choose a division');
    await choose(page, 'Division', 'Advisory');
    await dismissToasts(page);
    await create.click();
    await expectToast(page, 'Please, fill in all required fields');
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill('kauri');
    await create.click();
    await expectToast(page, 'This code is already in use');
    // A code's document id is derived from it (docs/security.md "Access codes").
    await dismissToasts(page);
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill('café 2026');
    await create.click();
    await expectToast(
      page,
      "A code can hold only the letters A to Z, the digits 0 to 9, '-' and '_'",
    );

    await page.getByRole('textbox', { name: 'Code', exact: true }).fill('harbour-grads');
    await page.getByRole('spinbutton', { name: 'Maximum usage' }).fill('30');
    await create.click();
    await expectToast(page, 'Code created');
    await waitForPath(page, '/codes', 30_000);
    await expectVisible(codeRow('HARBOUR-GRADS'), 30_000);

    const id = codeDocumentId('HARBOUR-GRADS');
    expect((await db.collection('codes').doc(id).get()).data()).toEqual({
      code: 'HARBOUR-GRADS',
      divisionId: `${HARBOUR}-advisory`,
      divisionName: 'Advisory',
      organisationId: HARBOUR,
      organisationName: 'Harbour Accounting Partners',
      isActive: true,
      currentUsage: 0,
      maximumUsage: 30,
      // The actor stamp (docs/security.md "Audit trail").
      lastChangedBy: 'demo-provider-admin',
      lastChangedAt: expect.anything(),
    });
    expect(JSON.stringify(await organisationData(HARBOUR))).not.toContain('HARBOUR-GRADS');
  });
});

describe('industries (docs/product.md §2, §5)', () => {
  it('asks for a new name, refuses one that exists in any case, and creates the industry', async () => {
    await navigateInApp(page, '/industries/all');
    const grid = page.getByRole('list', { name: 'Industries' });
    await expectVisible(grid.getByRole('heading', { name: 'Accounting' }), 30_000);
    const names = await grid.getByRole('heading').allInnerTexts();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const create = page.getByRole('button', { name: 'Create' });
    await create.click();
    await expectToast(page, 'Choose a name for the new industry');
    await page.getByRole('textbox', { name: 'Name' }).fill(' ACCOUNTING ');
    await create.click();
    await expectToast(page, 'Industry already exists');
    await dismissToasts(page);
    await page.getByRole('textbox', { name: 'Name' }).fill('Mining');
    await create.click();
    await expectToast(page, 'Industry created');
    const card = grid
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Mining' }) });
    await expectVisible(card, 30_000);
    expect(await card.innerText()).toContain(`Created ${format(new Date(), 'dd MMM yyyy')}`);
    const stored = await db.collection('industries').where('name', '==', 'Mining').get();
    expect(stored.size).toBe(1);
  });
});

describe('orgs industries (docs/product.md §2, §4)', () => {
  it("changes an organisation's industry on select, and both industries' figures follow", async () => {
    await navigateInApp(page, '/industries/orgs-industries');
    const card = page.getByRole('region', { name: 'Kauri Tax & Advisory' });
    await expectVisible(card, 30_000);
    const names = await page
      .getByRole('list', { name: 'Organisations' })
      .getByRole('heading')
      .allInnerTexts();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(await card.getByRole('combobox', { name: 'Industry' }).innerText()).toBe('Accounting');

    await card.getByRole('combobox', { name: 'Industry' }).click();
    await page.getByRole('option', { name: 'Technology', exact: true }).click();
    await expectToast(page, 'Organisation updated', 'Changes will take place after you relog');
    expect(await card.getByRole('combobox', { name: 'Industry' }).innerText()).toBe('Technology');
    expect((await organisationData('org-kauri-tax')).industry).toBe('Technology');
    await expectIndustryFiguresToFollow('Accounting');
    await expectIndustryFiguresToFollow('Technology');
  });
});
