// The ID token Firebase Auth keeps in local storage for the signed-in user (browserLocalPersistence,
// providers/firebase), read before Auth has restored that user. Restoring takes a request to the
// Auth service (the SDK checks the stored user before it hands out a token); a returning user's
// first reads (boot.ts) need not wait for it. They are the same token's reads, judged by the
// security rules as any other, and nothing the token could not read by itself. Should Auth then
// find the user gone, the session check signs out (providers/authProvider).
//
// The entry's shape is the SDK's own (`firebase:authUser:{apiKey}:{appName}`, the user's toJSON()):
// anything else, or a token near its expiry (the SDK would refresh it first), reads as none, and
// the reads simply wait for Auth as they otherwise would.
import type { RestCredentials } from '@/providers/firestoreRest';
import { isRecord, readJson } from '@/providers/session';

/** A token closer to its expiry than this is left to the SDK to refresh. */
export const STORED_TOKEN_MARGIN_MS = 60_000;

export interface AppIdentity {
  name: string;
  options: { apiKey?: string };
}

export function storedCredentials(
  app: AppIdentity,
  storage: Pick<Storage, 'getItem'> = localStorage,
  now: number = Date.now(),
): RestCredentials | null {
  const value = readJson(`firebase:authUser:${app.options.apiKey ?? ''}:${app.name}`, storage);
  if (!isRecord(value) || typeof value.uid !== 'string' || value.uid === '') return null;
  const tokens = value.stsTokenManager;
  if (!isRecord(tokens)) return null;
  const { accessToken, expirationTime } = tokens;
  if (typeof accessToken !== 'string' || accessToken === '') return null;
  if (typeof expirationTime !== 'number' || expirationTime - STORED_TOKEN_MARGIN_MS <= now) {
    return null;
  }
  return { uid: value.uid, token: accessToken };
}
