// Divisions are held in organisations/{id}.divisions (docs/product.md §3), so the 'divisions' resource reads
// one organisation document and sorts and pages its array in memory (bounded by one document).
// Every call needs the organisation: filter.organisationId, meta.organisationId or the caller's own.
import {
  arrayUnion,
  collection,
  doc,
  getDoc,
  runTransaction,
  type DocumentData,
} from 'firebase/firestore/lite';
import type { RaRecord } from 'react-admin';
import { DEFAULT_DIVISION_NAME, MAX_DIVISIONS_PER_ORGANISATION } from '@/config/constants';
import { canAddDivision } from '@/domain/divisions';
import type { Division } from '@/domain/types';
import { fromFirestore } from '@/providers/converters';
import {
  asFilter,
  asString,
  organisationInScope,
  pagination,
  type ProviderContext,
} from './context';
import { withActorStamp } from './actorStamp';
import { DataProviderError, guard } from './errors';
import { omit, toDocumentData } from './records';
import { ORGANISATIONS_COLLECTION as ORGANISATIONS } from '@/domain/collections';
import type { ListParams } from './collections';
import type { ResourceHandler } from './handler';

export type DivisionRecord = Division & { organisationId: string };

/**
 * The organisation's divisions: with the REST reader, only its `divisions` field (the document
 * also holds every employee id, which grows with its users and which no division screen shows),
 * never shared with an earlier read: a division screen reads its own writes back.
 */
async function readDivisions(
  context: ProviderContext,
  operation: string,
  organisationId: string,
): Promise<DivisionRecord[]> {
  const notFound = () =>
    new DataProviderError('not-found', `${operation}: organisation ${organisationId} not found`);
  let stored: unknown;
  if (context.rest) {
    const rest = context.rest;
    const [found] = await guard(operation, () =>
      rest.getFields([`${ORGANISATIONS}/${organisationId}`], ['divisions'], { fresh: true }),
    );
    if (!found) throw notFound();
    stored = found.data.divisions;
  } else {
    const snapshot = await guard(operation, () =>
      getDoc(doc(context.db, ORGANISATIONS, organisationId)),
    );
    if (!snapshot.exists()) throw notFound();
    stored = snapshot.get('divisions');
  }
  const divisions = Array.isArray(stored) ? fromFirestore<Division[]>(stored) : [];
  return divisions.map((division) => ({ ...division, organisationId }));
}

function compare(field: string, order: string) {
  const sign = order === 'DESC' ? -1 : 1;
  return (a: DivisionRecord, b: DivisionRecord) => {
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
  const all = (await readDivisions(context, operation, organisationId))
    .filter((division) => filter.name === undefined || division.name === filter.name)
    .sort(compare(params.sort?.field ?? 'name', params.sort?.order ?? 'ASC'));
  return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
}

export async function getDivisions(
  context: ProviderContext,
  ids: readonly unknown[],
  meta: unknown,
): Promise<DivisionRecord[]> {
  const operation = 'getMany divisions';
  const organisationId = organisationInScope(context, operation, asFilter(meta).organisationId);
  if (organisationId === null) return [];
  const wanted = new Set(ids.map((id) => asString(id, 'division id')));
  return (await readDivisions(context, operation, organisationId)).filter((division) =>
    wanted.has(division.id),
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

export async function createDivision(
  context: ProviderContext,
  data: Record<string, unknown>,
): Promise<DivisionRecord> {
  const operation = 'create divisions';
  const signed = (data: DocumentData) => withActorStamp(context, ORGANISATIONS, operation, data);
  const organisationId = organisationInScope(context, operation, data.organisationId);
  if (organisationId === null) {
    throw new DataProviderError('permission-denied', `${operation}: organisation outside scope`);
  }
  const id =
    typeof data.id === 'string' && data.id !== ''
      ? data.id
      : doc(collection(context.db, ORGANISATIONS)).id;
  const division = { ...divisionData(data), id };
  await guard(operation, () =>
    runTransaction(context.db, async (transaction) => {
      const ref = doc(context.db, ORGANISATIONS, organisationId);
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists())
        throw new DataProviderError('not-found', `${operation}: no organisation`);
      const existing = (snapshot.get('divisions') as unknown[] | undefined) ?? [];
      if (!canAddDivision(existing.length)) {
        throw new DataProviderError(
          'resource-exhausted',
          `${operation}: at most ${MAX_DIVISIONS_PER_ORGANISATION} divisions per organisation`,
        );
      }
      transaction.update(ref, signed({ divisions: arrayUnion(division) }));
    }),
  );
  return { ...fromFirestore<Division>(division), organisationId };
}

/** docs/product.md §4: an edit replaces the division in place; 'Default division' cannot be edited. */
export async function updateDivision(
  context: ProviderContext,
  id: string,
  data: Record<string, unknown>,
  meta: unknown,
): Promise<DivisionRecord> {
  const operation = `update divisions ${id}`;
  const signed = (data: DocumentData) => withActorStamp(context, ORGANISATIONS, operation, data);
  const organisationId = organisationInScope(
    context,
    operation,
    asFilter(meta).organisationId ?? data.organisationId,
  );
  if (organisationId === null) {
    throw new DataProviderError('permission-denied', `${operation}: organisation outside scope`);
  }
  const changes = divisionData(data);
  let updated: Division | undefined;
  await guard(operation, () =>
    runTransaction(context.db, async (transaction) => {
      const ref = doc(context.db, ORGANISATIONS, organisationId);
      const snapshot = await transaction.get(ref);
      const divisions = (snapshot.get('divisions') as Division[] | undefined) ?? [];
      const index = divisions.findIndex((division) => division.id === id);
      const current = divisions[index];
      if (!current) throw new DataProviderError('not-found', `${operation}: no such division`);
      if (current.name === DEFAULT_DIVISION_NAME) {
        throw new DataProviderError(
          'failed-precondition',
          `${operation}: '${DEFAULT_DIVISION_NAME}' cannot be edited`,
        );
      }
      updated = { ...current, ...changes, id };
      const next = divisions.map((division, at) =>
        at === index ? (updated as Division) : division,
      );
      transaction.update(ref, signed({ divisions: next }));
    }),
  );
  return { ...fromFirestore<Division>(updated), organisationId };
}

export async function deleteDivision(
  context: ProviderContext,
  id: string,
  meta: unknown,
): Promise<RaRecord> {
  const operation = `delete divisions ${id}`;
  const signed = (data: DocumentData) => withActorStamp(context, ORGANISATIONS, operation, data);
  const organisationId = organisationInScope(context, operation, asFilter(meta).organisationId);
  if (organisationId === null) {
    throw new DataProviderError('permission-denied', `${operation}: organisation outside scope`);
  }
  let removed: Division | undefined;
  await guard(operation, () =>
    runTransaction(context.db, async (transaction) => {
      const ref = doc(context.db, ORGANISATIONS, organisationId);
      const snapshot = await transaction.get(ref);
      const divisions = (snapshot.get('divisions') as Division[] | undefined) ?? [];
      removed = divisions.find((division) => division.id === id);
      if (!removed) throw new DataProviderError('not-found', `${operation}: no such division`);
      transaction.update(
        ref,
        signed({ divisions: divisions.filter((division) => division.id !== id) }),
      );
    }),
  );
  return { ...fromFirestore<Division>(removed), organisationId };
}

/** The 'divisions' resource: every call names its organisation (or it is the caller's own). */
export function divisionsHandler(context: ProviderContext): ResourceHandler {
  const idOf = (id: unknown) => asString(id, 'division id');
  const remove = (id: unknown, meta: unknown) => deleteDivision(context, idOf(id), meta);
  return {
    getList: (params) => listDivisions(context, params),
    getOne: (id, meta) => getDivision(context, idOf(id), meta),
    getMany: (ids, meta) => getDivisions(context, ids, meta),
    create: (data) => createDivision(context, data),
    update: (id, data, previousData, meta) =>
      updateDivision(context, idOf(id), data, {
        organisationId: previousData?.organisationId,
        ...asFilter(meta),
      }),
    updateMany: () =>
      Promise.reject(
        new DataProviderError('invalid-argument', 'updateMany is not offered for divisions'),
      ),
    async delete(id, meta) {
      await remove(id, meta);
    },
    async deleteMany(ids, meta) {
      // One transaction each: a division is an entry of its organisation's list.
      for (const id of ids) await remove(id, meta);
      return ids.map((id) => idOf(id));
    },
    referenceFilter: (target) => (target === 'organisation.id' ? 'organisationId' : target),
  };
}
