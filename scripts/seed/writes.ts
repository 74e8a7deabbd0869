// Batched, bounded-concurrency writes: the seed sets documents (never adds), so a second run
// overwrites the first with the same values.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
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
