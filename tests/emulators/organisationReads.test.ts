// What the Organisations list (/organisations) and the organisation picker read, on a large case
// built here against the Firestore emulator with firestore.rules loaded: an organisation of 300
// divisions, 300 codes and 10,000 employee ids among 36 organisations. A page of the list is its
// rows (the server-kept employee count, src/domain/organisationSummary.ts) and one count, for a
// Kynd Admin and for that organisation's Org Admin, whatever the number of codes and employees;
// the Codes column reads the page's code summaries (src/domain/codeSummaries.ts) in one more
// request, a document per row; the picker's first and next answers are at most a page each (the
// next one starts after the first on a cursor, it never reads the first again).
import { describe, expect, it } from 'vitest';
import { codeSummariesOf } from '../../src/domain/codeSummaries';
import type { Organisation } from '../../src/domain/types';
import type { ChoiceRecord } from '../../src/domain/organisationChoice';
import { LIST_ROWS_META } from '../../src/providers/dataSpec';
import { identityDocuments, type Identity } from './providerHarness';
import { providerSuite } from './providerSuite';
import { LIST_PAGE_KB, PICKER_KB } from '../../scripts/lib/readBudgets';

const PROJECT_ID = 'demo-kynd-organisation-reads';
const KYND_ADMIN: Identity = { uid: 'reads-kynd-admin', role: 'Kynd Admin', organisationId: 'K' };
const ORG_ADMIN: Identity = { uid: 'reads-org-admin', role: 'Org Admin', organisationId: 'BIG' };

/** The Organisations list's page (OrganisationList) and the budgets (docs/benchmarks.md). */
const PER_PAGE = 25;
const PICKER_PAGE = 20;
const DIVISIONS = 300;
const EMPLOYEES = 10_000;
const SMALL = 35;

function codesOf(organisationId: string, name: string, count: number, prefix: string) {
  return Array.from({ length: count }, (_, i) => ({
    id: `code-${organisationId}-d${String(i).padStart(3, '0')}`,
    code: `${prefix}-${String(i).padStart(3, '0')}`,
    divisionId: `${organisationId}-d${i}`,
    divisionName: `Division ${i}`,
    organisationId,
    organisationName: name,
    isActive: i % 7 !== 0,
    currentUsage: i % 20,
    maximumUsage: 20,
  }));
}

function organisation(
  id: string,
  name: string,
  employees: readonly string[],
  codes: ReturnType<typeof codesOf>,
) {
  return {
    name,
    lowerName: name.toLowerCase(),
    address: '1 Long Road',
    phone: '+6400000',
    isActive: true,
    managers: [{ id: `${id}-manager`, name: 'Olga Admin' }],
    employees,
    // What onOrganisationWritten keeps.
    employeeCount: employees.length,
    divisions: codes.map((code) => ({
      id: code.divisionId,
      name: code.divisionName,
      description: 'A division of a long description, as the large dataset has them',
    })),
    industry: 'Retail',
    customQuestionnaires: ['hearing-v2'],
    createdAt: new Date('2025-01-01T00:00:00Z'),
  };
}

const bigCodes = codesOf('BIG', 'Aotea Big Organisation', DIVISIONS, 'AOTEABIG');
const documents: Record<string, Record<string, unknown>> = {
  'organisations/BIG': organisation(
    'BIG',
    'Aotea Big Organisation',
    Array.from({ length: EMPLOYEES }, (_, i) => `big-employee-${String(i).padStart(5, '0')}`),
    bigCodes,
  ),
};
for (const code of bigCodes) documents[`codes/${code.id}`] = code;
const allCodes = [...bigCodes];
for (let index = 0; index < SMALL; index += 1) {
  const id = `mid-${String(index).padStart(2, '0')}`;
  const name = `Bay ${String(index).padStart(2, '0')} Services`;
  const codes = codesOf(id, name, 3, `BAY${index}`);
  documents[`organisations/${id}`] = organisation(
    id,
    name,
    Array.from({ length: 200 }, (_, i) => `${id}-employee-${i}`),
    codes,
  );
  for (const code of codes) documents[`codes/${code.id}`] = code;
  allCodes.push(...codes);
}
// What onCodeWritten keeps for the administrators.
for (const [id, summary] of codeSummariesOf(allCodes)) documents[`codeSummaries/${id}`] = summary;
const data = { ...documents, ...identityDocuments([KYND_ADMIN, ORG_ADMIN], documents) };

const suite = providerSuite(PROJECT_ID, data);

const listPage = (identity: Identity, page: number) =>
  suite.as(identity).getList<Organisation>('organisations', {
    pagination: { page, perPage: PER_PAGE },
    sort: { field: 'name', order: 'ASC' },
    filter: {},
    meta: LIST_ROWS_META,
  });

describe('the Organisations list on a large case', () => {
  it("reads a Kynd Admin's first and next page within a page of documents, one count and 100 KB", async () => {
    const provider = suite.as(KYND_ADMIN);
    const shown: string[] = [];
    for (const page of [1, 2]) {
      suite.meter.reset();
      const { data: rows, total } = await provider.getList<Organisation>('organisations', {
        pagination: { page, perPage: PER_PAGE },
        sort: { field: 'name', order: 'ASC' },
        filter: {},
        meta: LIST_ROWS_META,
      });
      const usage = suite.meter.usage();
      // BIG, the small ones and the Kynd Admin's own organisation.
      expect(total).toBe(SMALL + 2);
      expect(rows).toHaveLength(page === 1 ? PER_PAGE : SMALL + 2 - PER_PAGE);
      expect(usage.documentReads).toBeLessThanOrEqual(PER_PAGE);
      expect(usage.aggregations).toBeLessThanOrEqual(1);
      expect(usage.bytes / 1024).toBeLessThan(LIST_PAGE_KB);
      for (const row of rows) {
        expect(row).not.toHaveProperty('employees');
        expect(row).not.toHaveProperty('divisions');
      }
      shown.push(...rows.map((row) => row.id));
    }
    expect(new Set(shown).size).toBe(SMALL + 2);

    // The first page holds what the columns show: the count, and no code.
    const { data: rows } = await listPage(KYND_ADMIN, 1);
    const big = rows.find((row) => row.id === 'BIG');
    expect(big?.employeeCount).toBe(EMPLOYEES);
    expect(JSON.stringify(rows)).not.toContain('AOTEABIG');
  });

  it("reads the Codes column of a Kynd Admin's page in one request of a document per row", async () => {
    const provider = suite.as(KYND_ADMIN);
    const { data: rows } = await listPage(KYND_ADMIN, 1);
    suite.meter.reset();
    const codes = await provider.getCodeSummaries(rows.map((row) => row.id));
    const usage = suite.meter.usage();
    expect(usage.requests).toBe(1);
    expect(usage.documentReads).toBeLessThanOrEqual(PER_PAGE);
    expect(usage.bytes / 1024).toBeLessThan(LIST_PAGE_KB);
    const ofBig = codes.filter((code) => code.organisationId === 'BIG');
    expect(ofBig).toHaveLength(DIVISIONS);
    expect(ofBig[7]).toEqual({
      id: bigCodes[7]?.id,
      code: 'AOTEABIG-007',
      currentUsage: 7,
      maximumUsage: 20,
      isActive: false,
      organisationId: 'BIG',
      divisionId: 'BIG-d7',
    });
  });

  it("reads the Org Admin's own row alone, with its 300 codes and 10,000 employees, within budget", async () => {
    const { data: rows, total } = await listPage(ORG_ADMIN, 1);
    const usage = suite.meter.usage();
    expect(total).toBe(1);
    expect(rows.map((row) => row.id)).toEqual(['BIG']);
    expect(usage.documentReads).toBeLessThanOrEqual(PER_PAGE);
    expect(usage.aggregations).toBeLessThanOrEqual(1);
    expect(usage.bytes / 1024).toBeLessThan(LIST_PAGE_KB);
    expect(rows[0]?.employeeCount).toBe(EMPLOYEES);
    suite.meter.reset();
    expect(await suite.as(ORG_ADMIN).getCodeSummaries(['BIG', 'mid-00'])).toHaveLength(DIVISIONS);
    expect(suite.meter.usage().documentReads).toBe(1);
  });
});

describe('the organisation picker on a large case', () => {
  it('answers first and next within a page each, the next one after the first', async () => {
    const provider = suite.as(KYND_ADMIN);
    for (const filter of [{}, { industry: 'Retail' }, { industry: 'Retail', search: 'bay' }]) {
      const names: string[] = [];
      for (const page of [1, 2]) {
        suite.meter.reset();
        const { data: choices } = await provider.getList<ChoiceRecord>('organisationChoices', {
          filter,
          sort: { field: 'name', order: 'ASC' },
          pagination: { page, perPage: PICKER_PAGE },
        });
        const usage = suite.meter.usage();
        expect(choices.length).toBeGreaterThan(0);
        expect(usage.documentReads).toBeLessThanOrEqual(PICKER_PAGE);
        expect(usage.aggregations).toBeLessThanOrEqual(1);
        expect(usage.bytes / 1024).toBeLessThan(PICKER_KB);
        names.push(...choices.map((choice) => choice.name));
      }
      // No organisation twice, in name order across the two answers.
      expect(new Set(names).size).toBe(names.length);
      expect(names).toEqual([...names].sort());
    }
  });
});
