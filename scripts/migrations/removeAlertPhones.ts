// The person an alert is about carries no phone (src/domain/alerts.ts alertSubjectOf): the
// organisation's administrators read its alerts, and an employee's contact data reaches them only
// as far as the card shows it, the e-mail (docs/roles.md "What each role receives"). The server
// writes alerts without it from the deploy on; this takes it out of the alerts written before.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { BATCH_SIZE } from '@/config/constants';
import { QUESTIONNAIRE_ALERTS_COLLECTION } from '@/domain/collections';
import { eachPage, type MigrationOptions, type MigrationResult } from './backfillDerivedFields';

const PAGE_SIZE = 1000;

export async function removeAlertPhones(
  db: Firestore,
  options: MigrationOptions = {},
): Promise<MigrationResult> {
  const result: MigrationResult = { scanned: 0, updated: [] };
  await eachPage(
    db,
    QUESTIONNAIRE_ALERTS_COLLECTION,
    ['user.phone'],
    options.pageSize ?? PAGE_SIZE,
    async (alerts) => {
      result.scanned += alerts.length;
      const withPhone = alerts.filter((alert) => alert.get('user.phone') !== undefined);
      for (let start = 0; start < withPhone.length; start += BATCH_SIZE) {
        const chunk = withPhone.slice(start, start + BATCH_SIZE);
        if (!options.dryRun) {
          const batch = db.batch();
          for (const alert of chunk) batch.update(alert.ref, { 'user.phone': FieldValue.delete() });
          await batch.commit();
        }
        result.updated.push(...chunk.map((alert) => alert.id));
      }
    },
  );
  return result;
}
