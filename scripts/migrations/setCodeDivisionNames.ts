// The codes' copy of their division's name (docs/product.md §3 Code `divisionName`), which the
// codes table shows as it is: codes whose division was renamed before onOrganisationWritten
// renamed it in them take the name their organisation gives it now. Idempotent: a code that
// already carries it is not written. Run by scripts/migrate.ts.
import type { Firestore } from 'firebase-admin/firestore';
import { CODES_COLLECTION, ORGANISATIONS_COLLECTION } from '@/domain/collections';
import { divisionMaps } from '@/domain/divisionMaps';
import {
  commitWrites,
  eachPage,
  type MigrationOptions,
  type MigrationResult,
  type MigrationWrite,
} from './backfillDerivedFields';

const PAGE_SIZE = 1000;

export async function setCodeDivisionNames(
  db: Firestore,
  options: MigrationOptions = {},
): Promise<MigrationResult> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const names = new Map<string, Record<string, string>>();
  await eachPage(db, ORGANISATIONS_COLLECTION, ['divisions'], pageSize, (docs) => {
    for (const doc of docs) names.set(doc.id, divisionMaps(doc.data()).divisionNames);
  });
  const result: MigrationResult = { scanned: 0, updated: [] };
  await eachPage(
    db,
    CODES_COLLECTION,
    ['organisationId', 'divisionId', 'divisionName'],
    pageSize,
    async (docs) => {
      result.scanned += docs.length;
      const writes = docs.flatMap((doc): MigrationWrite[] => {
        const name = names.get(String(doc.get('organisationId')))?.[String(doc.get('divisionId'))];
        return name !== undefined && name !== doc.get('divisionName')
          ? [{ id: doc.id, apply: (batch) => batch.update(doc.ref, { divisionName: name }) }]
          : [];
      });
      await commitWrites(db, writes, options, result);
    },
  );
  return result;
}
