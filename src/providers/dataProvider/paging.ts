// Each fetched page leaves its first and last document in a cache keyed by the query, so a
// neighbouring page costs perPage reads; any other jump reads from the nearest known cursor, as
// Firestore's `offset` also bills the skipped documents. A short page forward gives the total.
import type { DocumentFields, FirestoreRest, QueriedDocument } from '@/providers/firestoreRest';
import type { BuiltQuery, PageRequest } from '@/providers/dataStore';
import type { PageCursors, ProviderContext } from './context';
import { DataProviderError, guard } from './errors';

function pageSource(
  rest: FirestoreRest,
  path: string,
  built: BuiltQuery,
  fields: readonly string[] | undefined,
) {
  const { field, order } = built.sort;
  const where = { where: built.filters, anyOf: built.anyOf };
  const keys = field === 'id' ? ['__name__'] : [field, '__name__'];
  const read = (direction: typeof order, limit: number, cursor?: QueriedDocument) =>
    rest.query(path, {
      ...where,
      orderBy: keys.map((key) => ({ field: key, direction })),
      select: fields,
      limit,
      startAfter: cursor?.cursor,
    });
  return {
    after: (limit: number, cursor?: QueriedDocument) => read(order, limit, cursor),
    // limitToLast as the SDK does it: the order reversed, then the answer turned back.
    before: async (limit: number, cursor?: QueriedDocument) =>
      (await read(order === 'ASC' ? 'DESC' : 'ASC', limit, cursor)).reverse(),
    count: () => rest.count(path, where),
  };
}

/** With `fields`, only those: documents grow with what rows omit. */
export async function readPage(
  context: ProviderContext,
  operation: string,
  path: string,
  built: BuiltQuery,
  request: PageRequest,
  fields?: readonly string[],
): Promise<{ docs: DocumentFields[]; total: number }> {
  const source = pageSource(context.rest, path, built, fields);
  const key = fields ? `${built.key}|rows ${fields.join(',')}` : built.key;
  const pages = context.cache.pages(`${key}|${request.perPage}`);
  return guard(operation, () =>
    fetchPage(source, pages, request).catch((error: unknown) => {
      if (!(error instanceof DataProviderError)) throw error;
      throw new DataProviderError(error.code, `${operation}: ${error.message}`, error);
    }),
  );
}

type Plan =
  | { kind: 'forward'; from: number; reads: number }
  | { kind: 'backward'; to: number; reads: number }
  | { kind: 'end'; reads: number };

function plan(pages: PageCursors, page: number, perPage: number, total: number | null): Plan {
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

async function fetchPage(
  source: ReturnType<typeof pageSource>,
  pages: PageCursors,
  { page, perPage, maxResults, withoutCount }: PageRequest,
): Promise<{ docs: QueriedDocument[]; total: number }> {
  const cap = (total: number) => (maxResults === undefined ? total : Math.min(total, maxResults));
  const remember = (at: number, read: QueriedDocument[]) => {
    if (read.length > 0) pages.set(at, { first: read[0], last: read[read.length - 1] });
  };

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
  let docs: QueriedDocument[];

  if (chosen.kind === 'forward') {
    const span = page - chosen.from;
    const cursor = chosen.from > 0 ? pages.get(chosen.from)?.last : undefined;
    const all = await source.after(span * perPage, cursor);
    if (all.length < span * perPage) knownTotal = chosen.from * perPage + all.length;
    for (let step = 0; step < span; step += 1) {
      remember(chosen.from + step + 1, all.slice(step * perPage, (step + 1) * perPage));
    }
    docs = all.slice((span - 1) * perPage);
  } else if (chosen.kind === 'backward') {
    const cursor = pages.get(chosen.to)?.first;
    docs = (await source.before((chosen.to - page) * perPage, cursor)).slice(0, perPage);
  } else {
    const remaining = (total ?? 0) - firstIndex;
    docs = remaining <= 0 ? [] : (await source.before(remaining)).slice(0, perPage);
  }

  remember(page, docs);

  const counted =
    total ?? knownTotal ?? (withoutCount ? firstIndex + docs.length : await source.count());
  if (maxResults !== undefined) docs = docs.slice(0, Math.max(0, maxResults - firstIndex));
  return { docs, total: cap(counted) };
}
