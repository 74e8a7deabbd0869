import { describe, expect, it } from 'vitest';
import {
  codeSummaryEntry,
  codeSummaryOf,
  codesOfSummary,
  organisationEmployeeCount,
} from '@/domain/organisationSummary';

describe('organisationEmployeeCount', () => {
  it('counts the employee ids, none when the list is missing', () => {
    expect(organisationEmployeeCount({ employees: ['a', 'b', 'c'] })).toEqual({ employeeCount: 3 });
    expect(organisationEmployeeCount({})).toEqual({ employeeCount: 0 });
    expect(organisationEmployeeCount({ employees: 'a' })).toEqual({ employeeCount: 0 });
  });
});

describe('the code summary', () => {
  it('gives back each code as stored, sorted by code', () => {
    const summary = codeSummaryOf([
      { id: 'code-b 2', code: 'B 2', currentUsage: 18, maximumUsage: 150, isActive: false },
      { id: 'code-a10', code: 'A10', currentUsage: 0, maximumUsage: 20, isActive: true },
      { id: 'code-a9', code: 'A9', currentUsage: 1, maximumUsage: 1, isActive: true },
    ]);
    expect(summary['code-b 2']).toBe('18 150 0 B 2');
    expect(codesOfSummary(summary)).toEqual([
      { id: 'code-a9', code: 'A9', currentUsage: 1, maximumUsage: 1, isActive: true },
      { id: 'code-a10', code: 'A10', currentUsage: 0, maximumUsage: 20, isActive: true },
      { id: 'code-b 2', code: 'B 2', currentUsage: 18, maximumUsage: 150, isActive: false },
    ]);
  });

  it('reads a code without usage as unused and without isActive as active', () => {
    expect(codeSummaryEntry({ code: 'HARBOUR' })).toBe('0 0 1 HARBOUR');
  });

  it('leaves out what is not a summary entry', () => {
    expect(codesOfSummary(undefined)).toEqual([]);
    expect(codesOfSummary({ a: 3, b: 'x y', c: '1 2 1 OK' })).toEqual([
      { id: 'c', code: 'OK', currentUsage: 1, maximumUsage: 2, isActive: true },
    ]);
  });
});
