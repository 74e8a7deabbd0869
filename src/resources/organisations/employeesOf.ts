import type { Organisation } from '@/domain/types';

/**
 * An organisation's number of employees: the server-kept count of its members
 * (src/domain/organisationSummary.ts); none yet on an organisation nobody has joined.
 */
export function employeesOf(organisation: Pick<Organisation, 'employeeCount'>) {
  return organisation.employeeCount ?? 0;
}
