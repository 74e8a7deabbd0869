import type { Firestore } from 'firebase/firestore/lite';
import type { DataScope } from '@/domain/session';
import type { CallFunction } from '@/providers/callables';
import type { DataSpecs } from '@/providers/dataSpec';
import type { DocumentFields, FirestoreRest, QueriedDocument } from '@/providers/firestoreRest';
import { DataProviderError, guard } from './errors';
import { scopedOrganisations } from './query';

/** Each read page's first and last document, by page number. */
export type PageCursors = Map<number, { first: QueriedDocument; last: QueriedDocument }>;

const MAX_CACHED_QUERIES = 100;

export class CursorCache {
  private readonly entries = new Map<string, PageCursors>();

  /** Kept last in the map's order, so that the first is the least recently used. */
  pages(key: string): PageCursors {
    const pages: PageCursors = this.entries.get(key) ?? new Map();
    this.entries.delete(key);
    this.entries.set(key, pages);
    const oldest = this.entries.keys().next().value;
    if (this.entries.size > MAX_CACHED_QUERIES && oldest !== undefined) this.entries.delete(oldest);
    return pages;
  }

  forget(resource: string): void {
    for (const key of [...this.entries.keys()]) {
      if (key.startsWith(`${resource}|`)) this.entries.delete(key);
    }
  }
}

export interface DataProviderOptions {
  resources: DataSpecs;
  db: Firestore;
  /** null before sign-in. */
  getScope: () => DataScope | null;
  loadCall?: () => Promise<CallFunction>;
  rest: FirestoreRest;
  /** Told of every resource a write made stale: the app invalidates its queries. */
  onChange?: (resource: string) => void;
  /** Whose writes these are (the actor stamp). */
  getUid?: () => string | null;
  /** A Kynd Admin alone reads the figures withheld below the user threshold: their twins stand in. */
  readsWithheld?: () => boolean;
}

export interface ProviderContext extends Omit<
  DataProviderOptions,
  'resources' | 'loadCall' | 'onChange'
> {
  cache: CursorCache;
  /** A write is done: the resource, callable or method of that name (index.ts says what is stale). */
  changed: (write: string) => void;
}

export function requireScope(context: ProviderContext, operation: string): DataScope {
  const scope = context.getScope();
  if (!scope) throw new DataProviderError('unauthenticated', `${operation}: not signed in`);
  return scope;
}

export function pagination(value: { page?: number; perPage?: number } | undefined) {
  const page = Math.max(1, Math.floor(value?.page ?? 1));
  const perPage = Math.max(1, Math.floor(value?.perPage ?? 25));
  return { page, perPage };
}

export function asFilter(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object'
    ? { ...(value as Record<string, unknown>) }
    : {};
}

export function asString(value: unknown, what: string): string {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  throw new DataProviderError('invalid-argument', `${what} must be a non-empty string`);
}

/** null when it is outside the caller's scope (nothing to read). */
export function organisationInScope(
  context: ProviderContext,
  operation: string,
  requested: unknown,
): string | null {
  const scope = requireScope(context, operation);
  if (typeof requested === 'string' && requested !== '') {
    const allowed = scopedOrganisations(scope, requested);
    return allowed === 'all' || allowed.length > 0 ? requested : null;
  }
  if (scope.kind === 'organisation') return scope.organisationId;
  throw new DataProviderError('invalid-argument', `${operation}: organisationId is required`);
}

export function readDocuments(
  context: ProviderContext,
  operation: string,
  paths: readonly string[],
  fields?: readonly string[],
): Promise<(DocumentFields | undefined)[]> {
  return guard(operation, () =>
    fields ? context.rest.getFields(paths, fields) : context.rest.getDocuments(paths),
  );
}
