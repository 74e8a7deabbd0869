// Every user gets the directory entry administrators read instead of the users document
// (src/domain/userDirectory.ts, docs/roles.md "What each role receives"), and an entry whose user
// is gone goes. The functions keep the entries from the deploy on; this gives the users written
// before. Idempotent: an entry that already says what it should is not written.
import type { CollectionReference, Firestore, WriteBatch } from 'firebase-admin/firestore';
import { USER_DIRECTORY_COLLECTION, USERS_COLLECTION } from '@/domain/collections';
import { directoryEntryOf, sameDirectoryEntry, type DirectoryEntry } from '@/domain/userDirectory';
import {
  commitWrites,
  eachPage,
  type MigrationOptions,
  type MigrationResult,
} from './backfillDerivedFields';

const PAGE_SIZE = 500;
const ENTRY_SOURCE_FIELDS = [
  'firstName',
  'lastName',
  'role',
  'organisation',
  'division',
  'isActive',
  'createdAt',
];

const write = (entries: CollectionReference, id: string, entry: DirectoryEntry | null) => ({
  id,
  apply: (batch: WriteBatch) => {
    if (entry) batch.set(entries.doc(id), entry);
    else batch.delete(entries.doc(id));
  },
});

export async function setUserDirectory(
  db: Firestore,
  options: MigrationOptions = {},
): Promise<MigrationResult> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const result: MigrationResult = { scanned: 0, updated: [] };
  const entries = db.collection(USER_DIRECTORY_COLLECTION);

  await eachPage(db, USERS_COLLECTION, ENTRY_SOURCE_FIELDS, pageSize, async (users) => {
    result.scanned += users.length;
    const stored = await db.getAll(...users.map((user) => entries.doc(user.id)));
    const writes = users.flatMap((user, position) => {
      const wanted = directoryEntryOf(user.id, user.data());
      const current = stored[position];
      return sameDirectoryEntry(current?.exists ? current.data() : undefined, wanted)
        ? []
        : [write(entries, user.id, wanted)];
    });
    await commitWrites(db, writes, options, result);
  });
  // Entries of users deleted before the functions kept the directory.
  await eachPage(db, USER_DIRECTORY_COLLECTION, [], pageSize, async (listed) => {
    const users = await db.getAll(
      ...listed.map((entry) => db.collection(USERS_COLLECTION).doc(entry.id)),
      { fieldMask: [] },
    );
    const writes = listed.flatMap((entry, position) =>
      users[position]?.exists ? [] : [write(entries, entry.id, null)],
    );
    await commitWrites(db, writes, options, result);
  });
  return result;
}
