// What a resource's own data methods (the `methods` of its data.ts) may do with the database: a
// few reads and writes over Firestore, guarded (failures become DataProviderErrors naming the
// operation), within the caller's scope. The provider implements it (dataProvider/store.ts); the
// resource folders import this file for its types only, so that Firebase stays in src/providers.
import type { RaRecord } from 'react-admin';
import type { DataScope } from '@/domain/session';
import type { Progress } from '@/providers/types';

/** Firestore's `in` takes at most 30 values. */
export const MAX_IN_VALUES = 30;

export interface StoredDocument {
  readonly id: string;
  /** A field as stored (timestamps stay Timestamps): what a write may copy back unchanged. */
  get(field: string): unknown;
  /** The fields as stored. */
  data(): Record<string, unknown>;
  /** The document as a record: its id and fields, timestamps as Dates. */
  record<R extends RaRecord = RaRecord>(): R;
}

export type WhereOp = '==' | 'in' | 'array-contains';

/** One where clause: [field path, operator, value]. */
export type WhereClause = readonly [field: string, op: WhereOp, value: unknown];

/**
 * Writes take records: Dates become Timestamps, `undefined` entries, `id` and `password` are not
 * written (providers/dataProvider/records.ts); values read with `get` pass through unchanged.
 */
export interface StoreTransaction {
  /** null when there is no such document. */
  get(path: string): Promise<StoredDocument | null>;
  set(path: string, data: Record<string, unknown>): void;
  update(path: string, data: Record<string, unknown>): void;
}

export interface DataStore {
  /** The caller's scope; 'unauthenticated' when nobody is signed in. */
  scope(operation: string): DataScope;
  /** The organisations the caller may read ('all' for a Kynd Admin). */
  organisationsInScope(operation: string): 'all' | readonly string[];
  /** A new Firestore auto id (20 characters of [A-Za-z0-9]) in a collection. */
  newId(collection: string): string;
  /** `collection/id`, null when absent. */
  get(operation: string, path: string): Promise<StoredDocument | null>;
  /**
   * Documents by path in one request where the REST reads serve it, each with only `fields`
   * (field paths, a field mask), null when absent; never an earlier read's answer.
   */
  getMany(
    operation: string,
    paths: readonly string[],
    fields: readonly string[],
  ): Promise<(StoredDocument | null)[]>;
  /** Every document of a collection matching all clauses (at most `limit`). */
  query(
    operation: string,
    collection: string,
    where?: readonly WhereClause[],
    limit?: number,
  ): Promise<StoredDocument[]>;
  update(operation: string, path: string, data: Record<string, unknown>): Promise<void>;
  /** One Firestore transaction: every read before any write, retried on contention. */
  transaction<T>(operation: string, run: (transaction: StoreTransaction) => Promise<T>): Promise<T>;
  /**
   * The same change on many documents of a collection, in batches of BATCH_SIZE (docs/product.md
   * §9); `onProgress` hears after each batch. A failed batch leaves the ones before it written,
   * and names how many were. The caller says which lists changed.
   */
  updateInBatches(
    operation: string,
    collection: string,
    ids: readonly string[],
    data: Record<string, unknown>,
    onProgress?: (progress: Progress) => void,
  ): Promise<void>;
  /** Tells the cached lists of these resources that their documents changed. */
  touched(...resources: string[]): void;
}
