// An organisation's members on the server: the users who name it; the `employees` list older
// clients read, written by every callable through one rule (src/domain/employeesList.ts); and
// `employeeCount` (src/domain/organisationSummary.ts), moved by each member's join or departure
// after their score contribution moves (functions/src/scores/scoreCounters.ts), and recounted by
// the reconciliation.
import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { ORGANISATIONS_COLLECTION, USERS_COLLECTION } from '@/domain/collections';
import {
  employeesListUpdate,
  type ArrayOperations,
  type EmployeesListChange,
} from '@/domain/employeesList';
import { FORMER_EMPLOYEE_COUNT_AT_FIELD, EMPLOYEE_COUNT_FIELD } from '@/domain/organisationSummary';
import {
  COUNTED_IN_FIELD,
  SCORE_CONTRIBUTIONS_COLLECTION,
  memberChanges,
} from '@/domain/scoreContributions';

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

/** gRPC's NOT_FOUND: an update of a document that does not exist. */
const NOT_FOUND = 5;

const organisationRef = (firestore: Firestore, organisationId: string) =>
  firestore.collection(ORGANISATIONS_COLLECTION).doc(organisationId);

const nameOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The organisation a contribution document's user is counted in as a member. */
export const countedInOf = (data: Record<string, unknown> | undefined): string | undefined =>
  nameOf(data?.[COUNTED_IN_FIELD]);

/**
 * Counts the user as a member of the organisation of their counted score contribution
 * (`scoreContributions/{userId}`, which syncScoreContribution keeps): the organisation they were
 * counted in loses one, the new one gains one (`employeeCount`, by increments, without a read of
 * its document), and the contribution records where they are counted, in one transaction. A
 * retried, repeated or late call finds nothing left to count. An organisation that no longer
 * exists has no count to keep.
 */
export async function syncMemberCount(firestore: Firestore, userId: string): Promise<void> {
  try {
    await countMember(firestore, userId, false);
  } catch (error) {
    if ((error as { code?: unknown }).code !== NOT_FOUND) throw error;
    // The organisations' documents are read only then: reading them always would make every
    // join of one organisation wait on its document.
    await countMember(firestore, userId, true);
  }
}

async function countMember(
  firestore: Firestore,
  userId: string,
  checkOrganisations: boolean,
): Promise<void> {
  const ref = firestore.collection(SCORE_CONTRIBUTIONS_COLLECTION).doc(userId);
  await firestore.runTransaction(async (transaction) => {
    const [stored] = await transaction.getAll(ref);
    const data = stored?.data();
    const countedIn = countedInOf(data);
    const organisationId = nameOf(data?.organisationId);
    const changes = memberChanges(countedIn, organisationId);
    if (changes.length === 0) return;
    const organisations = checkOrganisations
      ? await transaction.getAll(
          ...changes.map((change) => organisationRef(firestore, change.organisationId)),
          { fieldMask: [] },
        )
      : [];
    changes.forEach(({ organisationId: id, members }, index) => {
      if (checkOrganisations && !organisations[index]?.exists) return;
      transaction.update(organisationRef(firestore, id), {
        [EMPLOYEE_COUNT_FIELD]: FieldValue.increment(members),
      });
    });
    if (organisationId === undefined) transaction.delete(ref);
    else transaction.update(ref, { [COUNTED_IN_FIELD]: organisationId });
  });
}

/**
 * Sets the organisation's member count (`employeeCount`) to the users counted in it
 * (syncMemberCount), and resolves to that count and the drift the stored one had
 * (stored − counted), or null for an organisation that does not exist. The count is taken in a
 * transaction that read the organisation first: a user is counted in or out only with an
 * increment of this document, which waits for the transaction, so no change is counted twice or
 * lost. One read per 1,000 members: for the reconciliation and the migrations, never a
 * user's change.
 */
export async function recountMembers(
  firestore: Firestore,
  organisationId: string,
): Promise<{ counted: number; drift: number } | null> {
  const ref = firestore.collection(ORGANISATIONS_COLLECTION).doc(organisationId);
  const counted = firestore
    .collection(SCORE_CONTRIBUTIONS_COLLECTION)
    .where(COUNTED_IN_FIELD, '==', organisationId)
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
