// Every questionnaireAlerts document gets actionsSummary (src/domain/derivedFields.ts): each
// panel's count of actions and latest action, which the Hearing Vision Alerts cards show
// (docs/product.md §2) and which a page of alerts reads instead of the whole history. An alert
// without it shows no action until it is written again. onQuestionnaireAlertWritten keeps it from
// now on; this gives the alerts written before it. Run by scripts/migrate.ts.
import type { Firestore } from 'firebase-admin/firestore';
import { alertActionFields } from '@/domain/derivedFields';
import {
  backfillDerivedFields,
  type MigrationOptions,
  type MigrationResult,
} from './backfillDerivedFields';

export function setAlertActionSummaries(
  db: Firestore,
  options: MigrationOptions = {},
): Promise<MigrationResult> {
  return backfillDerivedFields(
    db,
    'questionnaireAlerts',
    ['actions', 'actionsSummary'],
    alertActionFields,
    options,
  );
}
