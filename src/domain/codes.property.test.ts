// Properties of access codes (docs/product.md §3, §5): normalisation, document ids and usage limits.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '@/config/constants';
import { codeDocumentId, normaliseCode, parseUsage, CODE_CHARACTERS } from './codes';
import { checkCodeForm, CODE_TOO_LONG, FILL_IN_ALL_REQUIRED_FIELDS } from './forms';
import { isValidDocumentId } from './ids';

const anyText = fc.string({ unit: 'grapheme', maxLength: 80 });

describe('normaliseCode, properties', () => {
  it('has no surrounding whitespace, is upper-case and is idempotent', () => {
    fc.assert(
      fc.property(anyText, (raw) => {
        const code = normaliseCode(raw);
        expect(code).toBe(code.trim());
        expect(code).toBe(code.toUpperCase());
        expect(normaliseCode(code)).toBe(code);
      }),
    );
  });

  it('has no whitespace at all for a code typed without inner spaces', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'abcXYZ019-_ü'), maxLength: 20 }),
        fc.constantFrom('', ' ', '\t', '\n ', '\u00a0'),
        (core, padding) => {
          expect(normaliseCode(`${padding}${core}${padding}`)).not.toMatch(/\s/);
        },
      ),
    );
  });

  it('ignores case and surrounding whitespace', () => {
    fc.assert(
      fc.property(anyText, (raw) => {
        expect(normaliseCode(` ${raw.toLowerCase()} `)).toBe(normaliseCode(raw.toLowerCase()));
      }),
    );
  });
});

describe('codeDocumentId, properties', () => {
  it('is always a valid document id, and the same for a code typed in any case', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: FIELD_LIMITS.code }),
        (raw) => {
          const id = codeDocumentId(raw);
          // A code of the longest length stays under Firestore's 1,500-byte id bound.
          expect(id).not.toMatch(/\//);
          expect(id).not.toMatch(/^__.*__$/);
          expect(['.', '..']).not.toContain(id);
          expect(new TextEncoder().encode(id).length).toBeLessThanOrEqual(1500);
          // Typed in any case, a code is the code it is stored as (upper-cased).
          expect(codeDocumentId(raw.toUpperCase())).toBe(id);
          // Lower-cased too, unless lower-casing changes what upper-casing gives: 'ẞ' lower-cases
          // to 'ß', which upper-cases to 'SS', another stored code (normaliseCode), so another id.
          if (raw.toLowerCase().toUpperCase() === raw.toUpperCase()) {
            expect(codeDocumentId(raw.toLowerCase())).toBe(id);
          } else {
            expect(normaliseCode(raw.toLowerCase())).not.toBe(normaliseCode(raw));
          }
        },
      ),
    );
  });

  it("keeps 'ẞ' and 'ß' apart, as their stored codes are ('ẞ' and 'SS')", () => {
    // The case fast-check found: the id follows the stored code, whatever case it was typed in.
    expect(codeDocumentId('ß')).toBe(codeDocumentId('SS'));
    expect(codeDocumentId('ẞ')).toBe(codeDocumentId('ẞ'.toUpperCase()));
    expect(codeDocumentId('ẞ')).not.toBe(codeDocumentId('ß'));
  });

  it('distinct normalised codes get distinct ids unless they agree lower-cased', () => {
    fc.assert(
      fc.property(anyText, anyText, (a, b) => {
        const sameLower = normaliseCode(a).toLowerCase() === normaliseCode(b).toLowerCase();
        expect(codeDocumentId(a) === codeDocumentId(b)).toBe(sameLower);
      }),
    );
  });

  it('usually passes the shared id check (ids of at most 128 characters)', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(...'ABCDEFGHJK0123456789'),
          minLength: 1,
          maxLength: 32,
        }),
        (code) => {
          expect(isValidDocumentId(codeDocumentId(code))).toBe(true);
        },
      ),
    );
  });
});

describe('parseUsage, properties', () => {
  it('never throws, and accepts exactly the safe whole numbers of at least 1', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const usage = parseUsage(value);
        if (usage !== null) {
          expect(Number.isSafeInteger(usage)).toBe(true);
          expect(usage).toBeGreaterThanOrEqual(1);
        }
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(parseUsage(n)).toBe(n);
        expect(parseUsage(` ${n} `)).toBe(n);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ max: 0 }), (n) => {
        expect(parseUsage(n)).toBeNull();
      }),
    );
  });
});

describe('checkCodeForm, properties', () => {
  it('never throws; what it accepts is upper-case, trimmed, within the bounds', () => {
    fc.assert(
      fc.property(
        fc.record({
          organisationId: fc.option(anyText),
          divisionId: fc.option(anyText),
          code: fc.option(fc.string({ unit: 'grapheme', maxLength: 60 })),
          maximumUsage: fc.option(fc.oneof(fc.integer(), anyText)),
        }),
        (values) => {
          const checked = checkCodeForm(values);
          if (!checked.ok) {
            expect(checked.message).not.toBe('');
            return;
          }
          expect(checked.value.code).toBe(normaliseCode(checked.value.code));
          expect(checked.value.code).not.toBe('');
          expect(checked.value.code.length).toBeLessThanOrEqual(FIELD_LIMITS.code);
          expect(checked.value.maximumUsage).toBeGreaterThanOrEqual(1);
          // The id firestore.rules demand of a new code, which they derive without encoding.
          expect(checked.value.code).toMatch(CODE_CHARACTERS);
          expect(codeDocumentId(checked.value.code)).toBe(
            `code-${checked.value.code.toLowerCase()}`,
          );
        },
      ),
    );
  });

  it('refuses a blank code as missing and an over-long one as too long', () => {
    fc.assert(
      fc.property(fc.constantFrom('', ' ', '\t\n', '\u3000'), (blank) => {
        const checked = checkCodeForm({
          organisationId: 'o',
          divisionId: 'd',
          code: blank,
          maximumUsage: 5,
        });
        expect(checked).toMatchObject({ ok: false, message: FILL_IN_ALL_REQUIRED_FIELDS });
      }),
    );
    const long = checkCodeForm({
      organisationId: 'o',
      divisionId: 'd',
      code: 'A'.repeat(FIELD_LIMITS.code + 1),
      maximumUsage: 5,
    });
    expect(long).toMatchObject({ ok: false, message: CODE_TOO_LONG });
  });
});
