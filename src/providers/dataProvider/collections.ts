import type { DataProvider, RaRecord } from 'react-admin';
import type { DataStore } from '@/providers/dataStore';
import { asFilter, asString, pagination, requireScope, type ProviderContext } from './context';
import { DataProviderError } from './errors';
import { buildQuery } from './query';
import { changedFields, omit, toDocumentData } from './records';
import {
  PROVIDER_METHODS,
  readableSpec,
  rowFields,
  skipsCount,
  type ResourceDataSpec,
  type ProviderMethods,
} from '@/providers/dataSpec';

/** The methods given, every other one refused; getManyReference lists by the target filter. */
export function dataProvider(methods: ProviderMethods): DataProvider {
  const refuse = (method: string) => (resource: string) =>
    Promise.reject(new DataProviderError('invalid-argument', `${method} ${resource}: not offered`));
  const provider = Object.fromEntries(
    PROVIDER_METHODS.map((method) => [method, methods[method] ?? refuse(method)]),
  ) as unknown as DataProvider;
  provider.getManyReference = (resource, { target, id, ...params }) =>
    provider.getList(resource, { ...params, filter: { ...asFilter(params.filter), [target]: id } });
  return provider;
}

export function collectionProvider(
  context: ProviderContext,
  store: DataStore,
  resource: string,
  config: Extract<ResourceDataSpec, { kind: 'collection' }>,
): ProviderMethods {
  const present = config.present ?? ((record: RaRecord) => record);
  const idOf = (id: unknown) => asString(id, `${resource} id`);
  /** Missing documents are left out, as react-admin expects of getMany. */
  const readRecords = async (operation: string, path: string, ids: readonly unknown[]) => {
    store.scope(operation);
    const unique = [...new Set(ids.map((id) => asString(id, `${operation} id`)))];
    const found = await Promise.all(unique.map((id) => store.get(operation, `${path}/${id}`)));
    return found.flatMap((document) => (document ? [document.record()] : []));
  };
  const readable = () => readableSpec(config, context.getScope()?.kind === 'all');
  const stamped = (data: Record<string, unknown>, creating: boolean) => {
    const now = new Date();
    const out = { ...data };
    if (creating && config.createdAt && out.createdAt === undefined) out.createdAt = now;
    if (config.updatedAt) out.updatedAt = now;
    return out;
  };
  /** For a Kynd Admin, a withheld record reads as its twin. */
  const shown = async (records: RaRecord[]): Promise<RaRecord[]> => {
    const twinCollection = config.withheldTwin;
    const ids = records.filter((record) => record.withheld === true).map((record) => record.id);
    if (!twinCollection || !context.readsWithheld?.() || ids.length === 0) {
      return records.map(present);
    }
    const twins = await readRecords(`getMany ${resource}`, twinCollection, ids);
    const byId = new Map(twins.map((twin) => [twin.id, twin]));
    return records.map((record) => present(byId.get(record.id) ?? record));
  };
  const remove = async (ids: readonly unknown[]) => {
    const operation = `deleteMany ${resource}`;
    store.scope(operation);
    const all = ids.map(idOf);
    await store.delete(operation, config.collection, all);
    return all;
  };
  return {
    async getList(_resource, params) {
      const operation = `getList ${resource}`;
      const spec = readable();
      const filter = asFilter(params.filter);
      const built = buildQuery(resource, spec, requireScope(context, operation), filter, {
        field: params.sort?.field ?? '',
        order: params.sort?.order === 'DESC' ? 'DESC' : 'ASC',
      });
      if (!built) return { data: [], total: 0 };
      const { data, total } = await store.page(
        operation,
        spec.collection,
        built,
        { ...pagination(params.pagination), withoutCount: skipsCount(params.meta) },
        rowFields(params.meta, spec.listFields),
      );
      return { data: await shown(data), total };
    },
    async getOne(_resource, params) {
      const operation = `getOne ${resource} ${idOf(params.id)}`;
      const [record] = await readRecords(operation, readable().collection, [params.id]);
      if (!record) throw new DataProviderError('not-found', `${operation}: no such document`);
      return { data: (await shown([record]))[0] };
    },
    getMany: async (_resource, params) => ({
      data: await shown(
        await readRecords(`getMany ${resource}`, readable().collection, params.ids),
      ),
    }),
    async create(_resource, params) {
      const operation = `create ${resource}`;
      store.scope(operation);
      const data = asFilter(params.data);
      const written = stamped(data, true);
      const given = data.id ?? '';
      const asked = given === '' ? undefined : idOf(given);
      const id = await store.add(operation, config.collection, written, asked);
      return { data: { ...omit(written, 'password'), id } };
    },
    async update(_resource, params) {
      const id = idOf(params.id);
      const operation = `update ${resource} ${id}`;
      store.scope(operation);
      const data = asFilter(params.data);
      const previousData = params.previousData ? asFilter(params.previousData) : undefined;
      const changes = stamped(changedFields(data, previousData), false);
      if (Object.keys(toDocumentData(changes)).length > 0) {
        await store.update(operation, `${config.collection}/${id}`, changes);
      }
      return { data: { ...omit({ ...previousData, ...data, ...changes }, 'password'), id } };
    },
    async updateMany(_resource, params) {
      const operation = `updateMany ${resource}`;
      store.scope(operation);
      const all = params.ids.map(idOf);
      await store.updateInBatches(operation, config.collection, all, asFilter(params.data));
      return { data: all };
    },
    async delete(_resource, params) {
      await remove([params.id]);
      return { data: params.previousData ?? { id: params.id } };
    },
    deleteMany: async (_resource, params) => ({ data: await remove(params.ids) }),
  };
}
