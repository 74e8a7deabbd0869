// An organisation's members on the server: the users who name it, and the `employees` list older
// clients read, written by every callable through one rule (src/domain/employeesList.ts). Their
// count (`employeeCount`) is the score counters' (functions/src/scores/calculateOrganisationScores.ts).
import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { USERS_COLLECTION } from '@/domain/collections';
import {
  employeesListUpdate,
  type ArrayOperations,
  type EmployeesListChange,
} from '@/domain/employeesList';

const fieldValues: ArrayOperations<FieldValue> = {
  union: (ids) => FieldValue.arrayUnion(...ids),
  remove: (ids) => FieldValue.arrayRemove(...ids),
};

/**
 * The organisation's fields to write for members who join (`add`) or leave (`remove`), from the
 * organisation as the writer's transaction read it: the list while it stays within its bound, or
 * the flag that says it is no longer kept.
 */
export function employeesUpdate(
  organisation: DocumentSnapshot | undefined,
  change: EmployeesListChange,
): Record<string, unknown> {
  return { ...employeesListUpdate(organisation?.data(), change, fieldValues) };
}

/** The users who name an organisation: its members. */
export const membersOf = (firestore: Firestore, organisationId: string) =>
  firestore.collection(USERS_COLLECTION).where('organisation.id', '==', organisationId);
