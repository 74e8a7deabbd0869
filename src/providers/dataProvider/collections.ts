import {
  addDoc,
  arrayUnion,
  collection,
  doc,
  getDoc,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore/lite';
import type { RaRecord } from 'react-admin';
import { inBatches, signDeletes, withActorStamp } from './actorStamp';
import { asFilter, asString, pagination, requireScope, type ProviderContext } from './context';
import { DataProviderError, guard } from './errors';
import { readPage } from './paging';
import { buildQuery } from './query';
import { changedFields, omit, toDocumentData, toRecord } from './records';
import {
  rowFields,
  skipsCount,
  type CollectionResource,
  type SortSpec,
} from '@/providers/dataSpec';

export interface ListParams {
  pagination?: { page?: number; perPage?: number };
  sort?: { field?: string; order?: string };
  filter?: unknown;
  meta?: unknown;
}

function sortOf(sort: ListParams['sort']): SortSpec | undefined {
  if (!sort?.field) return undefined;
  return { field: sort.field, order: sort.order === 'DESC' ? 'DESC' : 'ASC' };
}

export async function listCollection(
  context: ProviderContext,
  resource: string,
  config: CollectionResource,
  params: ListParams,
): Promise<{ data: RaRecord[]; total: number }> {
  const operation = `getList ${resource}`;
  const scope = requireScope(context, operation);
  const built = buildQuery(resource, config, scope, asFilter(params.filter), sortOf(params.sort));
  if (!built) return { data: [], total: 0 };
  const { docs, total } = await readPage(
    context,
    operation,
    config.collection,
    built,
    { ...pagination(params.pagination), withoutCount: skipsCount(params.meta) },
    rowFields(params.meta, config.listFields),
  );
  return { data: docs.map(({ id, data }) => ({ ...data, id })), total };
}

export async function getOneDocument(
  context: ProviderContext,
  resource: string,
  path: string,
  id: string,
): Promise<RaRecord> {
  const operation = `getOne ${resource} ${id}`;
  requireScope(context, operation);
  const snapshot = await guard(operation, () => getDoc(doc(context.db, path, id)));
  if (!snapshot.exists()) {
    throw new DataProviderError('not-found', `${operation}: no such document`);
  }
  return toRecord(snapshot);
}

/** Missing documents are left out, as react-admin expects of getMany. */
export async function getManyDocuments(
  context: ProviderContext,
  resource: string,
  path: string,
  ids: readonly unknown[],
): Promise<RaRecord[]> {
  const operation = `getMany ${resource}`;
  requireScope(context, operation);
  const unique = [...new Set(ids.map((id) => asString(id, `${resource} id`)))];
  const snapshots = await guard(operation, () =>
    Promise.all(unique.map((id) => getDoc(doc(context.db, path, id)))),
  );
  return snapshots.filter((snapshot) => snapshot.exists()).map((snapshot) => toRecord(snapshot));
}

function stamped(config: CollectionResource, data: DocumentData, creating: boolean): DocumentData {
  const now = new Date();
  const out = { ...data };
  if (creating && config.createdAt && out.createdAt === undefined) out.createdAt = now;
  if (config.updatedAt) out.updatedAt = now;
  return out;
}

export async function createDocument(
  context: ProviderContext,
  resource: string,
  config: CollectionResource,
  data: Record<string, unknown>,
): Promise<RaRecord> {
  const operation = `create ${resource}`;
  requireScope(context, operation);
  const written = stamped(config, { ...data }, true);
  const stored = withActorStamp(context, config.collection, operation, toDocumentData(written));
  const given = data.id;
  const id = await guard(operation, async () => {
    if (given !== undefined && given !== null && given !== '') {
      const id = asString(given, `${resource} id`);
      await setDoc(doc(context.db, config.collection, id), stored);
      return id;
    }
    const ref = await addDoc(collection(context.db, config.collection), stored);
    return ref.id;
  });
  context.changed(resource);
  return { ...omit(written, 'password'), id };
}

/** Append-only lists (alert actions, the rules enforce it) send new entries as an array union. */
export async function updateDocument(
  context: ProviderContext,
  resource: string,
  config: CollectionResource,
  id: string,
  data: Record<string, unknown>,
  previousData: Record<string, unknown> | undefined,
): Promise<RaRecord> {
  const operation = `update ${resource} ${id}`;
  requireScope(context, operation);
  const changes = stamped(config, changedFields(data, previousData), false);
  const stored = toDocumentData(changes);
  for (const field of config.appendOnly ?? []) {
    const before = previousData?.[field];
    const after = changes[field];
    if (Array.isArray(before) && Array.isArray(after) && after.length > before.length) {
      const appended = toDocumentData({ [field]: after.slice(before.length) });
      stored[field] = arrayUnion(...(appended[field] as unknown[]));
    }
  }
  if (Object.keys(stored).length > 0) {
    const signed = withActorStamp(context, config.collection, operation, stored);
    await guard(operation, () => updateDoc(doc(context.db, config.collection, id), signed));
    context.changed(resource);
  }
  return { ...omit({ ...previousData, ...data, ...changes }, 'password'), id };
}

export async function updateDocuments(
  context: ProviderContext,
  resource: string,
  path: string,
  ids: readonly unknown[],
  data: Record<string, unknown>,
): Promise<string[]> {
  const operation = `updateMany ${resource}`;
  requireScope(context, operation);
  const stored = withActorStamp(context, path, operation, toDocumentData(data));
  const all = ids.map((id) => asString(id, `${resource} id`));
  await inBatches(context, operation, all, (batch, id) =>
    batch.update(doc(context.db, path, id), stored),
  );
  context.changed(resource);
  return all;
}

/** react-admin's delete is a deleteMany of one. */
export async function deleteDocuments(
  context: ProviderContext,
  resource: string,
  path: string,
  ids: readonly unknown[],
): Promise<string[]> {
  const operation = `deleteMany ${resource}`;
  requireScope(context, operation);
  const all = ids.map((id) => asString(id, `${resource} id`));
  const present = await signDeletes(context, path, all, operation);
  await inBatches(context, operation, present, (batch, id) =>
    batch.delete(doc(context.db, path, id)),
  );
  context.changed(resource);
  return all;
}
