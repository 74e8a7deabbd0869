import { ARTICLES_COLLECTION } from '@/domain/collections';
import type { ResourceDataSpec } from '@/providers/dataSpec';

export const data = {
  kind: 'collection',
  collection: ARTICLES_COLLECTION,
  scopeField: null,
  filters: {
    isActive: { field: 'isActive', op: '==' },
    category: { field: 'categories', op: 'array-contains' },
  },
  sortable: ['publishedAt', 'createdAt', 'title'],
  defaultSort: { field: 'publishedAt', order: 'DESC' },
  createdAt: true,
} as const satisfies ResourceDataSpec;
