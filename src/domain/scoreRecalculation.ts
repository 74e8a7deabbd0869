// When the server recalculates an organisation's scores after its users change
// (docs/architecture.md, "Firestore triggers and derived fields"). A user answering a
// questionnaire writes its results a few times in a row, and a whole team may answer in the same
// hour; recalculating the organisation for every write would read all of its users each time.
// Instead every organisation has one marker document, scoreRecalculations/{organisationId}, and:
// - a change to a user records a request on the marker, unless a request is already pending (one
//   that no calculation has started on yet: that calculation will read this change too) or a
//   calculation that started after the change already counted it;
// - the marker's trigger runs one calculation at a time per organisation, under a lease; requests
//   that arrive meanwhile are served by one more calculation when it ends.
// So a burst of N writes costs N small marker transactions, and an organisation has at most one
// calculation running and one waiting, whatever N (a burst shorter than a calculation: two).
// Pure: the triggers (functions/src/triggers) read and write the marker with these decisions.

export const SCORE_RECALCULATIONS_COLLECTION = 'scoreRecalculations';

/**
 * How long a calculation holds the lease: longer than the trigger's timeout, so that a lease is
 * free again only when its holder is certainly gone (a crashed run leaves it to the next request).
 */
export const RECALCULATION_LEASE_MS = 10 * 60 * 1000;

/**
 * The change's time is the database's commit time, a calculation's start the function's clock: a
 * calculation counts as covering a change only if it started this much later, so that a skew
 * between the two clocks cannot drop a change.
 */
export const CLOCK_MARGIN_MS = 1000;

export interface ScoreRecalculationMarker {
  /** The latest request that found no pending one. */
  requestedAt?: Date;
  /** When the latest calculation started reading the users. */
  startedAt?: Date;
  /** startedAt of the latest calculation that completed: every change before it is counted. */
  calculatedFrom?: Date;
  /** startedAt of the latest calculation that failed: the requests before it wait for a new one. */
  failedFrom?: Date;
  /** Set while a calculation runs. */
  leaseUntil?: Date | null;
  /** How many calculations the marker started, for operators (and the tests) to see coalescing. */
  calculations?: number;
}

const time = (date: Date | null | undefined): number => date?.getTime() ?? -Infinity;

/** Whether a change to a user made at `changedAt` needs a request written on the marker. */
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
 * What the marker's trigger does: 'start' a calculation (taking the lease), 'wait' for the running
 * one (which looks again when it ends), or nothing ('idle').
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
