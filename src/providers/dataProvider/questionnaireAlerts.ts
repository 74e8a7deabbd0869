// The alerts list pages on the server with the filters of docs/product.md §5 as one Firestore
// query, "flag (and status) for hearing OR for vision" as a composite filter. An alert is changed
// only by appendAlertAction, never by a plain update.
import {
  and,
  collection,
  documentId,
  orderBy,
  or,
  query,
  where,
  type QueryFilterConstraint,
} from 'firebase/firestore/lite';
import type { DataProvider, RaRecord } from 'react-admin';
import {
  alertFilterClauses,
  alertSearchTerm,
  isAlertStatus,
  isAlertType,
  STATUS_FIELD,
  type AlertFilterClause,
} from '@/domain/alerts';
import type { ListParams } from './collections';
import { asFilter, pagination, requireScope, type ProviderContext } from './context';
import { DataProviderError, guard } from './errors';
import {
  collectionProvider,
  listOf,
  readOnly,
  referenceFilterOf,
  referenceParams,
} from './resourceProvider';
import { fetchPage, fetchPageFrom, restPageSource } from './paging';
import { MAX_IN_VALUES } from '@/providers/dataStore';
import { requireOfferedOrder, scopedOrganisations } from './query';
import { toRecord } from './records';
import { rowFields, type CollectionResource, type FilterSpec } from '@/providers/dataSpec';
import type { RestFilter } from '@/providers/firestoreRest';

const RESOURCE = 'questionnaireAlerts';
const ALERT_FILTERS = [
  'organisationId',
  'hearing',
  'vision',
  'hearingStatus',
  'visionStatus',
  'nameFragment',
] as const;
type AlertFilters = Record<(typeof ALERT_FILTERS)[number], FilterSpec>;

function alertFilters(config: CollectionResource): AlertFilters {
  const missing = ALERT_FILTERS.filter((name) => !(name in config.filters));
  if (missing.length > 0) {
    throw new DataProviderError('invalid-argument', `${RESOURCE}: no ${missing.join(', ')} filter`);
  }
  return config.filters as AlertFilters;
}

function optionalText(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') {
    throw new DataProviderError('invalid-argument', `${RESOURCE}: ${name} must be a string`);
  }
  return value;
}

function clauseFilters(alertFields: AlertFilters, clause: AlertFilterClause): RestFilter[] {
  const flag: RestFilter = {
    field: alertFields[clause.questionnaire].field,
    op: '==',
    value: true,
  };
  if (clause.status === undefined) return [flag];
  const status = alertFields[STATUS_FIELD[clause.questionnaire]].field;
  return [flag, { field: status, op: '==', value: clause.status }];
}

function clauseFilter(filters: readonly RestFilter[]): QueryFilterConstraint {
  const [only, ...more] = filters.map(({ field, op, value }) => where(field, op, value));
  if (!only) throw new DataProviderError('invalid-argument', `${RESOURCE}: an empty clause`);
  return more.length === 0 ? only : and(only, ...more);
}

export async function listAlerts(
  context: ProviderContext,
  config: CollectionResource,
  params: ListParams,
): Promise<{ data: RaRecord[]; total: number }> {
  const alertFields = alertFilters(config);
  const operation = `getList ${RESOURCE}`;
  const scope = requireScope(context, operation);
  const filter = asFilter(params.filter);
  const known = new Set(['organisationId', 'status', 'type', 'q']);
  const unknown = Object.keys(filter).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new DataProviderError(
      'invalid-argument',
      `${RESOURCE}: unknown filter "${unknown.join(', ')}" (filters: ${[...known].join(', ')})`,
    );
  }
  const organisationId = optionalText(filter.organisationId, 'organisationId');
  const status = optionalText(filter.status, 'status');
  const type = optionalText(filter.type, 'type');
  const term = alertSearchTerm(optionalText(filter.q, 'q') ?? '');
  if (status !== undefined && !isAlertStatus(status)) {
    throw new DataProviderError('invalid-argument', `${RESOURCE}: unknown status "${status}"`);
  }
  if (type !== undefined && !isAlertType(type)) {
    throw new DataProviderError('invalid-argument', `${RESOURCE}: unknown type "${type}"`);
  }
  if (params.sort?.field && params.sort.field !== 'createdAt') {
    throw new DataProviderError('invalid-argument', `${operation}: only createdAt is sortable`);
  }
  const direction = params.sort?.field && params.sort.order === 'ASC' ? 'asc' : 'desc';
  requireOfferedOrder(config, 'createdAt', direction === 'asc' ? 'ASC' : 'DESC');

  const filters: QueryFilterConstraint[] = [];
  const restFilters: RestFilter[] = [];
  const described: string[] = [];
  const organisations = scopedOrganisations(scope, organisationId);
  if (organisations !== 'all') {
    if (organisations.length === 0) return { data: [], total: 0 };
    if (organisations.length > MAX_IN_VALUES) {
      throw new DataProviderError(
        'invalid-argument',
        `${RESOURCE}: more than ${MAX_IN_VALUES} organisations in scope; filter by organisationId`,
      );
    }
    const organisationFilter: RestFilter =
      organisations.length === 1
        ? { field: alertFields.organisationId.field, op: '==', value: organisations[0] }
        : { field: alertFields.organisationId.field, op: 'in', value: organisations };
    filters.push(where(organisationFilter.field, organisationFilter.op, organisationFilter.value));
    restFilters.push(organisationFilter);
    described.push(`organisation ${organisations.join(',')}`);
  }
  if (term !== null) {
    filters.push(where(alertFields.nameFragment.field, alertFields.nameFragment.op, term));
    restFilters.push({ field: alertFields.nameFragment.field, op: 'array-contains', value: term });
    described.push(`name ${JSON.stringify(term)}`);
  }
  const clauseGroups = alertFilterClauses(
    isAlertStatus(status) ? status : undefined,
    isAlertType(type) ? type : 'All',
  ).map((clause) => clauseFilters(alertFields, clause));
  const clauses = clauseGroups.map(clauseFilter);
  const [only] = clauses;
  filters.push(clauses.length === 1 && only ? only : or(...clauses));
  described.push(`status ${status ?? 'any'}`, `type ${type ?? 'All'}`);

  const base = query(collection(context.db, config.collection), and(...filters));
  const built = {
    constraints: [orderBy('createdAt', direction), orderBy(documentId(), direction)],
    sort: { field: 'createdAt', order: direction === 'asc' ? ('ASC' as const) : ('DESC' as const) },
    // The cursor cache is keyed by this; a write forgets every key of the resource.
    key: `${RESOURCE}|${described.join('&')}|createdAt ${direction}`,
  };
  const fields = rowFields(params.meta, config.listFields);
  if (context.rest && fields) {
    // A card's fields only: the history stays until a card opens it.
    const rest = context.rest;
    const source = restPageSource(
      rest,
      config.collection,
      base,
      { ...built, filters: restFilters },
      fields,
      clauseGroups,
    );
    const { docs, total } = await guard(operation, () =>
      fetchPageFrom(
        source,
        `${built.key}|rows ${fields.join(',')}`,
        pagination(params.pagination),
        context.cache,
      ),
    );
    return { data: docs.map((document) => ({ ...document.data, id: document.id })), total };
  }
  const { docs, total } = await guard(operation, () =>
    fetchPage(base, built, pagination(params.pagination), context.cache),
  );
  return { data: docs.map((snapshot) => toRecord(snapshot)), total };
}

export function questionnaireAlertsProvider(
  context: ProviderContext,
  config: CollectionResource,
): DataProvider {
  const plain = readOnly(
    collectionProvider(context, RESOURCE, config),
    (operation) =>
      `${operation} ${RESOURCE}: alerts are written by the app that raises them and changed only by appendAlertAction`,
  );
  return {
    ...plain,
    getList: async (_resource, params) => listOf(await listAlerts(context, config, params)),
    getManyReference: async (_resource, params) =>
      listOf(
        await listAlerts(
          context,
          config,
          referenceParams(params, (target) => referenceFilterOf(config, target)),
        ),
      ),
  };
}
