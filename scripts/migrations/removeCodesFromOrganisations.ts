// Organisation documents without codes (docs/product.md §3 "As built"): every member reads their
// organisation's document, so the copies of codes older versions kept there go: each division
// entry's `codes`, in `divisions` and in `divisionsById`, and the code summary `codeSummary` (the
// administrators' summaries, src/domain/codeSummaries.ts, are built by the 'organisation code
// summaries' step). onOrganisationWritten takes out any that come back from now on. Each document
// is changed in a transaction of its own, so that a division edited meanwhile is not undone.
// Idempotent: a document without codes is not written. Run by scripts/migrate.ts.
import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { ORGANISATIONS_COLLECTION } from '@/domain/collections';
import { derivedFieldsPatch } from '@/domain/derivedFields';
import { divisionMaps, divisionsWithoutCodes, holdsDivisionMaps } from '@/domain/divisionMaps';
import { FORMER_CODE_SUMMARY_FIELD } from '@/domain/organisationSummary';
import { eachPage, type MigrationOptions, type MigrationResult } from './backfillDerivedFields';

const PAGE_SIZE = 1000;
const FIELDS = ['divisions', 'divisionNames', 'divisionsById', FORMER_CODE_SUMMARY_FIELD];

/** The change that takes the codes out of an organisation's document, or null when it has none. */
export function withoutCodes(data: DocumentData): Record<string, unknown> | null {
  const divisions = divisionsWithoutCodes(data.divisions);
  const maps = holdsDivisionMaps(data)
    ? derivedFieldsPatch(data, divisionMaps({ divisions: divisions ?? data.divisions }))
    : null;
  const patch: Record<string, unknown> = {
    ...(divisions ? { divisions } : {}),
    ...maps,
    ...(FORMER_CODE_SUMMARY_FIELD in data
      ? { [FORMER_CODE_SUMMARY_FIELD]: FieldValue.delete() }
      : {}),
  };
  return Object.keys(patch).length > 0 ? patch : null;
}

export async function removeCodesFromOrganisations(
  db: Firestore,
  options: MigrationOptions = {},
): Promise<MigrationResult> {
  const result: MigrationResult = { scanned: 0, updated: [] };
  const found: string[] = [];
  await eachPage(db, ORGANISATIONS_COLLECTION, FIELDS, options.pageSize ?? PAGE_SIZE, (docs) => {
    result.scanned += docs.length;
    found.push(...docs.filter((doc) => withoutCodes(doc.data())).map((doc) => doc.id));
  });
  for (const id of found) {
    if (!options.dryRun) {
      const ref = db.collection(ORGANISATIONS_COLLECTION).doc(id);
      await db.runTransaction(async (transaction) => {
        const snapshot = await transaction.get(ref);
        const patch = snapshot.exists ? withoutCodes(snapshot.data() ?? {}) : null;
        if (patch) transaction.update(ref, patch);
      });
    }
    result.updated.push(id);
  }
  return result;
}
