// Turns a react-admin getList request into a BuiltQuery, the role's scope first (the rules demand
// it). `null` when the answer is known to be empty without asking.
import type { DataScope } from '@/domain/session';
import type { RestFilter } from '@/providers/firestoreRest';
import { DataProviderError } from './errors';
import { isRangeFilter, type CollectionResource, type SortSpec } from '@/providers/dataSpec';
import { MAX_IN_VALUES, type BuiltQuery } from '@/providers/dataStore';

export function scopedOrganisations(scope: DataScope, requested: string | undefined) {
  const allowed =
    scope.kind === 'all'
      ? null
      : scope.kind === 'organisation'
        ? [scope.organisationId]
        : scope.organisationIds;
  if (requested !== undefined) {
    return allowed === null || allowed.includes(requested) ? [requested] : [];
  }
  return allowed ?? 'all';
}

/** The filter on `field` that keeps the caller to their organisations: undefined for all, null for none. */
export function organisationFilter(
  resource: string,
  scope: DataScope,
  requested: string | undefined,
  field: string,
): RestFilter | null | undefined {
  const organisations = scopedOrganisations(scope, requested);
  if (organisations === 'all') return undefined;
  if (organisations.length === 0) return null;
  if (organisations.length > MAX_IN_VALUES) {
    throw new DataProviderError(
      'invalid-argument',
      `${resource}: more than ${MAX_IN_VALUES} organisations in scope; filter by organisationId`,
    );
  }
  return organisations.length === 1
    ? { field, op: '==', value: organisations[0] }
    : { field, op: 'in', value: organisations };
}

export function resolveSort(config: CollectionResource, sort: SortSpec | undefined): SortSpec {
  if (!sort?.field || sort.field === 'id') return sort?.field === 'id' ? sort : config.defaultSort;
  const field = config.sortAliases?.[sort.field] ?? sort.field;
  if (!config.sortable.includes(field)) {
    throw new DataProviderError(
      'invalid-argument',
      `Sorting by "${sort.field}" is not offered (sortable: ${config.sortable.join(', ')}, id)`,
    );
  }
  const order = sort.order === 'DESC' ? 'DESC' : 'ASC';
  requireOfferedOrder(config, field, order, sort.field);
  return { field, order };
}

/** The indexes serve only the directions the spec offers (scripts/indexes.ts). */
export function requireOfferedOrder(
  config: CollectionResource,
  field: string,
  order: SortSpec['order'],
  asked: string = field,
): void {
  const oneWay = order === 'DESC' ? config.ascendingOnly : config.descendingOnly;
  const way = order === 'DESC' ? 'A to Z' : 'newest first';
  if (oneWay?.includes(field)) {
    throw new DataProviderError('invalid-argument', `Sorting by "${asked}" is offered ${way} only`);
  }
}

export function buildQuery(
  resource: string,
  config: CollectionResource,
  scope: DataScope,
  filter: Record<string, unknown>,
  requestedSort: SortSpec | undefined,
): BuiltQuery | null {
  const filters: RestFilter[] = [];
  const described: string[] = [];
  let sort = resolveSort(config, requestedSort);
  let unique = false;
  let ranged = false;

  const { organisationId, search, ...rest } = filter;
  if (organisationId !== undefined && typeof organisationId !== 'string') {
    throw new DataProviderError('invalid-argument', `${resource}: organisationId must be a string`);
  }

  if (config.scopeField !== null) {
    const field = config.scopeField === '__id__' ? '__name__' : config.scopeField;
    const scoped = organisationFilter(resource, scope, organisationId, field);
    if (scoped === null) return null;
    if (scoped) {
      filters.push(scoped);
      described.push(`${config.scopeField} in ${String(scoped.value)}`);
    }
  } else if (organisationId !== undefined) {
    throw new DataProviderError('invalid-argument', `${resource} has no organisationId filter`);
  }

  for (const [name, value] of Object.entries(rest).sort(([a], [b]) => a.localeCompare(b))) {
    if (value === undefined || value === '') continue;
    const spec = config.filters[name];
    if (!spec) {
      throw new DataProviderError(
        'invalid-argument',
        `${resource}: unknown filter "${name}" (filters: ${Object.keys(config.filters).join(', ') || 'none'})`,
      );
    }
    if (isRangeFilter(spec) && spec.field !== sort.field) {
      throw new DataProviderError(
        'invalid-argument',
        `${resource}: the "${name}" range needs the list sorted by ${spec.field}`,
      );
    }
    if (config.uniqueFilters?.includes(name)) unique = true;
    if (isRangeFilter(spec)) ranged = true;
    const stored = spec.value ? spec.value(value) : value;
    filters.push({ field: spec.field, op: spec.op, value: stored });
    described.push(`${spec.field} ${spec.op} ${JSON.stringify(value)}`);
  }

  if (search !== undefined && search !== null) {
    const fields = config.nameSearch;
    const asked = typeof search === 'object' ? (search as { field?: unknown; term?: unknown }) : {};
    const field =
      fields && typeof asked.field === 'string' && Object.hasOwn(fields, asked.field)
        ? fields[asked.field]
        : undefined;
    if (field === undefined || typeof asked.term !== 'string') {
      const offered = Object.keys(fields ?? {}).map((name) => `'${name}'`);
      throw new DataProviderError(
        'invalid-argument',
        fields
          ? `${resource}: search must be { field: ${offered.join(' | ')}, term }`
          : `${resource} offers no name search`,
      );
    }
    const term = asked.term.trim().toLowerCase();
    // "Searching needs a chosen organisation" is the Users list's rule; a provider admin may search
    // every organisation (the move screen's user picker).
    if (term !== '') {
      // A range filter needs its field as the first sort (Firestore); the direction is kept.
      sort = { field, order: sort.field === field ? sort.order : 'ASC' };
      ranged = true;
      filters.push({ field, op: '>=', value: term }, { field, op: '<', value: `${term}\uf8ff` });
      described.push(`${field} prefix ${JSON.stringify(term)}`);
    }
  }

  // At most one document: in Firestore's own order, which the single-field indexes serve with any
  // equality filters, where the requested sort would need an index with the filter.
  if (unique && !ranged) sort = { field: 'id', order: 'ASC' };

  return {
    filters,
    sort,
    key: `${resource}|${config.collection}|${described.join('&')}|${sort.field} ${sort.order}`,
  };
}
