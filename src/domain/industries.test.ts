import { describe, expect, it } from 'vitest';
import { INDUSTRY_EXISTS, industryDocumentId, industryExists } from '@/domain/industries';
import { CHOOSE_INDUSTRY_NAME, checkIndustryName } from '@/domain/forms';

describe('create industry (docs/product.md §5)', () => {
  const existing = ['Accounting', ' Construction '];

  it('needs a name', () => {
    expect(checkIndustryName('   ', existing)).toEqual({
      ok: false,
      message: CHOOSE_INDUSTRY_NAME,
    });
  });

  it('refuses a name that exists apart from case and spaces', () => {
    expect(industryExists(existing, 'accounting')).toBe(true);
    expect(industryExists(existing, 'CONSTRUCTION')).toBe(true);
    expect(checkIndustryName(' ACCOUNTING ', existing)).toEqual({
      ok: false,
      message: INDUSTRY_EXISTS,
    });
  });

  it('answers the trimmed name of a new industry', () => {
    expect(checkIndustryName('  Mining ', existing)).toEqual({ ok: true, name: 'Mining' });
  });

  it('gives names equal apart from case one document id, a valid one', () => {
    expect(industryDocumentId('Accounting')).toBe('industry-accounting');
    expect(industryDocumentId(' ACCOUNTING')).toBe(industryDocumentId('accounting'));
    expect(industryDocumentId('Arts / Crafts')).not.toContain('/');
    expect(industryDocumentId('..')).toBe('industry-%2E%2E');
  });
});
