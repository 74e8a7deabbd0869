// The data provider (ARCHITECTURE.md, Data access): react-admin's DataProvider over Firestore Lite
// for every resource, scoped by role (SPEC §6), plus the named operations of SPEC §7.
import type { Firestore } from 'firebase/firestore/lite';
import type { RaRecord } from 'react-admin';
import type { DataScope } from '@/domain/session';
import type { KyndDataProvider, ResourceName } from '@/providers/types';
import {
  createDocument,
  deleteDocument,
  deleteDocuments,
  getManyDocuments,
  getOneDocument,
  listCollection,
  updateDocument,
  updateDocuments,
} from './collections';
import { asFilter, asString, type ProviderContext } from './context';
import {
  createDivision,
  deleteDivision,
  getDivision,
  getDivisions,
  listDivisions,
  updateDivision,
} from './divisions';
import { DataProviderError } from './errors';
import { createNamedOperations } from './named';
import {
  createNotification,
  listNotifications,
  notificationPath,
  splitNotificationId,
} from './notifications';
import { CursorCache } from './paging';
import { collectionResource, type CollectionResource } from './resources';

export { DataProviderError, isPermissionDenied } from './errors';
export { scoresHistoryId } from './named';

function configOf(resource: string): CollectionResource {
  const config = collectionResource(resource);
  if (!config) throw new DataProviderError('invalid-argument', `Unknown resource "${resource}"`);
  return config;
}

/** Server-written resources (industryScores) refuse every write before reaching Firestore. */
function requireWritable(operation: string, resource: string): void {
  if (collectionResource(resource)?.readOnly) {
    throw new DataProviderError(
      'invalid-argument',
      `${operation} ${resource}: read-only, written by the score calculation`,
    );
  }
}

/** Where a record of `resource` with `id` is stored: the collection path and the document id. */
function locate(resource: string, id: unknown): { path: string; docId: string } {
  if (resource === 'notifications') {
    const { organisationId, notificationId } = splitNotificationId(id);
    return { path: notificationPath(organisationId), docId: notificationId };
  }
  return { path: configOf(resource).collection, docId: asString(id, `${resource} id`) };
}

function asData(value: unknown): Record<string, unknown> {
  return asFilter(value);
}

/** Filters named after a reference target: 'organisationId' or its field 'organisation.id'. */
function targetFilter(resource: string, target: string): string {
  const config = collectionResource(resource);
  if (!config || config.filters[target as keyof typeof config.filters]) return target;
  const named = Object.entries(config.filters).find(([, spec]) => spec.field === target);
  if (named) return named[0];
  if (config.scopeField === target) return 'organisationId';
  return target;
}

/** SPEC §7: an organisation's divisions come ordered by name; industry names come trimmed. */
function present(resource: string, record: RaRecord): RaRecord {
  if (resource === 'organisations' && Array.isArray(record.divisions)) {
    const divisions = [...(record.divisions as { name?: unknown }[])].sort((a, b) =>
      String(a.name ?? '').localeCompare(String(b.name ?? ''), undefined, { sensitivity: 'base' }),
    );
    return { ...record, divisions };
  }
  if (resource === 'industries' && typeof record.name === 'string') {
    return { ...record, name: record.name.trim() };
  }
  return record;
}

export function createDataProvider(
  db: Firestore,
  getScope: () => DataScope | null,
): KyndDataProvider {
  const context: ProviderContext = { db, getScope, cache: new CursorCache() };
  const named = createNamedOperations(context);

  const getList = async (resource: string, params: Parameters<KyndDataProvider['getList']>[1]) => {
    if (resource === 'divisions') return listDivisions(context, params);
    if (resource === 'notifications') return listNotifications(context, params);
    const result = await listCollection(context, resource, configOf(resource), params);
    return { ...result, data: result.data.map((record) => present(resource, record)) };
  };

  const getOne = async (resource: string, id: unknown, meta: unknown): Promise<RaRecord> => {
    if (resource === 'divisions') return getDivision(context, asString(id, 'division id'), meta);
    const { path, docId } = locate(resource, id);
    const record = await getOneDocument(context, resource, path, docId);
    return resource === 'notifications'
      ? withNotificationId(record, id)
      : present(resource, record);
  };

  const getMany = async (resource: string, ids: readonly unknown[], meta: unknown) => {
    if (resource === 'divisions') return getDivisions(context, ids, meta);
    if (resource === 'notifications') {
      return Promise.all(ids.map((id) => getOne(resource, id, meta)));
    }
    const records = await getManyDocuments(context, resource, configOf(resource).collection, ids);
    return records.map((record) => present(resource, record));
  };

  const remove = async (resource: string, id: unknown, meta: unknown): Promise<void> => {
    requireWritable('delete', resource);
    if (resource === 'divisions') {
      await deleteDivision(context, asString(id, 'division id'), meta);
      return;
    }
    const { path, docId } = locate(resource, id);
    await deleteDocument(context, resource, path, docId);
  };

  const provider = {
    getList: async (resource, params) => {
      const result = await getList(resource, params);
      return { data: result.data as never[], total: result.total };
    },

    getOne: async (resource, params) => ({
      data: (await getOne(resource, params.id, params.meta)) as never,
    }),

    getMany: async (resource, params) => ({
      data: (await getMany(resource, params.ids, params.meta)) as never[],
    }),

    getManyReference: async (resource, params) => {
      const filter = {
        ...asFilter(params.filter),
        [targetFilter(resource, params.target)]: params.id,
      };
      const result = await getList(resource, { ...params, filter });
      return { data: result.data as never[], total: result.total };
    },

    create: async (resource, params) => {
      requireWritable('create', resource);
      const data = asData(params.data);
      if (resource === 'divisions') return { data: (await createDivision(context, data)) as never };
      if (resource === 'notifications') {
        return { data: (await createNotification(context, data)) as never };
      }
      return { data: (await createDocument(context, resource, configOf(resource), data)) as never };
    },

    update: async (resource, params) => {
      requireWritable('update', resource);
      const data = asData(params.data);
      const previous = params.previousData ? asData(params.previousData) : undefined;
      if (resource === 'divisions') {
        const meta = { organisationId: previous?.organisationId, ...asFilter(params.meta) };
        return {
          data: (await updateDivision(
            context,
            asString(params.id, 'division id'),
            data,
            meta,
          )) as never,
        };
      }
      if (resource === 'notifications') {
        const { path, docId } = locate(resource, params.id);
        const config: CollectionResource = { ...configOf('organisations'), collection: path };
        const record = await updateDocument(context, resource, config, docId, data, previous);
        return { data: withNotificationId(record, params.id) as never };
      }
      const config = configOf(resource);
      const id = asString(params.id, `${resource} id`);
      return {
        data: (await updateDocument(context, resource, config, id, data, previous)) as never,
      };
    },

    updateMany: async (resource, params) => {
      requireWritable('updateMany', resource);
      if (resource === 'divisions' || resource === 'notifications') {
        throw new DataProviderError(
          'invalid-argument',
          `updateMany is not offered for ${resource}`,
        );
      }
      const ids = await updateDocuments(
        context,
        resource,
        configOf(resource).collection,
        params.ids,
        asData(params.data),
      );
      return { data: ids };
    },

    delete: async (resource, params) => {
      await remove(resource, params.id, params.meta);
      return { data: (params.previousData ?? { id: params.id }) as never };
    },

    deleteMany: async (resource, params) => {
      requireWritable('deleteMany', resource);
      if (resource === 'divisions' || resource === 'notifications') {
        for (const id of params.ids) await remove(resource, id, params.meta);
        return { data: [...params.ids] };
      }
      const ids = await deleteDocuments(
        context,
        resource,
        configOf(resource).collection,
        params.ids,
      );
      return { data: ids };
    },

    async deleteById(resource: ResourceName, id: string): Promise<boolean> {
      try {
        await remove(resource, id, undefined);
        return true;
      } catch (error) {
        console.error(error);
        return false;
      }
    },

    ...named,
  } satisfies KyndDataProvider;

  return provider;
}

function withNotificationId(record: RaRecord, id: unknown): RaRecord {
  const { organisationId } = splitNotificationId(id);
  return { ...record, organisationId, id: String(id) };
}
