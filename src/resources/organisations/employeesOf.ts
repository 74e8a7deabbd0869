import { organisationEmployeeCount } from '@/domain/organisationSummary';
import type { Organisation } from '@/domain/types';

/**
 * An organisation's number of employees: the server-kept count of a list row, or, on a whole
 * document read before its trigger ran, its employee ids.
 */
export function employeesOf(organisation: Pick<Organisation, 'employeeCount' | 'employees'>) {
  return organisation.employeeCount ?? organisationEmployeeCount(organisation).employeeCount;
}
