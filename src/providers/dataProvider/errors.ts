// Errors thrown by the data provider. `code` lets screens and the auth provider tell a refused
// request (permission-denied) from a missing document or a network failure; `message` is written
// for a developer reading the console, the screens show SPEC §8's toasts.
import { FirestoreError } from 'firebase/firestore/lite';

export type DataErrorCode =
  | 'permission-denied'
  | 'unauthenticated'
  | 'not-found'
  | 'invalid-argument'
  | 'failed-precondition'
  | 'already-exists'
  | 'resource-exhausted'
  | 'unavailable'
  | 'unknown';

export class DataProviderError extends Error {
  readonly code: DataErrorCode;
  override readonly cause?: unknown;

  constructor(code: DataErrorCode, message: string, cause?: unknown) {
    super(message);
    this.name = 'DataProviderError';
    this.code = code;
    this.cause = cause;
  }
}

export function isPermissionDenied(error: unknown): boolean {
  return error instanceof DataProviderError && error.code === 'permission-denied';
}

const KNOWN: readonly DataErrorCode[] = [
  'permission-denied',
  'unauthenticated',
  'not-found',
  'invalid-argument',
  'failed-precondition',
  'already-exists',
  'resource-exhausted',
  'unavailable',
];

/** By shape, not class: the SDK may be loaded twice (ESM and CJS builds) in one process. */
function isFirestoreError(error: unknown): error is FirestoreError {
  if (error instanceof FirestoreError) return true;
  return (
    error instanceof Error &&
    error.name === 'FirebaseError' &&
    typeof (error as { code?: unknown }).code === 'string'
  );
}

/**
 * The Lite SDK reports a request that never got an answer (offline, DNS, refused connection) as
 * code 'unknown' with fetch's own message; that is an unavailable backend to the user.
 */
function isNetworkFailure(error: FirestoreError): boolean {
  return (
    error.code === 'unknown' &&
    /Request failed with error: .*(fetch failed|failed to fetch|network)/i.test(error.message)
  );
}

/** Wraps any failure of an operation into a DataProviderError naming what was attempted. */
export function toDataError(error: unknown, operation: string): DataProviderError {
  if (error instanceof DataProviderError) return error;
  if (isFirestoreError(error)) {
    // A callable's HttpsError arrives as 'functions/<code>'.
    const bare = error.code.replace(/^functions\//, '');
    const code = isNetworkFailure(error)
      ? 'unavailable'
      : (KNOWN.find((known) => known === bare) ?? 'unknown');
    const what =
      code === 'permission-denied'
        ? 'permission denied by the security rules'
        : code === 'unavailable'
          ? 'the database could not be reached'
          : error.message;
    return new DataProviderError(code, `${operation}: ${what} (${error.code})`, error);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new DataProviderError('unknown', `${operation}: ${message}`, error);
}

/** Runs `action`, rethrowing any failure as a DataProviderError for `operation`. */
export async function guard<T>(operation: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    throw toDataError(error, operation);
  }
}
