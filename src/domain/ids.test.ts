import { documentIdProblem, isSafeDivisionId, isValidDocumentId } from '@/domain/ids';

describe('documentIdProblem', () => {
  it('accepts ordinary ids', () => {
    for (const id of ['userA', 'org-harbour-accounting', 'x'.repeat(128), 'a.b', 'é']) {
      expect(isValidDocumentId(id)).toBe(true);
    }
  });

  it('refuses what Firestore would answer with an internal error', () => {
    expect(documentIdProblem('')).toBe('is required');
    expect(documentIdProblem(42)).toBe('is required');
    expect(documentIdProblem('x'.repeat(129))).toMatch(/more than 128/);
    expect(documentIdProblem('evil/sub/doc')).toBe('contains a slash');
    expect(documentIdProblem('.')).toBe('is not a valid id');
    expect(documentIdProblem('..')).toBe('is not a valid id');
    expect(documentIdProblem('__x__')).toBe('is a reserved id');
    expect(documentIdProblem('____')).toBe('is a reserved id');
  });
});

describe('isSafeDivisionId', () => {
  it('accepts generated ids and the seed ids', () => {
    for (const id of ['Kq3v9ZbX1mN0pLr2TtYw', 'org-harbour-accounting-default', 'a1', 'A_b-9']) {
      expect(isSafeDivisionId(id)).toBe(true);
    }
  });

  it('refuses reserved, slash-bearing, dotted, empty and over-long ids', () => {
    for (const id of ['__x__', 'evil/sub/doc', 'a.b', '', ' a', 'x'.repeat(65), null, 7]) {
      expect(isSafeDivisionId(id)).toBe(false);
    }
  });
});
