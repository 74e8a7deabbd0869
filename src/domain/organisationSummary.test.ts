import { describe, expect, it } from 'vitest';
import { organisationEmployeeCount } from '@/domain/organisationSummary';

describe('organisationEmployeeCount', () => {
  it('counts the employee ids, none when the list is missing', () => {
    expect(organisationEmployeeCount({ employees: ['a', 'b', 'c'] })).toEqual({ employeeCount: 3 });
    expect(organisationEmployeeCount({})).toEqual({ employeeCount: 0 });
    expect(organisationEmployeeCount({ employees: 'a' })).toEqual({ employeeCount: 0 });
  });
});
