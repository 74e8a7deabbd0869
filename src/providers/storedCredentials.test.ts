import { describe, expect, it } from 'vitest';
import { STORED_TOKEN_MARGIN_MS, storedCredentials } from '@/providers/storedCredentials';

const app = { name: '[DEFAULT]', options: { apiKey: 'key-1' } };
const KEY = 'firebase:authUser:key-1:[DEFAULT]';
const NOW = 1_800_000_000_000;

function storageWith(entries: Record<string, unknown>) {
  return {
    getItem: (key: string) =>
      key in entries
        ? typeof entries[key] === 'string'
          ? (entries[key] as string)
          : JSON.stringify(entries[key])
        : null,
  };
}

const storedUser = (expirationTime: number) => ({
  uid: 'u1',
  email: 'org.admin@example.com',
  stsTokenManager: { accessToken: 'id-token', refreshToken: 'refresh', expirationTime },
});

describe('the token Firebase Auth keeps for the signed-in user', () => {
  it('is read from the SDK’s own entry while it has time left', () => {
    expect(
      storedCredentials(app, storageWith({ [KEY]: storedUser(NOW + 3_600_000) }), NOW),
    ).toEqual({ uid: 'u1', token: 'id-token' });
  });

  it('is left to the SDK when it is about to expire or has expired', () => {
    const nearExpiry = NOW + STORED_TOKEN_MARGIN_MS;
    expect(storedCredentials(app, storageWith({ [KEY]: storedUser(nearExpiry) }), NOW)).toBeNull();
    expect(storedCredentials(app, storageWith({ [KEY]: storedUser(NOW - 1) }), NOW)).toBeNull();
  });

  it('is none for another app, nobody signed in, or an entry of another shape', () => {
    const valid = storedUser(NOW + 3_600_000);
    expect(
      storedCredentials(
        { name: 'other', options: { apiKey: 'key-1' } },
        storageWith({ [KEY]: valid }),
        NOW,
      ),
    ).toBeNull();
    expect(storedCredentials(app, storageWith({}), NOW)).toBeNull();
    for (const entry of [
      'not json',
      [],
      { ...valid, uid: '' },
      { ...valid, stsTokenManager: null },
      { ...valid, stsTokenManager: { accessToken: 'id-token', expirationTime: 'soon' } },
      { ...valid, stsTokenManager: { accessToken: 7, expirationTime: NOW + 3_600_000 } },
    ]) {
      expect(storedCredentials(app, storageWith({ [KEY]: entry }), NOW)).toBeNull();
    }
  });
});
