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
  sortable: ['code', 'divisionName', 'currentUsage', 'maximumUsage'],
  defaultSort: { field: 'code', order: 'ASC' },
  methods: codeMethods,
} as const satisfies ResourceDataSpec;
