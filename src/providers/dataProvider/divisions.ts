// Divisions are held in organisations/{id}.divisions, with the maps of src/domain/divisionMaps.ts
// beside them: a list page reads the names, then only its own entries by field mask. A document
// without the maps yet is read whole and sorted and paged in memory.
import {
  collection,
  deleteField,
  doc,
  runTransaction,
  type DocumentData,
} from 'firebase/firestore/lite';
import type { RaRecord } from 'react-admin';
import { DEFAULT_DIVISION_NAME, MAX_DIVISIONS_PER_ORGANISATION } from '@/config/constants';
import {
  DIVISION_NAMES_FIELD,
  DIVISIONS_BY_ID_FIELD,
  divisionsOfNames,
  divisionsUpdate,
} from '@/domain/divisionMaps';
import { canAddDivision } from '@/domain/divisions';
import type { Division, NamedRef } from '@/domain/types';
import { fromFirestore } from '@/providers/converters';
import {
  asFilter,
  asString,
  organisationInScope,
  pagination,
  readDocuments,
  type ProviderContext,
} from './context';
import { withActorStamp } from './actorStamp';
import { DataProviderError, guard } from './errors';
import { omit, toDocumentData } from './records';
import { ORGANISATIONS_COLLECTION as ORGANISATIONS } from '@/domain/collections';
import type { ListParams, Methods } from './collections';

export type DivisionRecord = Division & { organisationId: string };

/** Only the named fields: the document also holds every employee id. */
async function readOrganisationFields(
  context: ProviderContext,
  operation: string,
  organisationId: string,
  fields: readonly string[],
): Promise<Record<string, unknown>> {
  const path = `${ORGANISATIONS}/${organisationId}`;
  const [found] = await readDocuments(context, operation, [path], fields, true);
  if (!found) {
    throw new DataProviderError(
      'not-found',
      `${operation}: organisation ${organisationId} not found`,
    );
  }
  return found.data;
}

async function readDivisions(
  context: ProviderContext,
  operation: string,
  organisationId: string,
): Promise<DivisionRecord[]> {
  const stored = (await readOrganisationFields(context, operation, organisationId, ['divisions']))
    .divisions;
  const divisions = Array.isArray(stored) ? fromFirestore<Division[]>(stored) : [];
  return divisions.map((division) => ({ ...division, organisationId }));
}

const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function readDivisionNames(
  context: ProviderContext,
  operation: string,
  organisationId: string,
): Promise<NamedRef[] | null> {
  if (!context.rest) return null;
  const stored = (
    await readOrganisationFields(context, operation, organisationId, [DIVISION_NAMES_FIELD])
  )[DIVISION_NAMES_FIELD];
  return isMap(stored) ? divisionsOfNames(stored) : null;
}

async function readDivisionsById(
  context: ProviderContext,
  operation: string,
  organisationId: string,
  ids: readonly string[],
): Promise<DivisionRecord[] | null> {
  if (!context.rest || ids.length === 0) return null;
  const stored = (
    await readOrganisationFields(
      context,
      operation,
      organisationId,
      ids.map((id) => `${DIVISIONS_BY_ID_FIELD}.${id}`),
    )
  )[DIVISIONS_BY_ID_FIELD];
  if (!isMap(stored)) return null;
  return ids.flatMap((id): DivisionRecord[] => {
    const entry = stored[id];
    return isMap(entry) ? [{ ...fromFirestore<Division>(entry), id, organisationId }] : [];
  });
}

function compare(field: string, order: string) {
  const sign = order === 'DESC' ? -1 : 1;
  return (a: NamedRef, b: NamedRef) => {
    const left = String((a as unknown as Record<string, unknown>)[field] ?? '');
    const right = String((b as unknown as Record<string, unknown>)[field] ?? '');
    return sign * left.localeCompare(right, undefined, { sensitivity: 'base', numeric: true });
  };
}

export async function listDivisions(
  context: ProviderContext,
  params: ListParams,
): Promise<{ data: DivisionRecord[]; total: number }> {
  const operation = 'getList divisions';
  const filter = asFilter(params.filter);
  const organisationId = organisationInScope(context, operation, filter.organisationId);
  if (organisationId === null) return { data: [], total: 0 };
  const { page, perPage } = pagination(params.pagination);
  const field = params.sort?.field ?? 'name';
  const sort = compare(field, params.sort?.order ?? 'ASC');
  const matches = (division: NamedRef) =>
    filter.name === undefined || division.name === filter.name;
  const pageOf = <T>(all: T[]) => all.slice((page - 1) * perPage, page * perPage);
  // By name (or id), the names are all the list needs before its page: the page's entries follow.
  // By another field (a description), the whole list is read and sorted.
  const names =
    field === 'name' || field === 'id'
      ? await readDivisionNames(context, operation, organisationId)
      : null;
  if (names) {
    const all = names.filter(matches).sort(sort);
    const pageNames = pageOf(all);
    const entries = await readDivisionsById(
      context,
      operation,
      organisationId,
      pageNames.map((division) => division.id),
    );
    const byId = new Map((entries ?? []).map((entry) => [entry.id, entry]));
    return {
      data: pageNames.map((division) => ({
        ...(byId.get(division.id) ?? { ...division, organisationId }),
        name: division.name,
      })),
      total: all.length,
    };
  }
  const all = (await readDivisions(context, operation, organisationId)).filter(matches).sort(sort);
  return { data: pageOf(all), total: all.length };
}

export async function getDivisions(
  context: ProviderContext,
  ids: readonly unknown[],
  meta: unknown,
): Promise<DivisionRecord[]> {
  const operation = 'getMany divisions';
  const organisationId = organisationInScope(context, operation, asFilter(meta).organisationId);
  if (organisationId === null) return [];
  const wanted = [...new Set(ids.map((id) => asString(id, 'division id')))];
  const byMask = await readDivisionsById(context, operation, organisationId, wanted);
  if (byMask && byMask.length > 0) return byMask;
  // No maps yet, or none of the ids in them (a division gone): the list itself says.
  const present = new Set(wanted);
  return (await readDivisions(context, operation, organisationId)).filter((division) =>
    present.has(division.id),
  );
}

export async function getDivision(
  context: ProviderContext,
  id: string,
  meta: unknown,
): Promise<DivisionRecord> {
  const [division] = await getDivisions(context, [id], meta);
  if (!division) throw new DataProviderError('not-found', `getOne divisions ${id}: not found`);
  return division;
}

function divisionData(data: Record<string, unknown>): Division {
  return toDocumentData(omit(data, 'organisationId')) as Division;
}

/** The list and its maps rewritten in one transaction; answers the division `next` names. */
async function rewriteDivisions(
  context: ProviderContext,
  operation: string,
  requested: unknown,
  next: (divisions: Division[]) => { divisions: Division[]; division: Division },
): Promise<DivisionRecord> {
  const organisationId = organisationInScope(context, operation, requested);
  if (organisationId === null) {
    throw new DataProviderError('permission-denied', `${operation}: organisation outside scope`);
  }
  const division = await guard(operation, () =>
    runTransaction(context.db, async (transaction) => {
      const ref = doc(context.db, ORGANISATIONS, organisationId);
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists()) {
        throw new DataProviderError('not-found', `${operation}: no organisation`);
      }
      const changed = next((snapshot.get('divisions') as Division[] | undefined) ?? []);
      const { data, remove } = divisionsUpdate(snapshot, changed.divisions);
      const written: DocumentData = { ...data };
      for (const path of remove) written[path] = deleteField();
      transaction.update(ref, withActorStamp(context, ORGANISATIONS, operation, written));
      return changed.division;
    }),
  );
  return { ...fromFirestore<Division>(division), organisationId };
}

const noSuchDivision = (operation: string) =>
  new DataProviderError('not-found', `${operation}: no such division`);

export function createDivision(
  context: ProviderContext,
  data: Record<string, unknown>,
): Promise<DivisionRecord> {
  const operation = 'create divisions';
  const id =
    typeof data.id === 'string' && data.id !== ''
      ? data.id
      : doc(collection(context.db, ORGANISATIONS)).id;
  const division = { ...divisionData(data), id };
  return rewriteDivisions(context, operation, data.organisationId, (divisions) => {
    if (!canAddDivision(divisions.length)) {
      throw new DataProviderError(
        'resource-exhausted',
        `${operation}: at most ${MAX_DIVISIONS_PER_ORGANISATION} divisions per organisation`,
      );
    }
    return { divisions: [...divisions, division], division };
  });
}

/** 'Default division' cannot be edited. */
export function updateDivision(
  context: ProviderContext,
  id: string,
  data: Record<string, unknown>,
  meta: unknown,
): Promise<DivisionRecord> {
  const operation = `update divisions ${id}`;
  const organisationId = asFilter(meta).organisationId ?? data.organisationId;
  return rewriteDivisions(context, operation, organisationId, (divisions) => {
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
    const division = { ...kept, ...divisionData(data), id };
    return {
      divisions: divisions.map((entry) => (entry === current ? division : entry)),
      division,
    };
  });
}

export function deleteDivision(
  context: ProviderContext,
  id: string,
  meta: unknown,
): Promise<RaRecord> {
  const operation = `delete divisions ${id}`;
  return rewriteDivisions(context, operation, asFilter(meta).organisationId, (divisions) => {
    const division = divisions.find((entry) => entry.id === id);
    if (!division) throw noSuchDivision(operation);
    return { divisions: divisions.filter((entry) => entry !== division), division };
  });
}

/** Divisions live in their organisation's document: each call reads or rewrites its list. */
export function divisionsProvider(context: ProviderContext): Methods {
  const idOf = (id: unknown) => asString(id, 'division id');
  const remove = (id: unknown, meta: unknown) => deleteDivision(context, idOf(id), meta);
  return {
    getList: (_resource, params) => listDivisions(context, params),
    getOne: async (_resource, params) => ({
      data: await getDivision(context, idOf(params.id), params.meta),
    }),
    getMany: async (_resource, params) => ({
      data: await getDivisions(context, params.ids, params.meta),
    }),
    create: async (_resource, params) => ({
      data: await createDivision(context, asFilter(params.data)),
    }),
    update: async (_resource, params) => ({
      data: await updateDivision(context, idOf(params.id), asFilter(params.data), {
        organisationId: params.previousData?.organisationId,
        ...asFilter(params.meta),
      }),
    }),
    delete: async (_resource, params) => ({ data: await remove(params.id, params.meta) }),
    async deleteMany(_resource, params) {
      for (const id of params.ids) await remove(id, params.meta);
      return { data: params.ids.map((id) => idOf(id)) };
    },
  };
}
