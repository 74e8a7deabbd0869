import {
  addDoc,
  collection,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit as limitTo,
  query,
  runTransaction,
  setDoc,
  updateDoc,
  where,
  type DocumentSnapshot,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import type { RaRecord } from 'react-admin';
import { isPlainObject } from '@/domain/timestamps';
import type { BuiltQuery, DataStore, StoredDocument, WhereClause } from '@/providers/dataStore';
import type { DocumentFields, RestFilter } from '@/providers/firestoreRest';
import { actorStamp, collectionOf, inBatches, signDeletes } from './actorStamp';
import { organisationInScope, requireScope, type ProviderContext } from './context';
import { guard } from './errors';
import { readPage } from './paging';
import { scopedOrganisations } from './query';
import { toDocumentData, toRecord } from './records';

function stored(snapshot: DocumentSnapshot): StoredDocument | null {
  if (!snapshot.exists()) return null;
  return {
    id: snapshot.id,
    get: (field) => snapshot.get(field) as unknown,
    data: () => snapshot.data(),
    record: () => toRecord(snapshot),
  };
}

function fromFields(document: DocumentFields): StoredDocument {
  return {
    id: document.id,
    // As the SDK's snapshot.get: a path walks maps, not arrays.
    get: (field) =>
      field
        .split('.')
        .reduce<unknown>(
          (value, key) => (isPlainObject(value) ? value[key] : undefined),
          document.data,
        ),
    data: () => document.data,
    record: <R extends RaRecord>() => ({ ...document.data, id: document.id }) as unknown as R,
  };
}

const filtersOf = (clauses: readonly WhereClause[]): RestFilter[] =>
  clauses.map(([field, op, value]) => ({ field, op, value }));

export function createDataStore(context: ProviderContext): DataStore {
  const { db } = context;
  const ref = (path: string) => doc(db, path);
  const signed = (operation: string, collection: string, data: Record<string, unknown>) => ({
    ...toDocumentData(data),
    ...actorStamp(context, collection, operation),
  });
  return {
    scope: (operation) => requireScope(context, operation),
    organisationsInScope: (operation) =>
      scopedOrganisations(requireScope(context, operation), undefined),
    organisationInScope: (operation, requested) =>
      organisationInScope(context, operation, requested),
    newId: (name) => doc(collection(db, name)).id,
    get: async (operation, path) => stored(await guard(operation, () => getDoc(ref(path)))),

    getMany: async (operation, paths, fields) =>
      (await guard(operation, () => context.rest.getFields(paths, fields, { fresh: true }))).map(
        (document) => (document ? fromFields(document) : null),
      ),

    async query(operation, name, clauses = [], limit) {
      const constraints: QueryConstraint[] = clauses.map((clause) => where(...clause));
      if (limit !== undefined) constraints.push(limitTo(limit));
      const snapshot = await guard(operation, () =>
        getDocs(query(collection(db, name), ...constraints)),
      );
      return snapshot.docs.flatMap((document) => stored(document) ?? []);
    },

    count: (operation, name, clauses) =>
      guard(operation, () => context.rest.count(name, { where: filtersOf(clauses) })),

    async eachIdPage(operation, name, clauses, pageSize, visit) {
      const built: BuiltQuery = {
        filters: filtersOf(clauses),
        sort: { field: 'id', order: 'ASC' },
        key: `${name}|ids ${JSON.stringify(clauses)}`,
      };
      // A field of the filter, which every document of the query has: a small answer.
      const fields = clauses.slice(0, 1).map(([field]) => field);
      for (let page = 1; ; page += 1) {
        const request = { page, perPage: pageSize, withoutCount: true };
        const { docs } = await readPage(context, operation, name, built, request, fields);
        if (docs.length > 0) await visit(docs.map((document) => document.id));
        if (docs.length < pageSize) return;
      }
    },

    async page(operation, name, built, request, fields) {
      const { docs, total } = await readPage(context, operation, name, built, request, fields);
      return { data: docs.map(({ id, data }) => ({ ...data, id })), total };
    },

    async add(operation, name, data, id) {
      const written = signed(operation, name, data);
      return guard(operation, async () => {
        if (id === undefined) return (await addDoc(collection(db, name), written)).id;
        await setDoc(doc(db, name, id), written);
        return id;
      });
    },

    update: (operation, path, data) =>
      guard(operation, () => updateDoc(ref(path), signed(operation, collectionOf(path), data))),

    async delete(operation, name, ids) {
      const existing = await signDeletes(context, name, ids, operation);
      await inBatches(context, operation, existing, (batch, id) => batch.delete(doc(db, name, id)));
    },

    transaction: (operation, run) =>
      guard(operation, () =>
        runTransaction(db, (transaction) =>
          run({
            get: async (path) => stored(await transaction.get(ref(path))),
            set: (path, data) =>
              void transaction.set(ref(path), signed(operation, collectionOf(path), data)),
            update: (path, data, remove = []) =>
              void transaction.update(ref(path), {
                ...signed(operation, collectionOf(path), data),
                ...Object.fromEntries(remove.map((field) => [field, deleteField()])),
              }),
          }),
        ),
      ),

    async updateInBatches(operation, name, ids, data, onProgress) {
      const written = signed(operation, name, data);
      await inBatches(
        context,
        operation,
        ids,
        (batch, id) => batch.update(doc(db, name, id), written),
        (done) => onProgress?.({ done, total: ids.length }),
      );
    },
  };
}
