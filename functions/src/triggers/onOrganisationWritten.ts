// Keeps the derived fields of an organisations document whoever writes it: the lower-case name
// (src/domain/derivedFields.ts), which the organisation pickers search by prefix (docs/product.md
// §2), and the division maps (src/domain/divisionMaps.ts), which the division screens and
// selectors read instead of the whole list. An organisation created or renamed without them would
// never be found by typing, or offer divisions it no longer has. Its employee count follows its
// members, not this document: onUserWritten keeps it.
// A division renamed renames it in its codes too (their `divisionName`, docs/product.md §3), which
// the codes table shows as it is, without reading the organisation.
// Codes never stay in the document, which every member reads (docs/product.md §3 "As built"): a
// copy of codes in a division entry, or the code summary an older version kept here, written by
// the server's older code or a script (the rules refuse them to clients), is taken out.
import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { BATCH_SIZE } from '@/config/constants';
import { CODES_COLLECTION } from '@/domain/collections';
import { organisationDerivedFields } from '@/domain/derivedFields';
import { divisionMaps, divisionsWithoutCodes, renamedDivisions } from '@/domain/divisionMaps';
import { FORMER_CODE_SUMMARY_FIELD } from '@/domain/organisationSummary';
import type { NamedRef } from '@/domain/types';
import { db } from '../admin';
import { keepDerivedFields, plainData } from '../derivedFields';
import { triggerOptions } from '../options';

/** The codes of each renamed division that still carry another name take the new one. */
async function renameInCodes(organisationId: string, renamed: readonly NamedRef[]) {
  for (const division of renamed) {
    const codes = await db()
      .collection(CODES_COLLECTION)
      .where('organisationId', '==', organisationId)
      .where('divisionId', '==', division.id)
      .get();
    const stale = codes.docs.filter((code) => code.get('divisionName') !== division.name);
    for (let start = 0; start < stale.length; start += BATCH_SIZE) {
      const batch = db().batch();
      for (const code of stale.slice(start, start + BATCH_SIZE)) {
        batch.update(code.ref, { divisionName: division.name });
      }
      await batch.commit();
    }
  }
}

export const onOrganisationWritten = onDocumentWritten(
  { ...triggerOptions, document: 'organisations/{organisationId}' },
  async (event) => {
    const after = event.data?.after;
    const data = plainData(after);
    if (!after || !data) return;
    const divisions = divisionsWithoutCodes(data.divisions);
    await keepDerivedFields(after, {
      ...organisationDerivedFields(data),
      ...divisionMaps(data),
      ...(divisions ? { divisions } : {}),
      ...(FORMER_CODE_SUMMARY_FIELD in data
        ? { [FORMER_CODE_SUMMARY_FIELD]: FieldValue.delete() }
        : {}),
    });
    await renameInCodes(
      event.params.organisationId,
      renamedDivisions(plainData(event.data?.before), data),
    );
  },
);
