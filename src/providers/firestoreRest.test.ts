import { describe, expect, it, vi } from 'vitest';
import {
  createFirestoreRest,
  fromRestFields,
  toRestValue,
  type FirestoreRestOptions,
} from '@/providers/firestoreRest';

const ROOT = 'projects/demo/databases/(default)/documents';

function restWith(
  answer: (url: string, body: Record<string, unknown>) => unknown[],
  extra: Partial<FirestoreRestOptions> = {},
) {
  const calls: { url: string; body: Record<string, unknown>; headers: Record<string, string> }[] =
    [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    calls.push({ url, body, headers: init?.headers as Record<string, string> });
    return new Response(JSON.stringify(answer(url, body)), { status: 200 });
  });
  const rest = createFirestoreRest({
    origin: 'http://127.0.0.1:8080/',
    projectId: 'demo',
    credentials: async () => ({ token: 'token-1', uid: 'u1' }),
    fetch,
    ...extra,
  });
  return { rest, calls, fetch };
}

describe('Firestore REST values', () => {
  it('reads every value type into plain JavaScript, timestamps as Dates', () => {
    expect(
      fromRestFields({
        name: { stringValue: 'Acme' },
        count: { integerValue: '42' },
        share: { doubleValue: 0.5 },
        active: { booleanValue: true },
        none: { nullValue: null },
        at: { timestampValue: '2026-04-05T10:30:00Z' },
        list: { arrayValue: { values: [{ stringValue: 'a' }, { integerValue: '1' }] } },
        empty: { arrayValue: {} },
        nested: { mapValue: { fields: { id: { stringValue: 'd1' } } } },
      }),
    ).toEqual({
      name: 'Acme',
      count: 42,
      share: 0.5,
      active: true,
      none: null,
      at: new Date('2026-04-05T10:30:00Z'),
      list: ['a', 1],
      empty: [],
      nested: { id: 'd1' },
    });
  });

  it('writes filter values the way the API wants them', () => {
    expect(toRestValue('x')).toEqual({ stringValue: 'x' });
    expect(toRestValue(3)).toEqual({ integerValue: '3' });
    expect(toRestValue(2.5)).toEqual({ doubleValue: 2.5 });
    expect(toRestValue(false)).toEqual({ booleanValue: false });
    expect(toRestValue(['a'])).toEqual({ arrayValue: { values: [{ stringValue: 'a' }] } });
    expect(() => toRestValue({ a: 1 })).toThrow();
  });
});

describe('reads of a few fields', () => {
  it('asks for a field mask with the user’s token and maps found and missing documents', async () => {
    const { rest, calls } = restWith(() => [
      { found: { name: `${ROOT}/organisations/a`, fields: { name: { stringValue: 'Acme' } } } },
      { missing: `${ROOT}/organisations/b` },
    ]);
    const [a, b] = await rest.getFields(['organisations/a', 'organisations/b'], ['name', 'org-id']);
    expect(a).toEqual({ id: 'a', path: 'organisations/a', data: { name: 'Acme' } });
    expect(b).toBeUndefined();
    expect(calls[0]?.url).toBe(`http://127.0.0.1:8080/v1/${ROOT}:batchGet`);
    expect(calls[0]?.headers.Authorization).toBe('Bearer token-1');
    expect(calls[0]?.body).toEqual({
      documents: [`${ROOT}/organisations/a`, `${ROOT}/organisations/b`],
      mask: { fieldPaths: ['name', '`org-id`'] },
    });
  });

  it('shares a read of the same fields for the same user within the window, not after it', async () => {
    let now = 1_000;
    let uid = 'u1';
    const { rest, fetch } = restWith(
      (_url, body) => (body.documents as string[]).map((name) => ({ found: { name, fields: {} } })),
      {
        now: () => now,
        shareFor: 10_000,
        credentials: async () => ({ token: `token-${uid}`, uid }),
      },
    );
    await Promise.all([
      rest.getFields(['users/u1', 'organisations/a'], ['isActive']),
      rest.getFields(['organisations/a'], ['isActive']),
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
    await rest.getFields(['organisations/a'], ['isActive', 'name']);
    expect(fetch).toHaveBeenCalledTimes(2);
    // Another user never gets the first one's answer.
    uid = 'u2';
    await rest.getFields(['organisations/a'], ['isActive', 'name']);
    expect(fetch).toHaveBeenCalledTimes(3);
    now += 20_000;
    await rest.getFields(['organisations/a'], ['isActive', 'name']);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('reads whole documents without a mask, and shares them apart from reads of some fields', async () => {
    const { rest, calls } = restWith((_url, body) =>
      (body.documents as string[]).map((name) => ({
        found: {
          name,
          fields: {
            total: { integerValue: '71' },
            at: { timestampValue: '2026-04-05T10:30:00Z' },
          },
        },
      })),
    );
    const [early] = await Promise.all([
      rest.getDocuments(['organisations/a/scores/all']),
      rest.getDocuments(['organisations/a/scores/all']),
    ]);
    expect(early).toEqual([
      {
        id: 'all',
        path: 'organisations/a/scores/all',
        data: { total: 71, at: new Date('2026-04-05T10:30:00Z') },
      },
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ documents: [`${ROOT}/organisations/a/scores/all`] });
    // A read of some fields of the same document is another read.
    await rest.getFields(['organisations/a/scores/all'], ['total']);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body.mask).toEqual({ fieldPaths: ['total'] });
  });

  it('turns a refusal into a permission-denied error, and does not keep it', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('{"error":{}}', { status: 403 }))
      .mockResolvedValueOnce(new Response('[]', { status: 200 }));
    const rest = createFirestoreRest({
      origin: 'https://firestore.googleapis.com',
      projectId: 'demo',
      credentials: async () => ({ token: 't', uid: 'u' }),
      fetch,
    });
    await expect(rest.getFields(['organisations/x'], ['name'])).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(rest.getFields(['organisations/x'], ['name'])).resolves.toEqual([undefined]);
  });

  it('refuses to read for nobody', async () => {
    const rest = createFirestoreRest({
      origin: 'https://firestore.googleapis.com',
      projectId: 'demo',
      credentials: async () => null,
      fetch: vi.fn(),
    });
    await expect(rest.query('industries', { select: ['name'], limit: 1 })).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });

  it('queries a collection with a projection, filters and an order', async () => {
    const { rest, calls } = restWith(() => [
      { document: { name: `${ROOT}/organisations/a`, fields: { name: { stringValue: 'A' } } } },
      { readTime: '2026-01-01T00:00:00Z' },
    ]);
    const found = await rest.query('organisations', {
      where: [
        { field: 'industry', op: '==', value: 'Retail' },
        { field: 'isActive', op: '==', value: true },
      ],
      orderBy: [{ field: 'name', direction: 'ASC' }],
      select: ['name'],
      limit: 50,
    });
    expect(found).toEqual([
      {
        id: 'a',
        path: 'organisations/a',
        data: { name: 'A' },
        cursor: { values: [{ stringValue: 'A' }] },
      },
    ]);
    expect(calls[0]?.url).toBe(`http://127.0.0.1:8080/v1/${ROOT}:runQuery`);
    expect(calls[0]?.body).toEqual({
      structuredQuery: {
        from: [{ collectionId: 'organisations' }],
        select: { fields: [{ fieldPath: 'name' }] },
        limit: 50,
        where: {
          compositeFilter: {
            op: 'AND',
            filters: [
              {
                fieldFilter: {
                  field: { fieldPath: 'industry' },
                  op: 'EQUAL',
                  value: { stringValue: 'Retail' },
                },
              },
              {
                fieldFilter: {
                  field: { fieldPath: 'isActive' },
                  op: 'EQUAL',
                  value: { booleanValue: true },
                },
              },
            ],
          },
        },
        orderBy: [{ field: { fieldPath: 'name' }, direction: 'ASCENDING' }],
      },
    });
  });
});

describe('Firestore REST query pages', () => {
  it('starts after a cursor of stored values, compares ids as document names and keeps the order-by fields', async () => {
    const createdAt = { timestampValue: '2026-01-01T00:00:00.123456Z' };
    const { rest, calls } = restWith(() => [
      {
        document: {
          name: `${ROOT}/users/u2`,
          fields: { firstName: { stringValue: 'Bo' }, lowerFirstName: { stringValue: 'bo' } },
        },
      },
    ]);
    const [found] = await rest.query('users', {
      where: [
        { field: '__name__', op: 'in', value: ['u1', 'u2'] },
        { field: 'lowerFirstName', op: '>=', value: 'b' },
        { field: 'lowerFirstName', op: '<', value: 'b\uf8ff' },
      ],
      orderBy: [
        { field: 'lowerFirstName', direction: 'DESC' },
        { field: '__name__', direction: 'DESC' },
      ],
      select: ['firstName'],
      limit: 2,
      startAfter: { values: [createdAt, { referenceValue: `${ROOT}/users/u3` }] },
    });
    expect(found?.cursor).toEqual({
      values: [{ stringValue: 'bo' }, { referenceValue: `${ROOT}/users/u2` }],
    });
    const query = (calls[0]?.body as { structuredQuery: Record<string, unknown> }).structuredQuery;
    // The order-by field is read too: the next page starts from its value.
    expect(query.select).toEqual({
      fields: [{ fieldPath: 'firstName' }, { fieldPath: 'lowerFirstName' }],
    });
    expect(query.startAt).toEqual({
      values: [createdAt, { referenceValue: `${ROOT}/users/u3` }],
      before: false,
    });
    expect(query.where).toEqual({
      compositeFilter: {
        op: 'AND',
        filters: [
          {
            fieldFilter: {
              field: { fieldPath: '__name__' },
              op: 'IN',
              value: {
                arrayValue: {
                  values: [
                    { referenceValue: `${ROOT}/users/u1` },
                    { referenceValue: `${ROOT}/users/u2` },
                  ],
                },
              },
            },
          },
          {
            fieldFilter: {
              field: { fieldPath: 'lowerFirstName' },
              op: 'GREATER_THAN_OR_EQUAL',
              value: { stringValue: 'b' },
            },
          },
          {
            fieldFilter: {
              field: { fieldPath: 'lowerFirstName' },
              op: 'LESS_THAN',
              value: { stringValue: 'b\uf8ff' },
            },
          },
        ],
      },
    });
    expect(query.orderBy).toEqual([
      { field: { fieldPath: 'lowerFirstName' }, direction: 'DESCENDING' },
      { field: { fieldPath: '__name__' }, direction: 'DESCENDING' },
    ]);
  });
});

describe('Firestore REST time limit', () => {
  it("aborts a read that gets no answer in time and rejects with 'deadline-exceeded'", async () => {
    vi.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const fetch = vi.fn(
        (_input: string | URL | Request, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            signal = init?.signal ?? undefined;
            signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
          }),
      );
      const rest = createFirestoreRest({
        origin: 'http://127.0.0.1:8080',
        projectId: 'demo',
        credentials: async () => ({ token: 'token-1', uid: 'u1' }),
        fetch,
        timeLimit: 1000,
      });
      const read = rest
        .getFields(['organisations/org-1'], ['name'])
        .catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(999);
      expect(signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(signal?.aborted).toBe(true);
      await expect(read).resolves.toMatchObject({
        code: 'deadline-exceeded',
        message: 'read organisations/org-1: no answer within 1 s',
      });
      // A read that ran out of time is not shared: the next one asks again.
      void rest.getFields(['organisations/org-1'], ['name']).catch(() => undefined);
      await vi.advanceTimersByTimeAsync(0);
      expect(fetch).toHaveBeenCalledTimes(2);
      await vi.runAllTimersAsync();
    } finally {
      vi.useRealTimers();
    }
  });
});
