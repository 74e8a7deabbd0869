// The composite indexes the provider's queries need, derived from the resource table: every
// equality (or array-contains) filter paired with every sortable field, both directions. A query
// with several equality filters and one sort is served by merging these pairs (Firestore's index
// merging), and the users' name prefix search is a range on the sort field it orders by.
// firestore.indexes.json must contain exactly these (checked by indexes.test.ts).
import { COLLECTIONS, type CollectionResource } from './resources';

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION';
  fields: IndexField[];
}

function indexesOf(config: CollectionResource): CompositeIndex[] {
  const out: CompositeIndex[] = [];
  const filters = Object.values(config.filters);
  const seen = new Set<string>();
  for (const filter of filters) {
    for (const sortField of config.sortable) {
      if (sortField === filter.field) continue;
      for (const order of ['ASCENDING', 'DESCENDING'] as const) {
        const first: IndexField =
          filter.op === 'array-contains'
            ? { fieldPath: filter.field, arrayConfig: 'CONTAINS' }
            : { fieldPath: filter.field, order: 'ASCENDING' };
        const index: CompositeIndex = {
          collectionGroup: config.collection,
          queryScope: 'COLLECTION',
          fields: [first, { fieldPath: sortField, order }],
        };
        const key = JSON.stringify(index);
        if (!seen.has(key)) {
          seen.add(key);
          out.push(index);
        }
      }
    }
  }
  return out;
}

export function requiredIndexes(): CompositeIndex[] {
  return Object.values(COLLECTIONS as Record<string, CollectionResource>).flatMap(indexesOf);
}

export function indexesFile(): { indexes: CompositeIndex[]; fieldOverrides: [] } {
  return { indexes: requiredIndexes(), fieldOverrides: [] };
}
