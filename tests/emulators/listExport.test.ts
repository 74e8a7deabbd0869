// The lists' CSV export against the Firestore emulator with firestore.rules loaded: the export
// pages through the app's data provider with the list's filter and sort (src/shared/export), so a
// file holds exactly the rows the screen's filter selects, across several pages, and a stored
// name that a spreadsheet would run as a formula comes out as text. Documents carry only
// docs/product.md §3 fields, as other clients write them.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { DocumentData } from 'firebase/firestore/lite';
import { setLogLevel } from 'firebase/firestore/lite';
import Papa from 'papaparse';
import type { FilterPayload, RaRecord, SortPayload } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/resources/registry';
import { codeExportColumns } from '../../src/resources/codes/exportColumns';
import { organisationExportColumns } from '../../src/resources/organisations/exportColumns';
import { userExportColumns } from '../../src/resources/users/exportColumns';
import { toCsv } from '../../src/domain/csv';
import {
  EXPORT_PAGE_SIZE,
  exportRows,
  readAllPages,
  type ExportColumn,
} from '../../src/shared/export/exportList';
import {
  connectAs,
  identityDocuments,
  rulesEnvironment,
  seedDocuments,
  usersOf,
  type Connection,
  type Identity,
} from './providerHarness';

const PROJECT_ID = 'demo-kynd-export';
const ACME = 'acme';
const OTHER = 'other';
const EVIL_NAME = '=HYPERLINK("http://evil.example","Click")';
const KYND_ADMIN: Identity = { uid: 'kynd', role: 'Kynd Admin', organisationId: 'provider' };
const ACME_ADMIN: Identity = { uid: 'acme-admin', role: 'Org Admin', organisationId: ACME };

const translate = (key: string) => i18nProvider.translate(key);

function organisation(name: string, isActive: boolean): DocumentData {
  return {
    name,
    address: '1 Street',
    phone: '',
    isActive,
    managers: [],
    employees: [],
    divisions: [{ id: `${name}-default`, name: 'Default division' }],
    industry: 'Retail',
    customQuestionnaires: [],
    createdAt: new Date('2025-06-01T00:00:00Z'),
  };
}

function code(id: string, organisationId: string, value: string): DocumentData {
  return {
    id,
    code: value,
    divisionId: `${organisationId}-default`,
    divisionName: 'Default division',
    organisationId,
    organisationName: `Organisation ${organisationId}`,
    isActive: true,
    currentUsage: 0,
    maximumUsage: 20,
  };
}

// 230 users and 6 Org Admins (one named as a formula) in Acme, 4 Org Admins elsewhere; 205
// organisations, 137 of them active, one active one named as a formula; codes of both.
const ORGANISATIONS: Record<string, DocumentData> = {};
for (let index = 0; index < 204; index += 1) {
  ORGANISATIONS[`organisations/org-${String(index).padStart(3, '0')}`] = organisation(
    `Org ${String(index).padStart(3, '0')}`,
    index % 3 !== 0,
  );
}
ORGANISATIONS['organisations/org-evil'] = organisation(EVIL_NAME, true);

const ACME_USERS = usersOf(ACME, 230);
const ACME_ADMINS = usersOf(`${ACME}-admins`, 6, (index) => ({
  role: 'Org Admin',
  organisation: { id: ACME, name: 'Organisation acme' },
  ...(index === 2 ? { firstName: EVIL_NAME, lowerFirstName: EVIL_NAME.toLowerCase() } : {}),
}));
const OTHER_ADMINS = usersOf(OTHER, 4, () => ({ role: 'Org Admin' }));
const CODES: Record<string, DocumentData> = {};
for (let index = 0; index < 30; index += 1) {
  CODES[`codes/ACME${index}`] = code(`ACME${index}`, ACME, `ACME${index}`);
  CODES[`codes/OTHER${index}`] = code(`OTHER${index}`, OTHER, `OTHER${index}`);
}
CODES['codes/EVIL'] = code('EVIL', ACME, '@SUM(1+1)');

const DATA: Record<string, DocumentData> = {
  ...ORGANISATIONS,
  ...ACME_USERS,
  ...ACME_ADMINS,
  ...OTHER_ADMINS,
  ...CODES,
};
/** With what the rules read of the callers (their users and organisation documents). */
const SEED = { ...DATA, ...identityDocuments([KYND_ADMIN, ACME_ADMIN], DATA) };

let env: RulesTestEnvironment;
const open: Connection[] = [];

function providerOf(identity: Identity) {
  const connection = connectAs(PROJECT_ID, identity);
  open.push(connection);
  return connection.provider;
}

/** What a user would open: the CSV of the list, parsed back into rows of cells. */
async function exported<RecordType extends RaRecord>(
  identity: Identity,
  resource: string,
  filter: FilterPayload,
  sort: SortPayload,
  columns: readonly ExportColumn<RecordType>[],
): Promise<string[][]> {
  const records = await readAllPages<RecordType>({
    dataProvider: providerOf(identity),
    resource,
    filter,
    sort,
  });
  const csv = toCsv(exportRows(columns, records, translate));
  const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** The seeded documents a filter selects, by path prefix and predicate. */
function seeded(prefix: string, keep: (data: DocumentData) => boolean): DocumentData[] {
  return Object.entries(SEED)
    .filter(([path, data]) => path.startsWith(prefix) && keep(data))
    .map(([, data]) => data);
}

beforeAll(async () => {
  setLogLevel('silent');
  env = await rulesEnvironment(PROJECT_ID);
  await env.clearFirestore();
  await seedDocuments(env, SEED);
}, 120_000);

afterAll(async () => {
  await env?.cleanup();
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((connection) => connection.close()));
});

describe('list exports (src/shared/export)', { timeout: 120_000 }, () => {
  it('writes exactly the users of one organisation and one role, a formula name as text', async () => {
    const rows = await exported(
      KYND_ADMIN,
      'users',
      { organisationId: ACME, role: 'Org Admin' },
      { field: 'lowerFirstName', order: 'ASC' },
      userExportColumns(true),
    );
    const expected = seeded(
      'users/',
      (user) => user.organisation?.id === ACME && user.role === 'Org Admin',
    );
    expect(rows[0]).toEqual([
      'First name',
      'Last name',
      'Organisation',
      'Division',
      'Role',
      'Active',
      'Contact',
      'Created at',
      'Updated at',
    ]);
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(
      expected
        .map((user) => String(user.firstName))
        .map((name) => (name === EVIL_NAME ? `'${name}` : name))
        .sort(),
    );
    expect(rows.slice(1).every((row) => row[4] === 'Org Admin')).toBe(true);
    // Dates in ISO 8601.
    expect(rows[1]?.[7]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("pages through an organisation's users, more than one page of the export", async () => {
    const rows = await exported(
      KYND_ADMIN,
      'users',
      { organisationId: ACME },
      { field: 'lowerFirstName', order: 'ASC' },
      userExportColumns(true),
    );
    const expected = seeded('users/', (user) => user.organisation?.id === ACME);
    expect(expected.length).toBeGreaterThan(EXPORT_PAGE_SIZE);
    expect(rows).toHaveLength(1 + expected.length);
    expect(new Set(rows.slice(1).map((row) => row[6]))).toEqual(
      new Set(expected.map((user) => String(user.email ?? ''))),
    );
  });

  it("writes exactly the organisations 'Active orgs only' shows, a formula name as text", async () => {
    const rows = await exported(
      KYND_ADMIN,
      'organisations',
      { isActive: true },
      { field: 'name', order: 'ASC' },
      organisationExportColumns,
    );
    const active = seeded('organisations/', (data) => data.isActive === true);
    expect(rows[0]).toEqual(['Name', 'Managers', '#Employees', 'Status', 'Custom Questionnaires']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(
      active
        .map((data) => String(data.name))
        .sort()
        .map((name) => (name === EVIL_NAME ? `'${name}` : name)),
    );
    expect(rows.slice(1).every((row) => row[3] === 'true')).toBe(true);
  });

  it("writes exactly an organisation's codes for its Org Admin", async () => {
    const rows = await exported(
      ACME_ADMIN,
      'codes',
      { organisationId: ACME },
      { field: 'code', order: 'ASC' },
      codeExportColumns,
    );
    expect(rows[0]).toEqual(['Code', 'Division', 'Usage', 'Maximum usage', 'Activation']);
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(
      seeded('codes/', (data) => data.organisationId === ACME)
        .map((data) => String(data.code))
        .map((value) => (value.startsWith('@') ? `'${value}` : value))
        .sort(),
    );
  });
});
