// Server-side paging with cursors: each fetched page leaves its first and last document in a cache
// keyed by the query, so a neighbouring page costs perPage reads. Any other jump reads from the
// nearest known cursor: Firestore's `offset` also bills the skipped documents. A page read forward
// that comes back short holds the last documents, so the total is known without counting.
import {
  endBefore,
  getCount,
  getDocs,
  limit,
  limitToLast,
  query,
  startAfter,
  type DocumentData,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import type { FirestoreRest, QueriedDocument, RestQuery } from '@/providers/firestoreRest';
import type { BuiltQuery } from './query';

interface PageCursors<D> {
  first: D;
  last: D;
}

const MAX_CACHED_QUERIES = 100;

export class CursorCache {
  private readonly entries = new Map<string, Map<number, PageCursors<unknown>>>();

  constructor(private readonly onInvalidate?: (resource: string) => void) {}

  /**
   * The key names the query and its source, so every cursor under it is a document of that source.
   */
  pages<D>(key: string): Map<number, PageCursors<D>> {
    let pages = this.entries.get(key);
    if (pages) {
      this.entries.delete(key);
      this.entries.set(key, pages);
    } else {
      pages = new Map();
      this.entries.set(key, pages);
      if (this.entries.size > MAX_CACHED_QUERIES) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
    }
    return pages as Map<number, PageCursors<D>>;
  }

  invalidate(resource: string): void {
    for (const key of [...this.entries.keys()]) {
      if (key.startsWith(`${resource}|`)) this.entries.delete(key);
    }
    this.onInvalidate?.(resource);
  }

  get size(): number {
    return this.entries.size;
  }
}

export interface PageRequest {
  page: number;
  perPage: number;
  maxResults?: number;
  /** No total: a full page is not counted, its total is what it has read so far. */
  withoutCount?: boolean;
}

export interface PageResult<D = QueryDocumentSnapshot<DocumentData>> {
  docs: D[];
  total: number;
}

export interface PageSource<D> {
  after(cursor: D | undefined, count: number): Promise<D[]>;
  before(cursor: D | undefined, count: number): Promise<D[]>;
  count(): Promise<number>;
}

export function sdkPageSource(
  base: Query<DocumentData>,
  built: Pick<BuiltQuery, 'constraints'>,
): PageSource<QueryDocumentSnapshot<DocumentData>> {
  return {
    async after(cursor, count) {
      const snapshot = await getDocs(
        query(base, ...built.constraints, ...(cursor ? [startAfter(cursor)] : []), limit(count)),
      );
      return snapshot.docs;
    },
    async before(cursor, count) {
      const snapshot = await getDocs(
        query(
          base,
          ...built.constraints,
          ...(cursor ? [endBefore(cursor)] : []),
          limitToLast(count),
        ),
      );
      return snapshot.docs;
    },
    async count() {
      return (await getCount(query(base, ...built.constraints))).data().count;
    },
  };
}

/** `anyOf`: groups of filters of which one must hold; `base` is for the SDK's count. */
export function restPageSource(
  rest: FirestoreRest,
  collectionPath: string,
  base: Query<DocumentData>,
  built: BuiltQuery,
  fields: readonly string[],
  anyOf?: RestQuery['anyOf'],
): PageSource<QueriedDocument> {
  const direction = built.sort.order;
  const orderBy =
    built.sort.field === 'id'
      ? [{ field: '__name__', direction }]
      : [
          { field: built.sort.field, direction },
          { field: '__name__', direction },
        ];
  // limitToLast as the SDK does it: the order reversed, then the answer turned back.
  const reversed = orderBy.map((order) => ({
    ...order,
    direction: order.direction === 'ASC' ? ('DESC' as const) : ('ASC' as const),
  }));
  const read = (order: typeof orderBy, cursor: QueriedDocument | undefined, count: number) =>
    rest.query(collectionPath, {
      where: built.filters,
      ...(anyOf ? { anyOf } : {}),
      orderBy: order,
      select: fields,
      limit: count,
      ...(cursor ? { startAfter: cursor.cursor } : {}),
    });
  const sdk = sdkPageSource(base, built);
  return {
    after: (cursor, count) => read(orderBy, cursor, count),
    before: async (cursor, count) => (await read(reversed, cursor, count)).reverse(),
    count: () => sdk.count(),
  };
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

export function fetchPage(
  base: Query<DocumentData>,
  built: Pick<BuiltQuery, 'constraints' | 'key'>,
  request: PageRequest,
  cache: CursorCache,
): Promise<PageResult> {
  return fetchPageFrom(sdkPageSource(base, built), built.key, request, cache);
}

export async function fetchPageFrom<D>(
  source: PageSource<D>,
  queryKey: string,
  request: PageRequest,
  cache: CursorCache,
): Promise<PageResult<D>> {
  const { page, perPage, maxResults } = request;
  const key = `${queryKey}|${perPage}`;
  const pages = cache.pages<D>(key);
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
