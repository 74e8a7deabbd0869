// An organisation's members on the server: the `employees` list older clients read, written by
// every callable through one rule (src/domain/employeesList.ts), and `employeeCount`, counted from
// the users who name the organisation (src/domain/organisationSummary.ts).
import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { ORGANISATIONS_COLLECTION, USERS_COLLECTION } from '@/domain/collections';
import {
  employeesListUpdate,
  type ArrayOperations,
  type EmployeesListChange,
} from '@/domain/employeesList';
import {
  EMPLOYEE_COUNT_AT_FIELD,
  EMPLOYEE_COUNT_FIELD,
  isAtOrAfter,
} from '@/domain/organisationSummary';

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

/**
 * Recounts an organisation's members after a user's write made someone join or leave it: an
 * aggregation, one read per 1,000 members. Outside the callables' transactions, so that a sign-up
 * does not wait for it: the count follows within seconds, and the organisation document takes one
 * small write per change rather than a write of a growing list. A count read earlier than the
 * stored one (a trigger that ran late) never replaces it, so the latest state wins whatever the
 * order the triggers run in.
 */
export async function recountEmployees(
  firestore: Firestore,
  organisationId: string,
): Promise<boolean> {
  const ref = firestore.collection(ORGANISATIONS_COLLECTION).doc(organisationId);
  // Never the employee ids: only the one field the decision reads.
  const onlyCountedAt = { fieldMask: [EMPLOYEE_COUNT_AT_FIELD] };
  const counted = await membersOf(firestore, organisationId).count().get();
  const countedAt = counted.readTime;
  return firestore.runTransaction(async (transaction) => {
    const [current] = await transaction.getAll(ref, onlyCountedAt);
    if (!current?.exists || isAtOrAfter(current.get(EMPLOYEE_COUNT_AT_FIELD), countedAt)) {
      return false;
    }
    transaction.update(ref, {
      [EMPLOYEE_COUNT_FIELD]: counted.data().count,
      [EMPLOYEE_COUNT_AT_FIELD]: countedAt,
    });
    return true;
  });
}
