// Every users document gets lowerFirstName and lowerLastName (src/domain/derivedFields.ts): the
// Users list sorts on them and searches them by prefix (docs/product.md §2), and a document
// without them is left out of every such query. onUserWritten keeps them from now on; this gives
// the documents written before them. Run by scripts/migrate.ts.
import type { Firestore } from 'firebase-admin/firestore';
import { userDerivedFields } from '@/domain/derivedFields';
import {
  backfillDerivedFields,
  type MigrationOptions,
  type MigrationResult,
} from './backfillDerivedFields';

export function setLowerCaseNames(
  db: Firestore,
  options: MigrationOptions = {},
): Promise<MigrationResult> {
  return backfillDerivedFields(
    db,
    'users',
    ['firstName', 'lastName', 'lowerFirstName', 'lowerLastName'],
    (data) => {
      const { lowerFirstName, lowerLastName } = userDerivedFields(data);
      return { lowerFirstName, lowerLastName };
    },
    options,
  );
}
