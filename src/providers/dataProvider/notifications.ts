// A notification record's id is `{organisationId}/{notificationId}`, so that one id finds its
// document.
import { addDoc, collection } from 'firebase/firestore/lite';
import type { RaRecord } from 'react-admin';
import { NOTIFICATIONS_PER_ORGANISATION } from '@/config/constants';
import { ORGANISATIONS_COLLECTION as ORGANISATIONS } from '@/domain/collections';
import { withActorStamp } from './actorStamp';
import { collectionProvider, type ListParams, type Methods } from './collections';
import { asFilter, organisationInScope, pagination, type ProviderContext } from './context';
import { DataProviderError, guard } from './errors';
import { readPage } from './paging';
import { toDocumentData } from './records';

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
  const order = direction === 'asc' ? 'ASC' : 'DESC';
  const { docs, total } = await readPage(
    context,
    operation,
    notificationPath(organisationId),
    {
      filters: [],
      sort: { field: 'createdAt', order },
      key: `notifications|${organisationId}|createdAt ${direction}`,
    },
    { ...pagination(params.pagination), maxResults: NOTIFICATIONS_PER_ORGANISATION },
  );
  return {
    data: docs.map(({ id, data }) => ({ ...data, id: `${organisationId}/${id}`, organisationId })),
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
  context.changed('notifications');
  return { ...written, organisationId, id: `${organisationId}/${ref.id}` };
}

/** The list, sending one and taking one back (a send that reached no one): nothing else is used. */
export function notificationsProvider(context: ProviderContext): Methods {
  return {
    getList: (_resource, params) => listNotifications(context, params),
    create: async (_resource, params) => ({
      data: await createNotification(context, asFilter(params.data)),
    }),
    async delete(_resource, params) {
      const { organisationId, notificationId } = splitNotificationId(params.id);
      const inOrganisation = collectionProvider(context, 'notifications', {
        collection: notificationPath(organisationId),
        scopeField: null,
        filters: {},
        sortable: [],
        defaultSort: { field: 'createdAt', order: 'DESC' },
      });
      await inOrganisation.delete?.('notifications', { id: notificationId });
      return { data: params.previousData ?? { id: params.id } };
    },
  };
}
