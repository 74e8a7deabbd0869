// Field-masked reads and projections through the REST API, which the Lite SDK cannot ask for (an
// organisation document lists every employee id). Requests carry the user's ID token, so the rules
// judge them as the SDK's; an identical read of the same user within seconds is shared.
import { READ_TIMEOUT_MS } from '@/config/constants';
import { DataProviderError, SAID, deadlineError, type DataErrorCode } from './dataProvider/errors';

export interface RestCredentials {
  token: string;
  uid: string;
}

export interface FirestoreRestOptions {
  origin: string;
  projectId: string;
  credentials: () => Promise<RestCredentials | null>;
  fetch?: typeof fetch;
  /** How long a document read answers an identical read of the same user (ms). */
  shareFor?: number;
  now?: () => number;
  /** Past this (ms) a request is aborted. */
  timeLimit?: number;
}

export interface DocumentFields {
  id: string;
  path: string;
  data: Record<string, unknown>;
}

const OPERATORS = {
  '==': 'EQUAL',
  in: 'IN',
  'array-contains': 'ARRAY_CONTAINS',
  'array-contains-any': 'ARRAY_CONTAINS_ANY',
  '>=': 'GREATER_THAN_OR_EQUAL',
  '<': 'LESS_THAN',
} as const;

export interface RestFilter {
  /** A field path, or '__name__' for the document id (values are then ids in the collection). */
  field: string;
  op: keyof typeof OPERATORS;
  value: unknown;
}

export interface RestWhere {
  where?: readonly RestFilter[];
  /** With `where`, at least one of these groups of filters (an OR of ANDs, the alert filters). */
  anyOf?: readonly (readonly RestFilter[])[];
}

export interface RestQuery extends RestWhere {
  orderBy?: readonly { field: string; direction: 'ASC' | 'DESC' }[];
  /** The fields returned, with the order-by fields, which cursors need; every field without. */
  select?: readonly string[];
  limit: number;
  /** Starts after this document of an earlier answer in the same order (Firestore's startAt). */
  startAfter?: QueriedDocument['cursor'];
}

export interface QueriedDocument extends DocumentFields {
  /** The order-by values as Firestore sent them: a timestamp keeps its microseconds. */
  cursor: { readonly values: readonly unknown[] };
}

export type FirestoreRest = ReturnType<typeof createFirestoreRest>;

type RestValue = Record<string, unknown>;

export function fromRestValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return undefined;
  const v = value as RestValue;
  if ('nullValue' in v) return null;
  if ('booleanValue' in v) return v.booleanValue === true;
  if ('integerValue' in v || 'doubleValue' in v) return Number(v.integerValue ?? v.doubleValue);
  if ('timestampValue' in v) return new Date(String(v.timestampValue));
  const text = v.stringValue ?? v.referenceValue ?? v.bytesValue;
  if (text !== undefined) return String(text);
  if ('geoPointValue' in v) return v.geoPointValue;
  if ('arrayValue' in v) {
    const values = (v.arrayValue as { values?: unknown[] } | undefined)?.values ?? [];
    return values.map(fromRestValue);
  }
  if ('mapValue' in v) {
    return fromRestFields((v.mapValue as { fields?: Record<string, unknown> } | undefined)?.fields);
  }
  return undefined;
}

export function fromRestFields(fields: Record<string, unknown> | undefined) {
  // fromEntries keeps a field named '__proto__' as data instead of setting the prototype.
  return Object.fromEntries(
    Object.entries(fields ?? {}).map(([key, value]) => [key, fromRestValue(value)]),
  );
}

export function toRestValue(value: unknown): RestValue {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    // A whole number past 2^53 prints as '1e+21', which is no integerValue: send it as a double.
    return Number.isSafeInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (typeof value === 'string') return { stringValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toRestValue) } };
  throw new DataProviderError('invalid-argument', `Cannot filter by ${JSON.stringify(value)}`);
}

const DOCUMENT_ID = '__name__';

function restValueAt(fields: unknown, path: string): unknown {
  let value: unknown = { mapValue: { fields } };
  for (const segment of path.split('.')) {
    const map = (value as { mapValue?: { fields?: Record<string, unknown> } } | undefined)?.mapValue
      ?.fields;
    value = map && Object.hasOwn(map, segment) ? map[segment] : undefined;
  }
  return value;
}

const STATUS_CODES: Record<number, DataErrorCode> = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  409: 'already-exists',
  429: 'resource-exhausted',
  503: 'unavailable',
};

/** A field path as the REST API writes it: segments that are not plain identifiers quoted. */
function fieldPath(path: string): string {
  return path
    .split('.')
    .map((segment) => (/^[A-Za-z_][A-Za-z_0-9]*$/.test(segment) ? segment : `\`${segment}\``))
    .join('.');
}

export function createFirestoreRest(options: FirestoreRestOptions) {
  const documentsRoot = `projects/${options.projectId}/databases/(default)/documents`;
  const base = `${options.origin.replace(/\/$/, '')}/v1/${documentsRoot}`;
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  // By default one page load's first requests.
  const shareFor = options.shareFor ?? 15_000;
  const now = options.now ?? (() => Date.now());
  const timeLimit = options.timeLimit ?? READ_TIMEOUT_MS;
  /** By user, fields and path. */
  const shared = new Map<string, { at: number; result: Promise<DocumentFields | undefined> }>();

  async function post(what: string, url: string, body: unknown): Promise<unknown[]> {
    const credentials = await options.credentials();
    if (!credentials) throw new DataProviderError('unauthenticated', `${what}: not signed in`);
    // Unlike the SDK's, this request can be cancelled: past the time limit it is aborted.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeLimit);
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${credentials.token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
      if (!response.ok) {
        const code = STATUS_CODES[response.status] ?? 'unknown';
        const detail = await response.text().catch(() => '');
        throw new DataProviderError(
          code,
          `${what}: ${code === 'permission-denied' ? SAID[code] : `HTTP ${response.status}`} ${detail.slice(0, 200)}`.trim(),
        );
      }
      const parsed: unknown = await response.json();
      return Array.isArray(parsed) ? parsed : [];
    } catch (error) {
      if (error instanceof DataProviderError) throw error;
      if (controller.signal.aborted) throw deadlineError(what, 'read', timeLimit);
      throw new DataProviderError('unavailable', `${what}: ${SAID.unavailable}`, error);
    } finally {
      clearTimeout(timer);
    }
  }

  type Stored = { name?: unknown; fields?: unknown };

  function toDocument({ name, fields }: Stored = {}): DocumentFields | undefined {
    if (typeof name !== 'string') return undefined;
    const path = name.startsWith(`${documentsRoot}/`) ? name.slice(documentsRoot.length + 1) : name;
    return {
      id: path.slice(path.lastIndexOf('/') + 1),
      path,
      data: fromRestFields(fields as Record<string, unknown> | undefined),
    };
  }

  async function batchGet(
    paths: readonly string[],
    fields: readonly string[] | undefined,
  ): Promise<Map<string, DocumentFields | undefined>> {
    const body = {
      documents: paths.map((path) => `${documentsRoot}/${path}`),
      mask: fields && { fieldPaths: fields.map(fieldPath) },
    };
    const entries = await post(`read ${paths.join(', ')}`, `${base}:batchGet`, body);
    const found = (entries as { found?: Stored }[]).flatMap(({ found }) => toDocument(found) ?? []);
    return new Map(found.map((document) => [document.path, document]));
  }

  async function read(paths: readonly string[], fields: readonly string[] | undefined) {
    if (paths.length === 0) return [];
    const uid = (await options.credentials())?.uid ?? '';
    const keyOf = (path: string) => JSON.stringify([uid, fields && [...fields].sort(), path]);
    const time = now();
    for (const [key, entry] of shared) {
      if (time - entry.at > shareFor) shared.delete(key);
    }
    const missing = [...new Set(paths.filter((path) => !shared.has(keyOf(path))))];
    if (missing.length > 0) {
      const request = batchGet(missing, fields);
      for (const path of missing) {
        const key = keyOf(path);
        const result = request.then((found) => found.get(path));
        // A failed read is not shared: the next caller asks again.
        result.catch(() => shared.delete(key));
        shared.set(key, { at: time, result });
      }
    }
    return Promise.all(paths.map((path) => shared.get(keyOf(path))?.result));
  }

  function structured(collectionPath: string, query: RestWhere) {
    const slash = collectionPath.lastIndexOf('/');
    const parent = slash < 0 ? '' : `/${collectionPath.slice(0, slash)}`;
    /** A document id as the REST API compares it: the document's full name. */
    const reference = (id: unknown) => ({
      referenceValue: `${documentsRoot}/${collectionPath}/${String(id)}`,
    });
    const fieldFilter = ({ field, op, value }: RestFilter) => ({
      fieldFilter: {
        field: { fieldPath: fieldPath(field) },
        op: OPERATORS[op],
        value:
          field !== DOCUMENT_ID
            ? toRestValue(value)
            : Array.isArray(value)
              ? { arrayValue: { values: value.map(reference) } }
              : reference(value),
      },
    });
    const composite = (op: 'AND' | 'OR', filters: unknown[]) =>
      filters.length > 1 ? { compositeFilter: { op, filters } } : filters[0];
    const filters: unknown[] = (query.where ?? []).map(fieldFilter);
    const groups = (query.anyOf ?? []).filter((group) => group.length > 0);
    const anyOf = groups.map((group) => composite('AND', group.map(fieldFilter)));
    if (groups.length > 0) filters.push(composite('OR', anyOf));
    return {
      url: `${base}${parent}`,
      from: [{ collectionId: collectionPath.slice(slash + 1) }],
      where: composite('AND', filters),
    };
  }

  return {
    /** Undefined for a missing document; `fresh`: shared with no other read. */
    async getFields(
      paths: readonly string[],
      fields: readonly string[],
      options?: { fresh?: boolean },
    ): Promise<(DocumentFields | undefined)[]> {
      if (!options?.fresh || paths.length === 0) return read(paths, fields);
      const found = await batchGet([...new Set(paths)], fields);
      return paths.map((path) => found.get(path));
    },

    getDocuments: (paths: readonly string[]) => read(paths, undefined),

    /** Shares no earlier answer: a write may have changed what it read. */
    forgetShared: () => shared.clear(),

    async query(collectionPath: string, query: RestQuery): Promise<QueriedDocument[]> {
      const { url, from, where } = structured(collectionPath, query);
      const orderBy = query.orderBy ?? [];
      const ordered = orderBy.map(({ field }) => field).filter((field) => field !== DOCUMENT_ID);
      const selected = query.select && [...new Set([...query.select, ...ordered])];
      const structuredQuery = {
        from,
        where,
        limit: query.limit,
        select: selected && { fields: selected.map((field) => ({ fieldPath: fieldPath(field) })) },
        orderBy: orderBy.map(({ field, direction }) => ({
          field: { fieldPath: fieldPath(field) },
          direction: direction === 'DESC' ? 'DESCENDING' : 'ASCENDING',
        })),
        // before: false starts just after the position (the SDK's startAfter).
        startAt: query.startAfter && { values: query.startAfter.values, before: false },
      };
      const entries = await post(`query ${collectionPath}`, `${url}:runQuery`, { structuredQuery });
      return (entries as { document?: Stored }[]).flatMap(({ document: stored }) => {
        const document = toDocument(stored);
        if (!stored || !document) return [];
        const values = orderBy.map(({ field }) =>
          field === DOCUMENT_ID
            ? { referenceValue: stored.name }
            : (restValueAt(stored.fields, field) ?? { nullValue: null }),
        );
        return [{ ...document, cursor: { values } }];
      });
    },

    async count(collectionPath: string, query: RestWhere): Promise<number> {
      const { url, from, where } = structured(collectionPath, query);
      const [entry] = (await post(`count ${collectionPath}`, `${url}:runAggregationQuery`, {
        structuredAggregationQuery: {
          structuredQuery: { from, where },
          aggregations: [{ alias: 'count', count: {} }],
        },
      })) as { result?: { aggregateFields?: { count?: unknown } } }[];
      return Number(fromRestValue(entry?.result?.aggregateFields?.count) ?? 0);
    },
  };
}
