import { describe, expect, it } from 'vitest';
import {
  codeSummariesOf,
  codeSummaryEntry,
  codeSummaryPlace,
  codesOfSummary,
} from '@/domain/codeSummaries';

const code = (id: string, text: string, divisionId: string, extra: object = {}) => ({
  id,
  code: text,
  organisationId: 'o1',
  divisionId,
  currentUsage: 1,
  maximumUsage: 20,
  isActive: true,
  ...extra,
});

describe('the code summaries', () => {
  it("gives back each code of an organisation's summary, with its division, sorted by code", () => {
    const summaries = codeSummariesOf([
      code('code-b 2', 'B 2', 'd2', { currentUsage: 18, maximumUsage: 150, isActive: false }),
      code('code-a10', 'A10', 'd1', { currentUsage: 0 }),
      code('code-a9', 'A9', 'd1', { maximumUsage: 1 }),
      { ...code('code-x', 'X', 'd1'), organisationId: 'o2' },
    ]);
    expect([...summaries.keys()].sort()).toEqual(['o1', 'o2']);
    const summary = summaries.get('o1');
    expect(summary?.byDivision.d2?.['code-b 2']).toBe('18 150 0 B 2');
    expect(codesOfSummary('o1', summary)).toEqual([
      { ...code('code-a9', 'A9', 'd1', { maximumUsage: 1 }) },
      { ...code('code-a10', 'A10', 'd1', { currentUsage: 0 }) },
      code('code-b 2', 'B 2', 'd2', { currentUsage: 18, maximumUsage: 150, isActive: false }),
    ]);
  });

  it('reads a code without usage as unused and without isActive as active', () => {
    expect(codeSummaryEntry({ code: 'HARBOUR' })).toBe('0 0 1 HARBOUR');
  });

  it('summarises a code without a division apart, and one without an organisation nowhere', () => {
    expect(codeSummaryPlace({ organisationId: 'o1' })).toEqual({
      organisationId: 'o1',
      divisionId: '_',
    });
    expect(codeSummaryPlace({ divisionId: 'd1' })).toBeUndefined();
    expect(codeSummariesOf([{ id: 'c', code: 'C' }]).size).toBe(0);
  });

  it('leaves out what is not a summary entry', () => {
    expect(codesOfSummary('o1', undefined)).toEqual([]);
    expect(codesOfSummary('o1', { byDivision: [] })).toEqual([]);
    expect(
      codesOfSummary('o1', { byDivision: { d1: { a: 3, b: 'x y', c: '1 2 1 OK' }, d2: 'no' } }),
    ).toEqual([
      {
        id: 'c',
        code: 'OK',
        currentUsage: 1,
        maximumUsage: 2,
        isActive: true,
        organisationId: 'o1',
        divisionId: 'd1',
      },
    ]);
  });
});
