// Keeps what the screens read of a users document beyond docs/product.md §3
// (src/domain/derivedFields.ts) when any client writes it: the lower-case names and the role the
// Users list queries, the user's directory entry (src/domain/userDirectory.ts), which
// administrators read instead of the users document, and a request to recalculate the scores of
// the organisations whose figures the write changes (src/domain/scoreRecalculation.ts coalesces
// those), and the employee count of an organisation the user joined or left (functions/src/
// employees.ts).
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { organisationsToRecalculate, userDerivedFields } from '@/domain/derivedFields';
import { organisationsToRecount } from '@/domain/organisationSummary';
import { directoryEntryOf, sameDirectoryEntry } from '@/domain/userDirectory';
import { db } from '../admin';
import { changeTimeOf, recountEmployees } from '../employees';
import { keepDerivedFields, plainData } from '../derivedFields';
import { triggerOptions } from '../options';
import { requestScoreRecalculation } from '../scores/scoreRecalculationMarker';
import { syncDirectoryEntry } from '../userDirectory';

export const onUserWritten = onDocumentWritten(
  { ...triggerOptions, document: 'users/{userId}' },
  async (event) => {
    const { userId } = event.params;
    const before = plainData(event.data?.before);
    const after = event.data?.after;
    const afterData = plainData(after);
    const changedAt = new Date(event.time);
    // Most writes are the app's answers and health checks, which the entry does not show: only a
    // change of what it shows costs the entry's transaction.
    const entryChanged = !sameDirectoryEntry(
      before ? directoryEntryOf(userId, before) : null,
      afterData ? directoryEntryOf(userId, afterData) : null,
    );
    await Promise.all([
      after && afterData ? keepDerivedFields(after, userDerivedFields(afterData)) : undefined,
      entryChanged ? syncDirectoryEntry(userId) : undefined,
      ...organisationsToRecalculate(before, afterData).map((organisationId) =>
        requestScoreRecalculation(db(), organisationId, changedAt),
      ),
      ...organisationsToRecount(before, afterData).map((organisationId) =>
        recountEmployees(db(), organisationId, changeTimeOf(event.time)),
      ),
    ]);
  },
);
