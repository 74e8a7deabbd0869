// The shape of every derived-field migration (src/domain/derivedFields.ts): read a collection a
// page at a time (only the fields the derivation needs), and write each document the fields it
// lacks, in batches of 450 (docs/product.md §9). Idempotent: a document that already holds them is
// not written, so a second run writes nothing. updatedAt is left alone: nothing about the user or
// the alert changed. A document edited by its owner between the read and the write gets a value
// derived from the older fields for a moment; that write starts the trigger, which derives again
// from the document as it is.
import type { Firestore, QueryDocumentSnapshot, WriteBatch } from 'firebase-admin/firestore';
import { BATCH_SIZE } from '@/config/constants';
import { derivedFieldsPatch } from '@/domain/derivedFields';
import { timestampsToDates } from '@/domain/timestamps';
import { eachQueryPage } from '../../functions/src/paging';

const PAGE_SIZE = 1000;

export interface MigrationResult {
  scanned: number;
  /** Ids of the documents written (or, in a dry run, needing a write). */
  updated: string[];
  /** What it found and left for a person to decide, one line each, printed after its count. */
  report?: string[];
}

export interface MigrationOptions {
  dryRun?: boolean;
  pageSize?: number;
}

/**
 * Reads a collection a page at a time in document id order, only the given fields, and hands each
 * non-empty page to `handle`: what every migration's scan does.
 */
export async function eachPage(
  db: Firestore,
  collection: string,
  fields: readonly string[],
  pageSize: number,
  handle: (docs: QueryDocumentSnapshot[]) => Promise<void> | void,
): Promise<void> {
  return eachQueryPage(db.collection(collection).select(...fields), pageSize, handle);
}

/** One document a migration writes: its id, counted, and its write, added to a batch. */
export interface MigrationWrite {
  id: string;
  apply: (batch: WriteBatch) => void;
}

/**
 * Commits `writes` in batches of BATCH_SIZE, none in a dry run, and counts each in
 * `result.updated`: what every migration's writing does.
 */
export async function commitWrites(
  db: Firestore,
  writes: readonly MigrationWrite[],
  options: MigrationOptions,
  result: MigrationResult,
): Promise<void> {
  for (let start = 0; start < writes.length; start += BATCH_SIZE) {
    const chunk = writes.slice(start, start + BATCH_SIZE);
    if (!options.dryRun) {
      const batch = db.batch();
      for (const { apply } of chunk) apply(batch);
      await batch.commit();
    }
    result.updated.push(...chunk.map(({ id }) => id));
  }
}

export async function backfillDerivedFields(
  db: Firestore,
  collection: string,
  /** The fields `derive` reads and the fields it returns. */
  fields: readonly string[],
  derive: (data: Record<string, unknown>) => object,
  options: MigrationOptions = {},
): Promise<MigrationResult> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const result: MigrationResult = { scanned: 0, updated: [] };
  await eachPage(db, collection, fields, pageSize, async (docs) => {
    result.scanned += docs.length;
    const writes = docs.flatMap((doc): MigrationWrite[] => {
      // Dates for Timestamps, as the triggers see a document (functions/src/derivedFields.ts).
      const data = timestampsToDates(doc.data()) as Record<string, unknown>;
      const patch = derivedFieldsPatch(data, derive(data));
      return patch ? [{ id: doc.id, apply: (batch) => batch.update(doc.ref, patch) }] : [];
    });
    await commitWrites(db, writes, options, result);
  });
  return result;
}
