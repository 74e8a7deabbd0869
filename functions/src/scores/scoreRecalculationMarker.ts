// The scoreRecalculations/{organisationId} marker (src/domain/scoreRecalculation.ts): requests
// written by onUserWritten, calculations run by onScoreRecalculationWritten under a lease.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import {
  RECALCULATION_INTERVAL_MS,
  RECALCULATION_LEASE_MS,
  SCORE_RECALCULATIONS_COLLECTION,
  countersCurrent,
  leaseHeld,
  recalculationRequest,
  recalculationStep,
  scopesToCalculate,
  waitBeforeCalculation,
  type ScoreRecalculationMarker,
} from '@/domain/scoreRecalculation';
import { timestampsToDates } from '@/domain/timestamps';
import { isEmulator } from '../admin';
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
 * Records that a change needs the organisation's `scopes` recalculated (undefined: every scope),
 * once its score counters have taken it in; with `whileLeased`, only if a calculation holds the
 * lease.
 */
export async function requestScoreRecalculation(
  db: Firestore,
  organisationId: string,
  scopes?: readonly string[],
  { whileLeased = false } = {},
): Promise<boolean> {
  const ref = markerRef(db, organisationId);
  return db.runTransaction(async (transaction) => {
    const marker = markerOf((await transaction.get(ref)).data());
    const now = new Date();
    if (whileLeased && !leaseHeld(marker, now)) return false;
    const request = recalculationRequest(marker, scopes, now);
    if (!request) return false;
    const { scopes: added, ...rest } = request;
    transaction.set(
      ref,
      { ...rest, ...(added ? { scopes: FieldValue.arrayUnion(...added) } : {}) },
      { merge: true },
    );
    return true;
  });
}

/**
 * RECALCULATION_INTERVAL_MS, or, on the Functions emulator only, KYND_RECALCULATION_INTERVAL_MS:
 * the end-to-end tests' stack shortens it (tests/helpers/globalStack.ts), so that a screen shows a
 * change, and a file's restore finds its calculations done, without waiting out ten seconds.
 */
export function recalculationInterval(): number {
  const override = process.env.KYND_RECALCULATION_INTERVAL_MS;
  if (!isEmulator() || override === undefined || override.trim() === '') {
    return RECALCULATION_INTERVAL_MS;
  }
  const interval = Number(override);
  if (!Number.isInteger(interval) || interval < 0) {
    throw new Error(`KYND_RECALCULATION_INTERVAL_MS=${override} is not a number of milliseconds`);
  }
  return interval;
}

/**
 * Takes the lease when a request waits and no calculation runs, waits out the interval since the
 * previous calculation (recalculationInterval()), recalculates, then records the outcome and
 * frees the lease. That last write fires the marker's trigger again, which starts one
 * more calculation only if requests came in meanwhile.
 */
export async function runScoreRecalculation(db: Firestore, organisationId: string): Promise<void> {
  const ref = markerRef(db, organisationId);
  const wait = await db.runTransaction(async (transaction) => {
    const now = new Date();
    const marker = markerOf((await transaction.get(ref)).data());
    if (recalculationStep(marker, now) !== 'start') return undefined;
    transaction.update(ref, {
      leaseUntil: new Date(now.getTime() + RECALCULATION_LEASE_MS),
      calculations: FieldValue.increment(1),
    });
    return waitBeforeCalculation(marker, now, recalculationInterval());
  });
  if (wait === undefined) return;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  // The request stays pending until here, so that the changes made while it waited only add
  // their scopes: this calculation takes them all.
  const started = await db.runTransaction(async (transaction) => {
    const now = new Date();
    const marker = markerOf((await transaction.get(ref)).data());
    transaction.update(ref, {
      startedAt: now,
      scopes: FieldValue.delete(),
      everyScope: FieldValue.delete(),
    });
    const counted = countersCurrent(marker);
    return { now, counted, scopes: counted ? scopesToCalculate(marker) : undefined };
  });
  const startedAt = started.now;
  try {
    await calculateOrganisationScores(db, organisationId, {
      now: startedAt,
      source: started.counted ? 'counters' : 'reconcile',
      scopes: started.scopes,
      countersCurrent: started.counted,
    });
  } catch (error) {
    // A deleted organisation has nothing left to show: its requests are served.
    const done = error instanceof OrganisationNotFoundError;
    if (!done) logger.error('Score recalculation failed', error, { organisationId });
    // A failed calculation's scopes wait for the next request.
    const unserved =
      started.scopes && started.scopes.length > 0
        ? { scopes: FieldValue.arrayUnion(...started.scopes) }
        : { everyScope: true };
    await ref.update({
      [done ? 'calculatedFrom' : 'failedFrom']: startedAt,
      leaseUntil: FieldValue.delete(),
      ...(done ? {} : unserved),
    });
    if (!done) throw error;
    return;
  }
  await ref.update({ calculatedFrom: startedAt, leaseUntil: FieldValue.delete() });
}

/**
 * A calculation a callable runs itself, so that its answer shows the change it synced (and the
 * trigger finds nothing left to request): from the counters, the member count with them, once
 * they are of the current shape, or else a recount, as the marker's calculation would. A
 * calculation under the lease may have read the counters before the change and would store what
 * it read after this one: it then runs once more as it ends.
 */
export async function calculateNow(db: Firestore, organisationId: string): Promise<void> {
  const current = countersCurrent(markerOf((await markerRef(db, organisationId).get()).data()));
  await calculateOrganisationScores(db, organisationId, {
    source: current ? 'counters' : 'reconcile',
    countersCurrent: current,
  });
  await requestScoreRecalculation(db, organisationId, undefined, { whileLeased: true });
}
