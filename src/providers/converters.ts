// Timestamp ⇄ Date at the data-layer boundary, deep (maps and arrays).
import { Timestamp } from 'firebase/firestore/lite';
import { isPlainObject, timestampsToDates } from '@/domain/timestamps';

type Plain = Record<string, unknown>;

export function fromFirestore<T = unknown>(value: unknown): T {
  return timestampsToDates(value) as T;
}

/**
 * `undefined` entries are dropped (Firestore rejects them); FieldValue sentinels and references
 * pass through.
 */
export function toFirestore<T = unknown>(value: unknown): T {
  return convertTo(value) as T;
}

function convertTo(value: unknown): unknown {
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(convertTo);
  if (isPlainObject(value)) {
    // fromEntries keeps a key '__proto__' as data instead of setting the result's prototype.
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, inner]) => inner !== undefined)
        .map(([key, inner]) => [key, convertTo(inner)]),
    ) as Plain;
  }
  return value;
}
