// `employeeCount` on the organisations document (docs/architecture.md "Firestore triggers and
// derived fields"): members are the users whose `organisation.id` names it, never the `employees`
// list, which stops growing at a bound.

export const EMPLOYEE_COUNT_FIELD = 'employeeCount';
/**
 * When an older version last recounted the members (the calculations and the migrations remove
 * it): the count is now the score counters' (functions/src/scores/calculateOrganisationScores.ts).
 */
export const FORMER_EMPLOYEE_COUNT_AT_FIELD = 'employeeCountAt';
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
