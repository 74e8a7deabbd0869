import { describe, expect, it } from 'vitest';
import {
  EMPLOYEES_LIST_LIMIT,
  employeesListUpdate,
  type ArrayOperations,
} from '@/domain/employeesList';

/** Array transforms as plain values, to read what a writer would send. */
const operations: ArrayOperations<{ union?: string[]; remove?: string[] }> = {
  union: (ids) => ({ union: [...ids] }),
  remove: (ids) => ({ remove: [...ids] }),
};

const ids = (count: number) => Array.from({ length: count }, (_, index) => `u${index}`);

describe('employeesListUpdate', () => {
  it('adds ids while the list stays within the bound, as today', () => {
    expect(employeesListUpdate({ employees: ['a'] }, { add: ['b', 'c'] }, operations, 3)).toEqual({
      employees: { union: ['b', 'c'] },
    });
    expect(employeesListUpdate(undefined, { add: ['a'] }, operations)).toEqual({
      employees: { union: ['a'] },
    });
  });

  it('writes nothing for ids already listed, nor counts them towards the bound', () => {
    expect(employeesListUpdate({ employees: ['a', 'b'] }, { add: ['a'] }, operations, 2)).toEqual(
      {},
    );
    expect(
      employeesListUpdate({ employees: ['a', 'b'] }, { add: ['b', 'c', 'c'] }, operations, 3),
    ).toEqual({ employees: { union: ['c'] } });
  });

  it('adds none and marks the organisation capped when the list would pass the bound', () => {
    expect(
      employeesListUpdate(
        { employees: ids(EMPLOYEES_LIST_LIMIT) },
        { add: ['newcomer'] },
        operations,
      ),
    ).toEqual({ employeesListCapped: true });
    // A chunk that does not fit whole adds none of it.
    expect(employeesListUpdate({ employees: ['a'] }, { add: ['b', 'c'] }, operations, 2)).toEqual({
      employeesListCapped: true,
    });
  });

  it('never adds again once capped, however short the list has become', () => {
    expect(
      employeesListUpdate(
        { employees: ['a'], employeesListCapped: true },
        { add: ['b'] },
        operations,
        3,
      ),
    ).toEqual({});
  });

  it('always applies removals, capped or not', () => {
    expect(
      employeesListUpdate(
        { employees: ids(5), employeesListCapped: true },
        { remove: ['u1'] },
        operations,
        3,
      ),
    ).toEqual({ employees: { remove: ['u1'] } });
    expect(employeesListUpdate({ employees: ['a'] }, { remove: ['gone'] }, operations)).toEqual({
      employees: { remove: ['gone'] },
    });
  });

  it('leaves a list already over the bound to removals, and caps it at the next addition', () => {
    const over = { employees: ids(4) };
    expect(employeesListUpdate(over, { remove: ['u0'] }, operations, 3)).toEqual({
      employees: { remove: ['u0'] },
    });
    expect(employeesListUpdate(over, { add: ['x'] }, operations, 3)).toEqual({
      employeesListCapped: true,
    });
  });

  it('replaces the list whole when one write both adds and removes', () => {
    expect(
      employeesListUpdate({ employees: ['a', 'b'] }, { add: ['c'], remove: ['a'] }, operations, 2),
    ).toEqual({ employees: ['b', 'c'] });
  });

  it('holds at most the bound, well under a 1 MiB document', () => {
    // Auth uids are 28 characters; Firestore stores each string as its bytes plus one.
    expect(EMPLOYEES_LIST_LIMIT * 29).toBeLessThan((1024 * 1024) / 3);
  });
});
