// The push-reach count's request (MSW plays the Firestore REST API): one count aggregation over the
// recipients query plus the server-kept push reach, for the provider's read scope alone. What it
// counts is shown against the emulator (tests/emulators/notifications.test.ts).
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { getFirestore, setLogLevel } from 'firebase/firestore/lite';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { DataScope } from '@/domain/session';
import { createDataProvider } from '@/providers/dataProvider';
import { createFirestoreRest } from '@/providers/firestoreRest';
import { DATA_SPECS } from '@/resources/registry';

interface Aggregation {
  structuredAggregationQuery: {
    aggregations: { alias: string }[];
    structuredQuery: { from: { collectionId: string }[]; where: unknown };
  };
}

let requests: Aggregation[] = [];
const server = setupServer(
  http.post(/:runAggregationQuery(\?|$)/, async ({ request }) => {
    const body = (await request.json()) as Aggregation;
    requests.push(body);
    const alias = body.structuredAggregationQuery.aggregations[0]?.alias ?? 'aggregate_0';
    return HttpResponse.json([
      {
        result: { aggregateFields: { [alias]: { integerValue: '17' } } },
        readTime: '2026-01-01T00:00:00Z',
      },
    ]);
  }),
);
let app: FirebaseApp;

beforeAll(() => {
  setLogLevel('silent');
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());
beforeEach(() => {
  requests = [];
  app = initializeApp({ projectId: 'demo-kynd-msw', apiKey: 'test-key' }, `msw-${Math.random()}`);
});
afterEach(async () => {
  await deleteApp(app);
});

const provider = (scope: DataScope) =>
  createDataProvider({
    resources: DATA_SPECS,
    db: getFirestore(app),
    rest: createFirestoreRest({
      origin: 'https://firestore.googleapis.com',
      projectId: app.options.projectId ?? '',
      credentials: async () => ({ token: 'test-token', uid: 'kynd-admin' }),
    }),
    getScope: () => scope,
  });

/** The where clause as field, op and value, in the order sent. */
function clauses(request: Aggregation | undefined): [string, string, unknown][] {
  const where = request?.structuredAggregationQuery.structuredQuery.where as {
    compositeFilter?: { filters: { fieldFilter: FieldFilter }[] };
    fieldFilter?: FieldFilter;
  };
  const filters = where.compositeFilter
    ? where.compositeFilter.filters.map((filter) => filter.fieldFilter)
    : [where.fieldFilter as FieldFilter];
  return filters.map((filter) => [filter.field.fieldPath, filter.op, filter.value]);
}
interface FieldFilter {
  field: { fieldPath: string };
  op: string;
  value: unknown;
}

describe('countRecipients', () => {
  it('counts users of the query a push reaches with one aggregation, equality filters only', async () => {
    const count = await provider({ kind: 'all' }).countRecipients([
      { fieldPath: 'organisation.id', opStr: '==', value: 'A' },
      { fieldPath: 'scores.body.alcohol.colour', opStr: 'in', value: ['red', 'orange'] },
    ]);
    expect(count).toBe(17);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.structuredAggregationQuery.structuredQuery.from).toEqual([
      { collectionId: 'users' },
    ]);
    expect(clauses(requests[0])).toEqual([
      ['organisation.id', 'EQUAL', { stringValue: 'A' }],
      [
        'scores.body.alcohol.colour',
        'IN',
        { arrayValue: { values: [{ stringValue: 'red' }, { stringValue: 'orange' }] } },
      ],
      ['isPushReachable', 'EQUAL', { booleanValue: true }],
    ]);
  });

  it.each<DataScope>([
    { kind: 'organisation', organisationId: 'B' },
    { kind: 'organisations', organisationIds: ['A'] },
  ])('refuses a caller without the provider scope (%o) before any request', async (scope) => {
    const filters = [{ fieldPath: 'organisation.id', opStr: '==' as const, value: 'A' }];
    await expect(provider(scope).countRecipients(filters)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(provider(scope).getRecipients(filters)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(requests).toEqual([]);
  });
});
