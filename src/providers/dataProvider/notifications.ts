// A notification record's id is `{organisationId}/{notificationId}`, so that one id finds its
// document.
import { addDoc, collection, documentId, orderBy } from 'firebase/firestore/lite';
import type { DataProvider, RaRecord } from 'react-admin';
import type { CollectionResource } from '@/providers/dataSpec';
import { NOTIFICATIONS_PER_ORGANISATION } from '@/config/constants';
import {
  asFilter,
  asString,
  organisationInScope,
  pagination,
  type ProviderContext,
} from './context';
import { withActorStamp } from './actorStamp';
import { DataProviderError, guard } from './errors';
import { fetchPage } from './paging';
import { toDocumentData, toRecord } from './records';
import { ORGANISATIONS_COLLECTION as ORGANISATIONS } from '@/domain/collections';
import { deleteDocument, getOneDocument, updateDocument, type ListParams } from './collections';
import {
  as,
  asAll,
  listOf,
  organisationReference,
  referenceParams,
  refusing,
} from './resourceProvider';

const NOTIFICATIONS_SUBCOLLECTION = 'notifications';

export function notificationPath(organisationId: string): string {
  return `${ORGANISATIONS}/${organisationId}/${NOTIFICATIONS_SUBCOLLECTION}`;
}

export function splitNotificationId(id: unknown): {
  organisationId: string;
  notificationId: string;
} {
  const text = String(id);
  const slash = text.indexOf('/');
  if (slash <= 0 || slash === text.length - 1) {
    throw new DataProviderError(
      'invalid-argument',
      `notification id must be "{organisationId}/{notificationId}", got "${text}"`,
    );
  }
  return { organisationId: text.slice(0, slash), notificationId: text.slice(slash + 1) };
}

export async function listNotifications(
  context: ProviderContext,
  params: ListParams,
): Promise<{ data: RaRecord[]; total: number }> {
  const operation = 'getList notifications';
  const filter = asFilter(params.filter);
  const organisationId = organisationInScope(context, operation, filter.organisationId);
  if (organisationId === null) return { data: [], total: 0 };
  const direction = params.sort?.order === 'ASC' ? 'asc' : 'desc';
  if (params.sort?.field && params.sort.field !== 'createdAt') {
    throw new DataProviderError('invalid-argument', `${operation}: only createdAt is sortable`);
  }
  const base = collection(context.db, notificationPath(organisationId));
  const built = {
    constraints: [orderBy('createdAt', direction), orderBy(documentId(), direction)],
    sort: { field: 'createdAt', order: direction === 'asc' ? ('ASC' as const) : ('DESC' as const) },
    key: `notifications|${organisationId}|createdAt ${direction}`,
  };
  const { docs, total } = await guard(operation, () =>
    fetchPage(
      base,
      built,
      { ...pagination(params.pagination), maxResults: NOTIFICATIONS_PER_ORGANISATION },
      context.cache,
    ),
  );
  return {
    data: docs.map((snapshot) => ({
      ...toRecord(snapshot, `${organisationId}/${snapshot.id}`),
      organisationId,
    })),
    total,
  };
}

export async function createNotification(
  context: ProviderContext,
  data: Record<string, unknown>,
): Promise<RaRecord> {
  const operation = 'create notifications';
  const { organisationId: requested, ...payload } = data;
  const organisationId = organisationInScope(context, operation, requested);
  if (organisationId === null) {
    throw new DataProviderError('permission-denied', `${operation}: organisation outside scope`);
  }
  const written = { ...payload, createdAt: new Date() };
  const path = notificationPath(organisationId);
  const stored = withActorStamp(context, path, operation, toDocumentData(written));
  const ref = await guard(operation, () => addDoc(collection(context.db, path), stored));
  context.cache.invalidate('notifications');
  return { ...written, organisationId, id: `${organisationId}/${ref.id}` };
}

/** An organisation's notifications, each record's id being `organisationId/notificationId`. */
export function notificationsProvider(context: ProviderContext): DataProvider {
  const RESOURCE = 'notifications';
  const locate = (id: unknown) => {
    const { organisationId, notificationId } = splitNotificationId(id);
    return { organisationId, path: notificationPath(organisationId), docId: notificationId };
  };
  const withId = (record: RaRecord, id: unknown): RaRecord => ({
    ...record,
    organisationId: locate(id).organisationId,
    id: String(id),
  });
  const getOne = async (id: unknown) => {
    const { path, docId } = locate(id);
    return withId(await getOneDocument(context, RESOURCE, path, docId), id);
  };
  const remove = async (id: unknown) => {
    const { path, docId } = locate(id);
    await deleteDocument(context, RESOURCE, path, docId);
  };
  return {
    ...refusing((operation) => `${operation} is not offered for notifications`),
    getList: async (_resource, params) => listOf(await listNotifications(context, params)),
    getManyReference: async (_resource, params) =>
      listOf(await listNotifications(context, referenceParams(params, organisationReference))),
    getOne: async (_resource, params) => ({ data: as(await getOne(params.id)) }),
    getMany: async (_resource, params) => ({
      data: asAll(await Promise.all(params.ids.map(getOne))),
    }),
    create: async (_resource, params) => ({
      data: as(await createNotification(context, asFilter(params.data))),
    }),
    async update(_resource, params) {
      const { path, docId } = locate(params.id);
      const config: CollectionResource = {
        collection: path,
        scopeField: null,
        filters: {},
        sortable: ['createdAt'],
        defaultSort: { field: 'createdAt', order: 'DESC' },
      };
      const previous = params.previousData ? asFilter(params.previousData) : undefined;
      const updated = await updateDocument(
        context,
        RESOURCE,
        config,
        docId,
        asFilter(params.data),
        previous,
      );
      return { data: as(withId(updated, params.id)) };
    },
    async delete(_resource, params) {
      await remove(params.id);
      return { data: as(params.previousData ?? { id: params.id }) };
    },
    async deleteMany(_resource, params) {
      for (const id of params.ids) await remove(id);
      return { data: params.ids.map((id) => asString(id, 'notification id')) };
    },
  };
}
