// `employeeCount` on the organisations document (docs/architecture.md "Firestore triggers and
// derived fields"): members are the users whose `organisation.id` names it, never the `employees`
// list, which stops growing at a bound.

export const EMPLOYEE_COUNT_FIELD = 'employeeCount';
/**
 * When the stored count was counted (the count query's read time): a recount counted earlier, by a
 * trigger that ran late, never replaces it.
 */
export const EMPLOYEE_COUNT_AT_FIELD = 'employeeCountAt';
/** Where the codes were summarised before (migrations remove it). */
export const FORMER_CODE_SUMMARY_FIELD = 'codeSummary';

/**
 * The length of an `employees` list: the count the demo seed writes, whose lists hold exactly its
 * members. The server and the migrations count the members themselves.
 */
export function organisationEmployeeCount(organisation: { employees?: unknown }): {
  employeeCount: number;
} {
  return {
    employeeCount: Array.isArray(organisation.employees) ? organisation.employees.length : 0,
  };
}

function organisationIdOf(user: Record<string, unknown> | undefined): string | null {
  const organisation = user?.organisation as { id?: unknown } | undefined;
  return typeof organisation?.id === 'string' && organisation.id !== '' ? organisation.id : null;
}

/** The organisations a user joined or left by a write of its document (a creation, a deletion). */
export function organisationsToRecount(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): string[] {
  const old = organisationIdOf(before);
  const now = organisationIdOf(after);
  if (old === now) return [];
  return [old, now].filter((id): id is string => id !== null);
}

/** A Firestore time to the nanosecond (Timestamp's own fields). */
export interface PreciseTime {
  seconds: number;
  nanoseconds: number;
}

/** Whether `a` is at or after `b`; a missing or malformed `a` never is. */
export function isAtOrAfter(a: unknown, b: PreciseTime): boolean {
  const { seconds, nanoseconds } = (a ?? {}) as Partial<PreciseTime>;
  if (typeof seconds !== 'number' || typeof nanoseconds !== 'number') return false;
  return seconds > b.seconds || (seconds === b.seconds && nanoseconds >= b.nanoseconds);
}
