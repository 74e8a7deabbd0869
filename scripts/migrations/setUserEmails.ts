// Every e-mail of a users document gets its entry in userEmails (src/domain/userEmails.ts), which
// the creations read to refuse an e-mail in use, and an entry whose users no longer hold its
// e-mail goes. onUserWritten keeps the entries from the deploy on; this gives the users written
// before. Idempotent: an entry that already lists its users is not written.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { USER_EMAILS_COLLECTION, USERS_COLLECTION } from '@/domain/collections';
import { emailKey } from '@/domain/userEmails';
import { stringsOf } from '@/domain/values';
import {
  commitWrites,
  eachPage,
  type MigrationOptions,
  type MigrationResult,
  type MigrationWrite,
} from './backfillDerivedFields';

const PAGE_SIZE = 500;

export async function setUserEmails(
  db: Firestore,
  options: MigrationOptions = {},
): Promise<MigrationResult> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const result: MigrationResult = { scanned: 0, updated: [] };
  const entries = db.collection(USER_EMAILS_COLLECTION);

  await eachPage(db, USERS_COLLECTION, ['email'], pageSize, async (users) => {
    result.scanned += users.length;
    const byKey = new Map<string, string[]>();
    for (const user of users) {
      const key = emailKey(user.get('email'));
      if (key) byKey.set(key, [...(byKey.get(key) ?? []), user.id]);
    }
    if (byKey.size === 0) return;
    const keys = [...byKey.keys()];
    const stored = await db.getAll(...keys.map((key) => entries.doc(key)));
    const writes = keys.flatMap((key, position): MigrationWrite[] => {
      const listed = stringsOf(stored[position]?.get('uids'));
      const add = (byKey.get(key) ?? []).filter((uid) => !listed.includes(uid));
      if (add.length === 0) return [];
      const ref = entries.doc(key);
      return [
        {
          id: key,
          apply: (batch) =>
            batch.set(ref, { uids: FieldValue.arrayUnion(...add) }, { merge: true }),
        },
      ];
    });
    await commitWrites(db, writes, options, result);
  });
  // Entries naming users that are gone or hold another e-mail now.
  await eachPage(db, USER_EMAILS_COLLECTION, ['uids'], pageSize, async (listed) => {
    const uids = [...new Set(listed.flatMap((entry) => stringsOf(entry.get('uids'))))];
    const users = uids.length
      ? await db.getAll(...uids.map((uid) => db.collection(USERS_COLLECTION).doc(uid)), {
          fieldMask: ['email'],
        })
      : [];
    const keyOf = new Map(
      users.map((user) => [user.id, user.exists ? emailKey(user.get('email')) : null]),
    );
    const writes = listed.flatMap((entry): MigrationWrite[] => {
      const named = stringsOf(entry.get('uids'));
      const keep = named.filter((uid) => keyOf.get(uid) === entry.id);
      if (keep.length === named.length && keep.length > 0) return [];
      return [
        {
          id: entry.id,
          apply: (batch) =>
            keep.length > 0 ? batch.set(entry.ref, { uids: keep }) : batch.delete(entry.ref),
        },
      ];
    });
    await commitWrites(db, writes, options, result);
  });
  return result;
}
