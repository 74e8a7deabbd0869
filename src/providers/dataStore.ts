// What a resource's own data methods may do with the database. Resource folders import this file
// for its types only, so that Firebase stays in src/providers.
import type { RaRecord } from 'react-admin';
import type { DataScope } from '@/domain/session';
import type { RestFilter, RestQuery } from '@/providers/firestoreRest';
import type { Progress } from '@/providers/types';

/** Firestore's `in` takes at most 30 values. */
export const MAX_IN_VALUES = 30;

export interface StoredDocument {
  readonly id: string;
  /** A field as stored (timestamps stay Timestamps): what a write may copy back unchanged. */
  get(field: string): unknown;
  data(): Record<string, unknown>;
  record<R extends RaRecord = RaRecord>(): R;
}

/** A list's query, for the SDK and the REST reads alike. */
export interface BuiltQuery {
  filters: RestFilter[];
  /** Groups of filters of which one must hold besides `filters`. */
  anyOf?: RestQuery['anyOf'];
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** Canonical description, the key of the cursor cache: it starts with the resource's name. */
  key: string;
}

export type WhereOp = '==' | 'in' | 'array-contains';

export type WhereClause = readonly [field: string, op: WhereOp, value: unknown];

/** `id`, `password` and `undefined` entries are not written. */
export interface StoreTransaction {
  get(path: string): Promise<StoredDocument | null>;
  set(path: string, data: Record<string, unknown>): void;
  /** `remove`: field paths deleted in the same write. */
  update(path: string, data: Record<string, unknown>, remove?: readonly string[]): void;
}

export interface PageRequest {
  page: number;
  perPage: number;
  maxResults?: number;
  /** No total: a full page is not counted, its total is what it has read so far. */
  withoutCount?: boolean;
}

export interface DataStore {
  scope(operation: string): DataScope;
  organisationsInScope(operation: string): 'all' | readonly string[];
  /** The one asked for, else the caller's own; null when it is outside the caller's scope. */
  organisationInScope(operation: string, requested: unknown): string | null;
  newId(collection: string): string;
  get(operation: string, path: string): Promise<StoredDocument | null>;
  /** In one request where the REST reads serve it; never an earlier read's answer. */
  getMany(
    operation: string,
    paths: readonly string[],
    fields: readonly string[],
  ): Promise<(StoredDocument | null)[]>;
  query(
    operation: string,
    collection: string,
    where?: readonly WhereClause[],
    limit?: number,
  ): Promise<StoredDocument[]>;
  count(operation: string, collection: string, where: readonly WhereClause[]): Promise<number>;
  /** A page of the matching ids at a time, in id order, each visited before the next is read. */
  eachIdPage(
    operation: string,
    collection: string,
    where: readonly WhereClause[],
    pageSize: number,
    visit: (ids: readonly string[]) => Promise<void>,
  ): Promise<void>;
  /** A page of records, each page's cursors kept for its neighbours (dataProvider/paging.ts). */
  page(
    operation: string,
    collection: string,
    query: BuiltQuery,
    request: PageRequest,
    fields?: readonly string[],
  ): Promise<{ data: RaRecord[]; total: number }>;
  /** A new document, of an auto id unless `id` is given: its id. */
  add(
    operation: string,
    collection: string,
    data: Record<string, unknown>,
    id?: string,
  ): Promise<string>;
  update(operation: string, path: string, data: Record<string, unknown>): Promise<void>;
  /** Each signed first where the audit trail asks it (dataProvider/actorStamp.ts). */
  delete(operation: string, collection: string, ids: readonly string[]): Promise<void>;
  /** Every read before any write; retried on contention. */
  transaction<T>(operation: string, run: (transaction: StoreTransaction) => Promise<T>): Promise<T>;
  /** In batches of BATCH_SIZE; a failed batch leaves the ones before it written. */
  updateInBatches(
    operation: string,
    collection: string,
    ids: readonly string[],
    data: Record<string, unknown>,
    onProgress?: (progress: Progress) => void,
  ): Promise<void>;
}
