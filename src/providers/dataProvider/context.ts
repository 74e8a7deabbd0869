import type { Firestore } from 'firebase/firestore/lite';
import type { DataScope } from '@/domain/session';
import type { FirestoreRest } from '@/providers/firestoreRest';
import { DataProviderError } from './errors';
import type { CursorCache } from './paging';
import { scopedOrganisations } from './query';

export interface ProviderContext {
  db: Firestore;
  getScope: () => DataScope | null;
  cache: CursorCache;
  rest?: FirestoreRest;
  getUid?: () => string | null;
  /**
   * A Kynd Admin alone reads the figures other readers' documents withhold: their twins stand in.
   */
  readsWithheld?: () => boolean;
}

export function readsWithheld(context: ProviderContext): boolean {
  return context.readsWithheld?.() === true;
}

export function requireScope(context: ProviderContext, operation: string): DataScope {
  const scope = context.getScope();
  if (!scope) throw new DataProviderError('unauthenticated', `${operation}: not signed in`);
  return scope;
}

export interface Pagination {
  page: number;
  perPage: number;
}

export function pagination(value: { page?: number; perPage?: number } | undefined): Pagination {
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
  const named = typeof requested === 'string' && requested !== '' ? requested : undefined;
  if (named === undefined && scope.kind === 'organisation') return scope.organisationId;
  if (named === undefined) {
    throw new DataProviderError('invalid-argument', `${operation}: organisationId is required`);
  }
  const allowed = scopedOrganisations(scope, named);
  return allowed === 'all' || allowed.length > 0 ? named : null;
}
