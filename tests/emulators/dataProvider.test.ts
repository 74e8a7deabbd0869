// The data provider against the Firestore emulator with firestore.rules loaded: server-side paging
// with cursors, sorts, filters, the users' prefix search, scope per role, the named operations,
// and what a page costs in document reads. The rules judge each caller by its users and
// organisation documents (docs/roles.md): every identity has both in the data.
import type { Firestore as FullFirestore } from 'firebase/firestore';
import { doc, getDoc, Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { divisionMaps } from '../../src/domain/divisionMaps';
import { DataProviderError } from '../../src/providers/dataProvider';
import { identityDocuments, seedDocuments, usersOf, type Identity } from './providerHarness';
import { providerSuite } from './providerSuite';

const PROJECT_ID = 'demo-kynd-provider';

const KYND_ADMIN: Identity = { uid: 'kyndAdmin', role: 'Kynd Admin', organisationId: 'K' };
const ORG_ADMIN_A: Identity = { uid: 'orgAdminA', role: 'Org Admin', organisationId: 'A' };
const CLINICIAN: Identity = {
  uid: 'clinician',
  role: 'Clinician',
  organisationId: 'K',
  allowedOrganisationsIds: ['A'],
};
const STAFF: Identity = {
  uid: 'staff1',
  role: 'User',
  organisationId: 'K',
  staff: true,
  email: 'staff1@example.com',
};

const at = (iso: string) => new Date(iso);

function organisation(id: string, employees: string[] = []) {
  return {
    name: `Organisation ${id}`,
    address: '1 Street',
    phone: '+6400000',
    isActive: true,
    managers: [{ id: `orgAdmin${id}`, name: 'Olga Admin' }],
    employees,
    divisions: [
      { id: `${id}-default`, name: 'Default division' },
      { id: `${id}-sales`, name: 'Sales', description: 'Sellers' },
    ],
    industry: 'Accounting',
    customQuestionnaires: [],
    createdAt: at('2025-01-01T00:00:00Z'),
  };
}

const usersA = usersOf('A', 60);
const usersB = usersOf('B', 12);
const fixtures = {
  'organisations/A': organisation(
    'A',
    Object.keys(usersA).map((path) => path.slice(6)),
  ),
  'organisations/B': organisation(
    'B',
    Object.keys(usersB).map((path) => path.slice(6)),
  ),
  ...usersA,
  ...usersB,
  'users/orgAdminA': {
    ...Object.values(usersOf('A', 1))[0],
    firstName: 'Olga',
    lowerFirstName: 'olga',
    role: 'Org Admin',
    isActive: true,
  },
  'users/clinician': {
    ...Object.values(usersOf('K', 1))[0],
    role: 'Clinician',
    allowedOrganisationsIds: ['A'],
  },
  'users/kyndAdmin': { ...Object.values(usersOf('K', 1))[0], role: 'Kynd Admin' },
  'codes/codeA': {
    code: 'ALPHA',
    organisationId: 'A',
    organisationName: 'Organisation A',
    divisionId: 'A-default',
    divisionName: 'Default division',
    isActive: true,
    currentUsage: 1,
    maximumUsage: 20,
  },
  'questionnaireAlerts/alertA': {
    user: { firstName: 'Ann', lastName: 'Alert' },
    organisation: { id: 'A', name: 'Organisation A' },
    division: { name: 'Default division' },
    createdAt: at('2026-01-02T00:00:00Z'),
    questionnaireAlerts: { hearing: true },
    hearingStatus: 'Open',
    status: 'Open',
    actions: [],
  },
  'organisationsScoresHistories/A_all_sleep': {
    organisationId: 'A',
    divisionId: 'all',
    questionnaire: 'sleep',
    history: {
      sleep: [{ green: 3, orange: 2, red: 1, calculatedAt: at('2026-01-01T00:00:00Z') }],
    },
  },
};
// The provider's organisation K (active) and the staff member's users document.
const baseData = {
  ...fixtures,
  ...identityDocuments([KYND_ADMIN, ORG_ADMIN_A, CLINICIAN, STAFF], fixtures),
};

const suite = providerSuite(PROJECT_ID, baseData);
const as = suite.as;

/** How many of an organisation's users are subscription users, read past the rules. */
async function subscribersOf(organisationId: string): Promise<number> {
  let count = 0;
  await suite.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as FullFirestore;
    const { collection, getDocs, query, where } = await import('firebase/firestore');
    const snapshot = await getDocs(
      query(
        collection(db, 'users'),
        where('organisation.id', '==', organisationId),
        where('isSubscriptionUser', '==', true),
      ),
    );
    count = snapshot.size;
  });
  return count;
}

const names = (records: { lowerFirstName?: unknown }[]) =>
  records.map((record) => String(record.lowerFirstName));

describe('getList paging', () => {
  it('walks three pages forward and back on cursors, at most 26 reads and one count each (none for the short last page)', async () => {
    const provider = as(KYND_ADMIN);
    const all = Object.values(usersA)
      .map((user) => String(user.lowerFirstName))
      .sort();
    const request = (page: number) =>
      provider.getList('users', {
        pagination: { page, perPage: 25 },
        sort: { field: 'firstName', order: 'ASC' },
        filter: { organisationId: 'A', role: 'User' },
      });

    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      suite.meter.reset();
      const { data, total } = await request(page);
      expect(total).toBe(60);
      expect(data).toHaveLength(page === 3 ? 10 : 25);
      seen.push(...names(data));
      // The short last page shows where the list ends: its total needs no count.
      expect(suite.meter.usage()).toMatchObject({
        documentReads: page === 3 ? 10 : 25,
        aggregations: page === 3 ? 0 : 1,
        requests: page === 3 ? 1 : 2,
      });
    }
    expect(seen).toEqual(all);

    suite.meter.reset();
    const back = await request(2);
    expect(names(back.data)).toEqual(all.slice(25, 50));
    expect(suite.meter.usage().documentReads).toBe(25);
  });

  it('jumps straight to the last page reading only that page, then steps back', async () => {
    const provider = as(KYND_ADMIN);
    const { data, total } = await provider.getList('users', {
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'lowerFirstName', order: 'ASC' },
      filter: { organisationId: 'A', role: 'User' },
    });
    const all = Object.values(usersA)
      .map((user) => String(user.lowerFirstName))
      .sort();
    expect(total).toBe(60);
    expect(names(data)).toEqual(all.slice(50));
    expect(suite.meter.usage().documentReads).toBe(10);
    expect(suite.meter.usage().aggregations).toBe(1);

    // Back one page: ends before the first document of the last page.
    suite.meter.reset();
    const previous = await provider.getList('users', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'lowerFirstName', order: 'ASC' },
      filter: { organisationId: 'A', role: 'User' },
    });
    expect(names(previous.data)).toEqual(all.slice(25, 50));
    expect(suite.meter.usage()).toMatchObject({ documentReads: 25, aggregations: 1 });
  });

  it('costs the same per page whatever the collection size', async () => {
    await seedDocuments(suite.env, usersOf('C', 1200));
    const provider = as(KYND_ADMIN);
    for (const organisationId of ['B', 'C']) {
      suite.meter.reset();
      await provider.getList('users', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'createdAt', order: 'DESC' },
        filter: { organisationId },
      });
      // B's 12 users fit on the page: no count is needed for them.
      expect(suite.meter.usage()).toMatchObject({
        documentReads: organisationId === 'B' ? 12 : 25,
        aggregations: organisationId === 'B' ? 0 : 1,
      });
    }
    suite.meter.reset();
    const second = await provider.getList('users', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { organisationId: 'C' },
    });
    expect(second.total).toBe(1200);
    expect(suite.meter.usage().documentReads).toBe(25);
  });

  it('sorts newest first and by id', async () => {
    const provider = as(KYND_ADMIN);
    const { data } = await provider.getList('users', {
      pagination: { page: 1, perPage: 12 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { organisationId: 'B' },
    });
    // Made at the same moment (usersOf): the newest first, then the ids in the same direction.
    expect(data.map((user) => user.id)).toEqual(
      Object.keys(usersB)
        .map((path) => path.slice(6))
        .sort()
        .reverse(),
    );
    const byId = await provider.getList('users', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: { organisationId: 'B' },
    });
    expect(byId.data.map((user) => user.id)).toEqual(
      Object.keys(usersB)
        .map((path) => path.slice(6))
        .sort()
        .slice(0, 5),
    );
  });

  it('filters on equality and refuses a filter or sort it does not offer', async () => {
    const provider = as(KYND_ADMIN);
    const inactive = await provider.getList('users', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'firstName', order: 'ASC' },
      filter: { organisationId: 'A', isActive: false },
    });
    expect(inactive.total).toBe(Object.values(usersA).filter((user) => !user.isActive).length);
    expect(inactive.data.every((user) => user.isActive === false)).toBe(true);
    await expect(
      provider.getList('users', { filter: { email: 'x@example.com' } }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(
      provider.getList('users', { sort: { field: 'phone', order: 'ASC' } }),
    ).rejects.toThrow(/Sorting by "phone" is not offered/);
  });

  it('finds users by a lower-case name prefix within one organisation', async () => {
    const provider = as(KYND_ADMIN);
    const { data, total } = await provider.getList('users', {
      pagination: { page: 1, perPage: 25 },
      filter: { organisationId: 'A', search: { field: 'firstName', term: '  ALB ' } },
    });
    const expected = Object.values(usersA)
      .map((user) => String(user.lowerFirstName))
      .filter((name) => name.startsWith('alb'))
      .sort();
    expect(total).toBe(expected.length);
    expect(names(data)).toEqual(expected);
    expect(data.every((user) => (user.organisation as { id: string }).id === 'A')).toBe(true);
  });

  it("searches every organisation of a provider admin's scope when none is named", async () => {
    // The Users list asks for an organisation first (docs/product.md §2); the move screen's picker does not.
    const documents: [string, Record<string, unknown>][] = Object.entries(baseData);
    const expected = documents
      .filter(
        ([path, document]) =>
          path.startsWith('users/') && String(document.lowerFirstName ?? '').startsWith('al'),
      )
      .map(([path]) => path.slice('users/'.length))
      .sort();
    const { total, data } = await as(KYND_ADMIN).getList('users', {
      pagination: { page: 1, perPage: 100 },
      filter: { search: { field: 'firstName', term: 'Al' } },
    });
    expect(total).toBe(expected.length);
    expect(data.map((user) => String(user.id)).sort()).toEqual(expected);
    // Across organisations.
    expect(
      new Set(data.map((user) => (user.organisation as { id: string }).id)).size,
    ).toBeGreaterThan(1);
  });
});

describe('scope by role', () => {
  it('gives an Org Admin only their organisation, and nothing for another', async () => {
    const provider = as(ORG_ADMIN_A);
    const own = await provider.getList('users', { pagination: { page: 1, perPage: 100 } });
    expect(own.total).toBe(61);
    expect(own.data.every((user) => (user.organisation as { id: string }).id === 'A')).toBe(true);
    const other = await provider.getList('users', { filter: { organisationId: 'B' } });
    expect(other).toEqual({ data: [], total: 0 });
    const organisations = await provider.getList('organisations', {});
    expect(organisations.data.map((record) => record.id)).toEqual(['A']);
    const codes = await provider.getList('codes', {});
    expect(codes.data.map((record) => record.id)).toEqual(['codeA']);
  });

  it('surfaces a refused read as permission-denied', async () => {
    const provider = as(ORG_ADMIN_A);
    const error: unknown = await provider
      .getOne('users', { id: 'B-u00000' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataProviderError);
    expect(error).toMatchObject({ code: 'permission-denied' });
    expect(String((error as Error).message)).toMatch(/getOne users B-u00000: permission denied/);
  });

  it('gives a clinician their allowed organisations only', async () => {
    const provider = as(CLINICIAN);
    const users = await provider.getList('users', { pagination: { page: 1, perPage: 5 } });
    expect(users.total).toBe(61);
    const organisations = await provider.getList('organisations', {});
    expect(organisations.data.map((record) => record.id)).toEqual(['A']);
    expect(await provider.getList('users', { filter: { organisationId: 'B' } })).toEqual({
      data: [],
      total: 0,
    });
  });

  it('gives a Kynd Admin and allow-listed staff everything', async () => {
    for (const identity of [KYND_ADMIN, STAFF]) {
      const provider = as(identity);
      const organisations = await provider.getList('organisations', {});
      expect(organisations.data.map((record) => record.id)).toEqual(['A', 'B', 'K']);
      const users = await provider.getList('users', { pagination: { page: 1, perPage: 1 } });
      expect(users.total).toBe(76);
    }
  });

  it('gives a staff e-mail nothing when the token does not carry it verified', async () => {
    // getOne: a refused list would also leave paging's parallel count rejected unhandled.
    const provider = as({ ...STAFF, email: undefined });
    await expect(provider.getOne('organisations', { id: 'B' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(provider.getOne('users', { id: 'B-u00000' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('refuses every call when signed out', async () => {
    await expect(as(null).getList('articles', {})).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });
});

describe('writes', () => {
  it('refuses creating a user directly: the createUser callable does it', async () => {
    for (const identity of [ORG_ADMIN_A, KYND_ADMIN]) {
      const connection = suite.connect(identity);
      await expect(
        connection.provider.create('users', {
          data: {
            id: 'newUser',
            firstName: 'Nina',
            lastName: 'New',
            lowerFirstName: 'nina',
            lowerLastName: 'new',
            email: 'nina@example.com',
            password: 'Secret123',
            role: 'User',
            organisation: { id: 'A', name: 'Organisation A' },
            division: { id: 'A-default', name: 'Default division' },
            isActive: true,
          },
        }),
      ).rejects.toMatchObject({ code: 'permission-denied' });
    }
    const connection = suite.connect(KYND_ADMIN);
    expect((await getDoc(doc(connection.db, 'users/newUser'))).exists()).toBe(false);
  });

  it('updates only the changed fields, with Timestamps, and refuses role and status changes', async () => {
    const connection = suite.connect(KYND_ADMIN);
    const provider = connection.provider;
    const { data: before } = await provider.getOne('users', { id: 'A-u00001' });
    const { data } = await provider.update('users', {
      id: 'A-u00001',
      data: { ...before, isSubscriptionUser: true },
      previousData: before,
    });
    expect(data.isSubscriptionUser).toBe(true);
    const stored = await getDoc(doc(connection.db, 'users/A-u00001'));
    expect(stored.get('updatedAt')).toBeInstanceOf(Timestamp);
    for (const change of [{ role: 'Kynd Admin' }, { isActive: false }]) {
      for (const writer of [provider, as(ORG_ADMIN_A)]) {
        await expect(
          writer.update('users', {
            id: 'A-u00001',
            data: { ...before, ...change },
            previousData: before,
          }),
        ).rejects.toMatchObject({ code: 'permission-denied' });
      }
    }
  });

  it('updates many users in batches', async () => {
    const provider = as(KYND_ADMIN);
    const ids = Object.keys(usersA).map((path) => path.slice(6));
    const { data } = await provider.updateMany('users', {
      ids,
      data: { isSubscriptionUser: true },
    });
    expect(data).toEqual(ids);
    expect(await subscribersOf('A')).toBe(60);
  });

  it('appends an alert action by the caller and sets the statuses in one write', async () => {
    const provider = as(ORG_ADMIN_A);
    const written = await provider.appendAlertAction('alertA', 'orgAdminA', {
      questionnaire: 'hearing',
      status: 'Resolved',
      comment: 'Referred',
    });
    const { data } = await provider.getOne('questionnaireAlerts', { id: 'alertA' });
    // The stored alert has no summary yet (as the mobile app writes one): the write leaves it to
    // the server's trigger, and the answer already counts the new action.
    const { actionsSummary, ...stored } = written;
    expect(data).toMatchObject(stored);
    expect(actionsSummary).toMatchObject({ hearing: { count: 1 }, vision: { count: 0 } });
    expect(data).toMatchObject({ status: 'Resolved', hearingStatus: 'Resolved' });
    expect(data.actions).toEqual([
      expect.objectContaining({
        comment: 'Referred',
        status: 'Resolved',
        questionnaire: 'hearing',
        actionUser: expect.objectContaining({ id: 'orgAdminA', firstName: 'Olga' }),
      }),
    ]);
  });
});

describe('divisions and notifications', () => {
  it('lists, creates, edits and removes divisions inside the organisation document', async () => {
    const provider = as(ORG_ADMIN_A);
    const listed = await provider.getList('divisions', { sort: { field: 'name', order: 'DESC' } });
    expect(listed.data.map((division) => division.name)).toEqual(['Sales', 'Default division']);
    const { data: created } = await provider.create('divisions', {
      data: { organisationId: 'A', name: 'Ops', description: 'Operations' },
    });
    const { data: edited } = await provider.update('divisions', {
      id: created.id,
      data: { name: 'Operations' },
      previousData: created,
    });
    expect(edited).toMatchObject({ id: created.id, name: 'Operations', organisationId: 'A' });
    await expect(
      provider.update('divisions', {
        id: 'A-default',
        data: { name: 'Renamed' },
        previousData: { id: 'A-default', organisationId: 'A' },
      }),
    ).rejects.toMatchObject({ code: 'failed-precondition' });
    await provider.delete('divisions', { id: created.id, meta: { organisationId: 'A' } });
    const after = await provider.getList('divisions', { filter: { organisationId: 'A' } });
    expect(after.data.map((division) => division.id)).toEqual(['A-default', 'A-sales']);
    await expect(
      provider.update('divisions', {
        id: 'B-sales',
        data: { name: 'X' },
        previousData: { id: 'B-sales', organisationId: 'B' },
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('offers a changed division at once where the organisation choices list divisions', async () => {
    // With the division maps, as every organisation has them once migrated.
    const { divisions } = organisation('A');
    await seedDocuments(suite.env, {
      'organisations/A': { ...fixtures['organisations/A'], ...divisionMaps({ divisions }) },
    });
    const stale: string[] = [];
    const provider = suite.connect(ORG_ADMIN_A, (resource) => stale.push(resource)).provider;
    /** What the Create code and Create user screens offer, read again after each change. */
    const offered = async () =>
      (
        await provider.getOne('organisationChoices', { id: 'A', meta: { details: true } })
      ).data.divisions.map(({ name }: { name: string }) => name);
    expect(await offered()).toEqual(['Default division', 'Sales']);
    const { data: created } = await provider.create('divisions', {
      data: { organisationId: 'A', name: 'Night shift' },
    });
    expect(stale).toEqual(expect.arrayContaining(['divisions', 'organisationChoices']));
    expect(await offered()).toEqual(['Default division', 'Night shift', 'Sales']);
    stale.length = 0;
    await provider.update('divisions', {
      id: created.id,
      data: { name: 'Nights' },
      previousData: created,
    });
    expect(stale).toEqual(expect.arrayContaining(['divisions', 'organisationChoices']));
    expect(await offered()).toEqual(['Default division', 'Nights', 'Sales']);
    stale.length = 0;
    await provider.delete('divisions', { id: created.id, meta: { organisationId: 'A' } });
    expect(stale).toEqual(expect.arrayContaining(['divisions', 'organisationChoices']));
    expect(await offered()).toEqual(['Default division', 'Sales']);
  });

  it("keeps the organisation's division maps in step with each change, and lists from them", async () => {
    const divisions = organisation('A').divisions;
    await seedDocuments(suite.env, {
      'organisations/A': { ...fixtures['organisations/A'], ...divisionMaps({ divisions }) },
    });
    const connection = suite.connect(ORG_ADMIN_A);
    const provider = connection.provider;
    /** The stored maps against the ones the stored list gives. */
    const expectMapsInStep = async () => {
      const stored = (await getDoc(doc(connection.db, 'organisations/A'))).data() ?? {};
      const { divisionNames, divisionsById } = divisionMaps(stored);
      expect(stored.divisionNames).toEqual(divisionNames);
      expect(stored.divisionsById).toEqual(divisionsById);
      return stored.divisions as { id: string }[];
    };
    const { data: created } = await provider.create('divisions', {
      data: { organisationId: 'A', name: 'Ops', description: 'Operations' },
    });
    expect(await expectMapsInStep()).toHaveLength(3);
    await provider.update('divisions', {
      id: created.id,
      data: { name: 'Operations' },
      previousData: created,
    });
    await expectMapsInStep();
    const listed = await provider.getList('divisions', {
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: 2 },
    });
    expect(listed.total).toBe(3);
    expect(listed.data).toEqual([
      { id: 'A-default', name: 'Default division', organisationId: 'A' },
      { id: created.id, name: 'Operations', description: 'Operations', organisationId: 'A' },
    ]);
    await provider.delete('divisions', { id: created.id, meta: { organisationId: 'A' } });
    expect((await expectMapsInStep()).map(({ id }) => id)).toEqual(['A-default', 'A-sales']);
  });

  it('lists the newest 100 notifications of an organisation', async () => {
    const notifications: Record<string, Record<string, unknown>> = {};
    for (let index = 0; index < 105; index += 1) {
      notifications[`organisations/A/notifications/n${String(index).padStart(3, '0')}`] = {
        title: `Title ${index}`,
        body: 'Body',
        color: ['red'],
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
      };
    }
    await seedDocuments(suite.env, notifications);
    const provider = as(KYND_ADMIN);
    const first = await provider.getList('notifications', {
      pagination: { page: 1, perPage: 25 },
      filter: { organisationId: 'A' },
    });
    expect(first.total).toBe(100);
    expect(first.data[0]).toMatchObject({ id: 'A/n104', title: 'Title 104' });
    const last = await provider.getList('notifications', {
      pagination: { page: 4, perPage: 25 },
      filter: { organisationId: 'A' },
    });
    expect(last.data.map((record) => record.title).at(-1)).toBe('Title 5');
    const beyond = await provider.getList('notifications', {
      pagination: { page: 5, perPage: 25 },
      filter: { organisationId: 'A' },
    });
    expect(beyond.data).toEqual([]);
    await provider.create('notifications', {
      data: { organisationId: 'B', title: 'Hello', body: 'World', color: ['green'] },
    });
    const forB = await provider.getList('notifications', { filter: { organisationId: 'B' } });
    expect(forB.data).toEqual([
      expect.objectContaining({ title: 'Hello', organisationId: 'B', createdAt: expect.any(Date) }),
    ]);
  });
});

describe('named operations', () => {
  it('inactivates an organisation and flags all its employees in batches of 450', async () => {
    const big = usersOf('C', 500);
    await seedDocuments(suite.env, {
      ...big,
      'organisations/C': organisation(
        'C',
        Object.keys(big).map((path) => path.slice(6)),
      ),
    });
    const provider = as(KYND_ADMIN);
    suite.meter.reset();
    await provider.setOrganisationActive('C', false);
    const commits = suite.meter.usage();
    expect(commits.writes).toBe(501);
    expect(await subscribersOf('C')).toBe(500);
    expect((await provider.getOne('organisations', { id: 'C' })).data.isActive).toBe(false);
  }, 120_000);

  it('removes a manager, and leaves every other membership change to the callables', async () => {
    const connection = suite.connect(KYND_ADMIN);
    const provider = connection.provider;
    await provider.removeManager('B', 'orgAdminB');
    const { data: organisationB } = await provider.getOne('organisations', { id: 'B' });
    expect(organisationB.managers).toEqual([]);
    // Adding managers or employees, moves and clinician permissions: updateUser / createUser.
    await expect(
      provider.update('organisations', {
        id: 'B',
        data: { ...organisationB, employees: [...(organisationB.employees as string[]), 'x'] },
        previousData: organisationB,
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      provider.update('users', {
        id: 'clinician',
        data: { allowedOrganisationsIds: ['A', 'B'] },
        previousData: { allowedOrganisationsIds: ['A'] },
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('reads a score history with Dates, and an absent one as empty', async () => {
    const provider = as(ORG_ADMIN_A);
    expect(
      await provider.getScoresHistory({
        organisationId: 'A',
        divisionId: 'all',
        questionnaire: 'sleep',
      }),
    ).toEqual({
      sleep: [{ green: 3, orange: 2, red: 1, calculatedAt: at('2026-01-01T00:00:00Z') }],
    });
    expect(
      await provider.getScoresHistory({
        organisationId: 'A',
        divisionId: 'A-sales',
        questionnaire: 'sleep',
      }),
    ).toEqual({});
  });

  it('answers the recipients query with tokens of consenting users and every matched id', async () => {
    await seedDocuments(
      suite.env,
      usersOf('D', 4, (index) => ({
        ...(index < 3 ? { deviceToken: `token-${index}` } : {}),
        isReceivingPushNotifications: index !== 1,
        scores: { life: { life: { colour: index % 2 === 0 ? 'red' : 'green' } } },
      })),
    );
    const provider = as(KYND_ADMIN);
    const result = await provider.getRecipients([
      { fieldPath: 'organisation.id', opStr: '==', value: 'D' },
      { fieldPath: 'scores.life.life.colour', opStr: 'in', value: ['red'] },
    ]);
    expect(result.ids.sort()).toEqual(['D-u00000', 'D-u00002']);
    expect(result.recipients).toEqual([
      { id: 'D-u00000', deviceToken: 'token-0' },
      { id: 'D-u00002', deviceToken: 'token-2' },
    ]);
  });
});
