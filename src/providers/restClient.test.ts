/** @vitest-environment jsdom */
// Whose token the app's REST reads carry: the one Auth keeps in local storage until Auth has
// restored the user (boot.ts reads before Firebase's SDKs have loaded), Auth's after.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const STORED_USER_KEY = 'firebase:authUser:demo-api-key:[DEFAULT]';

function storeToken(token: string, expiresIn = 3_600_000) {
  const stsTokenManager = { accessToken: token, expirationTime: Date.now() + expiresIn };
  localStorage.setItem(STORED_USER_KEY, JSON.stringify({ uid: 'user-1', stsTokenManager }));
}

/** The module afresh: its client and its hand-over are made once a page. */
async function freshModule() {
  vi.resetModules();
  return import('./restClient');
}

let fetchMock: ReturnType<typeof vi.fn>;
const tokensSent = () =>
  fetchMock.mock.calls.map(([, init]) =>
    new Headers((init as RequestInit).headers).get('Authorization'),
  );

beforeEach(() => {
  fetchMock = vi.fn(async () => new Response('[]', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('restClient', () => {
  it("reads with the stored token before Auth's SDK has loaded", async () => {
    storeToken('stored-token');
    const { restClient } = await freshModule();
    await restClient().getDocuments(['users/user-1']);
    expect(tokensSent()).toEqual(['Bearer stored-token']);
  });

  it('waits for Auth when no token is stored, or only one about to expire', async () => {
    storeToken('expiring-token', 1_000);
    const { restClient, handRestToAuth } = await freshModule();
    const read = restClient().getDocuments(['users/user-1']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).not.toHaveBeenCalled();
    handRestToAuth(async () => ({ token: 'auth-token', uid: 'user-1' }), new Promise(() => {}));
    await read;
    expect(tokensSent()).toEqual(['Bearer auth-token']);
  });

  it("reads with Auth's token once Auth has restored the user", async () => {
    storeToken('stored-token');
    const { restClient, handRestToAuth } = await freshModule();
    handRestToAuth(async () => ({ token: 'auth-token', uid: 'user-1' }), Promise.resolve());
    await Promise.resolve();
    await restClient().getDocuments(['users/user-2']);
    expect(tokensSent()).toEqual(['Bearer auth-token']);
  });

  it('is one client for boot.ts and the app', async () => {
    const { restClient } = await freshModule();
    expect(restClient()).toBe(restClient());
  });
});
