// Runs the organisation score calculations that onUserWritten requests, one at a time per
// organisation (src/domain/scoreRecalculation.ts explains the marker and why it coalesces).
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { SCORE_RECALCULATIONS_COLLECTION } from '@/domain/scoreRecalculation';
import { db } from '../admin';
import { triggerOptions } from '../options';
import { runScoreRecalculation } from '../scores/scoreRecalculationMarker';

export const onScoreRecalculationWritten = onDocumentWritten(
  {
    ...triggerOptions,
    document: `${SCORE_RECALCULATIONS_COLLECTION}/{organisationId}`,
    // Below the lease (RECALCULATION_LEASE_MS), so that an expired lease means a finished run.
    timeoutSeconds: 540,
  },
  async (event) => {
    if (!event.data?.after.exists) return;
    await runScoreRecalculation(db(), event.params.organisationId);
  },
);
