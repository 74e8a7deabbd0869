// The person an alert is about carries no phone (src/domain/alerts.ts alertSubjectOf): the
// organisation's administrators read its alerts, and an employee's contact data reaches them only
// as far as the card shows it, the e-mail (docs/roles.md "What each role receives"). The server
// writes alerts without it from the deploy on; this takes it out of the alerts written before.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { QUESTIONNAIRE_ALERTS_COLLECTION } from '@/domain/collections';
import {
  commitWrites,
  eachPage,
  type MigrationOptions,
  type MigrationResult,
} from './backfillDerivedFields';

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
      await commitWrites(
        db,
        withPhone.map((alert) => ({
          id: alert.id,
          apply: (batch) => batch.update(alert.ref, { 'user.phone': FieldValue.delete() }),
        })),
        options,
        result,
      );
    },
  );
  return result;
}
