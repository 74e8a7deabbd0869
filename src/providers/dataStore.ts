// What a resource's own data methods may do with the database. Resource folders import this file
// for its types only, so that Firebase stays in src/providers.
import type { RaRecord } from 'react-admin';
import type { DataScope } from '@/domain/session';
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

export type WhereOp = '==' | 'in' | 'array-contains';

export type WhereClause = readonly [field: string, op: WhereOp, value: unknown];

/** `id`, `password` and `undefined` entries are not written. */
export interface StoreTransaction {
  get(path: string): Promise<StoredDocument | null>;
  set(path: string, data: Record<string, unknown>): void;
  update(path: string, data: Record<string, unknown>): void;
}

export interface DataStore {
  scope(operation: string): DataScope;
  organisationsInScope(operation: string): 'all' | readonly string[];
  /** A Firestore auto id: 20 characters of [A-Za-z0-9]. */
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
  update(operation: string, path: string, data: Record<string, unknown>): Promise<void>;
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
