// @vitest-environment node
// The client address the signed-out limits count by (rateLimit.ts): what a client sends cannot
// make it a new client.
import type { CallableRequest } from 'firebase-functions/v2/https';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressKey, clientAddress } from './rateLimit';

function requestWith(forwardedFor: string | undefined, socket = '10.0.0.9') {
  return {
    rawRequest: {
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      socket: { remoteAddress: socket },
    },
  } as unknown as CallableRequest<unknown>;
}

describe('the client address, deployed behind Google’s front end', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is the entry the front end appends, whatever the client put before it', () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    const real = clientAddress(requestWith('203.0.113.7'));
    expect(real).toBe('203.0.113.7');
    expect(clientAddress(requestWith('198.51.100.1, 203.0.113.7'))).toBe(real);
    expect(clientAddress(requestWith('1.1.1.1,2.2.2.2, 203.0.113.7'))).toBe(real);
  });

  it('counts an IPv6 client by its /64 network, however the address is written', () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    const first = clientAddress(requestWith('2001:db8:1:2:3:4:5:6'));
    expect(first).toBe('2001:db8:1:2::/64');
    expect(clientAddress(requestWith('2001:0db8:0001:0002:ffff::1'))).toBe(first);
    expect(clientAddress(requestWith('forged, 2001:DB8:1:2::9'))).toBe(first);
    expect(clientAddress(requestWith('2001:db8:1:3::1'))).not.toBe(first);
  });
});

describe('the client address in the Functions emulator', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is the socket’s: no front end adds the header, so it is all the client’s', () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    expect(clientAddress(requestWith('198.51.100.23', '127.0.0.1'))).toBe('127.0.0.1');
    expect(clientAddress(requestWith(undefined, '127.0.0.1'))).toBe('127.0.0.1');
  });
});

describe('address keys', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1:2', 'fe80:0:0:0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
  ])('%s counts as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});
