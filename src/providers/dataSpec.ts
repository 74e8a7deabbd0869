import type { DataProvider, RaRecord } from 'react-admin';
import type { DataStore } from '@/providers/dataStore';
import type { ResourceMethods } from '@/providers/types';

export interface FilterSpec {
  field: string;
  /** '>=' and '<' bound the sort field itself (a date range on the field the list orders by). */
  op: '==' | 'array-contains' | 'array-contains-any' | '>=' | '<';
  /** The stored value of the URL's (a day's date, for a range). */
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
   * Equality filters on a value no two documents share: read in document id order whatever the
   * sort, so that no index pairs them with one. Not with range filters or name search.
   */
  uniqueFilters?: readonly string[];
  sortable: readonly string[];
  /** Sorted one way only: the other direction gets no index. */
  ascendingOnly?: readonly string[];
  descendingOnly?: readonly string[];
  sortAliases?: Readonly<Record<string, string>>;
  defaultSort: SortSpec;
  /** The stored lower-cased fields `search` prefix-matches, by record field; each sortable too. */
  nameSearch?: Readonly<Record<string, string>>;
  createdAt?: boolean;
  updatedAt?: boolean;
  /** What a row shows: all a list asked for with LIST_ROWS_META reads of each document. */
  listFields?: readonly string[];
  /** For a Kynd Admin, a document `withheld: true` is read as its twin of the same id here. */
  withheldTwin?: string;
  /** What a caller without the provider's read scope reads instead of `collection`. */
  projection?: {
    collection: string;
    filters: readonly string[];
    sortable: readonly string[];
  };
}

export function readableSpec(config: CollectionResource, providerScope: boolean) {
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
 * Not the default: react-admin keeps each listed record as that id's getOne answer under the list's
 * meta, so a list without a meta of its own would hand edit screens the cut-down record.
 */
export const LIST_ROWS_META = { fields: 'listFields' } as const;

export function rowFields(meta: unknown, listFields: readonly string[] | undefined) {
  const fields = (meta as { fields?: unknown } | null | undefined)?.fields;
  if (fields === LIST_ROWS_META.fields) return listFields;
  const named = Array.isArray(fields) && fields.length > 0;
  return named && fields.every((field) => typeof field === 'string' && field !== '')
    ? (fields as string[])
    : undefined;
}

export const FIRST_MATCHES_META = { count: false } as const;

/** A lookup of the first few: a full page is not counted. */
export function skipsCount(meta: unknown): boolean {
  return typeof meta === 'object' && meta !== null && (meta as { count?: unknown }).count === false;
}

export const WRITE_METHODS = ['create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;
export const PROVIDER_METHODS = ['getList', 'getOne', 'getMany', ...WRITE_METHODS] as const;

/** react-admin's methods are generic in the record type; what comes back is Firestore's record. */
export type ProviderMethods = {
  [K in (typeof PROVIDER_METHODS)[number]]?: (
    resource: string,
    params: Parameters<DataProvider[K]>[1],
  ) => Promise<unknown>;
};

/**
 * `readOnly` refuses every write (server-written data); `present` reshapes each record read;
 * `provider` gives react-admin methods of the resource's own, over its collection's if it has one.
 */
export type ResourceDataSpec = (
  | ({ kind: 'collection'; present?: Presenter; readOnly?: boolean } & CollectionResource)
  | { kind: 'custom' }
) & {
  provider?: (store: DataStore) => ProviderMethods;
  methods?: (store: DataStore) => Partial<ResourceMethods>;
};

export type DataSpecs = Readonly<Record<string, ResourceDataSpec>>;
