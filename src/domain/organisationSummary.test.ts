import { describe, expect, it } from 'vitest';
import {
  isAtOrAfter,
  organisationEmployeeCount,
  organisationsToRecount,
} from '@/domain/organisationSummary';

describe('organisationEmployeeCount', () => {
  it('counts the employee ids, none when the list is missing', () => {
    expect(organisationEmployeeCount({ employees: ['a', 'b', 'c'] })).toEqual({ employeeCount: 3 });
    expect(organisationEmployeeCount({})).toEqual({ employeeCount: 0 });
    expect(organisationEmployeeCount({ employees: 'a' })).toEqual({ employeeCount: 0 });
  });
});

describe('organisationsToRecount', () => {
  const member = (id: unknown) => ({ organisation: { id, name: 'Org' }, firstName: 'Ann' });

  it('names the organisation a user joins, leaves, or both on a move', () => {
    expect(organisationsToRecount(undefined, member('A'))).toEqual(['A']);
    expect(organisationsToRecount(member('A'), undefined)).toEqual(['A']);
    expect(organisationsToRecount(member('A'), member('B'))).toEqual(['A', 'B']);
    expect(organisationsToRecount({ firstName: 'Ann' }, member('B'))).toEqual(['B']);
  });

  it('names none when the organisation stays, or there is none', () => {
    expect(organisationsToRecount(member('A'), { ...member('A'), firstName: 'Bo' })).toEqual([]);
    expect(organisationsToRecount(undefined, { firstName: 'Ann' })).toEqual([]);
    expect(organisationsToRecount(member(''), member(7))).toEqual([]);
  });
});

describe('isAtOrAfter', () => {
  const at = (seconds: number, nanoseconds: number) => ({ seconds, nanoseconds });

  it('compares to the nanosecond', () => {
    expect(isAtOrAfter(at(10, 5), at(10, 5))).toBe(true);
    expect(isAtOrAfter(at(10, 6), at(10, 5))).toBe(true);
    expect(isAtOrAfter(at(11, 0), at(10, 999_999_999))).toBe(true);
    expect(isAtOrAfter(at(10, 4), at(10, 5))).toBe(false);
    expect(isAtOrAfter(at(9, 999_999_999), at(10, 0))).toBe(false);
  });

  it('takes a missing or malformed time as never', () => {
    expect(isAtOrAfter(undefined, at(0, 0))).toBe(false);
    expect(isAtOrAfter(new Date(), at(0, 0))).toBe(false);
  });
});
