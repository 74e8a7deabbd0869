// The signed-out callables (getUserByPhone, checkIfUserIsMigrated, and signUpWithCode, which any
// new Auth account may call) answer before sign-in by the spec's design, so anyone can ask them.
// This bounds how often: per looked-up value (a phone number, an e-mail, the signing-up account)
// and per client address, in fixed windows (SIGNED_OUT_LOOKUP_LIMITS), kept in the server-only
// `rateLimits` collection (firestore.rules refuse every client) by a transaction, so that
// concurrent calls cannot overshoot. Past a limit the answer is resource-exhausted. Neither key is
// taken from what a client can set: the value is the request's own subject, the address the one
// Google's front end saw (clientAddress). The App Check app id is no key: every install of an app
// shares it, so one bot would exhaust it for all. Keys are SHA-256 hashes: the collection holds no
// phone number, e-mail or address in clear. `expiresAt` (RATE_LIMITS.expiryField) is the field of
// the TTL policy that firestore.indexes.json declares, which deletes old windows.
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { RATE_LIMITS, SIGNED_OUT_LOOKUP_LIMITS } from '@/config/constants';
import { db, isEmulator } from './admin';

export const RATE_LIMITS_COLLECTION = RATE_LIMITS.collection;

/**
 * The client's address, as something a client cannot choose. Deployed, Google's front end appends
 * the address it received the connection from to X-Forwarded-For, whatever the client sent before
 * it: the last entry is that address (the callables are called at their own URL, never through a
 * proxy of ours). In the emulator nothing appends it, so the whole header is the client's own
 * text and the socket's address is used. An IPv6 address counts by its /64 prefix, the block one
 * subscriber is given, so that walking through one's own block resets nothing.
 */
export function clientAddress(request: CallableRequest<unknown>): string {
  const raw = request.rawRequest;
  const forwarded = isEmulator() ? undefined : raw?.headers?.['x-forwarded-for'];
  const header = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
  const last = header
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  return addressKey(last ?? raw?.socket?.remoteAddress ?? 'unknown');
}

/** An IPv4 address as it is; an IPv6 address by its first four groups (its /64 network). */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const groups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = address.includes('::') ? 8 - groups.length - tailGroups.length : 0;
  const full = [...groups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups];
  return `${full
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
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
    { kind: 'value', ref: collection.doc(`${helper}-value-${hash(value)}`), limit: perValue },
    {
      kind: 'client',
      ref: collection.doc(`${helper}-client-${hash(clientAddress(request))}`),
      limit: perClient,
    },
  ];
  const now = Date.now();
  const exhausted = await db().runTransaction(async (transaction) => {
    const snapshots = await transaction.getAll(...counters.map(({ ref }) => ref));
    const next = counters.map(({ kind, ref, limit }, index) => {
      const windowStart = snapshots[index].get('windowStart') as Timestamp | undefined;
      const current = windowStart && now - windowStart.toMillis() < windowSeconds * 1000;
      const count = current ? Number(snapshots[index].get('count') ?? 0) : 0;
      return {
        kind,
        ref,
        over: count >= limit,
        data: {
          count: count + 1,
          windowStart: current ? windowStart : Timestamp.fromMillis(now),
          [RATE_LIMITS.expiryField]: Timestamp.fromMillis(now + 2 * windowSeconds * 1000),
        },
      };
    });
    const over = next.filter((counter) => counter.over).map(({ kind }) => kind);
    if (over.length > 0) return over;
    for (const { ref, data } of next) transaction.set(ref, data);
    return [];
  });
  if (exhausted.length > 0) {
    // Which limit, as fields: never the value or the address themselves.
    logger.warn('Signed-out rate limit reached', { helper, limits: exhausted.join(',') });
    throw new HttpsError('resource-exhausted', 'Too many attempts. Please, try again later.');
  }
}
