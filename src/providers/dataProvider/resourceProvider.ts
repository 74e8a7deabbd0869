// One react-admin DataProvider per resource, picked by its data spec; index.ts combines them with
// combineDataProviders, so no call branches on the resource's name.
import type { DataProvider, RaRecord } from 'react-admin';
import {
  createDocument,
  deleteDocuments,
  getManyDocuments,
  getOneDocument,
  listCollection,
  updateDocument,
  updateDocuments,
  type ListParams,
} from './collections';
import { asFilter, asString, readsWithheld, type ProviderContext } from './context';
import { DataProviderError } from './errors';
import { readableSpec, type CollectionResource, type Presenter } from '@/providers/dataSpec';

const METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;

type Method = (typeof METHODS)[number];

/** react-admin's methods are generic in the record type; what comes back is Firestore's record. */
export type Methods = {
  [K in Method]?: (resource: string, params: Parameters<DataProvider[K]>[1]) => Promise<unknown>;
};

/** The methods given, every other one refused. */
export function dataProvider(methods: Methods): DataProvider {
  const refuse = (method: Method) => (resource: string) =>
    Promise.reject(new DataProviderError('invalid-argument', `${method} ${resource}: not offered`));
  return Object.fromEntries(
    METHODS.map((method) => [method, methods[method] ?? refuse(method)]),
  ) as unknown as DataProvider;
}

export function reads({ getList, getOne, getMany, getManyReference }: Methods): Methods {
  return { getList, getOne, getMany, getManyReference };
}

/** getManyReference's filter: the reference's target as one of the resource's filters. */
export function referenceParams(
  params: ListParams & { target: string; id: unknown },
  config?: CollectionResource,
): ListParams {
  const { target } = params;
  const filters = config?.filters ?? {};
  const named = Object.entries(filters).find(([, spec]) => spec.field === target)?.[0];
  const filter =
    target in filters
      ? target
      : (named ??
        (target === config?.scopeField || target === 'organisation.id'
          ? 'organisationId'
          : target));
  return { ...params, filter: { ...asFilter(params.filter), [filter]: params.id } };
}

const asIs: Presenter = (record) => record;

export function collectionProvider(
  context: ProviderContext,
  resource: string,
  config: CollectionResource,
  present: Presenter = asIs,
): Methods {
  const idOf = (id: unknown) => asString(id, `${resource} id`);
  const readable = () => readableSpec(config, context.getScope()?.kind === 'all');
  const withTwins = async (records: RaRecord[]): Promise<RaRecord[]> => {
    const twinCollection = config.withheldTwin;
    if (!twinCollection || !readsWithheld(context)) return records;
    const ids = records.filter((record) => record.withheld === true).map((record) => record.id);
    if (ids.length === 0) return records;
    const twins = await getManyDocuments(context, resource, twinCollection, ids);
    const byId = new Map(twins.map((twin) => [twin.id, twin]));
    return records.map((record) => byId.get(record.id) ?? record);
  };
  const list = async (params: ListParams) => {
    const result = await listCollection(context, resource, readable(), params);
    return { data: (await withTwins(result.data)).map(present), total: result.total };
  };
  return {
    getList: (_resource, params) => list(params),
    getManyReference: (_resource, params) => list(referenceParams(params, config)),
    async getOne(_resource, params) {
      const [record] = await withTwins([
        await getOneDocument(context, resource, readable().collection, idOf(params.id)),
      ]);
      return { data: present(record as RaRecord) };
    },
    async getMany(_resource, params) {
      const records = await getManyDocuments(context, resource, readable().collection, params.ids);
      return { data: (await withTwins(records)).map(present) };
    },
    create: async (_resource, params) => ({
      data: await createDocument(context, resource, config, asFilter(params.data)),
    }),
    update: async (_resource, params) => ({
      data: await updateDocument(
        context,
        resource,
        config,
        idOf(params.id),
        asFilter(params.data),
        params.previousData ? asFilter(params.previousData) : undefined,
      ),
    }),
    updateMany: async (_resource, params) => ({
      data: await updateDocuments(
        context,
        resource,
        config.collection,
        params.ids,
        asFilter(params.data),
      ),
    }),
    async delete(_resource, params) {
      await deleteDocuments(context, resource, config.collection, [params.id]);
      return { data: params.previousData ?? { id: params.id } };
    },
    deleteMany: async (_resource, params) => ({
      data: await deleteDocuments(context, resource, config.collection, params.ids),
    }),
  };
}
