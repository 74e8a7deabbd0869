// Records have `id` and Dates; Firestore data has Timestamps and never `id` or a `password`.
import { Timestamp, type DocumentData, type DocumentSnapshot } from 'firebase/firestore/lite';
import type { RaRecord } from 'react-admin';
import { isPlainObject, sameData, timestampsToDates } from '@/domain/timestamps';

export function toRecord<R extends RaRecord = RaRecord>(snapshot: DocumentSnapshot): R {
  return { ...(timestampsToDates(snapshot.data() ?? {}) as object), id: snapshot.id } as R;
}

/** Dates become Timestamps, deep; `undefined` entries, which Firestore rejects, are dropped. */
export function toFirestore<T = unknown>(value: unknown): T {
  if (value instanceof Date) return Timestamp.fromDate(value) as T;
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(toFirestore) as T;
  if (!isPlainObject(value)) return value as T;
  // fromEntries keeps a key '__proto__' as data instead of setting the result's prototype.
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .map(([key, inner]) => [key, toFirestore(inner)]),
  ) as T;
}

export function toDocumentData(data: Record<string, unknown>): DocumentData {
  return toFirestore<DocumentData>(omit(data, 'id', 'password'));
}

export function changedFields(
  next: Record<string, unknown>,
  previous: Record<string, unknown> | undefined,
): Record<string, unknown> {
  if (!previous) return { ...next };
  // Own keys only, built with fromEntries: a key named __proto__ stays an ordinary field.
  return Object.fromEntries(
    Object.entries(next).filter(
      ([key, value]) => !sameData(value, Object.hasOwn(previous, key) ? previous[key] : undefined),
    ),
  );
}

export function omit(record: Record<string, unknown>, ...keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
}
