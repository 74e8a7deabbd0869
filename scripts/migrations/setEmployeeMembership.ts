// Every organisation's `employeeCount` counted from its members, the users who name it
// (src/domain/organisationSummary.ts), rather than from its `employees` list; and
// `employeesListCapped` on an organisation whose list already holds more than
// EMPLOYEES_LIST_LIMIT ids, which the callables no longer add to (src/domain/employeesList.ts,
// docs/app-contract.md "The employees list"). A count written here while members join may be off
// by those joins: the later step 'organisation member counts' (countMembers.ts) sets the count
// the calculations keep from then on. Idempotent: an organisation whose count and flag are right is
// not written. Run by scripts/migrate.ts.
import type { Firestore } from 'firebase-admin/firestore';
import { ORGANISATIONS_COLLECTION, USERS_COLLECTION } from '@/domain/collections';
import { EMPLOYEES_LIST_CAPPED_FIELD, EMPLOYEES_LIST_LIMIT } from '@/domain/employeesList';
import { EMPLOYEE_COUNT_FIELD } from '@/domain/organisationSummary';
import { eachPage, type MigrationOptions, type MigrationResult } from './backfillDerivedFields';

const PAGE_SIZE = 100;

/** The counts alone: what the earlier step 'organisation employee counts' writes. */
export function setMemberCounts(
  db: Firestore,
  options: MigrationOptions = {},
): Promise<MigrationResult> {
  return countMembers(db, options, false);
}

export function setEmployeeMembership(
  db: Firestore,
  options: MigrationOptions = {},
): Promise<MigrationResult> {
  return countMembers(db, options, true);
}

async function countMembers(
  db: Firestore,
  options: MigrationOptions,
  markCapped: boolean,
): Promise<MigrationResult> {
  const result: MigrationResult = { scanned: 0, updated: [] };
  await eachPage(
    db,
    ORGANISATIONS_COLLECTION,
    [...(markCapped ? ['employees'] : []), EMPLOYEE_COUNT_FIELD, EMPLOYEES_LIST_CAPPED_FIELD],
    options.pageSize ?? PAGE_SIZE,
    async (docs) => {
      result.scanned += docs.length;
      for (const doc of docs) {
        const counted = await db
          .collection(USERS_COLLECTION)
          .where('organisation.id', '==', doc.id)
          .count()
          .get();
        const count = counted.data().count;
        const employees: unknown = doc.get('employees');
        const overBound =
          markCapped && Array.isArray(employees) && employees.length > EMPLOYEES_LIST_LIMIT;
        const cap = overBound && doc.get(EMPLOYEES_LIST_CAPPED_FIELD) !== true;
        if (doc.get(EMPLOYEE_COUNT_FIELD) === count && !cap) continue;
        result.updated.push(doc.id);
        if (options.dryRun) continue;
        await doc.ref.update({
          ...(doc.get(EMPLOYEE_COUNT_FIELD) === count ? {} : { [EMPLOYEE_COUNT_FIELD]: count }),
          ...(cap ? { [EMPLOYEES_LIST_CAPPED_FIELD]: true } : {}),
        });
      }
    },
  );
  return result;
}
