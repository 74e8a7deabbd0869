// Keeps the derived fields of an organisations document whoever writes it: the lower-case name
// (src/domain/derivedFields.ts), which the organisation pickers search by prefix (docs/product.md
// §2), the employee count (src/domain/organisationSummary.ts), which the Organisations list
// shows instead of reading every employee id, and the division maps (src/domain/divisionMaps.ts),
// which the division screens and selectors read instead of the whole list. An organisation
// created, renamed or joined without them would never be found by typing, show a wrong
// #Employees, or offer divisions it no longer has.
// A division renamed renames it in its codes too (their `divisionName`, docs/product.md §3), which
// the codes table shows as it is, without reading the organisation.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { BATCH_SIZE } from '@/config/constants';
import { CODES_COLLECTION } from '@/domain/collections';
import { organisationDerivedFields } from '@/domain/derivedFields';
import { divisionMaps, renamedDivisions } from '@/domain/divisionMaps';
import { organisationEmployeeCount } from '@/domain/organisationSummary';
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
    await keepDerivedFields(after, {
      ...organisationDerivedFields(data),
      ...organisationEmployeeCount(data),
      ...divisionMaps(data),
    });
    await renameInCodes(
      event.params.organisationId,
      renamedDivisions(plainData(event.data?.before), data),
    );
  },
);
