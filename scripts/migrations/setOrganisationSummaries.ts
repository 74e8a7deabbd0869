// The organisations list's server-kept figures (src/domain/organisationSummary.ts) for the
// organisations written before their triggers: `employeeCount` from `employees`
// (onOrganisationWritten keeps it from now on) and `codeSummary` from the codes documents
// (onCodeWritten keeps it from now on), and the division maps from `divisions`
// (onOrganisationWritten keeps them from now on). All idempotent: an organisation already holding the
// right figures is not written. Run by scripts/migrate.ts.
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { BATCH_SIZE } from '@/config/constants';
import { CODES_COLLECTION, ORGANISATIONS_COLLECTION } from '@/domain/collections';
import { DIVISION_NAMES_FIELD, DIVISIONS_BY_ID_FIELD, divisionMaps } from '@/domain/divisionMaps';
import {
  CODE_SUMMARY_FIELD,
  codeSummaryEntry,
  EMPLOYEE_COUNT_FIELD,
  organisationEmployeeCount,
} from '@/domain/organisationSummary';
import {
  backfillDerivedFields,
  eachPage,
  type MigrationOptions,
  type MigrationResult,
} from './backfillDerivedFields';

const PAGE_SIZE = 1000;

/** The division maps (src/domain/divisionMaps.ts) from each organisation's `divisions`. */
export function setOrganisationDivisionMaps(
  db: Firestore,
  options: MigrationOptions = {},
): Promise<MigrationResult> {
  return backfillDerivedFields(
    db,
    ORGANISATIONS_COLLECTION,
    ['divisions', DIVISION_NAMES_FIELD, DIVISIONS_BY_ID_FIELD],
    divisionMaps,
    options,
  );
}

export function setOrganisationEmployeeCounts(
  db: Firestore,
  options: MigrationOptions = {},
): Promise<MigrationResult> {
  return backfillDerivedFields(
    db,
    ORGANISATIONS_COLLECTION,
    ['employees', EMPLOYEE_COUNT_FIELD],
    organisationEmployeeCount,
    options,
  );
}

function sameSummary(a: Record<string, string>, b: unknown): boolean {
  // No codes and no summary: nothing to show either way.
  if (b === undefined) return Object.keys(a).length === 0;
  if (typeof b !== 'object' || b === null || Array.isArray(b)) return false;
  const other = b as Record<string, unknown>;
  const keys = Object.keys(a);
  return keys.length === Object.keys(other).length && keys.every((key) => a[key] === other[key]);
}

/** Every organisation's summary rebuilt from the codes; those that differ are written whole. */
export async function setOrganisationCodeSummaries(
  db: Firestore,
  options: MigrationOptions = {},
): Promise<MigrationResult> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const wanted = new Map<string, Record<string, string>>();
  await eachPage(
    db,
    CODES_COLLECTION,
    ['code', 'organisationId', 'currentUsage', 'maximumUsage', 'isActive'],
    pageSize,
    (docs) => {
      for (const doc of docs) {
        const organisationId = doc.get('organisationId') as unknown;
        if (typeof organisationId !== 'string' || organisationId === '') continue;
        const summary = wanted.get(organisationId) ?? {};
        summary[doc.id] = codeSummaryEntry(doc.data());
        wanted.set(organisationId, summary);
      }
    },
  );
  const result: MigrationResult = { scanned: 0, updated: [] };
  await eachPage(db, ORGANISATIONS_COLLECTION, [CODE_SUMMARY_FIELD], pageSize, async (docs) => {
    result.scanned += docs.length;
    const writes = docs.flatMap((doc) => {
      const summary = wanted.get(doc.id) ?? {};
      return sameSummary(summary, doc.get(CODE_SUMMARY_FIELD)) ? [] : [{ doc, summary }];
    });
    for (let start = 0; start < writes.length; start += BATCH_SIZE) {
      const chunk = writes.slice(start, start + BATCH_SIZE);
      if (!options.dryRun) {
        const batch = db.batch();
        for (const { doc, summary } of chunk) {
          batch.update(doc.ref, new FieldPath(CODE_SUMMARY_FIELD), summary);
        }
        await batch.commit();
      }
      result.updated.push(...chunk.map(({ doc }) => doc.id));
    }
  });
  return result;
}
