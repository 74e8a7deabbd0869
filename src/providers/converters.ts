// Timestamp ⇄ Date at the data-layer boundary (ARCHITECTURE.md, Data access): everything above the
// providers sees Dates; Firestore stores Timestamps. Both directions are deep (maps and arrays).
import { Timestamp } from 'firebase/firestore/lite';
import { isPlainObject, timestampsToDates } from '@/domain/timestamps';

type Plain = Record<string, unknown>;

/** Firestore → app: every Timestamp, however deep, becomes a Date. */
export function fromFirestore<T = unknown>(value: unknown): T {
  return timestampsToDates(value) as T;
}

/**
 * App → Firestore: every Date becomes a Timestamp, `undefined` entries are dropped (Firestore
 * rejects them), and non-plain objects (FieldValue sentinels, references) pass through untouched.
 */
export function toFirestore<T = unknown>(value: unknown): T {
  return convertTo(value) as T;
}

function convertTo(value: unknown): unknown {
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(convertTo);
  if (isPlainObject(value)) {
    const out: Plain = {};
    for (const [key, inner] of Object.entries(value)) {
      if (inner !== undefined) out[key] = convertTo(inner);
    }
    return out;
  }
  return value;
}
