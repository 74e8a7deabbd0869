import fc from 'fast-check';
import { cryptoRandomInt, generatePassword } from '@/domain/password';
import { isValidGeneratedPassword } from '../../tests/helpers/expected';

describe('generatePassword', () => {
  it('always has 8 characters with a lowercase letter, an uppercase letter and a digit', () => {
    for (let i = 0; i < 500; i += 1) {
      const password = generatePassword();
      expect(password).toHaveLength(8);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[0-9]/);
      expect(password).toMatch(/^[A-Za-z0-9]+$/);
    }
  });

  it('keeps every class even when the random source favours one alphabet position', () => {
    // Always 0: the fill picks the first character of the combined alphabet (lowercase).
    const password = generatePassword(() => 0);
    expect(isValidGeneratedPassword(password)).toBe(true);
  });

  it('differs between calls', () => {
    const passwords = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(passwords.size).toBeGreaterThan(45);
  });

  it('draws random integers within bounds', () => {
    for (let i = 0; i < 200; i += 1) {
      const value = cryptoRandomInt(7);
      expect(Number.isInteger(value) && value >= 0 && value < 7).toBe(true);
    }
  });
});

describe('isValidGeneratedPassword', () => {
  it('checks the length and the three classes', () => {
    expect(isValidGeneratedPassword('abcD3fgh')).toBe(true);
    expect(isValidGeneratedPassword('abcD3fg')).toBe(false);
    expect(isValidGeneratedPassword('abcdefg3')).toBe(false);
    expect(isValidGeneratedPassword('ABCDEFG3')).toBe(false);
    expect(isValidGeneratedPassword('abcDefgh')).toBe(false);
  });
});

describe('generatePassword over many draws (docs/product.md §9)', () => {
  it('meets the rule for any random source', () => {
    // Whatever the random source answers (within its contract), the three classes are there.
    fc.assert(
      fc.property(
        fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
        (draws) => {
          const source = draws[Symbol.iterator]();
          const randomInt = (maxExclusive: number) =>
            Math.floor((source.next().value as number) * maxExclusive);
          const password = generatePassword(randomInt);
          return isValidGeneratedPassword(password) && /^[A-Za-z0-9]{8}$/.test(password);
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('meets the rule for 20,000 cryptographically random passwords', () => {
    const invalid: string[] = [];
    for (let i = 0; i < 20_000; i += 1) {
      const password = generatePassword();
      if (!isValidGeneratedPassword(password) || !/^[A-Za-z0-9]{8}$/.test(password)) {
        invalid.push(password);
      }
    }
    expect(invalid).toEqual([]);
  });
});
