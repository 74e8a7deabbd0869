// What a resource tells the data provider about its data (each resource folder's data.ts): where
// its documents are, which handler serves them, the field that carries the organisation (the scope
// the rules demand, docs/product.md §6), its equality filters and sortable fields (from which the
// composite indexes of firestore.indexes.json are derived), how a record is presented, and
// react-admin lifecycle callbacks, and the resource's own data methods. The provider reads these;
// it never imports a resource.
import type { RaRecord, ResourceCallbacks } from 'react-admin';
import type { DataStore } from '@/providers/dataStore';
import type { ResourceMethods } from '@/providers/types';

/** '>=' and '<' bound the sort field itself (a date range on the field the list orders by). */
export type FilterOp = '==' | 'array-contains' | '>=' | '<';

export interface FilterSpec {
  /** Firestore field path. */
  field: string;
  op: FilterOp;
  /** The stored value for the filter's value as the URL holds it (a day's date, for a range). */
  value?: (filterValue: unknown) => unknown;
}

export function isRangeFilter(spec: FilterSpec): boolean {
  return spec.op === '>=' || spec.op === '<';
}

export interface SortSpec {
  field: string;
  order: 'ASC' | 'DESC';
}

/** How a record looks to the screens, where it differs from how it is stored. */
export type Presenter = (record: RaRecord) => RaRecord;

/** A resource held in one Firestore collection. */
export interface CollectionResource {
  collection: string;
  /**
   * Field holding the organisation id that scopes Org Admin / Clinician queries, '__id__' when the
   * document id itself is the organisation id, null when the collection is not organisation data.
   */
  scopeField: string | null;
  filters: Readonly<Record<string, FilterSpec>>;
  /** Sortable field paths; `sortAliases` maps a record field to the stored field to sort on. */
  sortable: readonly string[];
  /** Sortable fields the screens order A to Z only: no descending index is made for them. */
  ascendingOnly?: readonly string[];
  sortAliases?: Readonly<Record<string, string>>;
  defaultSort: SortSpec;
  /**
   * The stored lower-cased name fields the `search` filter ({ field, term }) prefix-matches, by
   * record field (docs/product.md §2: users by first or last name, organisations by name); absent
   * when the resource offers no name search. Each stored field is also sortable, so that its
   * indexes with the equality filters exist.
   */
  nameSearch?: Readonly<Record<string, string>>;
  /** Set on create when absent. */
  createdAt?: boolean;
  /** Set to now on every create and update. */
  updatedAt?: boolean;
  /** List fields that are only ever appended to: new entries are sent as an array union. */
  appendOnly?: readonly string[];
  /**
   * The fields a row of the resource's list shows: a list asked for with LIST_ROWS_META reads only
   * these (and its sort field) of each document. Absent: lists read whole documents.
   */
  listFields?: readonly string[];
  /**
   * The collection of the twins of this one's withheld documents (src/domain/withheldFigures.ts):
   * for a Kynd Admin, a document that says `withheld: true` is read as its twin of the same id.
   */
  withheldTwin?: string;
  /**
   * The server-kept projection that a caller without the provider's read scope (an Org Admin, a
   * clinician) reads instead of `collection`, whose documents the rules give only to their owner
   * and the provider (docs/roles.md "What each role receives"): its collection, and which of the
   * filters and sortable fields it keeps.
   */
  projection?: {
    collection: string;
    filters: readonly string[];
    sortable: readonly string[];
  };
}

/**
 * The collection and the filters and sorts a caller of this scope reads: the projection's for a
 * caller without the provider's read scope, where the resource has one.
 */
export function readableSpec(
  config: CollectionResource,
  providerScope: boolean,
): CollectionResource {
  const { projection } = config;
  if (!projection || providerScope) return config;
  return {
    ...config,
    collection: projection.collection,
    filters: Object.fromEntries(
      Object.entries(config.filters).filter(([name]) => projection.filters.includes(name)),
    ),
    sortable: config.sortable.filter((field) => projection.sortable.includes(field)),
    projection: undefined,
  };
}

/**
 * The meta of a list that shows only its rows (`<List queryOptions={{ meta: LIST_ROWS_META }}>`):
 * getList reads the data spec's `listFields` of each document instead of the whole document. It is
 * asked for, not the default, because react-admin keeps each listed record as that id's getOne
 * answer under the list's meta: a list without a meta of its own would hand edit screens the
 * cut-down record.
 */
export const LIST_ROWS_META = { fields: 'listFields' } as const;

/**
 * The fields a getList's meta asks for: the spec's `listFields` for LIST_ROWS_META, or a list of
 * its own (`listFieldsMeta(['name', 'industry'])`, a screen or picker showing fewer fields);
 * undefined for whole documents.
 */
export function rowFields(
  meta: unknown,
  listFields: readonly string[] | undefined,
): readonly string[] | undefined {
  if (typeof meta !== 'object' || meta === null) return undefined;
  const fields = (meta as { fields?: unknown }).fields;
  if (fields === LIST_ROWS_META.fields) return listFields;
  if (
    Array.isArray(fields) &&
    fields.length > 0 &&
    fields.every((field) => typeof field === 'string' && field !== '')
  ) {
    return fields as string[];
  }
  return undefined;
}

/**
 * The meta of a list that reads only the named fields of each document (a picker's options,
 * the fields its option shows). Like LIST_ROWS_META, a meta of its own: the cut-down records never
 * stand in for whole ones.
 */
export function listFieldsMeta(fields: readonly string[]): { fields: readonly string[] } {
  return { fields };
}

/** The meta of a picker's first matches: no count, no next page (skipsCount). */
export const FIRST_MATCHES_META = { count: false } as const;

/**
 * meta.count false: a lookup of the first few (a picker's first matches, a default choice), which
 * needs no total and shows no next page: a full page is not counted, its total is what it holds.
 */
export function skipsCount(meta: unknown): boolean {
  return typeof meta === 'object' && meta !== null && (meta as { count?: unknown }).count === false;
}

/**
 * Which of the provider's handlers serves the resource:
 * - 'collection': react-admin's methods over one collection; `readOnly` refuses every write
 *   (server-written data), `present` reshapes each record read;
 * - 'questionnaireAlerts': a collection whose list combines its filters as docs/product.md §5 says;
 * - 'organisationDivisions': the list inside each organisation document (docs/product.md §3);
 * - 'organisationNotifications': each organisation's notifications sub-collection.
 */
export type ResourceStorage =
  | ({ kind: 'collection'; present?: Presenter; readOnly?: boolean } & CollectionResource)
  | ({ kind: 'questionnaireAlerts' } & CollectionResource)
  | { kind: 'organisationDivisions' }
  | { kind: 'organisationNotifications' };

export type ResourceDataSpec = ResourceStorage & {
  /** react-admin lifecycle callbacks (withLifecycleCallbacks) of the resource. */
  callbacks?: Omit<ResourceCallbacks, 'resource'>;
  /** The resource's own methods of the data provider (its folder's methods.ts). */
  methods?: (store: DataStore) => Partial<ResourceMethods>;
};

/** The data specs of every resource, by resource name. */
export type DataSpecs = Readonly<Record<string, ResourceDataSpec>>;

/** The collection specs among them, and the projections they read, for the composite indexes. */
export function collectionSpecs(specs: DataSpecs): CollectionResource[] {
  return Object.values(specs).flatMap((spec) =>
    spec.kind === 'collection' || spec.kind === 'questionnaireAlerts'
      ? spec.projection
        ? [spec, readableSpec(spec, false)]
        : [spec]
      : [],
  );
}
