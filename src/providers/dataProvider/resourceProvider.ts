// One react-admin DataProvider per resource, picked by its data spec; index.ts combines them with
// combineDataProviders, so no call branches on the resource's name.
import type { DataProvider, RaRecord } from 'react-admin';
import {
  createDocument,
  deleteDocument,
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

export interface ListResult {
  data: RaRecord[];
  total: number;
}

/**
 * react-admin's methods are generic in the record type the caller expects; what comes back is the
 * record as Firestore holds it. This is the one place that says so.
 */
export function as<R>(record: RaRecord): R {
  return record as R;
}

export function asAll<R>(records: RaRecord[]): R[] {
  return records as R[];
}

/** A page of records as react-admin's getList and getManyReference answer it. */
export function listOf<R>({ data, total }: ListResult): { data: R[]; total: number } {
  return { data: asAll<R>(data), total };
}

/** The filter of getManyReference: the reference's target as one of the resource's filters. */
export function referenceParams(
  params: ListParams & { target: string; id: unknown },
  filterOf: (target: string) => string = (target) => target,
): ListParams {
  return {
    ...params,
    filter: { ...asFilter(params.filter), [filterOf(params.target)]: params.id },
  };
}

/** A reference to the organisation of records kept under it (divisions, notifications). */
export const organisationReference = (target: string): string =>
  target === 'organisation.id' ? 'organisationId' : target;

/** Every method refused with `reason(operation)`: what a provider offering only some starts from. */
export function refusing(reason: (operation: string) => string): DataProvider {
  const refuse = (operation: string) => () =>
    Promise.reject(new DataProviderError('invalid-argument', reason(operation)));
  return {
    getList: refuse('getList'),
    getOne: refuse('getOne'),
    getMany: refuse('getMany'),
    getManyReference: refuse('getManyReference'),
    create: refuse('create'),
    update: refuse('update'),
    updateMany: refuse('updateMany'),
    delete: refuse('delete'),
    deleteMany: refuse('deleteMany'),
  };
}

/** The provider's reads, every write refused with `reason(operation)`. */
export function readOnly(
  provider: DataProvider,
  reason: (operation: string) => string,
): DataProvider {
  const { create, update, updateMany, delete: remove, deleteMany } = refusing(reason);
  return { ...provider, create, update, updateMany, delete: remove, deleteMany };
}

const asIs: Presenter = (record) => record;

export function referenceFilterOf(config: CollectionResource, target: string): string {
  if (target in config.filters) return target;
  const named = Object.entries(config.filters).find(([, spec]) => spec.field === target);
  if (named) return named[0];
  if (config.scopeField === target) return 'organisationId';
  return target;
}

export function collectionProvider(
  context: ProviderContext,
  resource: string,
  config: CollectionResource,
  present: Presenter = asIs,
): DataProvider {
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
  const list = async (params: ListParams): Promise<ListResult> => {
    const result = await listCollection(context, resource, readable(), params);
    return { data: (await withTwins(result.data)).map(present), total: result.total };
  };
  return {
    getList: async (_resource, params) => listOf(await list(params)),
    getManyReference: async (_resource, params) =>
      listOf(await list(referenceParams(params, (target) => referenceFilterOf(config, target)))),
    async getOne(_resource, params) {
      const [record] = await withTwins([
        await getOneDocument(context, resource, readable().collection, idOf(params.id)),
      ]);
      return { data: as(present(record as RaRecord)) };
    },
    async getMany(_resource, params) {
      const records = await getManyDocuments(context, resource, readable().collection, params.ids);
      return { data: asAll((await withTwins(records)).map(present)) };
    },
    create: async (_resource, params) => ({
      data: as(await createDocument(context, resource, config, asFilter(params.data))),
    }),
    update: async (_resource, params) => ({
      data: as(
        await updateDocument(
          context,
          resource,
          config,
          idOf(params.id),
          asFilter(params.data),
          params.previousData ? asFilter(params.previousData) : undefined,
        ),
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
      await deleteDocument(context, resource, config.collection, idOf(params.id));
      return { data: as(params.previousData ?? { id: params.id }) };
    },
    deleteMany: async (_resource, params) => ({
      data: await deleteDocuments(context, resource, config.collection, params.ids),
    }),
  };
}
