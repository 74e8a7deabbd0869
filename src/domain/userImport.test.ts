import { ASSIGNABLE_ROLES } from '@/domain/userAdministration';
import {
  IMPORT_MESSAGES,
  checkImportRow,
  checkImportRows,
  headerKey,
  type ImportContext,
  type ImportRow,
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
      expect(problemOf(checkImportRow(row({ [field]: '  ' }), orgAdmin))).toBe(
        'Please, fill in all required fields',
      );
    }
  });

  it("refuses an e-mail that does not match the pattern with 'Invalid email'", () => {
    expect(problemOf(checkImportRow(row({ email: 'ana@example' }), orgAdmin))).toBe(
      'Invalid email',
    );
    expect(problemOf(checkImportRow(row({ email: 'ana ngata@example.com' }), orgAdmin))).toBe(
      'Invalid email',
    );
  });

  it('refuses a division the organisation does not have', () => {
    expect(problemOf(checkImportRow(row({ division: 'Marketing' }), orgAdmin))).toBe(
      IMPORT_MESSAGES.division,
    );
  });

  it('matches roles apart from case and spacing, and refuses an unknown one', () => {
    const check = checkImportRow(row({ role: 'org admin' }), orgAdmin);
    expect('row' in check && check.row.role).toBe('Org Admin');
    expect(problemOf(checkImportRow(row({ role: 'Manager' }), orgAdmin))).toBe(
      IMPORT_MESSAGES.unknownRole,
    );
  });

  it('refuses a role the importer may not give: an Org Admin gives only User and Org Admin', () => {
    for (const role of ['Kynd Admin', 'Clinician']) {
      expect(problemOf(checkImportRow(row({ role }), orgAdmin))).toBe(IMPORT_MESSAGES.role);
      expect(problemOf(checkImportRow(row({ role }), kyndAdmin))).toBeUndefined();
    }
  });

  it('refuses an over-long name', () => {
    expect(problemOf(checkImportRow(row({ lastName: 'x'.repeat(500) }), orgAdmin))).toMatch(
      /Last name/,
    );
  });
});

describe('checkImportRows', () => {
  it('refuses the second row with an e-mail already in the file, apart from case', () => {
    const checks = checkImportRows(
      [row(), row({ email: 'ANA.NGATA@example.com' }), row({ email: 'other@example.com' })],
      orgAdmin,
    );
    expect(checks.map(problemOf)).toEqual([undefined, IMPORT_MESSAGES.duplicate, undefined]);
  });

  it('does not count a refused row as the first of its e-mail', () => {
    const checks = checkImportRows([row({ division: 'Nowhere' }), row()], orgAdmin);
    expect(checks.map(problemOf)).toEqual([IMPORT_MESSAGES.division, undefined]);
  });
});

describe('headerKey', () => {
  it('ignores case, spaces and punctuation', () => {
    expect(headerKey(' First_Name ')).toBe('firstname');
    expect(headerKey('E-mail')).toBe('email');
  });
});
