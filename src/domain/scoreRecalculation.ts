// A user answering a questionnaire writes results a few times in a row; recalculating the
// organisation for every write would read all of its users each time. Instead one marker document
// per organisation, scoreRecalculations/{organisationId}: a change records a request unless one is
// pending or a calculation that started after the change counted it; the marker's trigger runs one
// calculation at a time under a lease. So an organisation has at most one calculation running and
// one waiting, whatever the burst.

export const SCORE_RECALCULATIONS_COLLECTION = 'scoreRecalculations';

/**
 * Longer than the trigger's timeout, so that a lease is free only when its holder is certainly
 * gone.
 */
export const RECALCULATION_LEASE_MS = 10 * 60 * 1000;

/**
 * A change's time is the database's commit time, a calculation's start the function's clock: the
 * margin keeps a skew between the two clocks from dropping a change.
 */
export const CLOCK_MARGIN_MS = 1000;

export interface ScoreRecalculationMarker {
  requestedAt?: Date;
  startedAt?: Date;
  /** startedAt of the latest calculation that completed: every change before it is counted. */
  calculatedFrom?: Date;
  /** startedAt of the latest calculation that failed: the requests before it wait for a new one. */
  failedFrom?: Date;
  leaseUntil?: Date | null;
  /**
   * When a recount last brought the organisation's score counters in line: until then a
   * calculation recounts the users instead of trusting the counters.
   */
  countedAt?: Date;
  /** How many calculations the marker started, for operators (and the tests) to see coalescing. */
  calculations?: number;
}

const time = (date: Date | null | undefined): number => date?.getTime() ?? -Infinity;

export function needsRecalculationRequest(
  marker: ScoreRecalculationMarker | undefined,
  changedAt: Date,
): boolean {
  if (!marker) return true;
  if (time(marker.calculatedFrom) >= changedAt.getTime() + CLOCK_MARGIN_MS) return false;
  const pending = time(marker.requestedAt) > time(marker.startedAt);
  return !pending;
}

/**
 * 'start' a calculation (taking the lease), 'wait' for the running one (which looks again when it
 * ends), or 'idle'.
 */
export function recalculationStep(
  marker: ScoreRecalculationMarker | undefined,
  now: Date,
): 'start' | 'wait' | 'idle' {
  if (!marker) return 'idle';
  const served = Math.max(time(marker.calculatedFrom), time(marker.failedFrom));
  if (time(marker.requestedAt) <= served) return 'idle';
  if (time(marker.leaseUntil) > now.getTime()) return 'wait';
  return 'start';
}
