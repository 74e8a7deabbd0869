// Every users document gets isPushReachable (src/domain/derivedFields.ts): the notification
// screen counts the users a push reaches by it, and a document without it is not counted.
// onUserWritten keeps it from now on; this gives the documents written before it. Run by
// scripts/migrate.ts.
import type { Firestore } from 'firebase-admin/firestore';
import { userDerivedFields } from '@/domain/derivedFields';
import {
  backfillDerivedFields,
  type MigrationOptions,
  type MigrationResult,
} from './backfillDerivedFields';

export function setUserPushReach(
  db: Firestore,
  options: MigrationOptions = {},
): Promise<MigrationResult> {
  return backfillDerivedFields(
    db,
    'users',
    ['isReceivingPushNotifications', 'deviceToken', 'isPushReachable'],
    (data) => ({ isPushReachable: userDerivedFields(data).isPushReachable }),
    options,
  );
}
