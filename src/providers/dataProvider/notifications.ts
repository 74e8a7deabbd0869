// A notification record's id is `{organisationId}/{notificationId}`, so that one id finds its
// document.
import { addDoc, collection, documentId, orderBy } from 'firebase/firestore/lite';
import type { RaRecord } from 'react-admin';
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
import type { ResourceHandler } from './handler';

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

export function notificationsHandler(context: ProviderContext): ResourceHandler {
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
    getList: (params) => listNotifications(context, params),
    getOne,
    getMany: (ids) => Promise.all(ids.map(getOne)),
    create: (data) => createNotification(context, data),
    async update(id, data, previousData) {
      const { path, docId } = locate(id);
      const config: CollectionResource = {
        collection: path,
        scopeField: null,
        filters: {},
        sortable: ['createdAt'],
        defaultSort: { field: 'createdAt', order: 'DESC' },
      };
      return withId(await updateDocument(context, RESOURCE, config, docId, data, previousData), id);
    },
    updateMany: () =>
      Promise.reject(
        new DataProviderError('invalid-argument', 'updateMany is not offered for notifications'),
      ),
    delete: remove,
    async deleteMany(ids) {
      for (const id of ids) await remove(id);
      return ids.map((id) => asString(id, 'notification id'));
    },
    referenceFilter: (target) => (target === 'organisation.id' ? 'organisationId' : target),
  };
}
