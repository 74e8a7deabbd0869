// Every organisation's `employeeCount` as the triggers keep it from the deploy on: the users
// counted in it (the `countedIn` of their score contribution, functions/src/employees.ts
// syncMemberCount), which a join or a departure moves by one. Contributions written before were
// counted for active members only, and none as members: each organisation whose members, users
// counted in it and stored count do not all agree is reconciled (reconcileScoreCounters: each
// member whose contribution or count differs is synced, then the count is set to the users
// counted, in a transaction that no join or departure can slip through). An organisation whose
// three counts agree is not written. Idempotent. Run by scripts/migrate.ts, after 'organisation
// score counters'.
import type { Firestore } from 'firebase-admin/firestore';
import { ORGANISATIONS_COLLECTION } from '@/domain/collections';
import { EMPLOYEE_COUNT_FIELD, FORMER_EMPLOYEE_COUNT_AT_FIELD } from '@/domain/organisationSummary';
import { COUNTED_IN_FIELD, SCORE_CONTRIBUTIONS_COLLECTION } from '@/domain/scoreContributions';
import { membersOf } from '../../functions/src/employees';
import { reconcileScoreCounters } from '../../functions/src/scores/scoreCounters';
import { eachPage, type MigrationOptions, type MigrationResult } from './backfillDerivedFields';

const PAGE_SIZE = 100;

export async function countMembers(
  db: Firestore,
  options: MigrationOptions = {},
): Promise<MigrationResult> {
  const result: MigrationResult = { scanned: 0, updated: [], report: [] };
  await eachPage(
    db,
    ORGANISATIONS_COLLECTION,
    [EMPLOYEE_COUNT_FIELD, FORMER_EMPLOYEE_COUNT_AT_FIELD],
    options.pageSize ?? PAGE_SIZE,
    async (docs) => {
      result.scanned += docs.length;
      for (const doc of docs) {
        const [members, counted] = await Promise.all([
          membersOf(db, doc.id).count().get(),
          db
            .collection(SCORE_CONTRIBUTIONS_COLLECTION)
            .where(COUNTED_IN_FIELD, '==', doc.id)
            .count()
            .get(),
        ]);
        const count = members.data().count;
        const agree =
          doc.get(EMPLOYEE_COUNT_FIELD) === count &&
          counted.data().count === count &&
          doc.get(FORMER_EMPLOYEE_COUNT_AT_FIELD) === undefined;
        if (agree) continue;
        result.updated.push(doc.id);
        if (options.dryRun) continue;
        const { synced, memberDrift } = await reconcileScoreCounters(db, doc.id);
        if (synced > 0 || memberDrift !== 0) {
          result.report?.push(
            `${doc.id}: ${synced} members synced, count moved by ${-memberDrift}`,
          );
        }
      }
    },
  );
  return result;
}
