// @vitest-environment jsdom
// The first sheet of a workbook as a spreadsheet program writes it: the LibreOffice Calc fixture
// (tests/fixtures/import/staff.xlsx) and the other shapes Excel and other writers use, built here
// part by part: shared strings with formatted runs and phonetic hints, inline strings, booleans,
// formula results, skipped cells, a sheet that is not the first part, the strict namespaces.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { readWorkbook, WorkbookError } from './readWorkbook';

const FIXTURE = join(__dirname, '..', '..', '..', 'tests', 'fixtures', 'import', 'staff.xlsx');

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** A workbook of two sheets, the first one's part named second, as Excel may order them. */
function workbook(
  staff: string,
  shared: string,
  { main = MAIN, rels = RELS }: { main?: string; rels?: string } = {},
): Uint8Array {
  const relationship = (id: string, type: string, target: string) =>
    `<Relationship Id="${id}" Type="${rels}/${type}" Target="${target}"/>`;
  return zipSync({
    '_rels/.rels': strToU8(
      `<Relationships xmlns="${PACKAGE_RELS}">${relationship('rId1', 'officeDocument', 'xl/workbook.xml')}</Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `<workbook xmlns="${main}" xmlns:r="${rels}"><sheets>` +
        `<sheet name="Staff" sheetId="2" r:id="rId7"/><sheet name="Notes" sheetId="1" r:id="rId1"/>` +
        `</sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<Relationships xmlns="${PACKAGE_RELS}">` +
        relationship('rId1', 'worksheet', 'worksheets/sheet1.xml') +
        relationship('rId7', 'worksheet', '/xl/worksheets/sheet2.xml') +
        relationship('rId9', 'sharedStrings', 'sharedStrings.xml') +
        `</Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `<worksheet xmlns="${main}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Notes</t></is></c></row></sheetData></worksheet>`,
    ),
    'xl/worksheets/sheet2.xml': strToU8(
      `<worksheet xmlns="${main}"><sheetData>${staff}</sheetData></worksheet>`,
    ),
    'xl/sharedStrings.xml': strToU8(`<sst xmlns="${main}">${shared}</sst>`),
  });
}

describe('readWorkbook', () => {
  it("reads the first sheet of LibreOffice Calc's .xlsx, every name as typed", () => {
    const rows = readWorkbook(Uint8Array.from(readFileSync(FIXTURE)));
    expect(rows[0]).toEqual(['First name', 'Last name', 'Email', 'Division', 'Role']);
    expect(rows[4]).toEqual([
      'Ana "Nana"',
      'Smith, Jr',
      'ana.smith.xlsx@import.example.com',
      'Default division',
      'Org Admin',
    ]);
    expect(rows.map((row) => row[1])).toContain('D\u2019Arcy');
    expect(rows.flat()).not.toContain('Not staff');
  });

  it('reads shared strings with runs but not their phonetic hints, inline strings and booleans', () => {
    const shared =
      '<si><t xml:space="preserve"> Tāne </t></si>' +
      '<si><r><rPr><b/></rPr><t>Pō</t></r><r><t>tae</t></r><rPh sb="0" eb="1"><t>ポ</t></rPh></si>';
    const staff =
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c>' +
      '<c r="C1" t="inlineStr"><is><t>tane@example.com</t></is></c><c r="D1" t="b"><v>1</v></c></row>' +
      '<row r="3"><c r="B3" t="str"><f>UPPER("tax")</f><v>TAX</v></c><c r="E3"><v>007</v></c></row>';
    expect(readWorkbook(workbook(staff, shared))).toEqual([
      [' Tāne ', 'Pōtae', 'tane@example.com', 'TRUE'],
      ['', 'TAX', '', '', '007'],
    ]);
  });

  it('reads a workbook in the strict namespaces', () => {
    const strict = {
      main: 'http://purl.oclc.org/ooxml/spreadsheetml/main',
      rels: 'http://purl.oclc.org/ooxml/officeDocument/relationships',
    };
    const staff = '<row r="1"><c r="A1" t="s"><v>0</v></c></row>';
    expect(readWorkbook(workbook(staff, '<si><t>José</t></si>', strict))).toEqual([['José']]);
  });

  it('refuses what is not a workbook: no zip, or a zip without a sheet', () => {
    expect(() => readWorkbook(strToU8('First name,Last name'))).toThrow(WorkbookError);
    expect(() => readWorkbook(zipSync({ 'content.xml': strToU8('<office:document/>') }))).toThrow(
      WorkbookError,
    );
  });
});
