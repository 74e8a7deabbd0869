import type { ResourceDataSpec } from '@/providers/dataSpec';

export const data = {
  kind: 'collection',
  collection: 'initialMessages',
  scopeField: null,
  filters: {
    category: { field: 'category', op: '==' },
    measurement: { field: 'measurement', op: '==' },
  },
  sortable: ['measurement', 'category', 'updatedAt'],
  defaultSort: { field: 'measurement', order: 'ASC' },
  updatedAt: true,
} as const satisfies ResourceDataSpec;
