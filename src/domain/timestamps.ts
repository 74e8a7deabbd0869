// Timestamp → Date, deep, for values read from any Firestore SDK (web, lite or admin). Pure and
// duck-typed, so the client's converters and the functions share it without importing an SDK.

type Plain = Record<string, unknown>;

export function isPlainObject(value: unknown): value is Plain {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A Timestamp from any Firestore SDK copy has seconds, nanoseconds and toDate. */
export function isTimestampLike(value: unknown): value is { toDate(): Date } {
  if (value === null || typeof value !== 'object') return false;
  const candidate = value as { seconds?: unknown; nanoseconds?: unknown; toDate?: unknown };
  return (
    typeof candidate.seconds === 'number' &&
    typeof candidate.nanoseconds === 'number' &&
    typeof candidate.toDate === 'function'
  );
}

/** Every Timestamp inside maps and arrays becomes a Date; other values pass through. */
export function timestampsToDates(value: unknown): unknown {
  if (isTimestampLike(value)) return value.toDate();
  if (Array.isArray(value)) return value.map(timestampsToDates);
  if (isPlainObject(value)) {
    // fromEntries defines each key as data: a map key '__proto__' stays a key and never becomes
    // the prototype of the result (an assignment would drop it or change the prototype).
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, timestampsToDates(inner)]),
    ) as Plain;
  }
  return value;
}
