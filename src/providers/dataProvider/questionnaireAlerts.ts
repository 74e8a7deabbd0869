// The alerts list pages on the server with the filters of docs/product.md §5 as one Firestore
// query, "flag (and status) for hearing OR for vision" as a composite filter. An alert is changed
// only by appendAlertAction, never by a plain update.
import type { RaRecord } from 'react-admin';
import {
  alertFilterClauses,
  alertSearchTerm,
  isAlertStatus,
  isAlertType,
  STATUS_FIELD,
  type AlertFilterClause,
} from '@/domain/alerts';
import { collectionProvider, reads, type ListParams, type Methods } from './collections';
import { asFilter, pagination, requireScope, type ProviderContext } from './context';
import { DataProviderError } from './errors';
import { readPage } from './paging';
import { organisationFilter, requireOfferedOrder } from './query';
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

  const filters: RestFilter[] = [];
  const described: string[] = [];
  const scoped = organisationFilter(
    RESOURCE,
    scope,
    organisationId,
    alertFields.organisationId.field,
  );
  if (scoped === null) return { data: [], total: 0 };
  if (scoped) {
    filters.push(scoped);
    described.push(`organisation ${String(scoped.value)}`);
  }
  if (term !== null) {
    filters.push({ field: alertFields.nameFragment.field, op: 'array-contains', value: term });
    described.push(`name ${JSON.stringify(term)}`);
  }
  const anyOf = alertFilterClauses(
    isAlertStatus(status) ? status : undefined,
    isAlertType(type) ? type : 'All',
  ).map((clause) => clauseFilters(alertFields, clause));
  described.push(`status ${status ?? 'any'}`, `type ${type ?? 'All'}`);
  const order = direction === 'asc' ? 'ASC' : 'DESC';
  const { docs, total } = await readPage(
    context,
    operation,
    config.collection,
    {
      filters,
      anyOf,
      sort: { field: 'createdAt', order },
      key: `${RESOURCE}|${described.join('&')}|createdAt ${direction}`,
    },
    pagination(params.pagination),
    // A card's fields only: the history stays until a card opens it.
    rowFields(params.meta, config.listFields),
  );
  return { data: docs.map(({ id, data }) => ({ ...data, id })), total };
}

/** Alerts are written by the app that raises them and changed only by appendAlertAction. */
export function questionnaireAlertsProvider(
  context: ProviderContext,
  config: CollectionResource,
): Methods {
  return {
    ...reads(collectionProvider(context, RESOURCE, config)),
    getList: (_resource, params) => listAlerts(context, config, params),
  };
}
