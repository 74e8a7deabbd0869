// Every organisation's score counters of the current shape (COUNTERS_VERSION,
// src/domain/scoreRecalculation.ts), which count its members, and its `employeeCount` set from
// them. Counters recounted before members were a counter did not count them, and the count was
// moved by each join on the organisation's document: each organisation whose marker is of an
// older shape, or which still has the count's former timestamp, is reconciled
// (reconcileScoreCounters: each member whose contribution differs is synced) and its count set to
// its members. From then on the calculations keep it (calculateOrganisationScores); a join made
// meanwhile is counted by its own calculation. Idempotent. Run by scripts/migrate.ts, after
// 'organisation score counters'.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { ORGANISATIONS_COLLECTION } from '@/domain/collections';
import { EMPLOYEE_COUNT_FIELD, FORMER_EMPLOYEE_COUNT_AT_FIELD } from '@/domain/organisationSummary';
import {
  SCORE_RECALCULATIONS_COLLECTION,
  countersCurrent,
  type ScoreRecalculationMarker,
} from '@/domain/scoreRecalculation';
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
      const markers = await db.getAll(
        ...docs.map((doc) => db.collection(SCORE_RECALCULATIONS_COLLECTION).doc(doc.id)),
        { fieldMask: ['countersVersion'] },
      );
      for (const [index, doc] of docs.entries()) {
        const marker = markers[index]?.data() as ScoreRecalculationMarker | undefined;
        if (countersCurrent(marker) && doc.get(FORMER_EMPLOYEE_COUNT_AT_FIELD) === undefined) {
          continue;
        }
        result.updated.push(doc.id);
        if (options.dryRun) continue;
        const { synced, members, memberDrift } = await reconcileScoreCounters(db, doc.id);
        await doc.ref.update({
          [EMPLOYEE_COUNT_FIELD]: members,
          [FORMER_EMPLOYEE_COUNT_AT_FIELD]: FieldValue.delete(),
        });
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
