import Papa from 'papaparse';
import { validation } from '@/i18n/en/validation';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { messages } from '@/resources/userImports/messages';
import {
  decodeCsvBytes,
  importFileKind,
  importReportCsv,
  importRowsOf,
  importTemplateCsv,
  parseImportCsv,
} from '@/domain/userImportCsv';
import { IMPORT_CANCELLED, IMPORT_MESSAGES } from '@/domain/userImport';

describe('parseImportCsv', () => {
  it('matches columns by header, in any order, apart from case and spacing', () => {
    const text =
      'E-mail,ROLE, last name ,First Name,Division\r\nana@example.com,User,Ngata,Ana,Sales\r\n';
    expect(parseImportCsv(text)).toEqual({
      rows: [
        {
          firstName: 'Ana',
          lastName: 'Ngata',
          email: 'ana@example.com',
          division: 'Sales',
          role: 'User',
        },
      ],
      missing: [],
    });
  });

  it('reads quoted cells, a byte-order mark and skips blank lines', () => {
    const text = '\uFEFFfirst name,last name,email,division\n"Ana, Jr",Ngata,a@b.co,"Sales"\n\n';
    const { rows } = parseImportCsv(text);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: 'Ana, Jr', role: '' });
  });

  it('names the required columns a file lacks; role may be left out', () => {
    expect(parseImportCsv('first name,email\nAna,a@b.co\n')).toEqual({
      rows: [],
      missing: ['lastName', 'division'],
    });
  });

  it('gives blank cells to a short line', () => {
    const { rows } = parseImportCsv('first name,last name,email,division,role\nAna\n');
    expect(rows[0]).toEqual({ firstName: 'Ana', lastName: '', email: '', division: '', role: '' });
  });
});

describe('parseImportCsv separators', () => {
  it('finds semicolons, as Excel writes them in many locales, with commas inside cells', () => {
    const text =
      'First name;Last name;Email;Division\r\nAna;Smith, Jr;a@b.co;Sales, North\r\n;;;\r\n';
    expect(parseImportCsv(text).rows).toEqual([
      {
        firstName: 'Ana',
        lastName: 'Smith, Jr',
        email: 'a@b.co',
        division: 'Sales, North',
        role: '',
      },
    ]);
  });

  it('finds tabs, as a spreadsheet saves "text"', () => {
    const { rows } = parseImportCsv(
      'First name\tLast name\tEmail\tDivision\nAna\tNgata\ta@b.co\tTax\n',
    );
    expect(rows[0]).toMatchObject({ firstName: 'Ana', lastName: 'Ngata', division: 'Tax' });
  });
});

describe('importRowsOf', () => {
  it("matches a sheet's header and skips its empty rows", () => {
    expect(
      importRowsOf([
        ['Email', 'First name', 'Last name', 'Division', 'Role'],
        ['', '', '', '', ''],
        ['a@b.co', 'Ana', 'Ngata', 'Tax'],
      ]),
    ).toEqual({
      rows: [{ firstName: 'Ana', lastName: 'Ngata', email: 'a@b.co', division: 'Tax', role: '' }],
      missing: [],
    });
  });
});

describe('decodeCsvBytes', () => {
  const utf8 = (text: string) => new TextEncoder().encode(text);

  it('reads UTF-8, with or without its byte-order mark', () => {
    expect(decodeCsvBytes(utf8('José Tāne'))).toBe('José Tāne');
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('José')]))).toBe('José');
  });

  it('reads what is not UTF-8 as Windows-1252, curly quotes and euro sign included', () => {
    // 'José D’Arcy €5' as Excel on Windows saves it.
    const bytes = new Uint8Array([
      0x4a, 0x6f, 0x73, 0xe9, 0x20, 0x44, 0x92, 0x41, 0x72, 0x63, 0x79, 0x20, 0x80, 0x35,
    ]);
    expect(decodeCsvBytes(bytes)).toBe('José D\u2019Arcy €5');
  });

  it('reads UTF-16 by its byte-order mark', () => {
    expect(decodeCsvBytes(new Uint8Array([0xff, 0xfe, 0x41, 0, 0xe9, 0]))).toBe('Aé');
  });
});

describe('importFileKind', () => {
  it('knows a workbook, an old workbook, text and other files by their first bytes', () => {
    expect(importFileKind(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe('workbook');
    expect(importFileKind(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe(
      'old-workbook',
    );
    expect(importFileKind(new TextEncoder().encode('First name,Last name\n'))).toBe('text');
    expect(importFileKind(new Uint8Array([0xff, 0xfe, 0x41, 0]))).toBe('text');
    expect(importFileKind(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 1]))).toBe('binary');
  });
});

describe('importTemplateCsv', () => {
  it('is a file parseImportCsv reads back', () => {
    const parsed = parseImportCsv(importTemplateCsv());
    expect(parsed.missing).toEqual([]);
    expect(parsed.rows).toHaveLength(1);
  });
});

describe('importReportCsv', () => {
  const { translate } = createI18nProvider({ ...validation, ...messages });

  it('heads and words its columns from the catalogue, an older answer in its own words', () => {
    const csv = importReportCsv(
      [
        { row: 1, firstName: 'A', lastName: 'B', email: 'a@b.co', outcome: 'created', reason: '' },
        {
          row: 2,
          firstName: 'C',
          lastName: 'D',
          email: 'c@d.co',
          outcome: 'refused',
          reason: IMPORT_MESSAGES.emailInUse,
        },
        {
          row: 3,
          firstName: 'E',
          lastName: 'F',
          email: 'e@f.co',
          outcome: 'notImported',
          reason: IMPORT_CANCELLED,
        },
        {
          row: 4,
          firstName: 'G',
          lastName: 'H',
          email: 'g@h.co',
          outcome: 'refused',
          reason: 'Words of an older answer',
        },
      ],
      translate,
    );
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Row,First name,Last name,Email,Outcome,Reason',
      '1,A,B,a@b.co,Created,',
      '2,C,D,c@d.co,Refused,E-mail is already in use',
      '3,E,F,e@f.co,Not imported,Cancelled',
      '4,G,H,g@h.co,Refused,Words of an older answer',
      '',
    ]);
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    const csv = importReportCsv(
      [
        {
          row: 1,
          firstName: '=HYPERLINK("x")',
          lastName: '+1',
          email: '-a@b.co',
          outcome: 'refused',
          reason: '@x\tz',
        },
        {
          row: 2,
          firstName: '\tTab',
          lastName: '\rCr',
          email: 'a@b.co',
          outcome: 'created',
          reason: '',
        },
      ],
      translate,
    );
    const [header, first, second] = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(header).toEqual(['Row', 'First name', 'Last name', 'Email', 'Outcome', 'Reason']);
    expect(first).toEqual(['1', `'=HYPERLINK("x")`, "'+1", "'-a@b.co", 'Refused', "'@x\tz"]);
    expect(second?.slice(1, 3)).toEqual(["'\tTab", "'\rCr"]);
  });
});
