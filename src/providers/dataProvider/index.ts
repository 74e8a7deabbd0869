// The data provider (docs/architecture.md, Data access): react-admin's DataProvider over Firestore Lite
// for every resource, scoped by role (docs/product.md §6), plus the named operations of docs/product.md §7. Each resource
// is one handler in the table below; the provider's methods only look the handler up.
import type { Firestore } from 'firebase/firestore/lite';
import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import type { CallableName } from '@/domain/callables';
import { SCORES_HISTORY_COLLECTION } from '@/domain/scoresHistory';
import type { DataScope } from '@/domain/session';
import type { CallFunction } from '@/providers/callables';
import { CALLABLE_GRACE_MS, callableKind, callableTimeLimit } from '@/providers/callableLimits';
import type { FirestoreRest } from '@/providers/firestoreRest';
import type { DashboardReadName, KyndDataProvider, ResourceName } from '@/providers/types';
import { asFilter, requireScope, type ProviderContext } from './context';
import { divisionsHandler } from './divisions';
import { DataProviderError, guard } from './errors';
import { collectionHandler, readOnly, type Presenter, type ResourceHandler } from './handler';
import { createNamedOperations } from './named';
import { notificationsHandler } from './notifications';
import { questionnaireAlertsHandler } from './questionnaireAlerts';
import { CursorCache } from './paging';
import { createRecipientOperations } from './recipients';
import { COLLECTIONS } from './resources';
import {
  industryCountsHandler,
  organisationChoicesHandler,
  organisationScoresHandler,
} from './scores';

export { DataProviderError, isPermissionDenied } from './errors';

/** docs/product.md §7: an organisation's divisions come ordered by name. */
const divisionsByName: Presenter = (record) => {
  if (!Array.isArray(record.divisions)) return record;
  const divisions = [...(record.divisions as { name?: unknown }[])].sort((a, b) =>
    String(a.name ?? '').localeCompare(String(b.name ?? ''), undefined, { sensitivity: 'base' }),
  );
  return { ...record, divisions };
};

/** docs/product.md §7: industry names come trimmed. */
const trimmedName: Presenter = (record) =>
  typeof record.name === 'string' ? { ...record, name: record.name.trim() } : record;

function handlersFor(
  context: ProviderContext,
): Record<ResourceName | DashboardReadName, ResourceHandler> {
  const plain = (name: keyof typeof COLLECTIONS, present?: Presenter) =>
    collectionHandler(context, name, COLLECTIONS[name], present);
  return {
    organisations: plain('organisations', divisionsByName),
    users: plain('users'),
    divisions: divisionsHandler(context),
    codes: plain('codes'),
    questions: plain('questions'),
    industries: plain('industries', trimmedName),
    articles: plain('articles'),
    initialMessages: plain('initialMessages'),
    notifications: notificationsHandler(context),
    questionnaireAlerts: questionnaireAlertsHandler(context),
    industryScores: readOnly('industryScores', plain('industryScores')),
    organisationScores: organisationScoresHandler(context),
    organisationChoices: organisationChoicesHandler(context),
    industryCounts: industryCountsHandler(context),
  };
}

/**
 * react-admin's methods are generic in the record type the caller expects; what comes back is the
 * record as Firestore holds it. This is the one place that says so.
 */
function as<R>(record: RaRecord): R {
  return record as R;
}

/** Resources served from the documents of another: a change of the one changes them too. */
const READ_FROM_SAME_DOCUMENTS: Partial<Record<string, readonly string[]>> = {
  organisations: ['organisationChoices'],
  divisions: ['organisations', 'organisationChoices'],
};

/** What each callable that writes changes on the server (docs/product.md §7). */
const CHANGED_BY_CALLABLE: Partial<Record<CallableName, readonly string[]>> = {
  createUser: ['users', 'organisations'],
  updateUser: ['users', 'organisations', 'organisationScores', 'industryScores', 'industryCounts'],
  deleteUserPersonalData: ['users', 'organisations'],
  scheduleOrgScoreCalculation: [
    'organisationScores',
    'industryScores',
    'industryCounts',
    SCORES_HISTORY_COLLECTION,
  ],
  updateOrgScoresIndustry: [
    'organisations',
    'organisationScores',
    'industryScores',
    'industryCounts',
  ],
  sendNotification: ['notifications', 'users'],
  registerUsersNotifications: ['users'],
};

export function createDataProvider(
  db: Firestore,
  getScope: () => DataScope | null,
  /** The callables, loaded when first used (the Functions SDK stays out of the first load). */
  loadCall: () => Promise<CallFunction> = () =>
    Promise.reject(new DataProviderError('unavailable', 'No callable functions configured')),
  /** Reads of a few fields of large documents (the dashboards' selectors); optional in tests. */
  rest?: FirestoreRest,
  /**
   * Told of every resource a write or a callable changed, with the resources read from the same
   * documents: the app invalidates those queries, which its query client otherwise keeps fresh
   * for minutes (providers/queryClient), so that a list shows what was just created or moved.
   */
  onChange?: (resource: string) => void,
): KyndDataProvider {
  const cache = new CursorCache((resource) => {
    for (const changed of [resource, ...(READ_FROM_SAME_DOCUMENTS[resource] ?? [])]) {
      onChange?.(changed);
    }
  });
  const context: ProviderContext = { db, getScope, cache, rest };
  const handlers = handlersFor(context);
  const handler = (resource: string): ResourceHandler => {
    const found = (handlers as Partial<Record<string, ResourceHandler>>)[resource];
    if (!found) throw new DataProviderError('invalid-argument', `Unknown resource "${resource}"`);
    return found;
  };

  const methods: DataProvider = {
    async getList<R extends RaRecord>(resource: string, params: GetListParams) {
      const { data, total } = await handler(resource).getList(params);
      return { data: data.map(as<R>), total };
    },
    async getOne<R extends RaRecord>(resource: string, params: GetOneParams<R>) {
      return { data: as<R>(await handler(resource).getOne(params.id, params.meta)) };
    },
    async getMany<R extends RaRecord>(resource: string, params: GetManyParams<R>) {
      const records = await handler(resource).getMany(params.ids, params.meta);
      return { data: records.map(as<R>) };
    },
    async getManyReference<R extends RaRecord>(resource: string, params: GetManyReferenceParams) {
      const found = handler(resource);
      const filter = {
        ...asFilter(params.filter),
        [found.referenceFilter(params.target)]: params.id,
      };
      const { data, total } = await found.getList({ ...params, filter });
      return { data: data.map(as<R>), total };
    },
    async create<R extends RaRecord>(resource: string, params: CreateParams) {
      return { data: as<R>(await handler(resource).create(asFilter(params.data), params.meta)) };
    },
    async update<R extends RaRecord>(resource: string, params: UpdateParams) {
      const previous = params.previousData ? asFilter(params.previousData) : undefined;
      const updated = await handler(resource).update(
        params.id,
        asFilter(params.data),
        previous,
        params.meta,
      );
      return { data: as<R>(updated) };
    },
    async updateMany(resource: string, params: UpdateManyParams) {
      return { data: await handler(resource).updateMany(params.ids, asFilter(params.data)) };
    },
    async delete<R extends RaRecord>(resource: string, params: DeleteParams<R>) {
      await handler(resource).delete(params.id, params.meta);
      return { data: as<R>(params.previousData ?? { id: params.id }) };
    },
    async deleteMany(resource: string, params: DeleteManyParams) {
      return { data: await handler(resource).deleteMany(params.ids, params.meta) };
    },
  };

  return {
    ...methods,
    ...createNamedOperations(context),
    ...createRecipientOperations(context),

    async call(name, request) {
      requireScope(context, name);
      const call = await loadCall();
      // A little past the SDK's own abort (providers/callables), which then reports first.
      const response = await guard(
        name,
        () => call(name, request),
        callableKind(name),
        callableTimeLimit(name) + CALLABLE_GRACE_MS,
      );
      for (const resource of CHANGED_BY_CALLABLE[name] ?? []) cache.invalidate(resource);
      return response;
    },

    async deleteById(resource: ResourceName, id: string): Promise<boolean> {
      try {
        await handler(resource).delete(id, undefined);
        return true;
      } catch (error) {
        console.error(error);
        return false;
      }
    },
  };
}
