// The ID token Firebase Auth keeps in local storage, for the first reads before Auth has restored
// the user: the rules judge them as any other, and should Auth find the user gone, the session
// check signs out. Anything but the SDK's own entry shape, or a token near its expiry, is none.
import type { RestCredentials } from '@/providers/firestoreRest';
import { isPlainObject } from '@/domain/timestamps';
import { readJson } from '@/providers/session';

/** A token closer to its expiry than this is left to the SDK to refresh. */
export const STORED_TOKEN_MARGIN_MS = 60_000;

export function storedCredentials(
  app: { name: string; options: { apiKey?: string } },
  storage: Pick<Storage, 'getItem'> = localStorage,
  now: number = Date.now(),
): RestCredentials | null {
  const value = readJson(`firebase:authUser:${app.options.apiKey ?? ''}:${app.name}`, storage);
  if (!isPlainObject(value) || typeof value.uid !== 'string' || value.uid === '') return null;
  const tokens = value.stsTokenManager;
  if (!isPlainObject(tokens)) return null;
  const { accessToken, expirationTime } = tokens;
  const fresh = typeof expirationTime === 'number' && expirationTime - STORED_TOKEN_MARGIN_MS > now;
  return typeof accessToken === 'string' && accessToken !== '' && fresh
    ? { uid: value.uid, token: accessToken }
    : null;
}
