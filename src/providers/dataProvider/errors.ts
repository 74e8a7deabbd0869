// `code` lets screens and the auth provider tell a refused request from a missing document or a
// network failure; `message` is for a developer reading the console.
import type { FirestoreError } from 'firebase/firestore/lite';
import { CALLABLE_TIMEOUT_MS, READ_TIMEOUT_MS, WRITE_TIMEOUT_MS } from '@/config/constants';
import type { CallableName } from '@/domain/callables';

const KNOWN = [
  'permission-denied',
  'unauthenticated',
  'not-found',
  'invalid-argument',
  'failed-precondition',
  'already-exists',
  'resource-exhausted',
  'unavailable',
  'deadline-exceeded',
] as const;

export type DataErrorCode = (typeof KNOWN)[number] | 'unknown';

export class DataProviderError extends Error {
  override readonly name = 'DataProviderError';
  readonly code: DataErrorCode;

  constructor(code: DataErrorCode, message: string, cause?: unknown) {
    super(message, { cause });
    this.code = code;
  }
}

/**
 * By shape, not class: the SDK may be loaded twice (ESM and CJS builds) in one process, and the
 * REST reads that boot.ts starts come before the SDK has loaded.
 */
function isFirestoreError(error: unknown): error is FirestoreError {
  return (
    error instanceof Error &&
    error.name === 'FirebaseError' &&
    typeof (error as { code?: unknown }).code === 'string'
  );
}

/** The Lite SDK reports a request that never got an answer as 'unknown' with fetch's message. */
const NETWORK_FAILURE = /Request failed with error: .*(fetch failed|failed to fetch|network)/i;

/** What the console says of these codes, whatever the SDK's own message. */
export const SAID: Partial<Record<DataErrorCode, string>> = {
  'permission-denied': 'permission denied by the security rules',
  unavailable: 'the database could not be reached',
  'deadline-exceeded':
    'no answer in time (a change it makes may still be saved: the outcome is unknown)',
};

export function toDataError(error: unknown, operation: string): DataProviderError {
  if (error instanceof DataProviderError) return error;
  if (isFirestoreError(error)) {
    // A callable's HttpsError arrives as 'functions/<code>'.
    const bare = error.code.replace(/^functions\//, '');
    const code =
      error.code === 'unknown' && NETWORK_FAILURE.test(error.message)
        ? 'unavailable'
        : (KNOWN.find((known) => known === bare) ?? 'unknown');
    const what = SAID[code] ?? error.message;
    return new DataProviderError(code, `${operation}: ${what} (${error.code})`, error);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new DataProviderError('unknown', `${operation}: ${message}`, error);
}

export type OperationKind = 'read' | 'write';

export function kindOf(operation: string): OperationKind {
  return /^(get|count|query|read)|Exists\b/.test(operation) ? 'read' : 'write';
}

/** The callables that only look something up: they get a read's time limit. */
const LOOKUPS: ReadonlySet<CallableName> = new Set<CallableName>([
  'checkIfUserIsMigrated',
  'getUserByPhone',
  'verifyEmailAvailability',
  'searchScores',
]);

/** The SDK's own limit (providers/callables), known here without loading the SDK. */
export const callableTimeLimit = (name: CallableName) =>
  LOOKUPS.has(name) ? READ_TIMEOUT_MS : CALLABLE_TIMEOUT_MS;

export const SLOW_WRITE_MESSAGE =
  'Saving is taking longer than expected: the change may still be saved, so the list is refetched.';

type Listener = (operation: string) => void;
const unknownOutcomeListeners = new Set<Listener>();

/**
 * Called when a write ran past its time limit, and again when its late answer comes: the change may
 * have landed (Firestore Lite cannot cancel a request), so what is shown must be read again.
 */
export function onUnknownWriteOutcome(listener: Listener): () => void {
  unknownOutcomeListeners.add(listener);
  return () => unknownOutcomeListeners.delete(listener);
}

const announceUnknownOutcome = (operation: string) =>
  unknownOutcomeListeners.forEach((listener) => listener(operation));

export function deadlineError(operation: string, kind: OperationKind, limitMs: number) {
  const seconds = Math.round(limitMs / 1000);
  return new DataProviderError(
    'deadline-exceeded',
    kind === 'read'
      ? `${operation}: no answer within ${seconds} s`
      : `${operation}: ${SLOW_WRITE_MESSAGE} (no answer within ${seconds} s; outcome unknown)`,
  );
}

/** Past its time limit the call fails, though the SDK cannot cancel it: a late write is told. */
export function guard<T>(
  operation: string,
  action: () => Promise<T>,
  kind: OperationKind = kindOf(operation),
  limitMs: number = kind === 'read' ? READ_TIMEOUT_MS : WRITE_TIMEOUT_MS,
): Promise<T> {
  const write = kind === 'write';
  let late = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      late = true;
      reject(deadlineError(operation, kind, limitMs));
      if (write) announceUnknownOutcome(operation);
    }, limitMs);
  });
  const work = Promise.resolve()
    .then(action)
    .catch((error: unknown) => {
      const failure = toDataError(error, operation);
      // The SDK's own time limit (a callable's) ran out before ours: the same unknown outcome.
      if (!late && write && failure.code === 'deadline-exceeded' && failure !== error) {
        announceUnknownOutcome(operation);
      }
      throw failure;
    })
    .finally(() => {
      clearTimeout(timer);
      if (late && write) announceUnknownOutcome(operation);
    });
  // Past the deadline, the late answer is no one's to handle.
  work.catch(() => undefined);
  return Promise.race([work, deadline]);
}

/** A callable's call, its limit 1 s past the SDK's own abort, so that the SDK's error comes first. */
export const guardCall = <T>(name: CallableName, action: () => Promise<T>): Promise<T> =>
  guard(name, action, LOOKUPS.has(name) ? 'read' : 'write', callableTimeLimit(name) + 1_000);
