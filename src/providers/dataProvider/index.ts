// react-admin's DataProvider over Firestore Lite for every resource, scoped by role
// (docs/product.md §6), plus the named operations of §7.
import type { Firestore } from 'firebase/firestore/lite';
import { combineDataProviders, type DataProvider } from 'react-admin';
import type { CallableName } from '@/domain/callables';
import { SCORES_HISTORY_COLLECTION } from '@/domain/scoresHistory';
import type { DataScope } from '@/domain/session';
import type { CallFunction } from '@/providers/callables';
import { CALLABLE_GRACE_MS, callableKind, callableTimeLimit } from '@/providers/callableLimits';
import type { FirestoreRest } from '@/providers/firestoreRest';
import type { DataSpecs, ResourceDataSpec } from '@/providers/dataSpec';
import type { DashboardReadName, KyndDataProvider, ResourceMethods } from '@/providers/types';
import { requireScope, type ProviderContext } from './context';
import { divisionsProvider } from './divisions';
import { DataProviderError, guard } from './errors';
import { notificationsProvider } from './notifications';
import { questionnaireAlertsProvider } from './questionnaireAlerts';
import { collectionProvider, readOnly, refusing } from './resourceProvider';
import { CursorCache } from './paging';
import { createRecipientOperations } from './recipients';
import { createScoresHistoryReader } from './scoresHistory';
import { createDataStore } from './store';
import {
  industryCountsProvider,
  organisationChoicesProvider,
  organisationScoresProvider,
} from './scores';

export { DataProviderError, isPermissionDenied } from './errors';

function providerOf(
  context: ProviderContext,
  resource: string,
  spec: ResourceDataSpec,
): DataProvider {
  switch (spec.kind) {
    case 'collection': {
      const provider = collectionProvider(context, resource, spec, spec.present);
      return spec.readOnly
        ? readOnly(
            provider,
            (operation) => `${operation} ${resource}: read-only, written by the server`,
          )
        : provider;
    }
    case 'questionnaireAlerts':
      return questionnaireAlertsProvider(context, spec);
    case 'organisationDivisions':
      return divisionsProvider(context);
    case 'organisationNotifications':
      return notificationsProvider(context);
  }
}

function dashboardProviders(context: ProviderContext): Record<DashboardReadName, DataProvider> {
  return {
    organisationScores: organisationScoresProvider(context),
    organisationChoices: organisationChoicesProvider(context),
    industryCounts: industryCountsProvider(context),
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
  const providers = new Map<string, DataProvider>([
    ...Object.entries(resources).map(
      ([name, spec]) => [name, providerOf(context, name, spec)] as const,
    ),
    ...Object.entries(dashboardProviders(context)),
  ]);
  const store = createDataStore(context);
  const offered = Object.values(resources).reduce<Partial<ResourceMethods>>(
    (all, spec) => ({ ...all, ...spec.methods?.(store) }),
    {},
  );
  // Complete for the registry's resources: its EVERY_METHOD_OFFERED fails to compile otherwise.
  const resourceMethods = offered as ResourceMethods;
  const methods = combineDataProviders(
    (resource) => providers.get(resource) ?? refusing(() => `Unknown resource "${resource}"`),
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
