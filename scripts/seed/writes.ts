// Batched, bounded-concurrency writes: the seed sets documents (never adds), so a second run
// overwrites the first with the same values.
import type {
  DocumentData,
  DocumentReference,
  Firestore,
  SetOptions,
  WriteBatch,
} from 'firebase-admin/firestore';
import { BATCH_SIZE } from '@/config/constants';

export interface DocumentWrite {
  path: string;
  data: DocumentData;
}

export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let cursor = 0;
  const worker = async (): Promise<void> => {
    while (cursor < items.length) {
      const index = cursor;
      cursor += 1;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}

/** Firestore refuses undefined values; optional fields are left out instead. */
export function withoutUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutUndefined) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => [key, withoutUndefined(item)]);
    return Object.fromEntries(entries) as T;
  }
  return value;
}

export async function setAll(
  db: Firestore,
  writes: readonly DocumentWrite[],
  concurrency = 3,
): Promise<void> {
  await mapLimit(chunk(writes, BATCH_SIZE), concurrency, async (group) => {
    const batch = db.batch();
    for (const write of group) batch.set(db.doc(write.path), withoutUndefined(write.data));
    await batch.commit();
  });
}

export async function deletePaths(db: Firestore, paths: readonly string[]): Promise<void> {
  await mapLimit(chunk(paths, BATCH_SIZE), 3, async (group) => {
    const batch = db.batch();
    for (const path of group) batch.delete(db.doc(path));
    await batch.commit();
  });
}

/** What the seed's bulk writes need of a writer: a BulkWriter, or a batchedWriter. */
export interface DocumentWriter {
  set(ref: DocumentReference, data: DocumentData, options?: SetOptions): unknown;
  /** Resolves once every write set before the call is committed. */
  flush(): Promise<void>;
}

/**
 * A writer that commits batches of BATCH_SIZE, `concurrency` at a time. The Firestore emulator
 * takes it about twice as fast as a BulkWriter, whose requests carry 20 writes each. Writes set
 * between two flushes are committed in no particular order: flush between writes of one document.
 */
export function batchedWriter(db: Firestore, concurrency = 8): DocumentWriter {
  const waiting: WriteBatch[] = [];
  let batch = db.batch();
  let size = 0;
  let running = 0;
  let failure: unknown;
  let idle: (() => void)[] = [];
  const pump = () => {
    while (running < concurrency && waiting.length > 0) {
      const next = waiting.shift() as WriteBatch;
      running += 1;
      next
        .commit()
        .catch((error: unknown) => {
          failure ??= error;
        })
        .finally(() => {
          running -= 1;
          pump();
          if (running === 0 && waiting.length === 0) {
            for (const done of idle) done();
            idle = [];
          }
        });
    }
  };
  const close = () => {
    if (size === 0) return;
    waiting.push(batch);
    batch = db.batch();
    size = 0;
    pump();
  };
  return {
    set(ref, data, options) {
      batch.set(ref, data, options ?? {});
      size += 1;
      if (size === BATCH_SIZE) close();
    },
    async flush() {
      close();
      if (running > 0 || waiting.length > 0) await new Promise<void>((done) => idle.push(done));
      if (failure !== undefined) throw failure;
    },
  };
}
