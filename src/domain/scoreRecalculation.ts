// One marker per organisation coalesces the recalculations a burst of results asks for: at most
// one running and one waiting, of the scopes gathered (docs/architecture.md "Scores move with the
// change").

export const SCORE_RECALCULATIONS_COLLECTION = 'scoreRecalculations';

const time = (date: Date | null | undefined): number => date?.getTime() ?? -Infinity;

/** Longer than the trigger's timeout, so that a lease is free only when its holder is gone. */
export const RECALCULATION_LEASE_MS = 10 * 60 * 1000;

/**
 * The least time between the starts of two calculations of one organisation: a calculation due
 * sooner waits for it, holding the lease, and then takes every change made meanwhile.
 */
export const RECALCULATION_INTERVAL_MS = 10_000;

/** How long a calculation taking the lease at `now` waits before it starts. */
export function waitBeforeCalculation(
  marker: Pick<ScoreRecalculationMarker, 'startedAt'> | undefined,
  now: Date,
  intervalMs: number = RECALCULATION_INTERVAL_MS,
): number {
  return Math.max(0, time(marker?.startedAt) + intervalMs - now.getTime());
}

/**
 * The shape of the score counters (src/domain/scoreContributions.ts): 2 counts every member
 * (MEMBERS_COUNTER, src/domain/scoring.ts); counters of an older shape, left by a recount without
 * a version, are recounted before they are trusted.
 */
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
  /** The COUNTERS_VERSION of the counters that recount left. */
  countersVersion?: number;
  /** How many calculations the marker started, for operators (and the tests) to see coalescing. */
  calculations?: number;
  /** The scopes whose counters moved since the last calculation started. */
  scopes?: string[];
  /** Every scope waits for the next calculation (a request without scopes, or a failed one). */
  everyScope?: boolean;
}

/** What a request adds to the marker: the scopes it needs (undefined: every one). */
export type RecalculationRequest = Pick<ScoreRecalculationMarker, 'requestedAt' | 'scopes'> & {
  everyScope?: true;
};

/**
 * The marker's update for a change of `scopes` (undefined: every scope): a new request unless one
 * is pending, and the scopes the pending one lacks; null when the marker already has it all. The
 * running calculation, if any, read its scopes when it started, so a change made since always
 * waits for the next one.
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

/**
 * The scopes a calculation starting now computes: those gathered, or undefined (every scope) when
 * a request asked for every one or came from before requests named their scopes.
 */
export function scopesToCalculate(
  marker: ScoreRecalculationMarker | undefined,
): string[] | undefined {
  if (!marker || marker.everyScope === true || !Array.isArray(marker.scopes)) return undefined;
  return marker.scopes;
}

/** 'start' (taking the lease), 'wait' (the running one looks again as it ends) or 'idle'. */
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
