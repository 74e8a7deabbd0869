// Every organisations document gets lowerName (src/domain/derivedFields.ts): the organisation
// pickers search it by prefix (docs/product.md §2), and an organisation without it is never found
// by typing. onOrganisationWritten keeps it from now on; this gives the organisations written
// before it. Run by scripts/migrate.ts.
import type { Firestore } from 'firebase-admin/firestore';
import { organisationDerivedFields } from '@/domain/derivedFields';
import {
  backfillDerivedFields,
  type MigrationOptions,
  type MigrationResult,
} from './backfillDerivedFields';

export function setOrganisationLowerNames(
  db: Firestore,
  options: MigrationOptions = {},
): Promise<MigrationResult> {
  return backfillDerivedFields(
    db,
    'organisations',
    ['name', 'lowerName'],
    organisationDerivedFields,
    options,
  );
}
