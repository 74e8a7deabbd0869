// Every questionnaireAlerts document gets userNameFragments (src/domain/derivedFields.ts): the
// Hearing Vision Alerts search (docs/product.md §5, contains on first plus last name) queries it,
// so an alert without it is never found by name. onQuestionnaireAlertWritten keeps it from now
// on; this gives the alerts written before it. Run by scripts/migrate.ts.
import type { Firestore } from 'firebase-admin/firestore';
import { alertDerivedFields } from '@/domain/derivedFields';
import {
  backfillDerivedFields,
  type MigrationOptions,
  type MigrationResult,
} from './backfillDerivedFields';

export function setAlertSearchFields(
  db: Firestore,
  options: MigrationOptions = {},
): Promise<MigrationResult> {
  return backfillDerivedFields(
    db,
    'questionnaireAlerts',
    ['user', 'userNameFragments'],
    alertDerivedFields,
    options,
  );
}
