import { describe, expect, it } from 'vitest';
import { emailKey } from './userEmails';

describe('emailKey', () => {
  it('is one key for an e-mail in any letter case, spaces around it aside', () => {
    expect(emailKey(' Aroha.ONeill@Example.com ')).toBe('aroha.oneill%40example.com');
    expect(emailKey('AROHA.ONEILL@EXAMPLE.COM')).toBe(emailKey('aroha.oneill@example.com'));
  });

  it("makes every e-mail a valid document id: no '/', no reserved __…__ form", () => {
    expect(emailKey('a/b@example.com')).toBe('a%2Fb%40example.com');
    expect(emailKey('__a@b__')).toBe('%5F%5Fa%40b%5F%5F');
    expect(emailKey("o'neill+tag@example.com")).toBe("o'neill%2Btag%40example.com");
  });

  it('is none for a value that is no e-mail', () => {
    for (const value of [undefined, null, 42, '', '..', 'no-at-sign', `${'a'.repeat(320)}@x`]) {
      expect(emailKey(value)).toBeNull();
    }
  });
});
