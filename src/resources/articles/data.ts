// The articles' data (docs/product.md §3): one collection, shared by every organisation.
import type { ResourceDataSpec } from '@/providers/dataSpec';

export const data = {
  kind: 'collection',
  collection: 'articles',
  scopeField: null,
  filters: {
    isActive: { field: 'isActive', op: '==' },
    category: { field: 'categories', op: 'array-contains' },
  },
  sortable: ['publishedAt', 'createdAt', 'title'],
  defaultSort: { field: 'publishedAt', order: 'DESC' },
  createdAt: true,
} as const satisfies ResourceDataSpec;
