import Papa from 'papaparse';
import { importReportCsv, importTemplateCsv, parseImportCsv } from '@/domain/userImportCsv';

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

describe('importTemplateCsv', () => {
  it('is a file parseImportCsv reads back', () => {
    const parsed = parseImportCsv(importTemplateCsv());
    expect(parsed.missing).toEqual([]);
    expect(parsed.rows).toHaveLength(1);
  });
});

describe('importReportCsv', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    const csv = importReportCsv([
      {
        row: 1,
        firstName: '=HYPERLINK("x")',
        lastName: '+1',
        email: '-a@b.co',
        outcome: 'Refused',
        reason: '@x\tz',
      },
      {
        row: 2,
        firstName: '\tTab',
        lastName: '\rCr',
        email: 'a@b.co',
        outcome: 'Created',
        reason: '',
      },
    ]);
    const [header, first, second] = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(header).toEqual(['Row', 'First name', 'Last name', 'Email', 'Outcome', 'Reason']);
    expect(first).toEqual(['1', `'=HYPERLINK("x")`, "'+1", "'-a@b.co", 'Refused', "'@x\tz"]);
    expect(second?.slice(1, 3)).toEqual(["'\tTab", "'\rCr"]);
  });
});
