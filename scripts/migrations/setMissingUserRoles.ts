// Every users document gets a `role` (src/domain/derivedFields.ts). A missing (or unknown) role
// reads as User everywhere (docs/product.md §3), but Firestore cannot query for a missing field:
// the Users list's 'Users' filter (`role == 'User'`) leaves such documents out, and so would any
// other query on the role. onUserWritten keeps it from now on; this gives the documents written
// before one. Run by scripts/migrate.ts.
import type { Firestore } from 'firebase-admin/firestore';
import { userDerivedFields } from '@/domain/derivedFields';
import {
  backfillDerivedFields,
  type MigrationOptions,
  type MigrationResult,
} from './backfillDerivedFields';

export function setMissingUserRoles(
  db: Firestore,
  options: MigrationOptions = {},
): Promise<MigrationResult> {
  return backfillDerivedFields(
    db,
    'users',
    ['role'],
    (data) => ({ role: userDerivedFields(data).role }),
    options,
  );
}
