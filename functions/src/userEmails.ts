// Keeps userEmails/{key} (src/domain/userEmails.ts) in step with the users documents' e-mails,
// and reads it for the creations' "E-mail is already in use" check.
import { USER_EMAILS_COLLECTION, USERS_COLLECTION } from '@/domain/collections';
import { emailKey } from '@/domain/userEmails';
import { stringsOf } from '@/domain/values';
import { db } from './admin';
import { chunks } from './validation';

/** Documents one getAll reads. */
const GET_ALL_LIMIT = 500;

const holdersRef = (key: string) => db().collection(USER_EMAILS_COLLECTION).doc(key);

/**
 * The e-mails among `emails` that a users document holds, as given. A found entry is checked
 * against its users' documents, so that one still listing a user who holds another e-mail now
 * (the migration 'user e-mails' writes from a page of users read before a change) does not refuse
 * an e-mail that is free.
 */
export async function emailsInDocuments(emails: readonly string[]): Promise<Set<string>> {
  const keyed = emails.flatMap((email) => {
    const key = emailKey(email);
    return key ? [{ email, key }] : [];
  });
  const found = (
    await Promise.all(
      chunks(keyed, GET_ALL_LIMIT).map(async (part) => {
        const snapshots = await db().getAll(...part.map(({ key }) => holdersRef(key)));
        return part.map((entry, position) => ({
          ...entry,
          uids: stringsOf(snapshots[position]?.get('uids')),
        }));
      }),
    )
  )
    .flat()
    .filter(({ uids }) => uids.length > 0);
  const users = db().collection(USERS_COLLECTION);
  const holderKeys = new Map<string, string | null>();
  for (const part of chunks([...new Set(found.flatMap(({ uids }) => uids))], GET_ALL_LIMIT)) {
    const snapshots = await db().getAll(...part.map((uid) => users.doc(uid)));
    for (const user of snapshots) holderKeys.set(user.id, emailKey(user.get('email')));
  }
  return new Set(
    found
      .filter(({ key, uids }) => uids.some((uid) => holderKeys.get(uid) === key))
      .map(({ email }) => email),
  );
}

/**
 * Brings the entries of `keys` in line with users/{uid} as stored now: listed under the key of its
 * e-mail, under no other. The entries are read in the transaction, so two users' syncs of one
 * e-mail do not undo each other; the user is read apart from it, because the Firestore emulator
 * locks what a transaction reads, and a lock on the users document held up its other triggers'
 * writes until the emulator's lock timeout. An e-mail changed meanwhile sends an event of its own,
 * whose sync reads it.
 */
export async function syncEmailHolders(uid: string, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const firestore = db();
  const refs = keys.map(holdersRef);
  const userRef = firestore.collection(USERS_COLLECTION).doc(uid);
  await firestore.runTransaction(async (transaction) => {
    const entries = await transaction.getAll(...refs);
    const user = await userRef.get();
    const held = user.exists ? emailKey(user.get('email')) : null;
    entries.forEach((entry, position) => {
      const uids = entry.exists ? stringsOf(entry.get('uids')) : [];
      const wanted = keys[position] === held;
      if (uids.includes(uid) === wanted) return;
      const next = wanted ? [...uids, uid] : uids.filter((id) => id !== uid);
      const ref = refs[position];
      if (!ref) return;
      if (next.length > 0) transaction.set(ref, { uids: next });
      else transaction.delete(ref);
    });
  });
}
