// docs/product.md §5 Import users in Chromium, as the organisation admin of the demo dataset: a
// small CSV uploaded, its problems shown, one fixed and one dropped, the import's progress bar and
// its report seen and downloaded, and the users found in the emulators afterwards. axe finds no
// serious violation on the screen's preview and report. Then the files HR staff export
// (tests/fixtures/import): a Windows-1252 CSV with semicolons, a UTF-8 CSV with a byte-order mark
// and an .xlsx workbook, each imported with every name stored exactly as the spreadsheet shows it.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectToEmulators } from '../../scripts/seed/emulators';
import { describeFindings, seriousViolations } from '../helpers/axe';
import {
  closeBrowser,
  downloadedText,
  expectVisible,
  navigateInApp,
  signedInPage,
} from '../helpers/browser';
import { REPO_ROOT } from '../../scripts/local-stack';
import { prepareDemoData, restoreDemoData } from '../helpers/snapshot';
import { currentStack } from '../helpers/stack';

const HARBOUR = 'org-harbour-accounting';
const stack = currentStack();
const { db } = connectToEmulators(stack.projectId, stack.offset);
const RUN = Date.now();

/** 30 employees of Harbour (two chunks), then a bad e-mail and a role an Org Admin may not give. */
function importFile(): string {
  const lines = ['First name,Last name,Email,Division,Role'];
  for (let i = 1; i <= 30; i += 1) {
    lines.push(
      `Person${i},Imported,person${i}.${RUN}@import.example.com,${i % 2 ? 'Tax' : 'Default division'},`,
    );
  }
  lines.push(`Fix,Me,fix.${RUN}@import,Tax,User`);
  lines.push(`Kynd,Wannabe,kynd.${RUN}@import.example.com,Tax,Kynd Admin`);
  return `${lines.join('\r\n')}\r\n`;
}

async function expectNoSeriousViolation(page: Page, where: string): Promise<void> {
  const findings = await seriousViolations(page);
  expect(findings, describeFindings(where, findings)).toEqual([]);
}

let page: Page;

beforeAll(async () => {
  await prepareDemoData();
  page = await signedInPage('org.admin@example.com');
});

afterAll(async () => {
  await closeBrowser();
  await restoreDemoData();
});

describe('Import users as the organisation admin', () => {
  it('opens from the menu', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Import users' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Import users' }));
    await expectVisible(page.getByRole('button', { name: 'Download template' }));
  });

  it('previews the file with each row problem, fixed or dropped', async () => {
    // The file dialog opens from the keyboard.
    const opened = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose a CSV or Excel file' }).press('Enter');
    const chooser = await opened;
    await chooser.setFiles({
      name: 'harbour.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(importFile()),
    });
    await expectVisible(page.getByText('Rows of harbour.csv: 30 ready, 2 with a problem'));
    await page.getByLabel('Only rows with a problem').check();
    await expectVisible(page.getByRole('cell', { name: 'Invalid email', exact: true }));
    await expectVisible(
      page.getByRole('cell', { name: 'You may not give this role', exact: true }),
    );
    await expectNoSeriousViolation(page, 'import preview');

    await page
      .getByRole('textbox', { name: 'Email, row 31' })
      .fill(`fix.${RUN}@import.example.com`);
    await page.getByRole('button', { name: 'Drop row 32' }).click();
    await expectVisible(page.getByText('Rows of harbour.csv: 31 ready, 0 with a problem'));
  });

  it('shows the progress bar, then the report, and creates the users', async () => {
    await page.getByRole('button', { name: 'Import 31 users' }).click();
    await expectVisible(page.getByRole('progressbar', { name: 'Import progress' }));
    await expectVisible(page.getByRole('heading', { name: 'Import report' }), 120_000);
    await expectVisible(page.getByText('31 created, 0 refused, 0 not imported'));
    await expectVisible(page.getByText('Every row was created.'));
    await expectNoSeriousViolation(page, 'import report');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download report' }).click();
    const report = await downloadedText(await download);
    expect(report.split('\r\n').filter(Boolean)).toHaveLength(32);
    expect(report).toContain(`fix.${RUN}@import.example.com,Created`);

    const imported = await db
      .collection('users')
      .where('organisation.id', '==', HARBOUR)
      .where('lastName', '==', 'Imported')
      .get();
    expect(imported.size).toBe(30);
    const harbour = (await db.collection('organisations').doc(HARBOUR).get()).data();
    for (const user of imported.docs) expect(harbour?.employees).toContain(user.id);
  });

  it('reports an e-mail in use when the same file is imported again', async () => {
    await page.getByRole('button', { name: 'Import another file' }).click();
    await navigateInApp(page, '/users/import');
    await page.locator('input[type=file]').setInputFiles({
      name: 'harbour.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(importFile()),
    });
    await page.getByRole('button', { name: 'Drop row 31' }).click();
    await page.getByRole('button', { name: 'Drop row 32' }).click();
    await page.getByRole('button', { name: 'Import 30 users' }).click();
    await expectVisible(page.getByText('0 created, 30 refused, 0 not imported'), 120_000);
    await expectVisible(page.getByRole('cell', { name: 'E-mail is already in use' }));
  });

  describe.each([
    [
      'a Windows-1252 CSV with semicolons, as Excel saves one',
      'staff-windows-1252.csv',
      'cp1252',
      6,
    ],
    ['a UTF-8 CSV with a byte-order mark', 'staff-utf8-bom.csv', 'utf8', 7],
    ['an .xlsx workbook made by a spreadsheet program', 'staff.xlsx', 'xlsx', 7],
  ])('from %s', (_what, file, tag, count) => {
    it('stores every name exactly as the spreadsheet shows it', async () => {
      await navigateInApp(page, '/dashboard');
      await navigateInApp(page, '/users/import');
      await page
        .locator('input[type=file]')
        .setInputFiles(join(REPO_ROOT, 'tests', 'fixtures', 'import', file));
      await expectVisible(page.getByText(`Rows of ${file}: ${count} ready, 0 with a problem`));
      await page.getByRole('button', { name: `Import ${count} users` }).click();
      await expectVisible(page.getByText(`${count} created, 0 refused, 0 not imported`), 120_000);

      const stored = await db
        .collection('users')
        .where(
          'email',
          'in',
          Object.keys(EXPECTED_NAMES).map((name) => `${name}.${tag}@${DOMAIN}`),
        )
        .get();
      const names = Object.fromEntries(
        stored.docs.map((user) => [
          String(user.get('email')).split(`.${tag}@`)[0],
          [user.get('firstName'), user.get('lastName')],
        ]),
      );
      const expected = Object.fromEntries(Object.entries(EXPECTED_NAMES).slice(0, count));
      expect(names).toEqual(expected);
      for (const user of stored.docs) expect(user.get('organisation.id')).toBe(HARBOUR);
    });
  });
});

/** The names in every fixture, by the start of their e-mail; the last is beyond Windows-1252. */
const EXPECTED_NAMES: Record<string, [string, string]> = {
  'jose.nunez': ['José', 'Núñez'],
  'zoe.obrien': ['Zoë', "O'Brien"],
  'francois.darcy': ['François', 'D\u2019Arcy'],
  'ana.smith': ['Ana "Nana"', 'Smith, Jr'],
  'soren.aberg': ['Søren', 'Åberg'],
  'renee.muller': ['Renée', 'Müller-Lüdenscheidt'],
  'tane.potae': ['Tāne', 'Pōtae'],
};
const DOMAIN = 'import.example.com';
