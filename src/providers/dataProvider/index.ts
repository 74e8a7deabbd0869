import { combineDataProviders, type DataProvider } from 'react-admin';
import {
  INDUSTRY_SCORES_COLLECTION as INDUSTRY_SCORES,
  INDUSTRY_SUMMARIES_COLLECTION as INDUSTRY_SUMMARIES,
} from '@/domain/industryScores';
import { PROVIDER_SUMMARIES_COLLECTION } from '@/domain/providerSummary';
import { SCORES_HISTORY_COLLECTION, combineSeries, scoresHistoryId } from '@/domain/scoresHistory';
import { timestampsToDates } from '@/domain/timestamps';
import type { HistoryEntry } from '@/domain/types';
import {
  WITHHELD_INDUSTRY_SCORES_COLLECTION as WITHHELD_INDUSTRY_SCORES,
  WITHHELD_INDUSTRY_SUMMARIES_COLLECTION as WITHHELD_INDUSTRY_SUMMARIES,
  WITHHELD_SCORES_HISTORY_COLLECTION,
} from '@/domain/withheldFigures';
import {
  WRITE_METHODS,
  type DataSpecs,
  type ProviderMethods,
  type ResourceDataSpec,
} from '@/providers/dataSpec';
import type { KyndDataProvider, ResourceMethods } from '@/providers/types';
import {
  CursorCache,
  requireScope,
  type DataProviderOptions,
  type ProviderContext,
} from './context';
import { DataProviderError, guardCall } from './errors';
import { collectionProvider, dataProvider } from './collections';
import { createDataStore } from './store';
import {
  industryCountsProvider,
  organisationChoicesProvider,
  organisationScoresProvider,
} from './scores';

export { DataProviderError } from './errors';

const ORGANISATIONS = ['organisations', 'organisationChoices'];
const SCORES = ['organisationScores', 'industryScores', 'industrySummaries', 'industryCounts'];
const USERS = ['users', ...ORGANISATIONS];

/** What a write makes stale, by resource, callable or resource method; one not named, itself. */
const STALE_AFTER: Partial<Record<string, readonly string[]>> = {
  // A new organisation comes with its first division and code.
  organisations: [...ORGANISATIONS, 'codes', 'divisions'],
  // The pickers' choices carry each organisation's divisions (Create code, Create user).
  divisions: ['divisions', ...ORGANISATIONS],
  createUser: USERS,
  importUsers: USERS,
  updateUser: [...USERS, ...SCORES],
  bulkUpdateUsers: [...USERS, ...SCORES],
  deleteUserPersonalData: USERS,
  scheduleOrgScoreCalculation: [...SCORES, SCORES_HISTORY_COLLECTION],
  updateOrgScoresIndustry: [...ORGANISATIONS, ...SCORES],
  sendNotification: ['notifications', 'users'],
  registerUsersNotifications: ['users'],
  updateCodesMaximumUsage: ['codes'],
  removeManager: ORGANISATIONS,
  setOrganisationActive: USERS,
  appendAlertAction: ['questionnaireAlerts'],
};

/**
 * The dashboards' read-only views. Only those who read every organisation may read them
 * (firestore.rules), so they need no scope.
 */
const view = (collection: string, sort: string, withheldTwin?: string): ResourceDataSpec => ({
  kind: 'collection',
  collection,
  scopeField: null,
  filters: {},
  sortable: sort === 'industry' ? [sort] : [],
  defaultSort: { field: sort, order: 'ASC' },
  readOnly: true,
  withheldTwin,
});
const views = (context: ProviderContext): DataSpecs => ({
  industryScores: view(INDUSTRY_SCORES, 'industry', WITHHELD_INDUSTRY_SCORES),
  industrySummaries: view(INDUSTRY_SUMMARIES, 'industry', WITHHELD_INDUSTRY_SUMMARIES),
  providerSummaries: view(PROVIDER_SUMMARIES_COLLECTION, 'calculatedAt'),
  organisationScores: { kind: 'custom', provider: () => organisationScoresProvider(context) },
  organisationChoices: { kind: 'custom', provider: () => organisationChoicesProvider(context) },
  industryCounts: { kind: 'custom', provider: () => industryCountsProvider(context) },
});

type Operation = (...args: never[]) => Promise<unknown>;

function announcing(context: ProviderContext, written: string, operation: Operation): Operation {
  return async (...args) => {
    try {
      return await operation(...args);
    } finally {
      context.changed(written);
    }
  };
}

export function createDataProvider({
  resources,
  loadCall = () =>
    Promise.reject(new DataProviderError('unavailable', 'No callable functions configured')),
  onChange,
  ...options
}: DataProviderOptions): KyndDataProvider {
  const cache = new CursorCache();
  const changed = (write: string) => {
    // A read shared with the page's first ones may be of what this write changed.
    options.rest.forgetShared();
    for (const resource of STALE_AFTER[write] ?? (write in resources ? [write] : [])) {
      cache.forget(resource);
      onChange?.(resource);
    }
  };
  const context: ProviderContext = { ...options, cache, changed };
  const store = createDataStore(context);
  const providerOf = (resource: string, spec: ResourceDataSpec): DataProvider => {
    const collection =
      spec.kind === 'collection' ? collectionProvider(context, store, resource, spec) : {};
    const { getList, getOne, getMany } = collection;
    const methods: ProviderMethods = {
      ...(spec.kind === 'collection' && spec.readOnly ? { getList, getOne, getMany } : collection),
      ...spec.provider?.(store),
    };
    const written = WRITE_METHODS.flatMap((name) => {
      const write = methods[name] as Operation | undefined;
      return write ? [[name, announcing(context, resource, write)]] : [];
    });
    return dataProvider({ ...methods, ...Object.fromEntries(written) });
  };
  const providers = new Map(
    Object.entries({ ...views(context), ...resources }).map(
      ([name, spec]) => [name, providerOf(name, spec)] as const,
    ),
  );
  const resourceMethods = Object.fromEntries(
    Object.values(resources).flatMap((spec) =>
      Object.entries(spec.methods?.(store) ?? {}).map(([name, method]) => [
        name,
        announcing(context, name, method as Operation),
      ]),
    ),
    // Complete for the registry's resources: its EVERY_METHOD_OFFERED fails to compile otherwise.
  ) as unknown as ResourceMethods;

  return {
    ...combineDataProviders((resource) => providers.get(resource) ?? dataProvider({})),
    ...resourceMethods,

    // For a Kynd Admin, a series some of whose calculations were withheld (too few active users)
    // is completed from its twin, one more read for that series only.
    async getScoresHistory({ organisationId, divisionId, questionnaire }) {
      const id = scoresHistoryId(organisationId, divisionId, questionnaire);
      const operation = `getScoresHistory ${id}`;
      store.scope(operation);
      const stored = await store.get(operation, `${SCORES_HISTORY_COLLECTION}/${id}`);
      if (!stored) return {};
      type Series = Record<string, HistoryEntry[]>;
      const shown = timestampsToDates(stored.get('history') ?? {}) as Series;
      if (stored.get('withheld') !== true || !context.readsWithheld?.()) return shown;
      const twin = await store.get(operation, `${WITHHELD_SCORES_HISTORY_COLLECTION}/${id}`);
      const hidden = timestampsToDates(twin?.get('history') ?? {}) as Series;
      return Object.fromEntries(
        [...new Set([...Object.keys(shown), ...Object.keys(hidden)])].map((key) => [
          key,
          combineSeries(shown[key], hidden[key]),
        ]),
      );
    },

    async call(name, request) {
      requireScope(context, name);
      const call = await loadCall();
      const response = await guardCall(name, () => call(name, request));
      changed(name);
      return response;
    },
  };
}
