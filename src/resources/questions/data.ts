import type { ResourceDataSpec } from '@/providers/dataSpec';

export const data = {
  kind: 'collection',
  collection: 'questions',
  scopeField: null,
  filters: {
    category: { field: 'category', op: '==' },
    questionnaire: { field: 'questionnaire', op: '==' },
    section: { field: 'section', op: '==' },
  },
  sortable: ['order', 'label', 'questionnaire'],
  defaultSort: { field: 'order', order: 'ASC' },
} as const satisfies ResourceDataSpec;
