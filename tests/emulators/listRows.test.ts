// Lists that read only their rows' fields (LIST_ROWS_META, the data specs' listFields) against the
// Firestore emulator with firestore.rules loaded: a page of a large organisation's users or of
// organisations costs at most its page size in documents and one count, carries only the named
// fields, pages forward and back on cursors like the whole-document lists, and lists documents
// written with only docs/product.md §3's fields. getOne still reads whole documents.
import type { GetListParams } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { LIST_ROWS_META } from '../../src/providers/dataSpec';
import { data as organisationsData } from '../../src/resources/organisations/data';
import { data as usersData } from '../../src/resources/users/data';
import { identityDocuments, usersOf, type Identity } from './providerHarness';
import { providerSuite } from './providerSuite';
import { LIST_PAGE_KB } from '../../scripts/lib/readBudgets';

const PROJECT_ID = 'demo-kynd-list-rows';

const KYND_ADMIN: Identity = { uid: 'kyndAdmin', role: 'Kynd Admin', organisationId: 'K' };
const ORG_ADMIN_BIG: Identity = { uid: 'orgAdminBig', role: 'Org Admin', organisationId: 'BIG' };

const PER_PAGE = 25;
const DIVISIONS = 300;
const USERS = 60;

/** What a mobile-app user's document holds beyond its row: answers and scores (kilobytes each). */
function answers(index: number) {
  return {
    answers: Object.fromEntries(
      Array.from({ length: 40 }, (_, question) => [
        `question${question}`,
        { value: `${'answer '.repeat(20)}${index}`, answeredAt: new Date('2026-01-01T00:00:00Z') },
      ]),
    ),
    scores: { sleep: { value: 'green' }, mindfulness: { value: 'orange' } },
  };
}

const bigUsers = usersOf('BIG', USERS, answers);
const employeeIds = Object.keys(bigUsers).map((path) => path.slice('users/'.length));

/** An organisation of 300 divisions, each with its code, and every employee id. */
const bigOrganisation = {
  name: 'Big Organisation',
  address: '1 Long Road',
  phone: '+6400000',
  isActive: true,
  managers: [{ id: 'orgAdminBig', name: 'Olga Admin' }],
  employees: [...employeeIds, ...Array.from({ length: 3000 }, (_, i) => `departed-${i}`)],
  // Kept by onUserWritten from the members (src/domain/organisationSummary.ts), not the list,
  // which still names departed users.
  employeeCount: USERS,
  divisions: Array.from({ length: DIVISIONS }, (_, i) => ({
    id: `BIG-d${i}`,
    name: `Division ${i}`,
    description: 'A division of the big organisation',
    codes: [
      {
        id: `code-${i}`,
        code: `BIG${i}`,
        organisationId: 'BIG',
        organisationName: 'Big Organisation',
        maximumUsage: 100,
      },
    ],
  })),
  industry: 'Retail',
  customQuestionnaires: ['hearing-v2'],
  createdAt: new Date('2025-01-01T00:00:00Z'),
};

/** Organisations with only docs/product.md §3's fields, as another client writes them. */
const smallOrganisations = Object.fromEntries(
  Array.from({ length: 40 }, (_, i) => [
    `organisations/small-${String(i).padStart(2, '0')}`,
    {
      name: `Small ${String(i).padStart(2, '0')}`,
      address: '2 Short Street',
      phone: '+6411111',
      isActive: i % 5 !== 0,
      managers: [],
      employees: [],
      divisions: [{ id: `small-${i}-default`, name: 'Default division' }],
      industry: 'Accounting',
      scores: {},
      notifications: [],
      customQuestionnaires: [],
      createdAt: new Date('2025-02-01T00:00:00Z'),
    },
  ]),
);

const fixtures = {
  'organisations/BIG': bigOrganisation,
  ...smallOrganisations,
  ...bigUsers,
};
const baseData = { ...fixtures, ...identityDocuments([KYND_ADMIN, ORG_ADMIN_BIG], fixtures) };

const suite = providerSuite(PROJECT_ID, baseData);
const as = suite.as;

/** The keys a projected row may carry: its list fields, the sort field, and the id. */
function expectOnlyRowFields(
  records: readonly Record<string, unknown>[],
  listFields: readonly string[],
  sortField: string,
) {
  const allowed = new Set([...listFields, sortField, 'id']);
  for (const record of records) {
    expect(Object.keys(record).filter((key) => !allowed.has(key))).toEqual([]);
  }
}

const names = (records: readonly Record<string, unknown>[]) =>
  records.map((record) => String(record.firstName));

describe('a list of rows (LIST_ROWS_META)', () => {
  it("pages a large organisation's users forward and back, each page at most 25 documents, one count and 100 KB", async () => {
    const provider = as(ORG_ADMIN_BIG);
    const request = (page: number, meta?: unknown) =>
      provider.getList('users', {
        pagination: { page, perPage: PER_PAGE },
        sort: { field: 'lowerFirstName', order: 'ASC' },
        filter: { organisationId: 'BIG', role: 'User' },
        meta,
      });
    const expected = Object.values(bigUsers)
      .map((user) => ({ first: String(user.firstName), lower: String(user.lowerFirstName) }))
      .sort((a, b) => a.lower.localeCompare(b.lower))
      .map((user) => user.first);

    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      suite.meter.reset();
      const { data, total } = await request(page, LIST_ROWS_META);
      const usage = suite.meter.usage();
      expect(total).toBe(USERS);
      expect(data).toHaveLength(page === 3 ? USERS - 2 * PER_PAGE : PER_PAGE);
      expect(usage.documentReads).toBeLessThanOrEqual(PER_PAGE);
      expect(usage.aggregations).toBeLessThanOrEqual(1);
      expect(usage.bytes / 1024).toBeLessThan(LIST_PAGE_KB);
      expectOnlyRowFields(data, usersData.listFields, 'lowerFirstName');
      seen.push(...names(data));
    }
    expect(seen).toEqual(expected);

    // Back a page: read before the first row of page 3, no count, 25 documents.
    suite.meter.reset();
    const back = await request(2, LIST_ROWS_META);
    expect(names(back.data)).toEqual(expected.slice(PER_PAGE, 2 * PER_PAGE));
    expect(suite.meter.usage()).toMatchObject({ documentReads: PER_PAGE, aggregations: 1 });

    // The rows hold what the cards show, as stored, and an Org Admin's carry no contact data.
    const first = (await request(1, LIST_ROWS_META)).data[0];
    const stored = Object.values(bigUsers).find((user) => user.firstName === first?.firstName);
    expect(first).toMatchObject({
      role: 'User',
      organisation: { id: 'BIG', name: 'Organisation BIG' },
      division: { id: 'BIG-default', name: 'Default division' },
      isActive: stored?.isActive,
      createdAt: stored?.createdAt,
    });
    expect(first).not.toHaveProperty('email');

    // Without the meta, the Org Admin still reads directory entries: the same users, no answers.
    const whole = await request(1);
    expect(names(whole.data)).toEqual(expected.slice(0, PER_PAGE));
    expect(whole.data[0]).not.toHaveProperty('answers');

    // A Kynd Admin's page of whole documents is the same users, and several times the bytes.
    suite.meter.reset();
    const kyndAdmin = as(KYND_ADMIN);
    const kyndWhole = await kyndAdmin.getList('users', {
      pagination: { page: 1, perPage: PER_PAGE },
      sort: { field: 'lowerFirstName', order: 'ASC' },
      filter: { organisationId: 'BIG', role: 'User' },
    });
    expect(names(kyndWhole.data)).toEqual(expected.slice(0, PER_PAGE));
    expect(kyndWhole.data[0]).toMatchObject({ email: stored?.email });
    expect(kyndWhole.data[0]).toHaveProperty('answers');
    expect(suite.meter.usage().bytes / 1024).toBeGreaterThan(LIST_PAGE_KB);
  });

  it('pages a name search and a descending sort in the same order as whole documents', async () => {
    const provider = as(KYND_ADMIN);
    const cases: Pick<GetListParams, 'sort' | 'filter'>[] = [
      {
        sort: { field: 'lowerFirstName', order: 'ASC' },
        filter: { organisationId: 'BIG', search: { field: 'firstName', term: 'A' } },
      },
      { sort: { field: 'createdAt', order: 'DESC' }, filter: { organisationId: 'BIG' } },
    ];
    for (const params of cases) {
      const read = async (meta?: unknown) => {
        const out: string[] = [];
        for (const page of [1, 2, 3]) {
          const { data } = await provider.getList('users', {
            ...params,
            pagination: { page, perPage: 10 },
            meta,
          });
          out.push(...names(data));
        }
        return out;
      };
      const whole = await read();
      expect(whole.length).toBeGreaterThan(10);
      expect(await read(LIST_ROWS_META)).toEqual(whole);
    }
  });

  it("reads a Kynd Admin's page of organisations without their divisions: at most 25 documents and one count", async () => {
    const provider = as(KYND_ADMIN);
    const firstPage = (meta?: unknown) =>
      provider.getList('organisations', {
        pagination: { page: 1, perPage: PER_PAGE },
        sort: { field: 'name', order: 'ASC' },
        filter: {},
        meta,
      });
    await firstPage();
    const wholeBytes = suite.meter.usage().bytes;
    suite.meter.reset();
    const { data, total } = await firstPage(LIST_ROWS_META);
    const usage = suite.meter.usage();
    // BIG, the 40 small ones and the Kynd Admin's own organisation.
    expect(total).toBe(42);
    expect(data.map((record) => record.name)).toEqual([
      'Big Organisation',
      'Organisation K',
      ...Array.from({ length: 23 }, (_, i) => `Small ${String(i).padStart(2, '0')}`),
    ]);
    expect(usage.documentReads).toBeLessThanOrEqual(PER_PAGE);
    expect(usage.aggregations).toBe(1);
    // The server-kept employee count and code summary stand for the employee ids and the codes
    // (src/domain/organisationSummary.ts); the divisions and the scores are left out too.
    expect(usage.bytes).toBeLessThan(wholeBytes / 10);
    // The name sorts through lowerName, which the rows carry for their cursor.
    expectOnlyRowFields(data, organisationsData.listFields, 'lowerName');
    expect(data[0]).toMatchObject({
      isActive: true,
      managers: [{ id: 'orgAdminBig', name: 'Olga Admin' }],
      customQuestionnaires: ['hearing-v2'],
    });
    expect(data[0]).not.toHaveProperty('employees');
    expect(data[0]?.employeeCount).toBe(USERS);

    // The next page starts after the last row: the 17 left, and no count (it ends the list).
    suite.meter.reset();
    const next = await provider.getList('organisations', {
      pagination: { page: 2, perPage: PER_PAGE },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
      meta: LIST_ROWS_META,
    });
    expect(next.data.map((record) => record.name)).toEqual(
      Array.from({ length: 17 }, (_, i) => `Small ${String(i + 23).padStart(2, '0')}`),
    );
    expect(suite.meter.usage()).toMatchObject({ documentReads: 17, aggregations: 0 });
    // Organisations as another client writes them, without employees yet: small rows.
    expect(suite.meter.usage().bytes / 1024).toBeLessThan(LIST_PAGE_KB);

    // getOne keeps the whole document: an edit screen needs its divisions.
    const one = await provider.getOne('organisations', { id: 'BIG' });
    expect((one.data.divisions as unknown[]).length).toBe(DIVISIONS);
  });

  it("gives an Org Admin only its own organisation's row, by id, without its divisions", async () => {
    const provider = as(ORG_ADMIN_BIG);
    const { data, total } = await provider.getList('organisations', {
      pagination: { page: 1, perPage: PER_PAGE },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
      meta: LIST_ROWS_META,
    });
    expect(total).toBe(1);
    expect(data.map((record) => record.id)).toEqual(['BIG']);
    expect(data[0]).not.toHaveProperty('divisions');
    expect(suite.meter.usage()).toMatchObject({ documentReads: 1, aggregations: 0 });
    const rowBytes = suite.meter.usage().bytes;
    suite.meter.reset();
    await provider.getOne('organisations', { id: 'BIG' });
    expect(rowBytes).toBeLessThan(suite.meter.usage().bytes / 2);
  });
});
