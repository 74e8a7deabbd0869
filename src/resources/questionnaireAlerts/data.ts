// The filters of docs/product.md §5 as one Firestore query (hearing ORed with vision). Alerts are
// changed only by appendAlertAction, never by a plain update.
import type { GetListParams, RaRecord } from 'react-admin';
import { QUESTIONNAIRE_ALERTS_COLLECTION } from '@/domain/collections';
import {
  alertFilterClauses,
  alertSearchTerm,
  isAlertStatus,
  isAlertType,
  STATUS_FIELD,
} from '@/domain/alerts';
import { DataProviderError } from '@/providers/dataProvider/errors';
import { organisationFilter, requireOfferedOrder } from '@/providers/dataProvider/query';
import { rowFields, type ResourceDataSpec } from '@/providers/dataSpec';
import type { DataStore } from '@/providers/dataStore';
import type { RestFilter } from '@/providers/firestoreRest';
import { alertMethods } from './methods';

const RESOURCE = 'questionnaireAlerts';
const KNOWN_FILTERS = ['organisationId', 'status', 'type', 'q'];

const isText = (value: unknown): value is string => typeof value === 'string';

function optional<T>(
  filter: Record<string, unknown>,
  name: string,
  valid: (value: unknown) => value is T,
): T | undefined {
  const value = filter[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (valid(value)) return value;
  throw new DataProviderError(
    'invalid-argument',
    `${RESOURCE}: invalid ${name} ${JSON.stringify(value)}`,
  );
}

async function listAlerts(
  store: DataStore,
  params: GetListParams,
): Promise<{ data: RaRecord[]; total: number }> {
  const operation = `getList ${RESOURCE}`;
  const scope = store.scope(operation);
  const filter = (params.filter ?? {}) as Record<string, unknown>;
  const unknown = Object.keys(filter).filter((name) => !KNOWN_FILTERS.includes(name));
  if (unknown.length > 0) {
    throw new DataProviderError(
      'invalid-argument',
      `${RESOURCE}: unknown filter "${unknown.join(', ')}" (filters: ${KNOWN_FILTERS.join(', ')})`,
    );
  }
  const status = optional(filter, 'status', isAlertStatus);
  const type = optional(filter, 'type', isAlertType) ?? 'All';
  const term = alertSearchTerm(optional(filter, 'q', isText) ?? '');
  if (params.sort?.field && params.sort.field !== 'createdAt') {
    throw new DataProviderError('invalid-argument', `${operation}: only createdAt is sortable`);
  }
  const order = params.sort?.field && params.sort.order === 'ASC' ? 'ASC' : 'DESC';
  requireOfferedOrder(data, 'createdAt', order);

  const { filters: fields } = data;
  const organisationId = optional(filter, 'organisationId', isText);
  const scoped = organisationFilter(RESOURCE, scope, organisationId, fields.organisationId.field);
  if (scoped === null) return { data: [], total: 0 };
  const filters: RestFilter[] = scoped ? [scoped] : [];
  if (term !== null) {
    filters.push({ field: fields.nameFragment.field, op: 'array-contains', value: term });
  }
  const anyOf = alertFilterClauses(status, type).map(({ questionnaire, status: chosen }) =>
    (
      [
        { field: fields[questionnaire].field, op: '==', value: true },
        { field: fields[STATUS_FIELD[questionnaire]].field, op: '==', value: chosen },
      ] satisfies RestFilter[]
    ).filter(({ value }) => value !== undefined),
  );
  return store.page(
    operation,
    data.collection,
    {
      filters,
      anyOf,
      sort: { field: 'createdAt', order },
      key: `${RESOURCE}|${JSON.stringify([scoped?.value, term, status, type, order])}`,
    },
    { page: params.pagination?.page ?? 1, perPage: params.pagination?.perPage ?? 25 },
    // A card's fields only: the history stays until a card opens it.
    rowFields(params.meta, data.listFields),
  );
}

export const data = {
  kind: 'collection',
  collection: QUESTIONNAIRE_ALERTS_COLLECTION,
  scopeField: 'organisation.id',
  filters: {
    organisationId: { field: 'organisation.id', op: '==' },
    hearing: { field: 'questionnaireAlerts.hearing', op: '==' },
    vision: { field: 'questionnaireAlerts.vision', op: '==' },
    hearingStatus: { field: 'hearingStatus', op: '==' },
    visionStatus: { field: 'visionStatus', op: '==' },
    nameFragment: { field: 'userNameFragments', op: 'array-contains' },
  },
  sortable: ['createdAt'],
  // The screen lists newest first only; offering oldest first would double the indexes.
  descendingOnly: ['createdAt'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  createdAt: true,
  // actionsSummary (kept by the server) holds each panel's count and latest action.
  listFields: [
    'user',
    'organisation',
    'division',
    'createdAt',
    'questionnaireAlerts',
    'hearingStatus',
    'visionStatus',
    'status',
    'actionsSummary',
  ],
  readOnly: true,
  provider: (store) => ({ getList: (_resource, params) => listAlerts(store, params) }),
  methods: alertMethods,
} as const satisfies ResourceDataSpec;
