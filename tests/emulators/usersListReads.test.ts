// The Users list's first page (docs/product.md §2 Users list) against the Firestore emulator with
// firestore.rules loaded, read as the screen reads it (src/resources/users/UserList.tsx,
// UsersListBody.tsx, UsersFilterBar.tsx): the page of users' rows and its count and, with one
// organisation chosen, that organisation by id with its managers (organisationChoices: never its
// employees, and its divisions only once a division control needs them). However many
// organisations, divisions or employee ids there are, a Kynd Admin's page under 'All' is its page
// size and one count, and with an organisation (an Org Admin's too) that organisation's document
// more, within 100 KB (docs/benchmarks.md). The organisation picker's answer (typing in the
// filter bar) and the Industry select's, read when it opens, are measured too.
import type { DocumentData } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { divisionMaps } from '../../src/domain/divisionMaps';
import { USERS_PER_PAGE } from '../../src/domain/userList';
import { LIST_ROWS_META } from '../../src/providers/dataSpec';
import { REFERENCE_LIST_LIMIT } from '../../src/shared/useIndustries';
import { identityDocuments, usersOf, type Identity } from './providerHarness';
import { providerSuite } from './providerSuite';
import { LIST_PAGE_KB, PICKER_KB } from '../../scripts/lib/readBudgets';

const PROJECT_ID = 'demo-kynd-users-list-reads';

const KYND_ADMIN: Identity = { uid: 'kyndAdmin', role: 'Kynd Admin', organisationId: 'K' };
const ORG_ADMIN_BIG: Identity = { uid: 'orgAdminBig', role: 'Org Admin', organisationId: 'BIG' };

const ORGANISATIONS = 200;
const PICKER_MATCHES = 20;
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

/**
 * An organisation as large.ts seeds one: divisions with their code (and by id, as the server keeps
 * them: src/domain/divisionMaps.ts), managers, every employee.
 */
function organisation(id: string, index: number, count: number, employees: number) {
  const name = id === 'BIG' ? 'Big Organisation' : `Organisation ${String(index).padStart(3, '0')}`;
  const divisions = Array.from({ length: count }, (_, i) => ({
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
  }));
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
    divisions,
    ...divisionMaps({ divisions }),
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

/** The chosen organisation, as the first page reads it (useListedOrganisation: no divisions). */
function summary(provider: ReturnType<typeof suite.as>, id: string) {
  return provider.getMany('organisationChoices', { ids: [id], meta: { details: 'managers' } });
}

/** Its divisions too, read once a division control needs them. */
function details(provider: ReturnType<typeof suite.as>, id: string) {
  return provider.getMany('organisationChoices', { ids: [id], meta: { details: true } });
}

describe("the Users list's first page", () => {
  it('costs a Kynd Admin over many organisations its page and one count under All', async () => {
    const provider = suite.as(KYND_ADMIN);
    // 'All' (the first choice): the page names each user's organisation from the user's own
    // document; no organisation, and no industry, is read.
    suite.meter.reset();
    const page = await usersPage(provider, {});
    const listed = suite.meter.usage();
    expect(page.data).toHaveLength(USERS_PER_PAGE);
    expect(listed.documentReads).toBeLessThanOrEqual(USERS_PER_PAGE);
    expect(listed.aggregations).toBeLessThanOrEqual(1);
    expect(listed.bytes / 1024).toBeLessThan(LIST_PAGE_KB);

    // The Industry select, once opened: the industries collection, whatever the organisations.
    suite.meter.reset();
    await provider.getList('industries', {
      pagination: { page: 1, perPage: REFERENCE_LIST_LIMIT },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(suite.meter.usage().documentReads).toBe(INDUSTRIES.length);
    expect(suite.meter.usage().bytes / 1024).toBeLessThan(PICKER_KB);

    // The organisation search box: each answer one short page, under an industry or not.
    for (const filter of [{ search: 'organisation 1' }, { industry: 'Retail', search: '' }]) {
      suite.meter.reset();
      const { data: found } = await provider.getList('organisationChoices', {
        filter,
        sort: { field: 'name', order: 'ASC' },
        pagination: { page: 1, perPage: PICKER_MATCHES },
      });
      const answer = suite.meter.usage();
      expect(found.length).toBeGreaterThan(0);
      expect(answer.documentReads).toBeLessThanOrEqual(PICKER_MATCHES);
      expect(answer.aggregations).toBeLessThanOrEqual(1);
      expect(answer.bytes / 1024).toBeLessThan(PICKER_KB);
    }
  });

  it('costs a Kynd Admin who chose an organisation its page, one count and that organisation', async () => {
    const provider = suite.as(KYND_ADMIN);
    for (const id of ['BIG', 'org-000']) {
      suite.meter.reset();
      const [chosenPage, chosen] = await Promise.all([
        usersPage(provider, { organisationId: id }),
        summary(provider, id),
      ]);
      const usage = suite.meter.usage();
      expect(chosenPage.data.length).toBeGreaterThan(0);
      expect(chosen.data).toHaveLength(1);
      expect(chosen.data[0]?.managers).toHaveLength(2);
      expect(chosen.data[0]).not.toHaveProperty('employees');
      expect(chosen.data[0]).not.toHaveProperty('divisions');
      expect(usage.documentReads).toBeLessThanOrEqual(USERS_PER_PAGE + 1);
      expect(usage.aggregations).toBeLessThanOrEqual(1);
      expect(usage.bytes / 1024).toBeLessThan(LIST_PAGE_KB);
    }
    // Its 60 users and its Org Admin.
    expect((await usersPage(provider, { organisationId: 'BIG' })).total).toBe(61);
  });

  it('costs the Org Admin of 300 divisions and 10,000 employee ids its page, one count and its organisation, without its employees or divisions', async () => {
    const provider = suite.as(ORG_ADMIN_BIG);
    suite.meter.reset();
    const [page, own] = await Promise.all([
      usersPage(provider, { organisationId: 'BIG' }),
      summary(provider, 'BIG'),
    ]);
    const usage = suite.meter.usage();
    expect(page.data).toHaveLength(USERS_PER_PAGE);
    expect(own.data[0]).toMatchObject({ name: 'Big Organisation', industry: 'Retail' });
    expect(own.data[0]?.managers).toHaveLength(2);
    expect(own.data[0]).not.toHaveProperty('divisions');
    expect(own.data[0]).not.toHaveProperty('employees');
    expect(usage.documentReads).toBeLessThanOrEqual(USERS_PER_PAGE + 1);
    expect(usage.aggregations).toBeLessThanOrEqual(1);
    expect(usage.bytes / 1024).toBeLessThan(LIST_PAGE_KB);

    // Its divisions, once the selectors are shown or the Division select opens: one document,
    // without the employee ids, and of the divisions only their names (not their codes).
    suite.meter.reset();
    const withDivisions = await details(provider, 'BIG');
    const divisionsRead = suite.meter.usage();
    expect(withDivisions.data[0]?.divisions).toHaveLength(DIVISIONS);
    expect(withDivisions.data[0]?.divisions?.[0]).toEqual({ id: 'BIG-d0', name: 'Division 0' });
    expect(withDivisions.data[0]).not.toHaveProperty('employees');
    expect(divisionsRead.documentReads).toBe(1);
    expect(divisionsRead.bytes / 1024).toBeLessThan(LIST_PAGE_KB);

    // The whole organisation document is more: its 10,000 employee ids.
    suite.meter.reset();
    await provider.getOne('organisations', { id: 'BIG' });
    expect(suite.meter.usage().bytes).toBeGreaterThan(divisionsRead.bytes + EMPLOYEE_IDS * 10);
  });
});
