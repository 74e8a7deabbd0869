// Properties of the generated passwords (docs/product.md §5, §9) over any source of randomness.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GENERATED_PASSWORD_LENGTH } from '@/config/constants';
import { generatePassword } from './password';
import { isValidGeneratedPassword } from '../../tests/helpers/expected';

describe('generatePassword, properties', () => {
  it('is valid for any sequence of random draws, and uses no look-alike characters', () => {
    fc.assert(
      fc.property(fc.infiniteStream(fc.nat()), (draws) => {
        const randomInt = (maxExclusive: number) => draws.next().value % maxExclusive;
        const password = generatePassword(randomInt);
        expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
        expect(isValidGeneratedPassword(password)).toBe(true);
        expect(password).not.toMatch(/[lIO01]/);
        expect(password).toMatch(/^[A-Za-z0-9]+$/);
      }),
    );
  });

  it('the validator never throws and accepts only 8 characters with the three classes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 12 }), (text) => {
        if (isValidGeneratedPassword(text)) {
          expect(text).toHaveLength(GENERATED_PASSWORD_LENGTH);
          expect(text).toMatch(/[a-z]/);
          expect(text).toMatch(/[A-Z]/);
          expect(text).toMatch(/[0-9]/);
        }
      }),
    );
  });
});
