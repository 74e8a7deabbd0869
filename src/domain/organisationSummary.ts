// `employeeCount`, kept on the organisations document by onOrganisationWritten, so that a page of
// the Organisations list reads its rows without every employee id.

export const EMPLOYEE_COUNT_FIELD = 'employeeCount';
/** Where the codes were summarised before (migrations remove it). */
export const FORMER_CODE_SUMMARY_FIELD = 'codeSummary';

export function organisationEmployeeCount(organisation: { employees?: unknown }): {
  employeeCount: number;
} {
  return {
    employeeCount: Array.isArray(organisation.employees) ? organisation.employees.length : 0,
  };
}
