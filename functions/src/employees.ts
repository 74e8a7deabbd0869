// An organisation's members on the server: the users who name it; the `employees` list older
// clients read, written by every callable through one rule (src/domain/employeesList.ts); and
// `employeeCount` (src/domain/organisationSummary.ts), moved by each member's join or departure in
// the transaction that moves their score contribution (functions/src/scores/scoreCounters.ts) and
// recounted here by the reconciliation.
import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { ORGANISATIONS_COLLECTION, USERS_COLLECTION } from '@/domain/collections';
import {
  employeesListUpdate,
  type ArrayOperations,
  type EmployeesListChange,
} from '@/domain/employeesList';
import { FORMER_EMPLOYEE_COUNT_AT_FIELD, EMPLOYEE_COUNT_FIELD } from '@/domain/organisationSummary';
import { SCORE_CONTRIBUTIONS_COLLECTION } from '@/domain/scoreContributions';

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
 * Sets the organisation's member count (`employeeCount`) to the contributions counted in it
 * (src/domain/scoreContributions.ts memberChanges), and resolves to that count and the drift the
 * stored one had (stored − counted), or null for an organisation that does not exist. The count is
 * taken in a transaction that read the organisation first: a contribution moves in or out only
 * with an increment of this document, which waits for the transaction, so no change is counted
 * twice or lost. One read per 1,000 members: for the reconciliation and the migrations, never a
 * user's change.
 */
export async function recountMembers(
  firestore: Firestore,
  organisationId: string,
): Promise<{ counted: number; drift: number } | null> {
  const ref = firestore.collection(ORGANISATIONS_COLLECTION).doc(organisationId);
  const counted = firestore
    .collection(SCORE_CONTRIBUTIONS_COLLECTION)
    .where('organisationId', '==', organisationId)
    .count();
  return firestore.runTransaction(async (transaction) => {
    // Never the employee ids: only the fields the decision reads.
    const [current] = await transaction.getAll(ref, {
      fieldMask: [EMPLOYEE_COUNT_FIELD, FORMER_EMPLOYEE_COUNT_AT_FIELD],
    });
    if (!current?.exists) return null;
    const count = (await transaction.get(counted)).data().count;
    const stored: unknown = current.get(EMPLOYEE_COUNT_FIELD);
    const drift = (typeof stored === 'number' ? stored : 0) - count;
    if (stored !== count || current.get(FORMER_EMPLOYEE_COUNT_AT_FIELD) !== undefined) {
      transaction.update(ref, {
        [EMPLOYEE_COUNT_FIELD]: count,
        [FORMER_EMPLOYEE_COUNT_AT_FIELD]: FieldValue.delete(),
      });
    }
    return { counted: count, drift };
  });
}
