// react-admin's DataProvider over Firestore Lite for every resource, scoped by role
// (docs/product.md §6), plus the named operations of §7.
import type { Firestore } from 'firebase/firestore/lite';
import {
  combineDataProviders,
  type CreateParams,
  type DataProvider,
  type DeleteManyParams,
  type DeleteParams,
  type GetListParams,
  type GetManyParams,
  type GetManyReferenceParams,
  type GetOneParams,
  type RaRecord,
  type UpdateManyParams,
  type UpdateParams,
} from 'react-admin';
import type { CallableName } from '@/domain/callables';
import { SCORES_HISTORY_COLLECTION } from '@/domain/scoresHistory';
import type { DataScope } from '@/domain/session';
import type { CallFunction } from '@/providers/callables';
import { CALLABLE_GRACE_MS, callableKind, callableTimeLimit } from '@/providers/callableLimits';
import type { FirestoreRest } from '@/providers/firestoreRest';
import type { DataSpecs, ResourceDataSpec } from '@/providers/dataSpec';
import type { DashboardReadName, KyndDataProvider, ResourceMethods } from '@/providers/types';
import { asFilter, requireScope, type ProviderContext } from './context';
import { divisionsHandler } from './divisions';
import { DataProviderError, guard } from './errors';
import { collectionHandler, readOnly, type ResourceHandler } from './handler';
import { notificationsHandler } from './notifications';
import { questionnaireAlertsHandler } from './questionnaireAlerts';
import { CursorCache } from './paging';
import { createRecipientOperations } from './recipients';
import { createScoresHistoryReader } from './scoresHistory';
import { createDataStore } from './store';
import {
  industryCountsHandler,
  organisationChoicesHandler,
  organisationScoresHandler,
} from './scores';

export { DataProviderError, isPermissionDenied } from './errors';

function handlerOf(
  context: ProviderContext,
  resource: string,
  spec: ResourceDataSpec,
): ResourceHandler {
  switch (spec.kind) {
    case 'collection': {
      const handler = collectionHandler(context, resource, spec, spec.present);
      return spec.readOnly ? readOnly(resource, handler) : handler;
    }
    case 'questionnaireAlerts':
      return questionnaireAlertsHandler(context, spec);
    case 'organisationDivisions':
      return divisionsHandler(context);
    case 'organisationNotifications':
      return notificationsHandler(context);
  }
}

function dashboardHandlers(context: ProviderContext): Record<DashboardReadName, ResourceHandler> {
  return {
    organisationScores: organisationScoresHandler(context),
    organisationChoices: organisationChoicesHandler(context),
    industryCounts: industryCountsHandler(context),
  };
}

function unknownHandler(resource: string): ResourceHandler {
  const refuse = () =>
    Promise.reject(new DataProviderError('invalid-argument', `Unknown resource "${resource}"`));
  return {
    getList: refuse,
    getOne: refuse,
    getMany: refuse,
    create: refuse,
    update: refuse,
    updateMany: refuse,
    delete: refuse,
    deleteMany: refuse,
    referenceFilter: (target) => target,
  };
}

/**
 * react-admin's methods are generic in the record type the caller expects; what comes back is the
 * record as Firestore holds it. This is the one place that says so.
 */
function as<R>(record: RaRecord): R {
  return record as R;
}

function handlerProvider(handler: ResourceHandler): DataProvider {
  return {
    async getList<R extends RaRecord>(_resource: string, params: GetListParams) {
      const { data, total } = await handler.getList(params);
      return { data: data.map(as<R>), total };
    },
    async getOne<R extends RaRecord>(_resource: string, params: GetOneParams<R>) {
      return { data: as<R>(await handler.getOne(params.id, params.meta)) };
    },
    async getMany<R extends RaRecord>(_resource: string, params: GetManyParams<R>) {
      const records = await handler.getMany(params.ids, params.meta);
      return { data: records.map(as<R>) };
    },
    async getManyReference<R extends RaRecord>(_resource: string, params: GetManyReferenceParams) {
      const filter = {
        ...asFilter(params.filter),
        [handler.referenceFilter(params.target)]: params.id,
      };
      const { data, total } = await handler.getList({ ...params, filter });
      return { data: data.map(as<R>), total };
    },
    async create<R extends RaRecord>(_resource: string, params: CreateParams) {
      return { data: as<R>(await handler.create(asFilter(params.data), params.meta)) };
    },
    async update<R extends RaRecord>(_resource: string, params: UpdateParams) {
      const previous = params.previousData ? asFilter(params.previousData) : undefined;
      const updated = await handler.update(params.id, asFilter(params.data), previous, params.meta);
      return { data: as<R>(updated) };
    },
    async updateMany(_resource: string, params: UpdateManyParams) {
      return { data: await handler.updateMany(params.ids, asFilter(params.data)) };
    },
    async delete<R extends RaRecord>(_resource: string, params: DeleteParams<R>) {
      await handler.delete(params.id, params.meta);
      return { data: as<R>(params.previousData ?? { id: params.id }) };
    },
    async deleteMany(_resource: string, params: DeleteManyParams) {
      return { data: await handler.deleteMany(params.ids, params.meta) };
    },
  };
}

const READ_FROM_SAME_DOCUMENTS: Partial<Record<string, readonly string[]>> = {
  organisations: ['organisationChoices'],
  divisions: ['organisations', 'organisationChoices'],
};

const USER_CHANGES = [
  'users',
  'organisations',
  'organisationScores',
  'industryScores',
  'industrySummaries',
  'industryCounts',
] as const;

const CHANGED_BY_CALLABLE: Partial<Record<CallableName, readonly string[]>> = {
  createUser: ['users', 'organisations'],
  updateUser: USER_CHANGES,
  bulkUpdateUsers: USER_CHANGES,
  deleteUserPersonalData: ['users', 'organisations'],
  scheduleOrgScoreCalculation: [
    'organisationScores',
    'industryScores',
    'industrySummaries',
    'industryCounts',
    SCORES_HISTORY_COLLECTION,
  ],
  updateOrgScoresIndustry: [
    'organisations',
    'organisationScores',
    'industryScores',
    'industrySummaries',
    'industryCounts',
  ],
  sendNotification: ['notifications', 'users'],
  registerUsersNotifications: ['users'],
};

export interface DataProviderOptions {
  resources: DataSpecs;
  db: Firestore;
  /** The signed-in person's data scope; null before sign-in. */
  getScope: () => DataScope | null;
  loadCall?: () => Promise<CallFunction>;
  rest?: FirestoreRest;
  /**
   * Told of every resource a write or a callable changed: the app invalidates those queries, which
   * its query client otherwise keeps fresh for minutes.
   */
  onChange?: (resource: string) => void;
  /** Whose writes these are (the actor stamp). */
  getUid?: () => string | null;
  /** Whether the signed-in person may read the figures withheld below the user threshold. */
  readsWithheld?: () => boolean;
}

const NO_CALLABLES = () =>
  Promise.reject(new DataProviderError('unavailable', 'No callable functions configured'));

export function createDataProvider({
  resources,
  db,
  getScope,
  loadCall = NO_CALLABLES,
  rest,
  onChange,
  getUid,
  readsWithheld,
}: DataProviderOptions): KyndDataProvider {
  const cache = new CursorCache((resource) => {
    for (const changed of [resource, ...(READ_FROM_SAME_DOCUMENTS[resource] ?? [])]) {
      onChange?.(changed);
    }
  });
  const context: ProviderContext = { db, getScope, cache, rest, getUid, readsWithheld };
  const handlers: Record<string, ResourceHandler> = {
    ...Object.fromEntries(
      Object.entries(resources).map(([name, spec]) => [name, handlerOf(context, name, spec)]),
    ),
    ...dashboardHandlers(context),
  };
  const store = createDataStore(context);
  const offered = Object.values(resources).reduce<Partial<ResourceMethods>>(
    (all, spec) => ({ ...all, ...spec.methods?.(store) }),
    {},
  );
  // Complete for the registry's resources: its EVERY_METHOD_OFFERED fails to compile otherwise.
  const resourceMethods = offered as ResourceMethods;
  const providers = new Map(
    Object.entries(handlers).map(([name, found]) => [name, handlerProvider(found)]),
  );
  const methods = combineDataProviders(
    (resource) => providers.get(resource) ?? handlerProvider(unknownHandler(resource)),
  );

  return {
    ...methods,
    ...resourceMethods,
    ...createScoresHistoryReader(context),
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
  };
}
