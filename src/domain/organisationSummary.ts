// What the Organisations list shows of an organisation beyond its own fields (docs/product.md §2
// Organisations: the #Employees column), kept on the organisations document by the server so that
// a page of the list reads its rows and nothing else: `employeeCount`, the length of `employees`,
// kept by onOrganisationWritten whoever writes the list (the callables' arrayUnion and
// arrayRemove, the mobile app's sign-up), so that a row no longer carries every employee id. The
// Codes column reads the administrators' code summaries instead (src/domain/codeSummaries.ts):
// codes never sit in the organisation's document, which every member reads.
// Pure: the triggers, the migrations, the seed and the screen share it.

export const EMPLOYEE_COUNT_FIELD = 'employeeCount';
/** Where the codes were summarised before: the organisation's document (migrations remove it). */
export const FORMER_CODE_SUMMARY_FIELD = 'codeSummary';

/** The count an organisations document should hold, from its `employees`. */
export function organisationEmployeeCount(organisation: { employees?: unknown }): {
  employeeCount: number;
} {
  return {
    employeeCount: Array.isArray(organisation.employees) ? organisation.employees.length : 0,
  };
}
