// Duck-typed, so the client's converters and the functions share it without importing an SDK.

type Plain = Record<string, unknown>;

export function isPlainObject(value: unknown): value is Plain {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

export function isTimestampLike(value: unknown): value is { toDate(): Date } {
  if (value === null || typeof value !== 'object') return false;
  const candidate = value as { seconds?: unknown; nanoseconds?: unknown; toDate?: unknown };
  return (
    typeof candidate.seconds === 'number' &&
    typeof candidate.nanoseconds === 'number' &&
    typeof candidate.toDate === 'function'
  );
}

export function timestampsToDates(value: unknown): unknown {
  if (isTimestampLike(value)) return value.toDate();
  if (Array.isArray(value)) return value.map(timestampsToDates);
  if (isPlainObject(value)) {
    // fromEntries defines each key as data: a map key '__proto__' never becomes the prototype.
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, timestampsToDates(inner)]),
    ) as Plain;
  }
  return value;
}

/** A comparable form: maps by their content whatever the key order, times by their instant. */
function canonical(value: unknown): unknown {
  if (value instanceof Date) return value.getTime();
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const time = value as { toMillis?: () => number };
  if (typeof time.toMillis === 'function') return time.toMillis();
  if (!isPlainObject(value)) return String(value);
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical(value[key])]),
  );
}

/** Equal as stored data: a Date and a Timestamp of one instant are the same. */
export function sameData(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
