// What a resource tells the data provider about its data (each resource folder's data.ts). The
// provider reads these; it never imports a resource.
import type { RaRecord } from 'react-admin';
import type { DataStore } from '@/providers/dataStore';
import type { ResourceMethods } from '@/providers/types';

/** '>=' and '<' bound the sort field itself (a date range on the field the list orders by). */
export type FilterOp = '==' | 'array-contains' | '>=' | '<';

export interface FilterSpec {
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

export type Presenter = (record: RaRecord) => RaRecord;

export interface CollectionResource {
  collection: string;
  /**
   * Field holding the organisation id that scopes Org Admin / Clinician queries, '__id__' when the
   * document id itself is the organisation id, null when the collection is not organisation data.
   */
  scopeField: string | null;
  filters: Readonly<Record<string, FilterSpec>>;
  /**
   * Equality filters, by name, on a value no two documents share: such a list holds at most one
   * document, so it is read in document id order whatever sort was asked for, and no index pairs
   * the filter with a sort. Only for a resource without range filters or name search.
   */
  uniqueFilters?: readonly string[];
  sortable: readonly string[];
  /** Sortable fields the screens order A to Z only: no descending index is made for them. */
  ascendingOnly?: readonly string[];
  /** Sortable fields the screens order newest first only: no ascending index is made for them. */
  descendingOnly?: readonly string[];
  sortAliases?: Readonly<Record<string, string>>;
  defaultSort: SortSpec;
  /**
   * Stored lower-cased name fields the `search` filter prefix-matches, by record field. Each is
   * also sortable, so that its indexes with the equality filters exist.
   */
  nameSearch?: Readonly<Record<string, string>>;
  createdAt?: boolean;
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
   * What a caller without the provider's read scope (an Org Admin, a clinician) reads instead of
   * `collection`, whose documents the rules give only to their owner and the provider.
   */
  projection?: {
    collection: string;
    filters: readonly string[];
    sortable: readonly string[];
  };
}

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
 * Asked for rather than the default because react-admin keeps each listed record as that id's
 * getOne answer under the list's meta: a list without a meta of its own would hand edit screens the
 * cut-down record.
 */
export const LIST_ROWS_META = { fields: 'listFields' } as const;

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

/** A meta of its own, like LIST_ROWS_META: the cut-down records never stand in for whole ones. */
export function listFieldsMeta(fields: readonly string[]): { fields: readonly string[] } {
  return { fields };
}

export const FIRST_MATCHES_META = { count: false } as const;

/**
 * A lookup of the first few needs no total: a full page is not counted, its total is what it holds.
 */
export function skipsCount(meta: unknown): boolean {
  return typeof meta === 'object' && meta !== null && (meta as { count?: unknown }).count === false;
}

/** `readOnly` refuses every write (server-written data); `present` reshapes each record read. */
export type ResourceStorage =
  | ({ kind: 'collection'; present?: Presenter; readOnly?: boolean } & CollectionResource)
  | ({ kind: 'questionnaireAlerts' } & CollectionResource)
  | { kind: 'organisationDivisions' }
  | { kind: 'organisationNotifications' };

export type ResourceDataSpec = ResourceStorage & {
  methods?: (store: DataStore) => Partial<ResourceMethods>;
};

export type DataSpecs = Readonly<Record<string, ResourceDataSpec>>;

export function collectionSpecs(specs: DataSpecs): CollectionResource[] {
  return Object.values(specs).flatMap((spec) =>
    spec.kind === 'collection' || spec.kind === 'questionnaireAlerts'
      ? spec.projection
        ? [spec, readableSpec(spec, false)]
        : [spec]
      : [],
  );
}
