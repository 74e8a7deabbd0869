// Tests that change users documents with the admin SDK (as another client would) and then look as
// an administrator, who reads the user directory: wait until onUserWritten has brought the entries
// in line (src/domain/userDirectory.ts).
import type { Firestore } from 'firebase-admin/firestore';
import { vi } from 'vitest';
import { USER_DIRECTORY_COLLECTION, USERS_COLLECTION } from '../../src/domain/collections';
import { directoryEntryOf, sameDirectoryEntry } from '../../src/domain/userDirectory';

export async function directoryInStep(
  db: Firestore,
  userIds: readonly string[],
  timeout = 30_000,
): Promise<void> {
  const inStep = async () => {
    const [users, entries] = await Promise.all([
      db.getAll(...userIds.map((id) => db.collection(USERS_COLLECTION).doc(id))),
      db.getAll(...userIds.map((id) => db.collection(USER_DIRECTORY_COLLECTION).doc(id))),
    ]);
    return userIds.filter((id, position) => {
      const user = users[position];
      const wanted = user?.exists ? directoryEntryOf(id, user.data() ?? {}) : null;
      const entry = entries[position];
      return !sameDirectoryEntry(entry?.exists ? entry.data() : undefined, wanted);
    });
  };
  // vi.waitFor, unlike expect.poll, also waits in a beforeAll.
  await vi.waitFor(
    async () => {
      const behind = await inStep();
      if (behind.length > 0) throw new Error(`directory entries behind: ${behind.join(', ')}`);
    },
    { timeout, interval: 200 },
  );
}
