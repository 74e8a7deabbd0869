// Every e-mail of a users document gets its entry in userEmails (src/domain/userEmails.ts), which
// the creations read to refuse an e-mail in use, and an entry whose users no longer hold its
// e-mail goes. onUserWritten keeps the entries from the deploy on; this gives the users written
// before. Idempotent: an entry that already lists its users is not written.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { BATCH_SIZE } from '@/config/constants';
import { USER_EMAILS_COLLECTION, USERS_COLLECTION } from '@/domain/collections';
import { emailKey } from '@/domain/userEmails';
import { stringsOf } from '@/domain/values';
import { eachPage, type MigrationOptions, type MigrationResult } from './backfillDerivedFields';

const PAGE_SIZE = 500;

/** An entry's change: uids to add (merged), or the whole list it keeps (none: deleted). */
type Change = { key: string; add: string[] } | { key: string; keep: string[] };

export async function setUserEmails(
  db: Firestore,
  options: MigrationOptions = {},
): Promise<MigrationResult> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const result: MigrationResult = { scanned: 0, updated: [] };
  const entries = db.collection(USER_EMAILS_COLLECTION);
  const apply = async (changes: readonly Change[]) => {
    for (let start = 0; start < changes.length; start += BATCH_SIZE) {
      const chunk = changes.slice(start, start + BATCH_SIZE);
      if (!options.dryRun) {
        const batch = db.batch();
        for (const change of chunk) {
          const ref = entries.doc(change.key);
          if ('add' in change) {
            batch.set(ref, { uids: FieldValue.arrayUnion(...change.add) }, { merge: true });
          } else if (change.keep.length > 0) batch.set(ref, { uids: change.keep });
          else batch.delete(ref);
        }
        await batch.commit();
      }
      result.updated.push(...chunk.map(({ key }) => key));
    }
  };

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
    await apply(
      keys.flatMap((key, position) => {
        const listed = stringsOf(stored[position]?.get('uids'));
        const add = (byKey.get(key) ?? []).filter((uid) => !listed.includes(uid));
        return add.length > 0 ? [{ key, add }] : [];
      }),
    );
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
    await apply(
      listed.flatMap((entry) => {
        const named = stringsOf(entry.get('uids'));
        const keep = named.filter((uid) => keyOf.get(uid) === entry.id);
        return keep.length === named.length && keep.length > 0 ? [] : [{ key: entry.id, keep }];
      }),
    );
  });
  return result;
}
