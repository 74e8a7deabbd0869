// Server-side paging with cursors: each fetched page leaves its first and last document in a cache
// keyed by the query, so a neighbouring page costs perPage reads. Any other jump reads from the
// nearest known cursor: Firestore's `offset` also bills the skipped documents. A page read forward
// that comes back short holds the last documents, so the total is known without counting.
import {
  and,
  collection,
  documentId,
  endBefore,
  getCount,
  getDocs,
  limit,
  limitToLast,
  or,
  orderBy,
  query,
  startAfter,
  where,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { fromFirestore } from '@/providers/converters';
import type {
  DocumentFields,
  FirestoreRest,
  QueriedDocument,
  RestFilter,
} from '@/providers/firestoreRest';
import type { BuiltQuery, PageRequest } from '@/providers/dataStore';
import type { PageCursors, ProviderContext } from './context';
import { guard } from './errors';

interface PageSource<D> {
  after(cursor: D | undefined, count: number): Promise<D[]>;
  before(cursor: D | undefined, count: number): Promise<D[]>;
  count(): Promise<number>;
}

const toWhere = ({ field, op, value }: RestFilter) =>
  where(field === '__name__' ? documentId() : field, op, value);

function sdkQuery(context: ProviderContext, path: string, built: BuiltQuery): Query {
  const wheres = built.filters.map(toWhere);
  const groups = (built.anyOf ?? []).map((group) => {
    const [only, ...more] = group.map(toWhere);
    return more.length === 0 && only ? only : and(...group.map(toWhere));
  });
  const direction = built.sort.order === 'DESC' ? 'desc' : 'asc';
  const orders = [
    ...(built.sort.field === 'id' ? [] : [orderBy(built.sort.field, direction)]),
    orderBy(documentId(), direction),
  ];
  const base = collection(context.db, path);
  const [group] = groups;
  if (!group) return query(base, ...wheres, ...orders);
  return query(base, and(...wheres, groups.length === 1 ? group : or(...groups)), ...orders);
}

function sdkPageSource(q: Query): PageSource<DocumentFields & { snapshot: QueryDocumentSnapshot }> {
  const read = async (constraints: QueryConstraint[]) =>
    (await getDocs(query(q, ...constraints))).docs.map((snapshot) => ({
      id: snapshot.id,
      path: snapshot.ref.path,
      data: fromFirestore<Record<string, unknown>>(snapshot.data()),
      snapshot,
    }));
  return {
    after: (cursor, count) =>
      read([...(cursor ? [startAfter(cursor.snapshot)] : []), limit(count)]),
    before: (cursor, count) =>
      read([...(cursor ? [endBefore(cursor.snapshot)] : []), limitToLast(count)]),
    count: async () => (await getCount(q)).data().count,
  };
}

function restPageSource(
  rest: FirestoreRest,
  path: string,
  built: BuiltQuery,
  fields: readonly string[],
  count: () => Promise<number>,
): PageSource<QueriedDocument> {
  const direction = built.sort.order;
  const order = [
    ...(built.sort.field === 'id' ? [] : [{ field: built.sort.field, direction }]),
    { field: '__name__', direction },
  ];
  // limitToLast as the SDK does it: the order reversed, then the answer turned back.
  const reversed = order.map((entry) => ({
    ...entry,
    direction: entry.direction === 'ASC' ? ('DESC' as const) : ('ASC' as const),
  }));
  const read = (orderBy: typeof order, cursor: QueriedDocument | undefined, limit: number) =>
    rest.query(path, {
      where: built.filters,
      ...(built.anyOf ? { anyOf: built.anyOf } : {}),
      orderBy,
      select: fields,
      limit,
      ...(cursor ? { startAfter: cursor.cursor } : {}),
    });
  return {
    after: (cursor, limit) => read(order, cursor, limit),
    before: async (cursor, limit) => (await read(reversed, cursor, limit)).reverse(),
    count,
  };
}

/** With `fields`, where the REST reads serve it, only those: documents grow with what rows omit. */
export async function readPage(
  context: ProviderContext,
  operation: string,
  path: string,
  built: BuiltQuery,
  request: PageRequest,
  fields?: readonly string[],
): Promise<{ docs: DocumentFields[]; total: number }> {
  const q = sdkQuery(context, path, built);
  const { rest } = context;
  const page = async <D extends DocumentFields>(source: PageSource<D>, key: string) => {
    const { docs, total } = await fetchPage(source, key, request, context.cache);
    return { docs: docs.map(({ id, path: at, data }) => ({ id, path: at, data })), total };
  };
  return guard(operation, () =>
    rest && fields
      ? page(
          restPageSource(rest, path, built, fields, sdkPageSource(q).count),
          `${built.key}|rows ${fields.join(',')}`,
        )
      : page(sdkPageSource(q), built.key),
  );
}

type Plan =
  | { kind: 'forward'; from: number; reads: number }
  | { kind: 'backward'; to: number; reads: number }
  | { kind: 'end'; reads: number };

function plan<D>(
  pages: Map<number, PageCursors<D>>,
  page: number,
  perPage: number,
  total: number | null,
): Plan {
  if (page === 1 || pages.has(page - 1)) {
    return { kind: 'forward', from: page - 1, reads: perPage };
  }
  if (pages.has(page + 1)) return { kind: 'backward', to: page + 1, reads: perPage };
  const known = [...pages.keys()];
  const before = Math.max(0, ...known.filter((p) => p < page));
  const after = Math.min(Infinity, ...known.filter((p) => p > page));
  const candidates: Plan[] = [{ kind: 'forward', from: before, reads: (page - before) * perPage }];
  if (after !== Infinity) {
    candidates.push({ kind: 'backward', to: after, reads: (after - page) * perPage });
  }
  if (total !== null) {
    candidates.push({ kind: 'end', reads: Math.max(1, total - (page - 1) * perPage) });
  }
  return candidates.reduce((best, next) => (next.reads < best.reads ? next : best));
}

async function fetchPage<D>(
  source: PageSource<D>,
  queryKey: string,
  request: PageRequest,
  cache: ProviderContext['cache'],
): Promise<{ docs: D[]; total: number }> {
  const { page, perPage, maxResults } = request;
  const pages = cache.pages<D>(`${queryKey}|${perPage}`);
  const cap = (total: number) => (maxResults === undefined ? total : Math.min(total, maxResults));

  const firstIndex = (page - 1) * perPage;
  if (maxResults !== undefined && firstIndex >= maxResults) {
    return { docs: [], total: cap(await source.count()) };
  }

  // A jump with no neighbouring cursor may be cheapest from the end, which needs the count first.
  const needsCountFirst = page > 1 && !pages.has(page - 1) && !pages.has(page + 1);
  const total = needsCountFirst ? await source.count() : null;
  /** Known from the documents alone: a forward read that ended before its limit. */
  let knownTotal: number | null = null;

  const chosen = plan(pages, page, perPage, total);
  let docs: D[];

  if (chosen.kind === 'forward') {
    const span = page - chosen.from;
    const cursor = chosen.from > 0 ? pages.get(chosen.from)?.last : undefined;
    const all = await source.after(cursor, span * perPage);
    if (all.length < span * perPage) knownTotal = chosen.from * perPage + all.length;
    for (let step = 0; step < span; step += 1) {
      const slice = all.slice(step * perPage, (step + 1) * perPage);
      const first = slice[0];
      const last = slice[slice.length - 1];
      if (first && last) pages.set(chosen.from + step + 1, { first, last });
    }
    docs = all.slice((span - 1) * perPage);
  } else if (chosen.kind === 'backward') {
    const cursor = pages.get(chosen.to)?.first;
    docs = (await source.before(cursor, (chosen.to - page) * perPage)).slice(0, perPage);
  } else {
    const remaining = (total ?? 0) - firstIndex;
    docs = remaining <= 0 ? [] : (await source.before(undefined, remaining)).slice(0, perPage);
  }

  const first = docs[0];
  const last = docs[docs.length - 1];
  if (first && last) pages.set(page, { first, last });

  const counted =
    total ?? knownTotal ?? (request.withoutCount ? firstIndex + docs.length : await source.count());
  if (maxResults !== undefined) docs = docs.slice(0, Math.max(0, maxResults - firstIndex));
  return { docs, total: cap(counted) };
}
