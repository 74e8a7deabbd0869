// Keeps each organisation's code summary (src/domain/codeSummaries.ts), the administrators' own
// document, from the codes documents, whoever writes them: the screens, the mobile app's sign-up
// (a code's usage) or a script. The Organisations list and the Divisions screen show the summary
// instead of reading every code of their page; the organisation's own document holds no code.
// Events may arrive out of order: the code is read again, so the last event to run writes the
// code as it is now. A code that moved to another organisation or division leaves its former
// place.
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions/v2';
import { BY_DIVISION_FIELD, codeSummaryEntry, codeSummaryPlace } from '@/domain/codeSummaries';
import { CODE_SUMMARIES_COLLECTION, CODES_COLLECTION } from '@/domain/collections';
import { db } from '../admin';
import { plainData } from '../derivedFields';
import { triggerOptions } from '../options';

/** gRPC NOT_FOUND: there is no summary to remove the code from. */
const NOT_FOUND = 5;

type Place = NonNullable<ReturnType<typeof codeSummaryPlace>>;

const samePlace = (a: Place | undefined, b: Place | undefined) =>
  a?.organisationId === b?.organisationId && a?.divisionId === b?.divisionId;

const summaryOf = (organisationId: string) =>
  db().collection(CODE_SUMMARIES_COLLECTION).doc(organisationId);

async function removeEntry(place: Place, codeId: string): Promise<void> {
  try {
    await summaryOf(place.organisationId).update(
      new FieldPath(BY_DIVISION_FIELD, place.divisionId, codeId),
      FieldValue.delete(),
    );
  } catch (error) {
    if ((error as { code?: unknown }).code !== NOT_FOUND) throw error;
    logger.debug('No code summary to remove the code from', {
      codeId,
      organisationId: place.organisationId,
    });
  }
}

export const onCodeWritten = onDocumentWritten(
  { ...triggerOptions, document: 'codes/{codeId}' },
  async (event) => {
    const codeId = event.params.codeId;
    const before = plainData(event.data?.before);
    const after = plainData(event.data?.after);
    // Nothing the summary shows changed (a division renamed, for example): no write.
    if (
      before &&
      after &&
      samePlace(codeSummaryPlace(before), codeSummaryPlace(after)) &&
      codeSummaryEntry(before) === codeSummaryEntry(after)
    ) {
      return;
    }
    const current = plainData(await db().collection(CODES_COLLECTION).doc(codeId).get());
    const now = codeSummaryPlace(current);
    if (current && now) {
      await summaryOf(now.organisationId).set(
        { [BY_DIVISION_FIELD]: { [now.divisionId]: { [codeId]: codeSummaryEntry(current) } } },
        { merge: true },
      );
    }
    const formers = [codeSummaryPlace(before), codeSummaryPlace(after)];
    for (const [index, former] of formers.entries()) {
      if (!former || samePlace(former, now)) continue;
      if (index === 1 && samePlace(former, formers[0])) continue;
      await removeEntry(former, codeId);
    }
  },
);
