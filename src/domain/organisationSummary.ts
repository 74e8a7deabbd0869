// `employeeCount` (docs/architecture.md "Firestore triggers and derived fields"): the users whose
// `organisation.id` names it, never the bounded `employees` list.

export const EMPLOYEE_COUNT_FIELD = 'employeeCount';
/** Written by an earlier version; the calculations and the migrations remove it. */
export const FORMER_EMPLOYEE_COUNT_AT_FIELD = 'employeeCountAt';
/** Where the codes were summarised before (migrations remove it). */
export const FORMER_CODE_SUMMARY_FIELD = 'codeSummary';

/** The demo seed's count, whose lists hold exactly the members (the server counts them). */
export function organisationEmployeeCount(organisation: { employees?: unknown }) {
  return {
    employeeCount: Array.isArray(organisation.employees) ? organisation.employees.length : 0,
  };
}
