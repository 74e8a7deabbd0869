// Every function's deploy options, by kind, so that a new function gets them from its kind: the
// region, and the instance limits that bound what a burst of requests or events can cost (Cloud
// Run starts at most `maxInstances` instances, each serving up to `concurrency` requests at once).
// The deploy checks that every function of the build has both (scripts/lib/preflight.ts).
import type { CallableOptions } from 'firebase-functions/v2/https';
import type { EventHandlerOptions } from 'firebase-functions/v2';
import type { ScheduleOptions } from 'firebase-functions/v2/scheduler';
import { FUNCTIONS_REGION } from '@/config/constants';

/** Cloud Functions v2's own default, stated so that no function falls back to one at a time. */
const CONCURRENCY = 80;

/** docs/product.md §7: every callable runs in australia-southeast1. For signed-in callers. */
export const callableOptions: CallableOptions = {
  region: FUNCTIONS_REGION,
  maxInstances: 10,
  concurrency: CONCURRENCY,
};

/**
 * The callables anyone can reach before signing in (the phone lookup, the migrated-user check,
 * and sign-up with a code, which needs only an Auth account anyone can create): they refuse a
 * request without a valid App Check token (docs/security.md, "Signed-out callables"), and run
 * on fewer instances.
 */
export const signedOutCallableOptions: CallableOptions = {
  ...callableOptions,
  maxInstances: 5,
  enforceAppCheck: true,
};

/**
 * The Firestore triggers run beside the callables (and the database), in the same region, with a
 * larger cap: their events come from every client's writes, the bulk imports' included.
 */
export const triggerOptions: EventHandlerOptions = {
  region: FUNCTIONS_REGION,
  maxInstances: 40,
  concurrency: CONCURRENCY,
};

/** The nightly jobs: one instance, in the region of the rest, in the project's time zone. */
export const scheduleOptions: Omit<ScheduleOptions, 'schedule'> = {
  region: FUNCTIONS_REGION,
  timeZone: 'Australia/Sydney',
  maxInstances: 1,
  concurrency: CONCURRENCY,
};
