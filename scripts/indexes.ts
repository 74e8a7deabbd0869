// The composite indexes the provider's queries need, derived from the resources' data specs: every
// equality filter paired with every sortable field, in the directions the spec offers; a query with
// several equality filters and one sort is served by Firestore's index merging.
// firestore.indexes.json must contain exactly indexesFile() of the registry's specs
// (scripts/firestoreIndexes.test.ts checks it).
//
// The notification recipients query and its push-reach count (src/resources/notifications/methods.ts) need none: equality
// and `in` filters without an order or a range, which Firestore serves by merging the single-field
// indexes ("index merging"); the count's reach is the server-kept isPushReachable, an equality,
// rather than a range on the device token.
import { RATE_LIMITS } from '../src/config/constants';
import {
  SCORE_CONTRIBUTIONS_COLLECTION,
  SCORE_COUNTERS_SUBCOLLECTION,
} from '../src/domain/scoreContributions';
import {
  isRangeFilter,
  readableSpec,
  type CollectionResource,
  type DataSpecs,
} from '../src/providers/dataSpec';

/** Every collection a spec's lists query, a projection's included. */
export function collectionSpecs(specs: DataSpecs): CollectionResource[] {
  return Object.values(specs).flatMap((spec) =>
    spec.kind === 'collection'
      ? spec.projection
        ? [spec, readableSpec(spec, false)]
        : [spec]
      : [],
  );
}

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

type IndexOrder = NonNullable<IndexField['order']>;

function ordersOf(config: CollectionResource, sortField: string): readonly IndexOrder[] {
  if (config.ascendingOnly?.includes(sortField)) return ['ASCENDING'];
  if (config.descendingOnly?.includes(sortField)) return ['DESCENDING'];
  return ['ASCENDING', 'DESCENDING'];
}

function indexesOf(config: CollectionResource): CompositeIndex[] {
  const out: CompositeIndex[] = [];
  const seen = new Set<string>();
  for (const [name, filter] of Object.entries(config.filters)) {
    // A range filter bounds the sort field itself: the sort's own index serves it. A unique
    // filter's list is read in document id order (query.ts), which needs none.
    if (isRangeFilter(filter) || config.uniqueFilters?.includes(name)) continue;
    for (const sortField of config.sortable) {
      if (sortField === filter.field) continue;
      for (const order of ordersOf(config, sortField)) {
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

export function requiredIndexes(specs: DataSpecs): CompositeIndex[] {
  return collectionSpecs(specs).flatMap(indexesOf);
}

export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  /** A TTL policy: Firestore deletes a document once this timestamp field is past. */
  ttl?: boolean;
  /** Its single-field indexes; none for a field nothing queries on. */
  indexes: { order?: 'ASCENDING' | 'DESCENDING'; queryScope: 'COLLECTION' }[];
}

/**
 * No index: nothing queries these fields. An index on an ever-growing timestamp only costs writes,
 * and so does one on the score counters' maps, whose every key would be indexed at each increment.
 */
export function fieldOverrides(): FieldOverride[] {
  return [
    {
      collectionGroup: RATE_LIMITS.collection,
      fieldPath: RATE_LIMITS.expiryField,
      ttl: true,
      indexes: [],
    },
    ...[SCORE_CONTRIBUTIONS_COLLECTION, SCORE_COUNTERS_SUBCOLLECTION].map((collectionGroup) => ({
      collectionGroup,
      fieldPath: 'counters',
      indexes: [],
    })),
  ];
}

export function indexesFile(specs: DataSpecs): {
  indexes: CompositeIndex[];
  fieldOverrides: FieldOverride[];
} {
  return { indexes: requiredIndexes(specs), fieldOverrides: fieldOverrides() };
}
