import { Timestamp } from 'firebase-admin/firestore';

/** Firestore Timestamps (anywhere in a read value) become Dates, for the pure domain code. */
export function timestampsToDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(timestampsToDates);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, timestampsToDates(inner)]),
    );
  }
  return value;
}
