// @vitest-environment jsdom
// Files as HR staff export them (tests/fixtures/import): Excel's "CSV" on Windows in a semicolon
// locale (Windows-1252), a "CSV UTF-8" with its byte-order mark, and a workbook saved by a
// spreadsheet program (LibreOffice Calc) whose first sheet is the staff and second some notes.
// Every name comes out as the spreadsheet showed it: accents, macrons, apostrophes, quotes and
// commas inside quotes; blank lines and empty rows are skipped.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ImportRow } from '@/domain/userImport';
import { readImportFile } from './readImportFile';

const FIXTURES = join(__dirname, '..', '..', '..', 'tests', 'fixtures', 'import');

/** The file as a browser hands it over (jsdom's files cannot give their bytes). */
function fixture(name: string): Blob {
  const bytes = Uint8Array.from(readFileSync(join(FIXTURES, name)));
  return { arrayBuffer: () => Promise.resolve(bytes.buffer) } as Blob;
}

const person = (
  firstName: string,
  lastName: string,
  email: string,
  division: string,
  role = '',
): ImportRow => ({ firstName, lastName, email, division, role });

/** The staff every fixture holds, their e-mails tagged by file. */
function staff(tag: string): ImportRow[] {
  const at = (name: string) => `${name}.${tag}@import.example.com`;
  return [
    person('José', 'Núñez', at('jose.nunez'), 'Tax'),
    person('Zoë', "O'Brien", at('zoe.obrien'), 'Audit & Assurance', 'User'),
    person('François', 'D\u2019Arcy', at('francois.darcy'), 'Advisory'),
    person('Ana "Nana"', 'Smith, Jr', at('ana.smith'), 'Default division', 'Org Admin'),
    person('Søren', 'Åberg', at('soren.aberg'), 'Tax', 'User'),
    person('Renée', 'Müller-Lüdenscheidt', at('renee.muller'), 'Tax'),
  ];
}
/** Beyond Windows-1252: only the UTF-8 file and the workbook can hold it. */
const maori = (tag: string) =>
  person('Tāne', 'Pōtae', `tane.potae.${tag}@import.example.com`, 'Advisory');

describe('readImportFile', () => {
  it('reads a Windows-1252 CSV separated by semicolons, as Excel saves one', async () => {
    expect(await readImportFile(fixture('staff-windows-1252.csv'))).toEqual({
      parsed: { rows: staff('cp1252'), missing: [] },
    });
  });

  it('reads a UTF-8 CSV with a byte-order mark, quoted commas and quotes, and blank lines', async () => {
    expect(await readImportFile(fixture('staff-utf8-bom.csv'))).toEqual({
      parsed: { rows: [...staff('utf8'), maori('utf8')], missing: [] },
    });
  });

  it("reads the first sheet of a spreadsheet program's .xlsx workbook", async () => {
    expect(await readImportFile(fixture('staff.xlsx'))).toEqual({
      parsed: { rows: [...staff('xlsx'), maori('xlsx')], missing: [] },
    });
  });

  it('says why a file cannot be read: an old .xls, a damaged workbook, something else', async () => {
    const oldWorkbook = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    const damaged = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    const image = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const read = (bytes: Uint8Array) =>
      readImportFile({ arrayBuffer: () => Promise.resolve(bytes.slice().buffer) } as Blob);
    expect(await read(oldWorkbook)).toEqual({ unreadable: 'old_workbook' });
    expect(await read(damaged)).toEqual({ unreadable: 'workbook' });
    expect(await read(image)).toEqual({ unreadable: 'not_a_table' });
  });
});
