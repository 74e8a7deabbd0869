import { FIELD_LIMITS } from '@/config/constants';
import { ASSIGNABLE_ROLES } from '@/domain/userAdministration';
import { CREATE_USER_MESSAGES } from '@/domain/userCreate';
import {
  IMPORT_CANCELLED,
  IMPORT_CHUNK_SIZE,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  checkImportRow,
  checkImportRows,
  headerKey,
  importKey,
  importReportLines,
  importedUserId,
  isImportProblem,
  rowsToSend,
  type ImportContext,
  type ImportRow,
  type ImportRowOutcome,
} from '@/domain/userImport';

const orgAdmin: ImportContext = {
  divisions: [
    { id: 'd1', name: 'Default division' },
    { id: 'd2', name: 'Sales' },
  ],
  roles: ASSIGNABLE_ROLES['Org Admin'],
};
const kyndAdmin: ImportContext = { ...orgAdmin, roles: ASSIGNABLE_ROLES['Kynd Admin'] };

const row = (overrides: Partial<ImportRow> = {}): ImportRow => ({
  firstName: ' Ana ',
  lastName: 'Ngata',
  email: ' Ana.Ngata@Example.com ',
  division: 'sales',
  role: '',
  ...overrides,
});

const problemOf = (check: ReturnType<typeof checkImportRow>) =>
  'problem' in check ? check.problem : undefined;

describe('checkImportRow', () => {
  it('answers a complete row trimmed, its e-mail lower-cased, its division by id, role User', () => {
    expect(checkImportRow(row(), orgAdmin)).toEqual({
      row: {
        firstName: 'Ana',
        lastName: 'Ngata',
        email: 'ana.ngata@example.com',
        divisionId: 'd2',
        role: 'User',
      },
    });
  });

  it('refuses a blank first name, last name, e-mail or division with the create-user words', () => {
    for (const field of ['firstName', 'lastName', 'email', 'division'] as const) {
      expect(problemOf(checkImportRow(row({ [field]: '  ' }), orgAdmin))).toBe('required');
    }
    expect(IMPORT_MESSAGES.required).toBe(CREATE_USER_MESSAGES.required);
  });

  it("refuses an e-mail that does not match the pattern with create user's words", () => {
    expect(problemOf(checkImportRow(row({ email: 'ana@example' }), orgAdmin))).toBe('email');
    expect(problemOf(checkImportRow(row({ email: 'ana ngata@example.com' }), orgAdmin))).toBe(
      'email',
    );
    expect(IMPORT_MESSAGES.email).toBe(CREATE_USER_MESSAGES.email);
  });

  it('refuses a division the organisation does not have', () => {
    expect(problemOf(checkImportRow(row({ division: 'Marketing' }), orgAdmin))).toBe('division');
  });

  it('matches roles apart from case and spacing, and refuses an unknown one', () => {
    const check = checkImportRow(row({ role: 'org admin' }), orgAdmin);
    expect('row' in check && check.row.role).toBe('Org Admin');
    expect(problemOf(checkImportRow(row({ role: 'Manager' }), orgAdmin))).toBe('unknownRole');
  });

  it('refuses a role the importer may not give: an Org Admin gives only User and Org Admin', () => {
    for (const role of ['Kynd Admin', 'Clinician']) {
      expect(problemOf(checkImportRow(row({ role }), orgAdmin))).toBe('role');
      expect(problemOf(checkImportRow(row({ role }), kyndAdmin))).toBeUndefined();
    }
  });

  it('refuses an over-long name, first or last', () => {
    const long = 'x'.repeat(FIELD_LIMITS.personName + 1);
    expect(problemOf(checkImportRow(row({ firstName: long }), orgAdmin))).toBe('firstNameTooLong');
    expect(problemOf(checkImportRow(row({ lastName: long }), orgAdmin))).toBe('lastNameTooLong');
    const longest = 'x'.repeat(FIELD_LIMITS.personName);
    expect(problemOf(checkImportRow(row({ lastName: longest }), orgAdmin))).toBeUndefined();
  });

  it('knows its problems by code, and no other', () => {
    expect(isImportProblem('emailInUse')).toBe(true);
    expect(isImportProblem('toString')).toBe(false);
    expect(isImportProblem(undefined)).toBe(false);
  });
});

describe('checkImportRows', () => {
  it('refuses the second row with an e-mail already in the file, apart from case', () => {
    const checks = checkImportRows(
      [row(), row({ email: 'ANA.NGATA@example.com' }), row({ email: 'other@example.com' })],
      orgAdmin,
    );
    expect(checks.map(problemOf)).toEqual([undefined, 'duplicate', undefined]);
  });

  it('does not count a refused row as the first of its e-mail', () => {
    const checks = checkImportRows([row({ division: 'Nowhere' }), row()], orgAdmin);
    expect(checks.map(problemOf)).toEqual(['division', undefined]);
  });
});

describe('headerKey', () => {
  it('ignores case, spaces and punctuation', () => {
    expect(headerKey(' First_Name ')).toBe('firstname');
    expect(headerKey('E-mail')).toBe('email');
  });
});

describe('importKey', () => {
  it('is the same for the same rows and organisation, and differs otherwise', () => {
    const rows = [row(), row({ email: 'b@example.com' })];
    expect(importKey('A', rows)).toBe(importKey('A', [row(), row({ email: 'b@example.com' })]));
    expect(importKey('B', rows)).not.toBe(importKey('A', rows));
    expect(importKey('A', [row()])).not.toBe(importKey('A', rows));
    expect(importKey('A', [row({ firstName: 'Anna' }), rows[1] as ImportRow])).not.toBe(
      importKey('A', rows),
    );
  });
});

describe('importReportLines', () => {
  it('reports rows with a problem as not imported, the others by their outcome in order', () => {
    const rows = [
      row(),
      row({ division: 'Nowhere' }),
      row({ email: 'b@example.com' }),
      row({ email: 'c@example.com' }),
      row({ email: 'd@example.com' }),
    ];
    const checks = checkImportRows(rows, orgAdmin);
    expect(rowsToSend(rows, checks).map((sent) => sent.email)).toEqual([
      rows[0]?.email,
      'b@example.com',
      'c@example.com',
      'd@example.com',
    ]);
    const outcomes = new Map<number, ImportRowOutcome>([
      [0, { index: 0, status: 'created' }],
      [
        1,
        { index: 1, status: 'refused', reason: 'E-mail is already in use', problem: 'emailInUse' },
      ],
      // An outcome answered or stored before `problem` was: its own words.
      [2, { index: 2, status: 'refused', reason: 'Unknown division' }],
    ]);
    const lines = importReportLines(
      rows.map((entry, position) => ({ line: position + 1, row: entry })),
      checks,
      outcomes,
    );
    expect(lines.map((line) => [line.row, line.outcome, line.reason])).toEqual([
      [1, 'created', ''],
      [2, 'notImported', IMPORT_MESSAGES.division],
      [3, 'refused', IMPORT_MESSAGES.emailInUse],
      [4, 'refused', 'Unknown division'],
      [5, 'notImported', IMPORT_CANCELLED],
    ]);
  });
});

describe('a chunk and its users', () => {
  it('fits one transaction: a users document and a row outcome per row, and the organisation', () => {
    expect(2 * IMPORT_CHUNK_SIZE + 1).toBeLessThanOrEqual(500);
  });

  it('gives every row of an import a uid of its own, and no other import the same', () => {
    const first = Array.from({ length: IMPORT_MAX_ROWS }, (_, index) =>
      importedUserId('AbCdEfGhIjKlMnOpQrSt', index),
    );
    expect(new Set(first).size).toBe(IMPORT_MAX_ROWS);
    expect(first[7]).toBe('AbCdEfGhIjKlMnOpQrSt0007');
    expect(first.every((uid) => uid.length === 24)).toBe(true);
    expect(first).not.toContain(importedUserId('AbCdEfGhIjKlMnOpQrSu', 7));
  });
});
