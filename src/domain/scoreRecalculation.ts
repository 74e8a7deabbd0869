// One marker per organisation coalesces recalculations (docs/architecture.md "Scores move with the
// change").
export const SCORE_RECALCULATIONS_COLLECTION = 'scoreRecalculations';

const time = (date: Date | null | undefined): number => date?.getTime() ?? -Infinity;

/** Longer than the trigger's timeout, so that a lease is free only when its holder is gone. */
export const RECALCULATION_LEASE_MS = 10 * 60 * 1000;

/** Between two calculations' starts: one due sooner waits, holding the lease, then takes it all. */
export const RECALCULATION_INTERVAL_MS = 10_000;

export function waitBeforeCalculation(
  marker: Pick<ScoreRecalculationMarker, 'startedAt'> | undefined,
  now: Date,
  intervalMs: number = RECALCULATION_INTERVAL_MS,
): number {
  return Math.max(0, time(marker?.startedAt) + intervalMs - now.getTime());
}

/** The counters' shape (2 counts every member, MEMBERS_COUNTER): older ones are recounted first. */
export const COUNTERS_VERSION = 2;

export const countersCurrent = (marker: ScoreRecalculationMarker | undefined): boolean =>
  marker?.countersVersion === COUNTERS_VERSION;

export interface ScoreRecalculationMarker {
  requestedAt?: Date;
  startedAt?: Date;
  /** startedAt of the latest calculation that completed: every change before it is counted. */
  calculatedFrom?: Date;
  /** startedAt of the latest calculation that failed: the requests before it wait for a new one. */
  failedFrom?: Date;
  leaseUntil?: Date | null;
  /** When a recount last brought the organisation's score counters in line. */
  countedAt?: Date;
  countersVersion?: number;
  /** How many calculations the marker started: coalescing made visible. */
  calculations?: number;
  /** The scopes whose counters moved since the last calculation started. */
  scopes?: string[];
  /** Every scope waits for the next calculation (a request without scopes, or a failed one). */
  everyScope?: boolean;
}

export type RecalculationRequest = Pick<ScoreRecalculationMarker, 'requestedAt' | 'scopes'> & {
  everyScope?: true;
};

/**
 * The marker's update for a change of `scopes` (undefined: every scope): a new request unless one
 * is pending, and the scopes it lacks; null when the marker has it all. A running calculation read
 * its scopes when it started, so a change made since waits for the next one.
 */
export function recalculationRequest(
  marker: ScoreRecalculationMarker | undefined,
  scopes: readonly string[] | undefined,
  now: Date,
): RecalculationRequest | null {
  const pending = time(marker?.requestedAt) > time(marker?.startedAt);
  const request: RecalculationRequest = pending ? {} : { requestedAt: now };
  if (marker?.everyScope !== true) {
    if (scopes === undefined) request.everyScope = true;
    else {
      const waiting = new Set(marker?.scopes ?? []);
      const missing = [...new Set(scopes)].filter((scope) => !waiting.has(scope));
      if (missing.length > 0) request.scopes = missing;
    }
  }
  return Object.keys(request).length > 0 ? request : null;
}

/** Undefined (every scope) when a request asked for every one or named no scopes. */
export function scopesToCalculate(marker: ScoreRecalculationMarker | undefined) {
  if (!marker || marker.everyScope === true || !Array.isArray(marker.scopes)) return undefined;
  return marker.scopes;
}

/** A calculation holds the marker's lease: it runs, or waits out the interval to run. */
export const leaseHeld = (marker: ScoreRecalculationMarker | undefined, now: Date): boolean =>
  time(marker?.leaseUntil) > now.getTime();

/** 'start' (taking the lease), 'wait' (the running one looks again as it ends) or 'idle'. */
export function recalculationStep(marker: ScoreRecalculationMarker | undefined, now: Date) {
  if (!marker) return 'idle';
  const served = Math.max(time(marker.calculatedFrom), time(marker.failedFrom));
  if (time(marker.requestedAt) <= served) return 'idle';
  if (leaseHeld(marker, now)) return 'wait';
  return 'start';
}
