// The organisations list's server-kept figures for the organisations written before their
// triggers: `employeeCount` from the organisation's members (setEmployeeMembership.ts;
// onUserWritten keeps it from now on), the division maps from `divisions` (onOrganisationWritten
// too), and the administrators' code summaries from the codes documents
// (src/domain/codeSummaries.ts; onCodeWritten keeps them from now on). All idempotent: what already holds the right figures is not written. Run by
// scripts/migrate.ts.
import type { Firestore } from 'firebase-admin/firestore';
import { BY_DIVISION_FIELD, codeSummariesOf, codesOfSummary } from '@/domain/codeSummaries';
import {
  CODE_SUMMARIES_COLLECTION,
  CODES_COLLECTION,
  ORGANISATIONS_COLLECTION,
} from '@/domain/collections';
import { DIVISION_NAMES_FIELD, DIVISIONS_BY_ID_FIELD, divisionMaps } from '@/domain/divisionMaps';
import {
  backfillDerivedFields,
  commitWrites,
  eachPage,
  type MigrationOptions,
  type MigrationResult,
  type MigrationWrite,
} from './backfillDerivedFields';
import { setMemberCounts } from './setEmployeeMembership';

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

/** Counted from the members, never from the `employees` list (src/domain/employeesList.ts). */
export function setOrganisationEmployeeCounts(
  db: Firestore,
  options: MigrationOptions = {},
): Promise<MigrationResult> {
  return setMemberCounts(db, options);
}

/**
 * The administrators' code summaries (src/domain/codeSummaries.ts), `codeSummaries/{organisationId}`,
 * rebuilt from the codes: each organisation's that differs from its codes is written whole (one
 * with no codes left, empty). onCodeWritten keeps them from now on.
 */
export async function setOrganisationCodeSummaries(
  db: Firestore,
  options: MigrationOptions = {},
): Promise<MigrationResult> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const codes: ({ id: string } & Record<string, unknown>)[] = [];
  await eachPage(
    db,
    CODES_COLLECTION,
    ['code', 'organisationId', 'divisionId', 'currentUsage', 'maximumUsage', 'isActive'],
    pageSize,
    (docs) => {
      for (const doc of docs) codes.push({ ...doc.data(), id: doc.id });
    },
  );
  const wanted = codeSummariesOf(codes);
  const stored = new Map<string, unknown>();
  await eachPage(db, CODE_SUMMARIES_COLLECTION, [BY_DIVISION_FIELD], pageSize, (docs) => {
    for (const doc of docs) stored.set(doc.id, doc.data());
  });
  const organisationIds = [...new Set([...wanted.keys(), ...stored.keys()])].sort();
  const writes = organisationIds.flatMap((id): MigrationWrite[] => {
    const summary = wanted.get(id) ?? { [BY_DIVISION_FIELD]: {} };
    const same =
      JSON.stringify(codesOfSummary(id, summary)) ===
      JSON.stringify(codesOfSummary(id, stored.get(id)));
    return same && stored.has(id) === wanted.has(id)
      ? []
      : [
          {
            id,
            apply: (batch) => batch.set(db.collection(CODE_SUMMARIES_COLLECTION).doc(id), summary),
          },
        ];
  });
  const result: MigrationResult = { scanned: organisationIds.length, updated: [] };
  await commitWrites(db, writes, options, result);
  return result;
}
