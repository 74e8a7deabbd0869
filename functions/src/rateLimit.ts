// The signed-out helpers (getUserByPhone, checkIfUserIsMigrated) answer before sign-in by the
// spec's design, so anyone can ask them. This bounds how often: per looked-up value (a phone
// number or an e-mail) and per client address, in fixed windows (SIGNED_OUT_LOOKUP_LIMITS), kept
// in the server-only `rateLimits` collection (firestore.rules refuse every client) by a
// transaction, so that concurrent calls cannot overshoot. Past a limit the answer is
// resource-exhausted. Keys are SHA-256 hashes: the collection holds no phone number, e-mail or
// address in clear. `expiresAt` (RATE_LIMITS.expiryField) is the field of the TTL policy that
// firestore.indexes.json declares, which deletes old windows.
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { RATE_LIMITS, SIGNED_OUT_LOOKUP_LIMITS } from '@/config/constants';
import { db } from './admin';

export const RATE_LIMITS_COLLECTION = RATE_LIMITS.collection;

/**
 * The client's address. Behind Google's front end (Cloud Functions v2 on Cloud Run) the last entry
 * of X-Forwarded-For is the address Google saw, whatever the client put before it; locally there
 * is no such header and the socket's address is used.
 */
export function clientAddress(request: CallableRequest<unknown>): string {
  const raw = request.rawRequest;
  const forwarded = raw?.headers?.['x-forwarded-for'];
  const header = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
  const last = header
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  return last ?? raw?.ip ?? raw?.socket?.remoteAddress ?? 'unknown';
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

export async function enforceSignedOutLimit(
  request: CallableRequest<unknown>,
  helper: string,
  value: string,
): Promise<void> {
  const { windowSeconds, perValue, perClient } = SIGNED_OUT_LOOKUP_LIMITS;
  const collection = db().collection(RATE_LIMITS_COLLECTION);
  const counters = [
    { ref: collection.doc(`${helper}-value-${hash(value)}`), limit: perValue },
    { ref: collection.doc(`${helper}-client-${hash(clientAddress(request))}`), limit: perClient },
  ];
  const now = Date.now();
  const exhausted = await db().runTransaction(async (transaction) => {
    const snapshots = await transaction.getAll(...counters.map(({ ref }) => ref));
    const next = counters.map(({ ref, limit }, index) => {
      const windowStart = snapshots[index].get('windowStart') as Timestamp | undefined;
      const current = windowStart && now - windowStart.toMillis() < windowSeconds * 1000;
      const count = current ? Number(snapshots[index].get('count') ?? 0) : 0;
      return {
        ref,
        over: count >= limit,
        data: {
          count: count + 1,
          windowStart: current ? windowStart : Timestamp.fromMillis(now),
          [RATE_LIMITS.expiryField]: Timestamp.fromMillis(now + 2 * windowSeconds * 1000),
        },
      };
    });
    if (next.some(({ over }) => over)) return true;
    for (const { ref, data } of next) transaction.set(ref, data);
    return false;
  });
  if (exhausted) {
    throw new HttpsError('resource-exhausted', 'Too many attempts. Please, try again later.');
  }
}
