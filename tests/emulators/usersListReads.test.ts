// The Users list's first page (docs/product.md §2 Users list) against the Firestore emulator with
// firestore.rules loaded, read as the screen reads it (src/resources/users/UserList.tsx,
// UsersListBody.tsx, UsersFilterBar.tsx): the page of users' rows and its count, the chosen
// organisation by id with its divisions and managers (organisationChoices: never its employees),
// and for a provider admin the industries of the Industry select (the industries collection, not
// the organisations). However many organisations or employee ids there are, the page stays within
// its page size, one count and the chosen organisation's document; within 100 KB but for the
// divisions of an organisation of hundreds (each with its code).
import type { DocumentData } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { USERS_PER_PAGE } from '../../src/domain/userList';
import { LIST_ROWS_META } from '../../src/providers/dataSpec';
import { REFERENCE_LIST_LIMIT } from '../../src/shared/useIndustries';
import { identityDocuments, usersOf, type Identity } from './providerHarness';
import { providerSuite } from './providerSuite';

const PROJECT_ID = 'demo-kynd-users-list-reads';

const KYND_ADMIN: Identity = { uid: 'kyndAdmin', role: 'Kynd Admin', organisationId: 'K' };
const ORG_ADMIN_BIG: Identity = { uid: 'orgAdminBig', role: 'Org Admin', organisationId: 'BIG' };

const LIST_PAGE_KB = 100;
const ORGANISATIONS = 150;
const DIVISIONS = 300;
const EMPLOYEE_IDS = 10_000;
const INDUSTRIES = ['Accounting', 'Building', 'Education', 'Health', 'Retail', 'Transport'];

/** What a mobile-app user's document holds beyond its card: answers (kilobytes each). */
function answers(index: number): DocumentData {
  return {
    answers: Object.fromEntries(
      Array.from({ length: 30 }, (_, question) => [
        `question${question}`,
        { value: `${'answer '.repeat(20)}${index}`, answeredAt: new Date('2026-01-01T00:00:00Z') },
      ]),
    ),
  };
}

/** An organisation as large.ts seeds one: divisions with their code, managers, every employee. */
function organisation(id: string, index: number, divisions: number, employees: number) {
  const name = id === 'BIG' ? 'Big Organisation' : `Organisation ${String(index).padStart(3, '0')}`;
  return {
    name,
    lowerName: name.toLowerCase(),
    address: '1 Long Road',
    phone: '+6400000',
    isActive: true,
    managers: [
      { id: `${id}-manager-1`, name: 'First Manager' },
      { id: `${id}-manager-2`, name: 'Second Manager' },
    ],
    employees: Array.from({ length: employees }, (_, i) => `${id}-employee-${i}`),
    divisions: Array.from({ length: divisions }, (_, i) => ({
      id: `${id}-d${i}`,
      name: `Division ${i}`,
      description: 'A division of the organisation',
      codes: [
        {
          id: `code-${id}-d${i}`,
          code: `${id}-${i}`,
          organisationId: id,
          organisationName: name,
          maximumUsage: 100,
        },
      ],
    })),
    industry: INDUSTRIES[index % INDUSTRIES.length],
    customQuestionnaires: [],
    createdAt: new Date('2025-01-01T00:00:00Z'),
  };
}

const organisations = Object.fromEntries(
  Array.from({ length: ORGANISATIONS }, (_, i) => {
    const id = `org-${String(i).padStart(3, '0')}`;
    return [`organisations/${id}`, organisation(id, i, 12, 300)];
  }),
);
const users = Object.assign(
  {},
  usersOf('BIG', 60, answers),
  ...Array.from({ length: 40 }, (_, i) => usersOf(`org-${String(i).padStart(3, '0')}`, 2, answers)),
) as Record<string, DocumentData>;
const fixtures: Record<string, DocumentData> = {
  'organisations/BIG': organisation('BIG', 4, DIVISIONS, EMPLOYEE_IDS),
  ...organisations,
  ...users,
  ...Object.fromEntries(
    INDUSTRIES.map((name, i) => [`industries/industry-${i}`, { name, createdAt: new Date() }]),
  ),
};
const baseData = { ...fixtures, ...identityDocuments([KYND_ADMIN, ORG_ADMIN_BIG], fixtures) };

const suite = providerSuite(PROJECT_ID, baseData);

/** The page of users the list asks for (UserList: 25 a page by first name, the rows' fields). */
function usersPage(provider: ReturnType<typeof suite.as>, filter: Record<string, unknown>) {
  return provider.getList('users', {
    pagination: { page: 1, perPage: USERS_PER_PAGE },
    sort: { field: 'lowerFirstName', order: 'ASC' },
    filter,
    meta: LIST_ROWS_META,
  });
}

/** The chosen organisation's details (useOrganisationSummaries). */
function details(provider: ReturnType<typeof suite.as>, id: string) {
  return provider.getMany('organisationChoices', { ids: [id], meta: { details: true } });
}

describe("the Users list's first page", () => {
  it('costs a Kynd Admin over many organisations its page, one count and the industries', async () => {
    const provider = suite.as(KYND_ADMIN);
    // 'All' (the first choice): the page names each user's organisation from the user's own
    // document; no organisation is read.
    suite.meter.reset();
    const page = await usersPage(provider, {});
    const listed = suite.meter.usage();
    expect(page.data).toHaveLength(USERS_PER_PAGE);
    expect(listed.documentReads).toBeLessThanOrEqual(USERS_PER_PAGE);
    expect(listed.aggregations).toBeLessThanOrEqual(1);
    // The Industry select: the industries collection (useIndustries), whatever the organisations.
    await provider.getList('industries', {
      pagination: { page: 1, perPage: REFERENCE_LIST_LIMIT },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    const opened = suite.meter.usage();
    expect(opened.documentReads - listed.documentReads).toBe(INDUSTRIES.length);
    expect(opened.bytes / 1024).toBeLessThan(LIST_PAGE_KB);

    // One organisation chosen: its page, and its details alone, without its employee ids.
    suite.meter.reset();
    const [chosenPage, chosen] = await Promise.all([
      usersPage(provider, { organisationId: 'BIG' }),
      details(provider, 'BIG'),
    ]);
    const usage = suite.meter.usage();
    // Its 60 users and its Org Admin.
    expect(chosenPage.total).toBe(61);
    expect(chosen.data).toHaveLength(1);
    expect(chosen.data[0]).toMatchObject({ name: 'Big Organisation', industry: 'Retail' });
    expect(chosen.data[0]?.managers).toHaveLength(2);
    expect(chosen.data[0]?.divisions).toHaveLength(DIVISIONS);
    expect(chosen.data[0]).not.toHaveProperty('employees');
    expect(usage.documentReads).toBeLessThanOrEqual(USERS_PER_PAGE + 1);
    expect(usage.aggregations).toBeLessThanOrEqual(1);

    // An organisation of a dozen divisions: the page and its organisation within 100 KB.
    suite.meter.reset();
    await Promise.all([
      usersPage(provider, { organisationId: 'org-000' }),
      details(provider, 'org-000'),
    ]);
    expect(suite.meter.usage().documentReads).toBeLessThanOrEqual(USERS_PER_PAGE + 1);
    expect(suite.meter.usage().bytes / 1024).toBeLessThan(LIST_PAGE_KB);
  });

  it('costs the Org Admin of 300 divisions and 10,000 employee ids its page, one count and its organisation without its employees', async () => {
    const provider = suite.as(ORG_ADMIN_BIG);
    suite.meter.reset();
    const [page, own] = await Promise.all([
      usersPage(provider, { organisationId: 'BIG' }),
      details(provider, 'BIG'),
    ]);
    const usage = suite.meter.usage();
    expect(page.data).toHaveLength(USERS_PER_PAGE);
    expect(own.data[0]?.managers).toHaveLength(2);
    expect(own.data[0]?.divisions).toHaveLength(DIVISIONS);
    expect(own.data[0]).not.toHaveProperty('employees');
    expect(usage.documentReads).toBeLessThanOrEqual(USERS_PER_PAGE + 1);
    expect(usage.aggregations).toBeLessThanOrEqual(1);

    // The whole organisation document is more: its 10,000 employee ids.
    suite.meter.reset();
    await provider.getOne('organisations', { id: 'BIG' });
    expect(suite.meter.usage().bytes).toBeGreaterThan(usage.bytes + EMPLOYEE_IDS * 10);
  });
});
