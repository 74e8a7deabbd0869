// Request shapes and error paths of the data provider, with the Firestore REST API played by MSW:
// what a real emulator cannot produce (a network failure), and the exact
// queries sent (limit, orderBy, cursors, the scope filter).
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { getFirestore, setLogLevel } from 'firebase/firestore/lite';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DataScope } from '@/domain/session';
import type { KyndDataProvider } from '@/providers/types';
import { createDataProvider, DataProviderError } from '@/providers/dataProvider';
import { createFirestoreRest } from '@/providers/firestoreRest';
import { DATA_SPECS } from '@/resources/registry';

const PROJECT = 'demo-kynd-msw';
const DOCUMENTS = `projects/${PROJECT}/databases/(default)/documents`;

interface Captured {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

let captured: Captured[] = [];
let queryResponse: (body: Record<string, unknown>) => unknown[] = () => [];
let total = 0;

function userDocument(index: number) {
  const name = `user${String(index).padStart(3, '0')}`;
  return {
    name: `${DOCUMENTS}/users/${name}`,
    fields: {
      lowerFirstName: { stringValue: name },
      organisation: {
        mapValue: { fields: { id: { stringValue: 'A' }, name: { stringValue: 'Org A' } } },
      },
      createdAt: { timestampValue: '2026-01-02T03:04:05.000Z' },
    },
    createTime: '2026-01-01T00:00:00Z',
    updateTime: '2026-01-01T00:00:00Z',
  };
}

const usersPage = (from: number, count: number) =>
  Array.from({ length: count }, (_, offset) => ({
    document: userDocument(from + offset),
    readTime: '2026-01-01T00:00:00Z',
  }));

function record(request: Request, body: Record<string, unknown>): void {
  const { pathname } = new URL(request.url);
  const method = pathname.slice(pathname.lastIndexOf(':') + 1);
  captured.push({ method, path: decodeURIComponent(pathname), body });
}

const handlers = [
  http.post(/:runQuery(\?|$)/, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    record(request, body);
    return HttpResponse.json(queryResponse(body));
  }),
  http.post(/:runAggregationQuery(\?|$)/, async ({ request }) => {
    const body = (await request.json()) as {
      structuredAggregationQuery: { aggregations: { alias: string }[] };
    };
    record(request, body as unknown as Record<string, unknown>);
    const alias = body.structuredAggregationQuery.aggregations[0]?.alias ?? 'aggregate_0';
    return HttpResponse.json([
      {
        result: { aggregateFields: { [alias]: { integerValue: String(total) } } },
        readTime: '2026-01-01T00:00:00Z',
      },
    ]);
  }),
  http.post(/:batchGet(\?|$)/, async ({ request }) => {
    const body = (await request.json()) as { documents: string[] };
    record(request, body as unknown as Record<string, unknown>);
    return HttpResponse.json(
      body.documents.map((name) => ({ missing: name, readTime: '2026-01-01T00:00:00Z' })),
    );
  }),
  http.post(/:commit(\?|$)/, async ({ request }) => {
    const body = (await request.json()) as { writes: unknown[] };
    record(request, body as unknown as Record<string, unknown>);
    return HttpResponse.json({
      writeResults: body.writes.map(() => ({ updateTime: '2026-01-01T00:00:00Z' })),
      commitTime: '2026-01-01T00:00:00Z',
    });
  }),
];

const server = setupServer(...handlers);

const restFor = () =>
  createFirestoreRest({
    origin: 'https://firestore.googleapis.com',
    projectId: PROJECT,
    credentials: async () => ({ token: 'test-token', uid: 'kynd-admin' }),
  });
let app: FirebaseApp;
let scope: DataScope | null;
let provider: KyndDataProvider;

beforeAll(() => {
  setLogLevel('silent');
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

beforeEach(() => {
  captured = [];
  total = 60;
  queryResponse = () => usersPage(0, 25);
  scope = { kind: 'all' };
  app = initializeApp({ projectId: PROJECT, apiKey: 'test-key' }, `msw-${Math.random()}`);
  provider = createDataProvider({
    resources: DATA_SPECS,
    db: getFirestore(app),
    rest: restFor(),
    getScope: () => scope,
  });
});

afterEach(async () => {
  server.resetHandlers();
  await deleteApp(app);
});

const queries = () => captured.filter((request) => request.method === 'runQuery');
type StructuredQuery = {
  where?: unknown;
  orderBy?: { field: { fieldPath: string }; direction: string }[];
  limit?: number | { value: number };
  startAt?: { before?: boolean; values: Record<string, unknown>[] };
  endAt?: { before?: boolean; values: Record<string, unknown>[] };
  from?: { collectionId: string }[];
};
const structured = (request: Captured | undefined) =>
  (request?.body.structuredQuery ?? {}) as StructuredQuery;
const limitOf = (query: StructuredQuery) =>
  typeof query.limit === 'object' ? query.limit.value : query.limit;

describe('getList request shape', () => {
  it('asks for one page with orderBy and limit, and counts with an aggregation', async () => {
    const { data, total: count } = await provider.getList('users', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'firstName', order: 'ASC' },
      filter: { organisationId: 'A' },
    });
    expect(count).toBe(60);
    expect(data).toHaveLength(25);
    expect(data[0]).toMatchObject({ id: 'user000', createdAt: new Date('2026-01-02T03:04:05Z') });
    const [request] = queries();
    const query = structured(request);
    expect(query.from).toEqual([{ collectionId: 'users' }]);
    expect(limitOf(query)).toBe(25);
    expect(query.orderBy).toEqual([
      { field: { fieldPath: 'lowerFirstName' }, direction: 'ASCENDING' },
      { field: { fieldPath: '__name__' }, direction: 'ASCENDING' },
    ]);
    expect(JSON.stringify(query.where)).toContain('"fieldPath":"organisation.id"');
    expect(captured.filter((entry) => entry.method === 'runAggregationQuery')).toHaveLength(1);
  });

  it("starts page 2 after page 1's last document", async () => {
    const params = {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'firstName', order: 'ASC' as const },
      filter: { organisationId: 'A' },
    };
    await provider.getList('users', params);
    queryResponse = () => usersPage(25, 25);
    captured = [];
    await provider.getList('users', { ...params, pagination: { page: 2, perPage: 25 } });
    const query = structured(queries()[0]);
    expect(limitOf(query)).toBe(25);
    expect(query.startAt).toEqual({
      before: false,
      values: [{ stringValue: 'user024' }, { referenceValue: `${DOCUMENTS}/users/user024` }],
    });
  });

  it('reads a code by its value in document id order, unsorted, with no count for a short page', async () => {
    scope = { kind: 'organisation', organisationId: 'A' };
    queryResponse = () => [
      {
        document: {
          name: `${DOCUMENTS}/codes/code-join1`,
          fields: { code: { stringValue: 'JOIN1' }, organisationId: { stringValue: 'A' } },
          createTime: '2026-01-01T00:00:00Z',
          updateTime: '2026-01-01T00:00:00Z',
        },
        readTime: '2026-01-01T00:00:00Z',
      },
    ];
    const params = {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'currentUsage', order: 'DESC' as const },
      filter: { organisationId: 'A', code: 'JOIN1' },
    };
    const { data, total: count } = await provider.getList('codes', params);
    expect(data.map((code) => code.id)).toEqual(['code-join1']);
    expect(count).toBe(1);
    expect(captured.map((entry) => entry.method)).toEqual(['runQuery']);
    const query = structured(queries()[0]);
    expect(query.orderBy).toEqual([{ field: { fieldPath: '__name__' }, direction: 'ASCENDING' }]);
    expect(JSON.stringify(query.where)).toContain('"fieldPath":"code"');

    // A later page (a stale URL) pages on the document id as well: nothing is left after the one.
    captured = [];
    total = 1;
    const later = await provider.getList('codes', {
      ...params,
      pagination: { page: 3, perPage: 25 },
    });
    expect(later).toEqual({ data: [], total: 1 });
    expect(captured.map((entry) => entry.method)).toEqual(['runAggregationQuery']);
  });

  it('reaches the last page from the end with the count, reading only that page', async () => {
    queryResponse = () => usersPage(50, 10);
    await provider.getList('users', {
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'firstName', order: 'ASC' },
      filter: { organisationId: 'A' },
    });
    expect(captured.map((entry) => entry.method)).toEqual(['runAggregationQuery', 'runQuery']);
    const query = structured(queries()[0]);
    // limitToLast is sent as the reversed order with a limit.
    expect(limitOf(query)).toBe(10);
    expect(query.orderBy?.[0]).toEqual({
      field: { fieldPath: 'lowerFirstName' },
      direction: 'DESCENDING',
    });
  });

  it("reads an Org Admin's and a clinician's users from the directory, the provider's from users", async () => {
    const params = {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'lastName', order: 'ASC' as const },
      filter: { organisationId: 'A', role: 'User' },
    };
    const cases: [DataScope, string][] = [
      [{ kind: 'organisation', organisationId: 'A' }, 'userDirectory'],
      [{ kind: 'organisations', organisationIds: ['A'] }, 'userDirectory'],
      [{ kind: 'all' }, 'users'],
    ];
    for (const [caller, collectionId] of cases) {
      scope = caller;
      captured = [];
      await provider.getList('users', params);
      expect(structured(queries()[0]).from, caller.kind).toEqual([{ collectionId }]);
    }
  });

  it('refuses a filter the users list does not offer, and a name sorted Z to A', async () => {
    scope = { kind: 'organisation', organisationId: 'A' };
    for (const filter of [{ email: 'a@example.com' }, { isSubscriptionUser: true }]) {
      await expect(
        provider.getList('users', { filter: { organisationId: 'A', ...filter } }),
      ).rejects.toMatchObject({ code: 'invalid-argument' });
    }
    await expect(
      provider.getList('users', { sort: { field: 'lastName', order: 'DESC' } }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(captured).toEqual([]);
  });

  it('refuses the alerts and the activity oldest first, before any request', async () => {
    for (const [resource, field] of [
      ['questionnaireAlerts', 'createdAt'],
      ['activity', 'at'],
    ] as const) {
      await expect(
        provider.getList(resource, { sort: { field, order: 'ASC' } }),
      ).rejects.toMatchObject({
        code: 'invalid-argument',
        message: expect.stringMatching(/newest first only/),
      });
    }
    expect(captured).toEqual([]);
    await provider.getList('questionnaireAlerts', { sort: { field: 'createdAt', order: 'DESC' } });
    expect(structured(queries()[0]).orderBy?.[0]).toEqual({
      field: { fieldPath: 'createdAt' },
      direction: 'DESCENDING',
    });
  });

  it("scopes an Org Admin's query to their organisation, whatever the filter says", async () => {
    scope = { kind: 'organisation', organisationId: 'A' };
    await provider.getList('questionnaireAlerts', {});
    expect(JSON.stringify(structured(queries()[0]).where)).toMatch(
      /"fieldPath":"organisation.id"\},"op":"EQUAL","value":\{"stringValue":"A"\}/,
    );
    captured = [];
    expect(await provider.getList('users', { filter: { organisationId: 'B' } })).toEqual({
      data: [],
      total: 0,
    });
    expect(captured).toEqual([]);
  });

  it("lists the industries' aggregate figures for an Org Admin without an organisation filter", async () => {
    scope = { kind: 'organisation', organisationId: 'A' };
    queryResponse = () => [];
    await provider.getList('industryScores', { pagination: { page: 1, perPage: 100 } });
    const query = structured(queries()[0]);
    expect(query.from).toEqual([{ collectionId: 'industryScores' }]);
    expect(query.where).toBeUndefined();
    expect(query.orderBy?.[0]?.field).toEqual({ fieldPath: 'industry' });
  });

  it("asks for a clinician's organisations with an IN filter", async () => {
    scope = { kind: 'organisations', organisationIds: ['A', 'C'] };
    await provider.getList('codes', {});
    const where = JSON.stringify(structured(queries()[0]).where);
    expect(where).toContain('"fieldPath":"organisationId"');
    expect(where).toContain('"op":"IN"');
    expect(where).toContain('{"stringValue":"C"}');
  });

  it('lists notifications from the organisation sub-collection, newest first', async () => {
    queryResponse = () => [];
    total = 0;
    await provider.getList('notifications', { filter: { organisationId: 'A' } });
    const [request] = queries();
    expect(request?.path).toContain(`${DOCUMENTS}/organisations/A:runQuery`);
    expect(structured(request).from).toEqual([{ collectionId: 'notifications' }]);
    expect(structured(request).orderBy?.[0]).toEqual({
      field: { fieldPath: 'createdAt' },
      direction: 'DESCENDING',
    });
  });
});

describe('records', () => {
  it("orders an organisation's divisions by name", async () => {
    server.use(
      http.post(/:batchGet(\?|$)/, async ({ request }) => {
        const body = (await request.json()) as { documents: string[] };
        const division = (id: string, name: string) => ({
          mapValue: { fields: { id: { stringValue: id }, name: { stringValue: name } } },
        });
        return HttpResponse.json([
          {
            found: {
              name: body.documents[0],
              fields: {
                name: { stringValue: 'Org A' },
                divisions: {
                  arrayValue: {
                    values: [division('d2', 'Sales'), division('d1', 'Default division')],
                  },
                },
              },
              createTime: '2026-01-01T00:00:00Z',
              updateTime: '2026-01-01T00:00:00Z',
            },
            readTime: '2026-01-01T00:00:00Z',
          },
        ]);
      }),
    );
    const { data } = await provider.getOne('organisations', { id: 'A' });
    expect(data.divisions).toEqual([
      { id: 'd1', name: 'Default division' },
      { id: 'd2', name: 'Sales' },
    ]);
  });
});

describe('writes', () => {
  /** As the app builds it: the signed-in Kynd Admin's uid signs the writes of users. */
  const signedInProvider = () =>
    createDataProvider({
      resources: DATA_SPECS,
      db: getFirestore(app),
      rest: restFor(),
      getScope: () => scope,
      getUid: () => 'kynd-admin',
    });

  it('never sends a password and sends Dates as timestamps', async () => {
    await signedInProvider().create('users', {
      data: {
        id: 'u1',
        firstName: 'Ann',
        password: 'Secret123',
        birthDate: new Date('1990-05-06T00:00:00Z'),
        organisation: { id: 'A', name: 'Org A' },
      },
    });
    const [commit] = captured.filter((entry) => entry.method === 'commit');
    const body = JSON.stringify(commit?.body);
    expect(body).not.toContain('password');
    expect(body).not.toContain('Secret123');
    expect(body).toContain('"birthDate":{"timestampValue":"1990-05-06T00:00:00');
    expect(body).toContain(`${DOCUMENTS}/users/u1`);
  });

  it("commits an organisation's members' updates in batches of 450, a page of ids each", async () => {
    server.use(
      http.post(/:batchGet(\?|$)/, async ({ request }) => {
        const body = (await request.json()) as { documents: string[] };
        record(request, body as unknown as Record<string, unknown>);
        return HttpResponse.json(
          body.documents.map((name) => ({
            found: {
              name,
              fields: { isActive: { booleanValue: true } },
              createTime: '2026-01-01T00:00:00Z',
              updateTime: '2026-01-01T00:00:00Z',
            },
            readTime: '2026-01-01T00:00:00Z',
          })),
        );
      }),
    );
    // 1,000 members, paged by id after the last id of the page before.
    total = 1000;
    queryResponse = (body) => {
      const structured = body.structuredQuery as {
        limit?: number | { value: number };
        startAt?: { values: { referenceValue: string }[] };
      };
      const after = structured.startAt?.values[0]?.referenceValue;
      const from = after ? Number(after.slice(after.lastIndexOf('user') + 4)) + 1 : 0;
      const limit =
        typeof structured.limit === 'number' ? structured.limit : (structured.limit?.value ?? 0);
      return usersPage(from, Math.max(0, Math.min(limit, total - from)));
    };
    const progress: number[] = [];
    await signedInProvider().setOrganisationActive('A', false, ({ done }) => progress.push(done));
    expect(progress).toEqual([0, 450, 900, 1000]);
    // The members by organisation, never the organisation's employee ids.
    const [firstPage] = queries();
    expect(JSON.stringify(firstPage?.body)).toContain('"organisation.id"');
    expect(JSON.stringify(firstPage?.body)).toContain('__name__');
    expect(queries()).toHaveLength(3);
    const commits = captured.filter((entry) => entry.method === 'commit');
    // The members, then the organisation's own flag.
    expect(commits.map((entry) => (entry.body.writes as unknown[]).length)).toEqual([
      450, 450, 100, 1,
    ]);
    // Each carries the actor stamp the audit trail names the Kynd Admin by.
    expect(JSON.stringify(commits[0]?.body)).toContain(
      '"lastChangedBy":{"stringValue":"kynd-admin"}',
    );
  });

  it('refuses every write of the server-computed industry figures without sending it', async () => {
    const attempts = [
      provider.create('industryScores', { data: { id: 'Accounting', organisationsCount: 9 } }),
      provider.update('industryScores', {
        id: 'Accounting',
        data: { organisationsCount: 9 },
        previousData: { id: 'Accounting', organisationsCount: 2 },
      }),
      provider.updateMany('industryScores', { ids: ['Accounting'], data: { x: 1 } }),
      provider.delete('industryScores', { id: 'Accounting' }),
      provider.deleteMany('industryScores', { ids: ['Accounting'] }),
    ];
    for (const attempt of attempts) {
      await expect(attempt).rejects.toMatchObject({ code: 'invalid-argument' });
    }
    expect(captured).toEqual([]);
  });

  it('reads a score history by its three-part key', async () => {
    expect(
      await provider.getScoresHistory({
        organisationId: 'A',
        divisionId: 'all',
        questionnaire: 'sleep',
      }),
    ).toEqual({});
    expect(captured[0]?.body.documents).toEqual([
      `${DOCUMENTS}/organisationsScoresHistories/A_all_sleep`,
    ]);
  });
});

describe('error paths', () => {
  it('turns a network failure into an unavailable error naming the operation', async () => {
    server.use(http.post(/:runQuery(\?|$)/, () => HttpResponse.error()));
    const error: unknown = await provider
      .getList('articles', {})
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'DataProviderError', code: 'unavailable' });
    expect((error as Error).message).toMatch(/^getList articles: /);
  });

  it('surfaces permission denied distinctly', async () => {
    const denied = () =>
      HttpResponse.json(
        {
          error: {
            code: 403,
            message: 'Missing or insufficient permissions.',
            status: 'PERMISSION_DENIED',
          },
        },
        { status: 403 },
      );
    server.use(http.post(/:runQuery(\?|$)/, denied));
    const error: unknown = await provider
      .getList('industries', {})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataProviderError);
    expect(error).toMatchObject({ code: 'permission-denied' });
    expect((error as Error).message).toMatch(
      /^getList industries: .*permission denied by the security rules/,
    );
  });

  it('refuses to ask anything when signed out', async () => {
    scope = null;
    await expect(provider.getOne('users', { id: 'u1' })).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    expect(captured).toEqual([]);
  });
});

describe('callables', () => {
  const FUNCTIONS = 'https://australia-southeast1-demo-kynd-msw.cloudfunctions.net';

  function providerWithFunctions(onChange?: (resource: string) => void) {
    return createDataProvider({
      resources: DATA_SPECS,
      db: getFirestore(app),
      rest: restFor(),
      getScope: () => scope,
      loadCall: async () => {
        const { getFunctions } = await import('firebase/functions');
        const { createCall } = await import('@/providers/callables');
        return createCall(getFunctions(app, 'australia-southeast1'));
      },
      onChange,
    });
  }

  it('sends the request as the callable data and answers its result', async () => {
    let sent: unknown;
    server.use(
      http.post(`${FUNCTIONS}/scheduleOrgScoreCalculation`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ result: { calculatedAt: '2026-01-01T00:00:00.000Z' } });
      }),
    );
    const result = await providerWithFunctions().call('scheduleOrgScoreCalculation', {
      organisationId: 'A',
    });
    expect(sent).toEqual({ data: { organisationId: 'A' } });
    expect(result).toEqual({ calculatedAt: '2026-01-01T00:00:00.000Z' });
  });

  it('tells what a callable changed once it succeeds, with what is read from the same documents', async () => {
    server.use(
      http.post(`${FUNCTIONS}/updateOrgScoresIndustry`, () => HttpResponse.json({ result: true })),
    );
    const changed: string[] = [];
    await providerWithFunctions((resource) => changed.push(resource)).call(
      'updateOrgScoresIndustry',
      { organisationId: 'A', industry: 'Retail' },
    );
    expect(changed).toEqual([
      'organisations',
      'organisationChoices',
      'organisationScores',
      'industryScores',
      'industrySummaries',
      'industryCounts',
    ]);
  });

  it("tells that an import's rows changed the users and their organisation's counts", async () => {
    server.use(
      http.post(`${FUNCTIONS}/importUsers`, () =>
        HttpResponse.json({
          result: { importId: 'i1', status: 'running', created: 1, refused: 0, outcomes: [] },
        }),
      ),
    );
    const changed: string[] = [];
    await providerWithFunctions((resource) => changed.push(resource)).call('importUsers', {
      action: 'rows',
      importId: 'i1',
      rows: [],
    });
    expect(changed).toEqual(['users', 'organisations', 'organisationChoices']);
  });

  it("turns a function's refusal into a data error with the function's code", async () => {
    server.use(
      http.post(`${FUNCTIONS}/updateOrgScoresIndustry`, () =>
        HttpResponse.json(
          { error: { status: 'PERMISSION_DENIED', message: 'Your role does not allow this.' } },
          { status: 403 },
        ),
      ),
    );
    const refused = providerWithFunctions().call('updateOrgScoresIndustry', {
      organisationId: 'A',
      industry: 'Retail',
    });
    await expect(refused).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(refused).rejects.toBeInstanceOf(DataProviderError);
  });

  it('refuses to call anything when signed out', async () => {
    scope = null;
    await expect(
      providerWithFunctions().call('scheduleOrgScoreCalculation', { organisationId: 'A' }),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
  });
});
