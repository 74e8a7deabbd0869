// A notification record's id is `{organisationId}/{notificationId}`, so that one id finds its
// document. The screens list, send and take back (a send that reached no one): nothing else.
import { NOTIFICATIONS_PER_ORGANISATION } from '@/config/constants';
import { ORGANISATIONS_COLLECTION as ORGANISATIONS } from '@/domain/collections';
import { DataProviderError } from '@/providers/dataProvider/errors';
import type { ProviderMethods, ResourceDataSpec } from '@/providers/dataSpec';
import type { DataStore } from '@/providers/dataStore';
import { recipientMethods } from './methods';

const notificationPath = (organisationId: string) =>
  `${ORGANISATIONS}/${organisationId}/notifications`;

function splitNotificationId(id: unknown) {
  const [, organisationId, notificationId] = /^([^/]+)\/(.+)$/s.exec(String(id)) ?? [];
  if (organisationId && notificationId) return { organisationId, notificationId };
  throw new DataProviderError(
    'invalid-argument',
    `notification id must be "{organisationId}/{notificationId}", got "${String(id)}"`,
  );
}

function notificationsProvider(store: DataStore): ProviderMethods {
  return {
    async getList(_resource, { filter, sort, pagination }) {
      const operation = 'getList notifications';
      const organisationId = store.organisationInScope(operation, filter?.organisationId);
      if (organisationId === null) return { data: [], total: 0 };
      if (sort?.field && sort.field !== 'createdAt') {
        throw new DataProviderError('invalid-argument', `${operation}: only createdAt is sortable`);
      }
      const order = sort?.order === 'ASC' ? 'ASC' : 'DESC';
      const { data, total } = await store.page(
        operation,
        notificationPath(organisationId),
        {
          filters: [],
          sort: { field: 'createdAt', order },
          key: `notifications|${organisationId}|createdAt ${order}`,
        },
        { ...(pagination ?? { page: 1, perPage: 25 }), maxResults: NOTIFICATIONS_PER_ORGANISATION },
      );
      return {
        data: data.map((record) => ({
          ...record,
          id: `${organisationId}/${record.id}`,
          organisationId,
        })),
        total,
      };
    },
    async create(_resource, params) {
      const operation = 'create notifications';
      const { organisationId: requested, ...payload } = params.data as Record<string, unknown>;
      const organisationId = store.organisationInScope(operation, requested);
      if (organisationId === null) {
        throw new DataProviderError(
          'permission-denied',
          `${operation}: organisation outside scope`,
        );
      }
      const written = { ...payload, createdAt: new Date() };
      const id = await store.add(operation, notificationPath(organisationId), written);
      return { data: { ...written, organisationId, id: `${organisationId}/${id}` } };
    },
    async delete(_resource, params) {
      const { organisationId, notificationId } = splitNotificationId(params.id);
      store.scope(`delete notifications ${notificationId}`);
      await store.delete('delete notifications', notificationPath(organisationId), [
        notificationId,
      ]);
      return { data: params.previousData ?? { id: params.id } };
    },
  };
}

export const data = {
  kind: 'custom',
  provider: notificationsProvider,
  methods: recipientMethods,
} as const satisfies ResourceDataSpec;
