// Properties of the document id checks and the score record ids.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIVISION_ID_PATTERN } from '@/config/constants';
import {
  MAX_DOCUMENT_ID_LENGTH,
  documentIdProblem,
  isSafeDivisionId,
  isValidDocumentId,
} from './ids';
import { parseScoreRecordId, scoreRecordId } from './scoreDocuments';

const safeId = fc.string({
  unit: fc.constantFrom(...'abcXYZ0189_-'),
  minLength: 1,
  maxLength: 64,
});

describe('document ids, properties', () => {
  it('never throw on any value; a valid id is a short string without a slash, not reserved', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        documentIdProblem(value);
        isSafeDivisionId(value);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 140 }), (id) => {
        if (!isValidDocumentId(id)) {
          expect(documentIdProblem(id)).toMatch(/./);
          return;
        }
        expect(id.length).toBeGreaterThan(0);
        expect(id.length).toBeLessThanOrEqual(MAX_DOCUMENT_ID_LENGTH);
        expect(id).not.toContain('/');
        expect(id).not.toMatch(/^__.*__$/);
        expect(['.', '..']).not.toContain(id);
      }),
    );
  });

  it('a safe division id is a valid document id and matches the pattern', () => {
    fc.assert(
      fc.property(fc.oneof(safeId, fc.string({ maxLength: 70 })), (id) => {
        if (isSafeDivisionId(id)) {
          expect(isValidDocumentId(id)).toBe(true);
          expect(id).toMatch(DIVISION_ID_PATTERN);
        }
      }),
    );
    fc.assert(
      fc.property(safeId, (id) => {
        expect(isSafeDivisionId(id)).toBe(!/^__.*__$/.test(id));
      }),
    );
  });
});

describe('score record ids, properties', () => {
  it('round-trip for any valid organisation and scope ids', () => {
    const validId = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
      .filter((id) => isValidDocumentId(id));
    fc.assert(
      fc.property(validId, validId, (organisationId, scopeId) => {
        expect(parseScoreRecordId(scoreRecordId(organisationId, scopeId))).toEqual({
          organisationId,
          scopeId,
        });
      }),
    );
  });
});
