// The actor stamp of docs/security.md "Audit trail": firestore.rules demand that every write to a
// collection the screens write names the signed-in caller, whom the audit trigger names.
import {
  doc,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type WriteBatch,
} from 'firebase/firestore/lite';
import { BATCH_SIZE } from '@/config/constants';
import { ACTOR_STAMP, isStampedCollection } from '@/domain/audit';
import { inChunks } from '@/domain/bulk';
import { errorCode } from '@/domain/errorCode';
import type { ProviderContext } from './context';
import { DataProviderError, guard } from './errors';

/** The collection of a document path: 'organisations/o1/notifications/n1' → its first three. */
export function collectionOf(documentPath: string): string {
  return documentPath.split('/').slice(0, -1).join('/');
}

export function actorStamp(
  context: ProviderContext,
  collectionPath: string,
  operation: string,
): DocumentData {
  if (!isStampedCollection(collectionPath)) return {};
  const uid = context.getUid?.() ?? null;
  if (!uid) throw new DataProviderError('unauthenticated', `${operation}: not signed in`);
  return { [ACTOR_STAMP.by]: uid, [ACTOR_STAMP.at]: serverTimestamp() };
}

/**
 * The rules let a client delete a stamped collection's document only when its last stamp is the
 * caller's, so that the entry can name who deleted it. Resolves the ids still there to delete.
 */
export async function signDeletes(
  context: ProviderContext,
  collectionPath: string,
  ids: readonly string[],
  operation: string,
): Promise<string[]> {
  if (!isStampedCollection(collectionPath)) return [...ids];
  const present: string[] = [];
  for (const chunk of inChunks(ids, BATCH_SIZE)) {
    const stamp = actorStamp(context, collectionPath, operation);
    await guard(operation, async () => {
      const batch = writeBatch(context.db);
      for (const id of chunk) batch.update(doc(context.db, collectionPath, id), stamp);
      try {
        await batch.commit();
        present.push(...chunk);
      } catch (error) {
        if (errorCode(error) !== 'not-found') throw error;
        // One of them is gone already: sign the others one by one.
        for (const id of chunk) {
          try {
            await updateDoc(doc(context.db, collectionPath, id), stamp);
            present.push(id);
          } catch (inner) {
            if (errorCode(inner) !== 'not-found') throw inner;
          }
        }
      }
    });
  }
  return present;
}

/** A batch of BATCH_SIZE at a time; a failed batch leaves the ones before it written. */
export async function inBatches(
  context: ProviderContext,
  operation: string,
  ids: readonly string[],
  write: (batch: WriteBatch, id: string) => void,
  onProgress?: (done: number) => void,
): Promise<void> {
  for (let start = 0; start < ids.length; start += BATCH_SIZE) {
    const chunk = ids.slice(start, start + BATCH_SIZE);
    const batch = writeBatch(context.db);
    for (const id of chunk) write(batch, id);
    await guard(`${operation} (after ${start} of ${ids.length})`, () => batch.commit());
    onProgress?.(start + chunk.length);
  }
}
