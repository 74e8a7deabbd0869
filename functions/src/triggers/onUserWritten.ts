// Keeps what the screens read of a users document beyond docs/product.md §3
// (src/domain/derivedFields.ts) when any client writes it: the lower-case names and the role the
// Users list queries, and a request to recalculate the scores of the organisations whose figures
// the write changes (src/domain/scoreRecalculation.ts coalesces those).
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { organisationsToRecalculate, userDerivedFields } from '@/domain/derivedFields';
import { db } from '../admin';
import { keepDerivedFields, plainData } from '../derivedFields';
import { triggerOptions } from '../options';
import { requestScoreRecalculation } from '../scores/scoreRecalculationMarker';

export const onUserWritten = onDocumentWritten(
  { ...triggerOptions, document: 'users/{userId}' },
  async (event) => {
    const before = plainData(event.data?.before);
    const after = event.data?.after;
    const afterData = plainData(after);
    const changedAt = new Date(event.time);
    await Promise.all([
      after && afterData ? keepDerivedFields(after, userDerivedFields(afterData)) : undefined,
      ...organisationsToRecalculate(before, afterData).map((organisationId) =>
        requestScoreRecalculation(db(), organisationId, changedAt),
      ),
    ]);
  },
);
