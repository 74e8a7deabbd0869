// Records have `id` and Dates; Firestore data has Timestamps and never `id` or a `password`.
import type { DocumentData, DocumentSnapshot } from 'firebase/firestore/lite';
import type { RaRecord } from 'react-admin';
import { fromFirestore, toFirestore } from '@/providers/converters';

export function toRecord<R extends RaRecord = RaRecord>(
  snapshot: DocumentSnapshot<DocumentData>,
  id: string = snapshot.id,
): R {
  const data = fromFirestore<Record<string, unknown>>(snapshot.data() ?? {});
  return { ...data, id } as R;
}

const NEVER_WRITTEN = new Set(['id', 'password']);

export function toDocumentData(data: Record<string, unknown>): DocumentData {
  // fromEntries keeps a key '__proto__' as data instead of setting the result's prototype.
  const out = Object.fromEntries(Object.entries(data).filter(([key]) => !NEVER_WRITTEN.has(key)));
  return toFirestore<DocumentData>(out);
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner instanceof Date ? { $date: inner.getTime() } : inner,
  );
}

export function changedFields(
  next: Record<string, unknown>,
  previous: Record<string, unknown> | undefined,
): Record<string, unknown> {
  if (!previous) return { ...next };
  // Own keys only, built with fromEntries: a key named __proto__ stays an ordinary field.
  return Object.fromEntries(
    Object.entries(next).filter(
      ([key, value]) =>
        canonical(value) !== canonical(Object.hasOwn(previous, key) ? previous[key] : undefined),
    ),
  );
}

export function omit(record: Record<string, unknown>, ...keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
}
