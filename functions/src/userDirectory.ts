// Keeps userDirectory/{uid} (src/domain/userDirectory.ts) in step with users/{uid}: the callables
// write the entry in the transaction that writes the user, so an administrator's list shows the
// change at once; onUserWritten repairs it after any other client's write.
import {
  FieldValue,
  Transaction,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { USER_DIRECTORY_COLLECTION, USERS_COLLECTION } from '@/domain/collections';
import { directoryEntryOf, sameDirectoryEntry } from '@/domain/userDirectory';
import { db } from './admin';

const entryRef = (firestore: Firestore, uid: string) =>
  firestore.collection(USER_DIRECTORY_COLLECTION).doc(uid);

/** Adds to a transaction or batch the entry of a user written as `user` (undefined: deleted). */
export function writeDirectoryEntry(
  writer: Transaction | WriteBatch,
  uid: string,
  user: DocumentData | undefined,
): void {
  const entry = user ? directoryEntryOf(uid, user) : null;
  const ref = entryRef(db(), uid);
  // One writer type at a time: TypeScript cannot call a method of the union.
  if (writer instanceof Transaction) {
    if (entry) writer.set(ref, entry);
    else writer.delete(ref);
  } else if (entry) writer.set(ref, entry);
  else writer.delete(ref);
}

/**
 * The document as it reads after `transaction.update(ref, patch)`: top-level fields replaced, a
 * FieldValue.delete() removing its field. Other sentinels (array unions, increments) only touch
 * fields the directory does not hold, so they keep the stored value here.
 */
export function afterUpdate(data: DocumentData, patch: DocumentData): DocumentData {
  const next: DocumentData = { ...data };
  for (const [key, value] of Object.entries(patch)) {
    if (!(value instanceof FieldValue)) next[key] = value;
    else if (value.isEqual(FieldValue.delete())) delete next[key];
  }
  return next;
}

/**
 * Brings the entry of `uid` in line with the stored user, reading both in one transaction so that
 * an older event never overwrites a newer entry. Answers whether it wrote.
 */
export async function syncDirectoryEntry(uid: string): Promise<boolean> {
  const firestore = db();
  const userRef = firestore.collection(USERS_COLLECTION).doc(uid);
  return firestore.runTransaction(async (transaction) => {
    const [user, entry] = await Promise.all([
      transaction.get(userRef),
      transaction.get(entryRef(firestore, uid)),
    ]);
    const wanted = user.exists ? directoryEntryOf(uid, user.data() ?? {}) : null;
    if (sameDirectoryEntry(entry.exists ? entry.data() : undefined, wanted)) return false;
    writeDirectoryEntry(transaction, uid, user.exists ? user.data() : undefined);
    return true;
  });
}
