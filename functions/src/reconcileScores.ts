// The nightly reconciliation of the score counters (docs/architecture.md "Scores move with the
// change"): the organisations counted longest ago are recounted, as many as the run's time allows,
// each user whose counted contribution drifted is synced again (the drift of the counters and of
// the member count logged), and an organisation with drift in either is recalculated through its
// marker. An organisation without drift gets no new calculation, so its
// history and change arrows move only with its users.
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { SCORE_RECALCULATIONS_COLLECTION } from '@/domain/scoreRecalculation';
import { db } from './admin';
import { scheduleOptions } from './options';
import { reconcileScoreCounters } from './scores/scoreCounters';
import { requestScoreRecalculation } from './scores/scoreRecalculationMarker';

const TIMEOUT_SECONDS = 540;
/** Stops starting organisations with a minute of the run left. */
const BUDGET_MS = (TIMEOUT_SECONDS - 60) * 1000;

const countedAtOf = (value: unknown): number =>
  value && typeof value === 'object' && 'toMillis' in value
    ? (value as { toMillis(): number }).toMillis()
    : -Infinity;

export const reconcileScores = onSchedule(
  { ...scheduleOptions, schedule: 'every day 03:00', timeoutSeconds: TIMEOUT_SECONDS },
  async () => {
    const deadline = Date.now() + BUDGET_MS;
    const firestore = db();
    const organisations = await firestore.collection('organisations').select().get();
    const markers =
      organisations.size > 0
        ? await firestore.getAll(
            ...organisations.docs.map((doc) =>
              firestore.collection(SCORE_RECALCULATIONS_COLLECTION).doc(doc.id),
            ),
            { fieldMask: ['countedAt'] },
          )
        : [];
    const order = organisations.docs
      .map((doc, index) => ({
        id: doc.id,
        countedAt: countedAtOf(markers[index]?.get('countedAt')),
      }))
      .sort((a, b) => a.countedAt - b.countedAt);
    let counted = 0;
    let drifted = 0;
    let memberDrift = 0;
    for (const { id } of order) {
      if (Date.now() > deadline) break;
      const found = await reconcileScoreCounters(firestore, id);
      counted += 1;
      memberDrift += Math.abs(found.memberDrift);
      drifted += found.synced;
      // The calculation sets the member count from the counters brought in line.
      if (found.synced > 0 || found.memberDrift !== 0) {
        await requestScoreRecalculation(firestore, id);
      }
    }
    logger.info('Nightly score reconciliation', {
      organisations: counted,
      of: organisations.size,
      users: drifted,
      members: memberDrift,
    });
  },
);
