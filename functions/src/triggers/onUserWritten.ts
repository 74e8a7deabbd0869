// Keeps what the screens read of a users document beyond docs/product.md §3
// (src/domain/derivedFields.ts) when any client writes it: the lower-case names and the role the
// Users list queries, the user's directory entry (src/domain/userDirectory.ts), which
// administrators read instead of the users document, the holders of its e-mail
// (src/domain/userEmails.ts), the score counters of the organisations whose figures the write
// changes (src/domain/scoreContributions.ts), with a request to recalculate their scores
// (src/domain/scoreRecalculation.ts coalesces those), and then the employee count of an
// organisation the user joined or left (functions/src/employees.ts).
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { userDerivedFields } from '@/domain/derivedFields';
import { contributionRecordOf, sameContribution } from '@/domain/scoreContributions';
import { directoryEntryOf, sameDirectoryEntry } from '@/domain/userDirectory';
import { emailKey } from '@/domain/userEmails';
import { db } from '../admin';
import { keepDerivedFields, plainData } from '../derivedFields';
import { triggerOptions } from '../options';
import { syncScoreContribution } from '../scores/scoreCounters';
import { requestScoreRecalculation } from '../scores/scoreRecalculationMarker';
import { syncDirectoryEntry } from '../userDirectory';
import { syncEmailHolders } from '../userEmails';

export const onUserWritten = onDocumentWritten(
  { ...triggerOptions, document: 'users/{userId}' },
  async (event) => {
    const { userId } = event.params;
    const before = plainData(event.data?.before);
    const after = event.data?.after;
    const afterData = plainData(after);
    // Most writes are the app's answers and health checks, which the entry does not show: only a
    // change of what it shows costs the entry's transaction.
    const entryChanged = !sameDirectoryEntry(
      before ? directoryEntryOf(userId, before) : null,
      afterData ? directoryEntryOf(userId, afterData) : null,
    );
    const emailKeys = [emailKey(before?.email), emailKey(afterData?.email)];
    await Promise.all([
      after && afterData ? keepDerivedFields(after, userDerivedFields(afterData)) : undefined,
      entryChanged ? syncDirectoryEntry(userId) : undefined,
      emailKeys[0] === emailKeys[1]
        ? undefined
        : syncEmailHolders(
            userId,
            emailKeys.filter((key): key is string => key !== null),
          ),
      sameContribution(contributionRecordOf(before), contributionRecordOf(afterData))
        ? undefined
        : countChange(userId),
    ]);
  },
);

async function countChange(userId: string): Promise<void> {
  const moved = await syncScoreContribution(db(), userId);
  await Promise.all(
    moved.map(({ organisationId, scopes }) =>
      requestScoreRecalculation(db(), organisationId, scopes),
    ),
  );
}
