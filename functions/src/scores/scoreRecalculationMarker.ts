// The scoreRecalculations/{organisationId} marker (src/domain/scoreRecalculation.ts): requests
// written by onUserWritten, calculations run by onScoreRecalculationWritten under a lease.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import {
  RECALCULATION_LEASE_MS,
  SCORE_RECALCULATIONS_COLLECTION,
  needsRecalculationRequest,
  recalculationStep,
  type ScoreRecalculationMarker,
} from '@/domain/scoreRecalculation';
import { timestampsToDates } from '@/domain/timestamps';
import {
  OrganisationNotFoundError,
  calculateOrganisationScores,
} from './calculateOrganisationScores';

const markerRef = (db: Firestore, organisationId: string) =>
  db.collection(SCORE_RECALCULATIONS_COLLECTION).doc(organisationId);

function markerOf(data: unknown): ScoreRecalculationMarker | undefined {
  return data === undefined ? undefined : (timestampsToDates(data) as ScoreRecalculationMarker);
}

/**
 * Records that a change needs the organisation's scores recalculated: `changedAt` is when the
 * score counters took it in, so that a calculation started later has counted it.
 */
export async function requestScoreRecalculation(
  db: Firestore,
  organisationId: string,
  changedAt: Date,
): Promise<boolean> {
  const ref = markerRef(db, organisationId);
  return db.runTransaction(async (transaction) => {
    const marker = markerOf((await transaction.get(ref)).data());
    if (!needsRecalculationRequest(marker, changedAt)) return false;
    transaction.set(ref, { requestedAt: new Date() }, { merge: true });
    return true;
  });
}

/**
 * Takes the lease when a request waits and no calculation runs, recalculates, then records the
 * outcome and frees the lease. That last write fires the marker's trigger again, which starts one
 * more calculation only if requests came in meanwhile.
 */
export async function runScoreRecalculation(db: Firestore, organisationId: string): Promise<void> {
  const ref = markerRef(db, organisationId);
  const started = await db.runTransaction(async (transaction) => {
    const now = new Date();
    const marker = markerOf((await transaction.get(ref)).data());
    if (recalculationStep(marker, now) !== 'start') return undefined;
    transaction.update(ref, {
      startedAt: now,
      leaseUntil: new Date(now.getTime() + RECALCULATION_LEASE_MS),
      calculations: FieldValue.increment(1),
    });
    return { now, counted: marker?.countedAt !== undefined };
  });
  if (!started) return;
  const startedAt = started.now;
  try {
    await calculateOrganisationScores(db, organisationId, {
      now: startedAt,
      source: started.counted ? 'counters' : 'reconcile',
    });
  } catch (error) {
    // A deleted organisation has nothing left to show: its requests are served.
    const done = error instanceof OrganisationNotFoundError;
    if (!done) logger.error('Score recalculation failed', error, { organisationId });
    await ref.update({
      [done ? 'calculatedFrom' : 'failedFrom']: startedAt,
      leaseUntil: FieldValue.delete(),
    });
    if (!done) throw error;
    return;
  }
  await ref.update({ calculatedFrom: startedAt, leaseUntil: FieldValue.delete() });
}
