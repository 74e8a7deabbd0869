// Keeps each organisation's code summary (src/domain/organisationSummary.ts) from the codes
// documents, whoever writes them: the screens, the mobile app's sign-up (a code's usage) or a
// script. The Organisations list shows the summary instead of reading every code of its page.
// Events may arrive out of order: the code is read again, so the last event to run writes the
// code as it is now. A code that moved to another organisation leaves the former one's summary.
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions/v2';
import { CODES_COLLECTION, ORGANISATIONS_COLLECTION } from '@/domain/collections';
import { CODE_SUMMARY_FIELD, codeSummaryEntry } from '@/domain/organisationSummary';
import { db } from '../admin';
import { plainData } from '../derivedFields';
import { triggerOptions } from '../options';

/** gRPC NOT_FOUND: the organisation is gone. */
const NOT_FOUND = 5;

const owner = (data: Record<string, unknown> | undefined) =>
  typeof data?.organisationId === 'string' && data.organisationId !== ''
    ? data.organisationId
    : undefined;

async function setEntry(organisationId: string, codeId: string, value: unknown): Promise<void> {
  try {
    await db()
      .collection(ORGANISATIONS_COLLECTION)
      .doc(organisationId)
      .update(new FieldPath(CODE_SUMMARY_FIELD, codeId), value);
  } catch (error) {
    if ((error as { code?: unknown }).code !== NOT_FOUND) throw error;
    logger.debug('No organisation to summarise the code in', { codeId, organisationId });
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
      owner(before) === owner(after) &&
      codeSummaryEntry(before) === codeSummaryEntry(after)
    ) {
      return;
    }
    const current = plainData(await db().collection(CODES_COLLECTION).doc(codeId).get());
    const now = owner(current);
    if (current && now) await setEntry(now, codeId, codeSummaryEntry(current));
    for (const former of new Set([owner(before), owner(after)])) {
      if (former !== undefined && former !== now) {
        await setEntry(former, codeId, FieldValue.delete());
      }
    }
  },
);
