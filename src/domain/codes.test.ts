import { describe, expect, it } from 'vitest';
import { DEFAULT_CODE_USAGE, FIELD_LIMITS } from '@/config/constants';
import {
  REQUIRED,
  USAGE_NOT_A_WHOLE_NUMBER,
  changedMaximumUsages,
  codeDocumentId,
  normaliseCode,
  parseUsage,
  usageText,
} from '@/domain/codes';
import {
  CHOOSE_AN_ORGANISATION,
  CHOOSE_A_DIVISION,
  CODE_CHARACTERS_MESSAGE,
  CODE_FORM_DEFAULTS,
  CODE_TOO_LONG,
  FILL_IN_ALL_REQUIRED_FIELDS,
  checkCodeForm,
} from '@/domain/forms';

describe('codes are upper-cased and keyed by their value', () => {
  it('trims and upper-cases a code', () => {
    expect(normaliseCode('  harbour-tax ')).toBe('HARBOUR-TAX');
  });

  it('gives one document id to a code whatever its case, in the form of the existing ids', () => {
    expect(codeDocumentId('harbour')).toBe('code-harbour');
    expect(codeDocumentId(' HARBOUR ')).toBe('code-harbour');
    expect(codeDocumentId('HARBOUR-AUDIT')).toBe('code-harbour-audit');
    expect(codeDocumentId('harbour')).not.toBe(codeDocumentId('harbour2'));
  });

  it('makes any code a valid Firestore id', () => {
    for (const code of ['A/B', '.', '..', '__ID__', 'MĀORI', 'A B']) {
      const id = codeDocumentId(code);
      expect(id).not.toContain('/');
      expect(id).not.toMatch(/^\.\.?$/);
      expect(id).not.toMatch(/^__.*__$/);
      expect(id.startsWith('code-')).toBe(true);
    }
    expect(codeDocumentId('A/B')).not.toBe(codeDocumentId('A%2FB'.toLowerCase()));
  });
});

describe('usage limits', () => {
  it('accepts whole numbers of at least 1, typed or not', () => {
    expect(parseUsage(20)).toBe(20);
    expect(parseUsage(' 150 ')).toBe(150);
    for (const bad of [0, -1, 1.5, '', ' ', 'ten', '1e400', null, undefined, Number.NaN]) {
      expect(parseUsage(bad)).toBeNull();
    }
  });

  it("shows usage as 'current / maximum'", () => {
    expect(usageText({ currentUsage: 5, maximumUsage: 20 })).toBe('5 / 20');
    expect(usageText({})).toBe('0 / 0');
  });
});

describe('create code form (docs/product.md §5)', () => {
  const complete = {
    organisationId: 'o1',
    divisionId: 'd1',
    code: ' new-code ',
    maximumUsage: 100,
  };

  it('starts with a maximum usage of 100', () => {
    expect(CODE_FORM_DEFAULTS.maximumUsage).toBe(DEFAULT_CODE_USAGE);
  });

  it('needs an organisation, then a division', () => {
    expect(checkCodeForm({ ...complete, organisationId: '' })).toMatchObject({
      ok: false,
      message: CHOOSE_AN_ORGANISATION,
    });
    expect(checkCodeForm({ ...complete, divisionId: undefined })).toMatchObject({
      ok: false,
      message: CHOOSE_A_DIVISION,
    });
  });

  it('needs a code and a maximum usage, and marks the fields left empty', () => {
    expect(checkCodeForm({ ...complete, code: '  ', maximumUsage: '' })).toEqual({
      ok: false,
      message: FILL_IN_ALL_REQUIRED_FIELDS,
      errors: { code: REQUIRED, maximumUsage: REQUIRED },
    });
  });

  it('refuses a usage that is not a whole number of at least 1, and an overlong code', () => {
    expect(checkCodeForm({ ...complete, maximumUsage: 0 })).toMatchObject({
      ok: false,
      message: USAGE_NOT_A_WHOLE_NUMBER,
    });
    expect(checkCodeForm({ ...complete, code: 'X'.repeat(FIELD_LIMITS.code + 1) })).toMatchObject({
      ok: false,
      message: CODE_TOO_LONG,
    });
  });

  it('takes only letters A to Z, digits, - and _ (lower-case typed is upper-cased), saying so', () => {
    for (const code of ['a b', 'CAFÉ', 'MĀORI', 'A.B', 'A/B', "O'NEIL", '<b>', 'ẞ']) {
      expect(checkCodeForm({ ...complete, code })).toEqual({
        ok: false,
        message: CODE_CHARACTERS_MESSAGE,
        errors: { code: CODE_CHARACTERS_MESSAGE },
      });
    }
    for (const code of ['harbour-2026', 'A_B', '007', '-']) {
      expect(checkCodeForm({ ...complete, code })).toMatchObject({ ok: true });
    }
  });

  it('gives a code it accepts the id firestore.rules demand: code- and the code lower-cased', () => {
    const checked = checkCodeForm({ ...complete, code: 'Harbour_Tax-26' });
    if (!checked.ok) throw new Error('refused');
    expect(codeDocumentId(checked.value.code)).toBe(`code-${checked.value.code.toLowerCase()}`);
  });

  it('answers the code upper-cased with its usage as a number', () => {
    expect(checkCodeForm({ ...complete, maximumUsage: '40' })).toEqual({
      ok: true,
      value: { organisationId: 'o1', divisionId: 'd1', code: 'NEW-CODE', maximumUsage: 40 },
    });
  });
});

describe("'Edit codes max usage' (docs/product.md §4)", () => {
  const codes = [
    { id: 'a', maximumUsage: 20 },
    { id: 'b', maximumUsage: 100 },
    { id: 'c', maximumUsage: 50 },
  ];

  it('keeps only the codes whose value changed', () => {
    expect(changedMaximumUsages(codes, { a: '20', b: '120', c: 50 })).toEqual({
      changes: [{ id: 'b', maximumUsage: 120 }],
      invalid: [],
    });
    expect(changedMaximumUsages(codes, {})).toEqual({ changes: [], invalid: [] });
  });

  it('reports the values that are not whole numbers of at least 1', () => {
    expect(changedMaximumUsages(codes, { a: '', b: '0', c: '60' })).toEqual({
      changes: [{ id: 'c', maximumUsage: 60 }],
      invalid: ['a', 'b'],
    });
  });
});
