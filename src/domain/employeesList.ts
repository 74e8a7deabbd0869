// docs/app-contract.md "The employees list": every writer of it goes through employeesListUpdate.
import { stringsOf } from '@/domain/values';

/**
 * Firestore refuses a document over 1 MiB: 10,000 uids (29 bytes each) take about 290 KB and leave
 * the rest ample room. An unbounded list would stop sign-ups near 35,000 members.
 */
export const EMPLOYEES_LIST_LIMIT = 10_000;

/** True on an organisation whose list is no longer kept: it lacks members who joined since. */
export const EMPLOYEES_LIST_CAPPED_FIELD = 'employeesListCapped';

/** How the writer's database expresses an add or a removal of array elements. */
export interface ArrayOperations<T> {
  union(ids: readonly string[]): T;
  remove(ids: readonly string[]): T;
}

export interface EmployeesListChange {
  add?: readonly string[];
  remove?: readonly string[];
}

export interface EmployeesListUpdate<T> {
  /** Absent when the list does not change. */
  employees?: T | string[];
  /** Set once, by the write that would have taken the list past the bound. */
  employeesListCapped?: true;
}

/**
 * The organisation's part of a write that adds or removes members, from the organisation as its
 * transaction read it. Both at once replace the list: Firestore applies one transform per field.
 */
export function employeesListUpdate<T>(
  organisation: { employees?: unknown; employeesListCapped?: unknown } | undefined,
  change: EmployeesListChange,
  operations: ArrayOperations<T>,
  limit: number = EMPLOYEES_LIST_LIMIT,
): EmployeesListUpdate<T> {
  const removed = new Set(change.remove ?? []);
  const kept = stringsOf(organisation?.employees).filter((id) => !removed.has(id));
  const listed = new Set(kept);
  const added = [...new Set(change.add ?? [])].filter((id) => !listed.has(id));
  const capped = organisation?.employeesListCapped === true;
  const fits = !capped && kept.length + added.length <= limit;
  const adds = fits ? added : [];
  const removes = [...removed];
  const update: EmployeesListUpdate<T> = {};
  if (adds.length > 0 && removes.length > 0) update.employees = [...kept, ...adds];
  else if (adds.length > 0) update.employees = operations.union(adds);
  else if (removes.length > 0) update.employees = operations.remove(removes);
  if (!capped && !fits && added.length > 0) update.employeesListCapped = true;
  return update;
}
