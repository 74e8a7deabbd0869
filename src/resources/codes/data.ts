import { CODES_COLLECTION } from '@/domain/collections';
import type { NewCode } from '@/domain/codes';
import type { ResourceDataSpec } from '@/providers/dataSpec';
import { markTaken } from '@/shared/codeInUse';
import { codeMethods, createCode } from './methods';

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
  provider: (store) => ({
    create: (_resource, { data }) =>
      createCode(store, data as NewCode).then(
        (created) => ({ data: created }),
        markTaken('code', 'resources.codes.validation.in_use'),
      ),
  }),
  methods: codeMethods,
} as const satisfies ResourceDataSpec;
