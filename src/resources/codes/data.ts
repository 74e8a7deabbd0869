import { CODES_COLLECTION } from '@/domain/collections';
import type { ResourceDataSpec } from '@/providers/dataSpec';
import { codeMethods } from './methods';

export const data = {
  kind: 'collection',
  collection: CODES_COLLECTION,
  scopeField: 'organisationId',
  filters: {
    organisationId: { field: 'organisationId', op: '==' },
    divisionId: { field: 'divisionId', op: '==' },
    isActive: { field: 'isActive', op: '==' },
    code: { field: 'code', op: '==' },
  },
  // A code's document id is derived from its value (docs/security.md "Access codes").
  uniqueFilters: ['code'],
  sortable: ['code', 'divisionName', 'currentUsage', 'maximumUsage'],
  defaultSort: { field: 'code', order: 'ASC' },
  methods: codeMethods,
} as const satisfies ResourceDataSpec;
