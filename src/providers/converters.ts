// Timestamp ⇄ Date at the data-layer boundary (ARCHITECTURE.md, Data access): everything above the
// providers sees Dates; Firestore stores Timestamps. Both directions are deep (maps and arrays).
import { Timestamp } from 'firebase/firestore/lite';

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A Timestamp from any Firestore SDK copy (lite, full, admin) has seconds, nanoseconds, toDate. */
function isTimestampLike(value: unknown): value is { toDate(): Date } {
  if (value instanceof Timestamp) return true;
  if (value === null || typeof value !== 'object') return false;
  const candidate = value as { seconds?: unknown; nanoseconds?: unknown; toDate?: unknown };
  return (
    typeof candidate.seconds === 'number' &&
    typeof candidate.nanoseconds === 'number' &&
    typeof candidate.toDate === 'function'
  );
}

/** Firestore → app: every Timestamp, however deep, becomes a Date. */
export function fromFirestore<T = unknown>(value: unknown): T {
  return convertFrom(value) as T;
}

function convertFrom(value: unknown): unknown {
  if (isTimestampLike(value)) return value.toDate();
  if (Array.isArray(value)) return value.map(convertFrom);
  if (isPlainObject(value)) {
    const out: Plain = {};
    for (const [key, inner] of Object.entries(value)) out[key] = convertFrom(inner);
    return out;
  }
  return value;
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
