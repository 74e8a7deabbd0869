// Sent notifications live in organisations/{organisationId}/notifications (SPEC §3); the list is
// the newest 100, createdAt descending (SPEC §7, §9). A record's id is
// `{organisationId}/{notificationId}`, so that one id finds its document.
import { addDoc, collection, doc, orderBy, documentId } from 'firebase/firestore/lite';
import type { RaRecord } from 'react-admin';
import { NOTIFICATIONS_PER_ORGANISATION } from '@/config/constants';
import { asFilter, pagination, requireScope, type ProviderContext } from './context';
import { DataProviderError, guard } from './errors';
import { fetchPage } from './paging';
import { scopedOrganisations } from './query';
import { toDocumentData, toRecord } from './records';
import { COLLECTIONS, NOTIFICATIONS_SUBCOLLECTION } from './resources';
import type { ListParams } from './collections';

const ORGANISATIONS = COLLECTIONS.organisations.collection;

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

function organisationFor(
  context: ProviderContext,
  operation: string,
  requested: unknown,
): string | null {
  const scope = requireScope(context, operation);
  if ((requested === undefined || requested === '') && scope.kind === 'organisation') {
    return scope.organisationId;
  }
  if (typeof requested !== 'string' || requested === '') {
    throw new DataProviderError('invalid-argument', `${operation}: organisationId is required`);
  }
  const allowed = scopedOrganisations(scope, requested);
  return allowed === 'all' || allowed.length > 0 ? requested : null;
}

export async function listNotifications(
  context: ProviderContext,
  params: ListParams,
): Promise<{ data: RaRecord[]; total: number }> {
  const operation = 'getList notifications';
  const filter = asFilter(params.filter);
  const organisationId = organisationFor(context, operation, filter.organisationId);
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
  const organisationId = organisationFor(context, operation, requested);
  if (organisationId === null) {
    throw new DataProviderError('permission-denied', `${operation}: organisation outside scope`);
  }
  const written = { ...payload, createdAt: new Date() };
  const ref = await guard(operation, () =>
    addDoc(collection(context.db, notificationPath(organisationId)), toDocumentData(written)),
  );
  context.cache.invalidate('notifications');
  return { ...written, organisationId, id: `${organisationId}/${ref.id}` };
}

export function notificationDoc(context: ProviderContext, id: unknown) {
  const { organisationId, notificationId } = splitNotificationId(id);
  return doc(context.db, notificationPath(organisationId), notificationId);
}
