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

/**
 * `id`, `password` and `undefined` entries are not written; values read with `get` pass through
 * unchanged.
 */
export interface StoreTransaction {
  get(path: string): Promise<StoredDocument | null>;
  set(path: string, data: Record<string, unknown>): void;
  update(path: string, data: Record<string, unknown>): void;
}

export interface DataStore {
  /** The caller's scope; 'unauthenticated' when nobody is signed in. */
  scope(operation: string): DataScope;
  organisationsInScope(operation: string): 'all' | readonly string[];
  /** A new Firestore auto id (20 characters of [A-Za-z0-9]) in a collection. */
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
  /** How many documents the filters match (an aggregation: one read per 1,000 of them). */
  count(operation: string, collection: string, where: readonly WhereClause[]): Promise<number>;
  /**
   * The ids of every document the filters match, a page of `pageSize` at a time in id order, each
   * page handed to `visit` before the next is read. Where the REST reads serve it a page carries
   * no other field of the documents.
   */
  eachIdPage(
    operation: string,
    collection: string,
    where: readonly WhereClause[],
    pageSize: number,
    visit: (ids: readonly string[]) => Promise<void>,
  ): Promise<void>;
  update(operation: string, path: string, data: Record<string, unknown>): Promise<void>;
  /** One Firestore transaction: every read before any write, retried on contention. */
  transaction<T>(operation: string, run: (transaction: StoreTransaction) => Promise<T>): Promise<T>;
  /**
   * In batches of BATCH_SIZE; a failed batch leaves the ones before it written, and names how many
   * were.
   */
  updateInBatches(
    operation: string,
    collection: string,
    ids: readonly string[],
    data: Record<string, unknown>,
    onProgress?: (progress: Progress) => void,
  ): Promise<void>;
}
