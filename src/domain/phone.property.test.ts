// Properties of the phone normalisation of docs/product.md §5 over any typed text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PHONE_PREFIX } from '@/config/constants';
import { normalisePhone } from './phone';

const SEPARATORS = /[\s\-.()]/;
const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const separator = fc.constantFrom(' ', '-', '.', '(', ')', '\t', '\u00a0');

describe('normalisePhone, properties', () => {
  it('never throws and never keeps a separator, for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (typed) => {
        expect(normalisePhone(typed)).not.toMatch(SEPARATORS);
      }),
    );
  });

  it('is blank exactly when only separators were typed', () => {
    fc.assert(
      fc.property(fc.array(separator, { maxLength: 10 }), (pieces) => {
        expect(normalisePhone(pieces.join(''))).toBe('');
      }),
    );
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), (typed) => {
        fc.pre(typed.replace(/[\s\-.()]/g, '') !== '');
        expect(normalisePhone(typed)).not.toBe('');
      }),
    );
  });

  it('a national number (0 then digits) gets the default prefix instead of its 0', () => {
    fc.assert(
      fc.property(digits(6, 12), (rest) => {
        fc.pre(!rest.startsWith('0') && rest.slice(1, 3) !== '64');
        expect(normalisePhone(`0${rest}`)).toBe(`${DEFAULT_PHONE_PREFIX}${rest}`);
      }),
    );
  });

  it('keeps an international number as it is, apart from separators, and is idempotent on it', () => {
    fc.assert(
      fc.property(digits(6, 14), fc.array(separator, { maxLength: 3 }), (number, pieces) => {
        const typed = `+${number.slice(0, 2)}${pieces.join('')}${number.slice(2)}`;
        const once = normalisePhone(typed);
        expect(once).toBe(`+${number}`);
        expect(normalisePhone(once)).toBe(once);
      }),
    );
  });

  it('separators do not change the result', () => {
    fc.assert(
      fc.property(digits(1, 12), fc.array(separator, { maxLength: 4 }), (number, pieces) => {
        const spaced = [...number].map((digit, i) => digit + (pieces[i] ?? '')).join('');
        expect(normalisePhone(spaced)).toBe(normalisePhone(number));
      }),
    );
  });

  it('every non-blank result starts with + or has the country digits after its first character', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (typed) => {
        const phone = normalisePhone(typed);
        if (phone === '') return;
        expect(phone.startsWith('+') || phone.slice(1, 3) === DEFAULT_PHONE_PREFIX.slice(1)).toBe(
          true,
        );
      }),
    );
  });
});
