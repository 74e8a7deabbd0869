// Server-side paging with cursors. Each fetched page leaves its first
// and last document in a cache keyed by the query, so that:
//  - page N after page N-1 is `startAfter(last of N-1)` + limit(perPage)        → perPage reads
//  - page N after page N+1 is `endBefore(first of N+1)` + limitToLast(perPage)   → perPage reads
//  - the last page is `limitToLast(rest)` using the count                        → ≤ perPage reads
//  - any other jump reads from the nearest known cursor (or either end), one request, and costs
//    the documents between that cursor and the page: there is no cheaper way in Firestore, whose
//    `offset` also bills the skipped documents.
// The total comes from a count aggregation (one read per 1,000 index entries), except when the page
// itself shows where the result ends: a page read forward that comes back short holds the last
// documents, so the total is known without counting (a whole list on one page costs no count).
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
import type { BuiltQuery } from './query';

interface PageCursors {
  first: QueryDocumentSnapshot<DocumentData>;
  last: QueryDocumentSnapshot<DocumentData>;
}

const MAX_CACHED_QUERIES = 100;

export class CursorCache {
  private readonly entries = new Map<string, Map<number, PageCursors>>();

  /** `onInvalidate`: told of every resource whose documents a write changed. */
  constructor(private readonly onInvalidate?: (resource: string) => void) {}

  pages(key: string): Map<number, PageCursors> {
    let pages = this.entries.get(key);
    if (pages) {
      // Refresh recency for the LRU eviction below.
      this.entries.delete(key);
      this.entries.set(key, pages);
      return pages;
    }
    pages = new Map();
    this.entries.set(key, pages);
    if (this.entries.size > MAX_CACHED_QUERIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return pages;
  }

  /** Writes move documents between pages: forget every cursor of the resource. */
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
  /** Caps the list (notifications: the newest 100). */
  maxResults?: number;
}

export interface PageResult {
  docs: QueryDocumentSnapshot<DocumentData>[];
  total: number;
}

type Plan =
  | { kind: 'forward'; from: number; reads: number }
  | { kind: 'backward'; to: number; reads: number }
  | { kind: 'end'; reads: number };

function plan(
  pages: Map<number, PageCursors>,
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

export async function fetchPage(
  /** The collection, or a query already holding a composite (OR) filter. */
  base: Query<DocumentData>,
  built: BuiltQuery,
  request: PageRequest,
  cache: CursorCache,
): Promise<PageResult> {
  const { page, perPage, maxResults } = request;
  const key = `${built.key}|${perPage}`;
  const pages = cache.pages(key);
  const countQuery = query(base, ...built.constraints);
  const cap = (total: number) => (maxResults === undefined ? total : Math.min(total, maxResults));

  const firstIndex = (page - 1) * perPage;
  if (maxResults !== undefined && firstIndex >= maxResults) {
    const counted = await getCount(countQuery);
    return { docs: [], total: cap(counted.data().count) };
  }

  // A jump with no neighbouring cursor may be cheapest from the end, which needs the count first.
  const needsCountFirst = page > 1 && !pages.has(page - 1) && !pages.has(page + 1);
  const total = needsCountFirst ? (await getCount(countQuery)).data().count : null;
  /** Known from the documents alone: a forward read that ended before its limit. */
  let knownTotal: number | null = null;

  const chosen = plan(pages, page, perPage, total);
  let docs: QueryDocumentSnapshot<DocumentData>[];

  if (chosen.kind === 'forward') {
    const span = page - chosen.from;
    const cursor = chosen.from > 0 ? pages.get(chosen.from)?.last : undefined;
    const snapshot = await getDocs(
      query(
        base,
        ...built.constraints,
        ...(cursor ? [startAfter(cursor)] : []),
        limit(span * perPage),
      ),
    );
    const all = snapshot.docs;
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
    const snapshot = await getDocs(
      query(
        base,
        ...built.constraints,
        ...(cursor ? [endBefore(cursor)] : []),
        limitToLast((chosen.to - page) * perPage),
      ),
    );
    docs = snapshot.docs.slice(0, perPage);
  } else {
    const remaining = (total ?? 0) - firstIndex;
    if (remaining <= 0) {
      docs = [];
    } else {
      const snapshot = await getDocs(query(base, ...built.constraints, limitToLast(remaining)));
      docs = snapshot.docs.slice(0, perPage);
    }
  }

  const first = docs[0];
  const last = docs[docs.length - 1];
  if (first && last) pages.set(page, { first, last });

  const counted = total ?? knownTotal ?? (await getCount(countQuery)).data().count;
  if (maxResults !== undefined) docs = docs.slice(0, Math.max(0, maxResults - firstIndex));
  return { docs, total: cap(counted) };
}
