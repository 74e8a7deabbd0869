// Divisions are held in organisations/{id}.divisions, with the maps of src/domain/divisionMaps.ts
// beside them: a list page reads the names, then only its own entries by field mask. A document
// without the maps yet is read whole and sorted and paged in memory.
import type { GetListParams } from 'react-admin';
import { DEFAULT_DIVISION_NAME, FIELD_LIMITS } from '@/config/constants';
import { ORGANISATIONS_COLLECTION as ORGANISATIONS } from '@/domain/collections';
import {
  DIVISION_NAMES_FIELD,
  DIVISIONS_BY_ID_FIELD,
  divisionsOfNames,
  divisionsUpdate,
} from '@/domain/divisionMaps';
import { canAddDivision } from '@/domain/divisions';
import { isPlainObject } from '@/domain/timestamps';
import type { Division, NamedRef } from '@/domain/types';
import { compareNames } from '@/domain/values';
import { DataProviderError } from '@/providers/dataProvider/errors';
import type { ProviderMethods, ResourceDataSpec } from '@/providers/dataSpec';
import type { DataStore } from '@/providers/dataStore';

export type DivisionRecord = Division & { organisationId: string };

const organisationOf = (meta: unknown) => (isPlainObject(meta) ? meta.organisationId : undefined);

function compare(field: string, order: string) {
  const valueOf = (item: object) => String((item as Record<string, unknown>)[field] ?? '');
  return (a: object, b: object) =>
    (order === 'DESC' ? -1 : 1) * compareNames(valueOf(a), valueOf(b));
}

function divisionsProvider(store: DataStore): ProviderMethods {
  /** Only the named fields: the document also holds every employee id. */
  async function readFields(operation: string, organisationId: string, fields: string[]) {
    const path = `${ORGANISATIONS}/${organisationId}`;
    const [found] = await store.getMany(operation, [path], fields);
    if (!found) {
      throw new DataProviderError(
        'not-found',
        `${operation}: organisation ${organisationId} not found`,
      );
    }
    return found.data();
  }

  async function readAll(operation: string, organisationId: string): Promise<DivisionRecord[]> {
    const { divisions } = await readFields(operation, organisationId, ['divisions']);
    const all = Array.isArray(divisions) ? (divisions as Division[]) : [];
    return all.map((division) => ({ ...division, organisationId }));
  }

  /** null without the maps. */
  async function readById(operation: string, organisationId: string, ids: readonly string[]) {
    if (ids.length === 0) return null;
    const fields = ids.map((id) => `${DIVISIONS_BY_ID_FIELD}.${id}`);
    const stored = (await readFields(operation, organisationId, fields))[DIVISIONS_BY_ID_FIELD];
    if (!isPlainObject(stored)) return null;
    return ids.flatMap((id): DivisionRecord[] => {
      const entry = stored[id];
      return isPlainObject(entry)
        ? [{ ...(entry as unknown as Division), id, organisationId }]
        : [];
    });
  }

  async function list({ filter = {}, pagination, sort }: GetListParams) {
    const operation = 'getList divisions';
    const organisationId = store.organisationInScope(operation, filter.organisationId);
    if (organisationId === null) return { data: [], total: 0 };
    const { page, perPage } = pagination ?? { page: 1, perPage: 25 };
    const field = sort?.field ?? 'name';
    const order = compare(field, sort?.order ?? 'ASC');
    const matches = (division: NamedRef) =>
      filter.name === undefined || division.name === filter.name;
    const pageOf = <T>(all: T[]) => all.slice((page - 1) * perPage, page * perPage);
    // By name (or id), the names are all the list needs before its page: the page's entries follow.
    // By another field (a description), the whole list is read and sorted.
    const names =
      field === 'name' || field === 'id'
        ? (await readFields(operation, organisationId, [DIVISION_NAMES_FIELD]))[
            DIVISION_NAMES_FIELD
          ]
        : undefined;
    if (isPlainObject(names)) {
      const all = divisionsOfNames(names).filter(matches).sort(order);
      const pageNames = pageOf(all);
      const ids = pageNames.map((division) => division.id);
      const entries = (await readById(operation, organisationId, ids)) ?? [];
      return {
        data: pageNames.map((division) => ({
          ...(entries.find(({ id }) => id === division.id) ?? { ...division, organisationId }),
          name: division.name,
        })),
        total: all.length,
      };
    }
    const all = (await readAll(operation, organisationId)).filter(matches).sort(order);
    return { data: pageOf(all), total: all.length };
  }

  async function getMany(ids: readonly unknown[], meta: unknown): Promise<DivisionRecord[]> {
    const operation = 'getMany divisions';
    const organisationId = store.organisationInScope(operation, organisationOf(meta));
    if (organisationId === null) return [];
    const wanted = [...new Set(ids.map(String))];
    const byMask = await readById(operation, organisationId, wanted);
    if (byMask && byMask.length > 0) return byMask;
    // No maps yet, or none of the ids in them (a division gone): the list itself says.
    return (await readAll(operation, organisationId)).filter(({ id }) => wanted.includes(id));
  }

  /** The list and its maps rewritten in one transaction; the result is the division `next` names. */
  async function rewrite(
    operation: string,
    requested: unknown,
    next: (divisions: Division[]) => { divisions: Division[]; division: Division },
  ): Promise<{ data: DivisionRecord }> {
    const organisationId = store.organisationInScope(operation, requested);
    if (organisationId === null) {
      throw new DataProviderError('permission-denied', `${operation}: organisation outside scope`);
    }
    const path = `${ORGANISATIONS}/${organisationId}`;
    const division = await store.transaction(operation, async (transaction) => {
      const stored = await transaction.get(path);
      if (!stored) throw new DataProviderError('not-found', `${operation}: no organisation`);
      const changed = next((stored.get('divisions') as Division[] | undefined) ?? []);
      const { data, remove } = divisionsUpdate(stored, changed.divisions);
      transaction.update(path, data, remove);
      return changed.division;
    });
    return { data: { ...division, organisationId } };
  }

  const noSuchDivision = (operation: string) =>
    new DataProviderError('not-found', `${operation}: no such division`);

  const fieldsOf = (data: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(data).filter(([key]) => key !== 'organisationId' && key !== 'id'),
    ) as Omit<Division, 'id'>;

  return {
    getList: (_resource, params) => list(params),
    async getOne(_resource, { id, meta }) {
      const [division] = await getMany([id], meta);
      if (!division) {
        throw new DataProviderError('not-found', `getOne divisions ${String(id)}: not found`);
      }
      return { data: division };
    },
    getMany: async (_resource, { ids, meta }) => ({ data: await getMany(ids, meta) }),
    async create(_resource, { data }) {
      const operation = 'create divisions';
      const division = { ...fieldsOf(data), id: store.newId(ORGANISATIONS) } as Division;
      return rewrite(operation, data.organisationId, (divisions) => {
        if (!canAddDivision(divisions.length)) {
          throw new DataProviderError(
            'resource-exhausted',
            `${operation}: at most ${FIELD_LIMITS.divisionsPerOrganisation} divisions per organisation`,
          );
        }
        return { divisions: [...divisions, division], division };
      });
    },
    /** 'Default division' cannot be edited. */
    async update(_resource, params) {
      const id = String(params.id);
      const operation = `update divisions ${id}`;
      const organisationId =
        organisationOf(params.meta) ??
        params.previousData?.organisationId ??
        params.data.organisationId;
      return rewrite(operation, organisationId, (divisions) => {
        const current = divisions.find((division) => division.id === id);
        if (!current) throw noSuchDivision(operation);
        if (current.name === DEFAULT_DIVISION_NAME) {
          throw new DataProviderError(
            'failed-precondition',
            `${operation}: '${DEFAULT_DIVISION_NAME}' cannot be edited`,
          );
        }
        // A copy of codes an older client left in the entry goes: the rules refuse codes in the
        // organisation's document.
        const { name, description } = current;
        const kept: Division = { id, name, ...(description === undefined ? {} : { description }) };
        const division = { ...kept, ...fieldsOf(params.data), id };
        return {
          divisions: divisions.map((entry) => (entry === current ? division : entry)),
          division,
        };
      });
    },
    async delete(_resource, { id, meta }) {
      const operation = `delete divisions ${String(id)}`;
      return rewrite(operation, organisationOf(meta), (divisions) => {
        const division = divisions.find((entry) => entry.id === id);
        if (!division) throw noSuchDivision(operation);
        return { divisions: divisions.filter((entry) => entry !== division), division };
      });
    },
  };
}

export const data = {
  kind: 'custom',
  provider: divisionsProvider,
} as const satisfies ResourceDataSpec;
