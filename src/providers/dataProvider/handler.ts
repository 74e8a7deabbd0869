// One handler per resource, picked by its data spec: the provider routes each call without
// branching on the resource's name.
import type { RaRecord } from 'react-admin';
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
import { asString, readsWithheld, type ProviderContext } from './context';
import { DataProviderError } from './errors';
import { readableSpec, type CollectionResource, type Presenter } from '@/providers/dataSpec';

export interface ListResult {
  data: RaRecord[];
  total: number;
}

export interface ResourceHandler {
  getList(params: ListParams): Promise<ListResult>;
  getOne(id: unknown, meta: unknown): Promise<RaRecord>;
  getMany(ids: readonly unknown[], meta: unknown): Promise<RaRecord[]>;
  create(data: Record<string, unknown>, meta: unknown): Promise<RaRecord>;
  update(
    id: unknown,
    data: Record<string, unknown>,
    previousData: Record<string, unknown> | undefined,
    meta: unknown,
  ): Promise<RaRecord>;
  updateMany(ids: readonly unknown[], data: Record<string, unknown>): Promise<string[]>;
  delete(id: unknown, meta: unknown): Promise<void>;
  deleteMany(ids: readonly unknown[], meta: unknown): Promise<string[]>;
  referenceFilter(target: string): string;
}

const asIs: Presenter = (record) => record;

export function referenceFilterOf(config: CollectionResource, target: string): string {
  if (target in config.filters) return target;
  const named = Object.entries(config.filters).find(([, spec]) => spec.field === target);
  if (named) return named[0];
  if (config.scopeField === target) return 'organisationId';
  return target;
}

export function collectionHandler(
  context: ProviderContext,
  resource: string,
  config: CollectionResource,
  present: Presenter = asIs,
): ResourceHandler {
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
  return {
    async getList(params) {
      const result = await listCollection(context, resource, readable(), params);
      return { data: (await withTwins(result.data)).map(present), total: result.total };
    },
    async getOne(id) {
      const [record] = await withTwins([
        await getOneDocument(context, resource, readable().collection, idOf(id)),
      ]);
      return present(record as RaRecord);
    },
    async getMany(ids) {
      const records = await getManyDocuments(context, resource, readable().collection, ids);
      return (await withTwins(records)).map(present);
    },
    create: (data) => createDocument(context, resource, config, data),
    update: (id, data, previousData) =>
      updateDocument(context, resource, config, idOf(id), data, previousData),
    updateMany: (ids, data) => updateDocuments(context, resource, config.collection, ids, data),
    delete: (id) => deleteDocument(context, resource, config.collection, idOf(id)),
    deleteMany: (ids) => deleteDocuments(context, resource, config.collection, ids),
    referenceFilter: (target) => referenceFilterOf(config, target),
  };
}

export function readOnly(resource: string, handler: ResourceHandler): ResourceHandler {
  const refuse = (operation: string) => () =>
    Promise.reject(
      new DataProviderError(
        'invalid-argument',
        `${operation} ${resource}: read-only, written by the score calculation`,
      ),
    );
  return {
    ...handler,
    create: refuse('create'),
    update: refuse('update'),
    updateMany: refuse('updateMany'),
    delete: refuse('delete'),
    deleteMany: refuse('deleteMany'),
  };
}
