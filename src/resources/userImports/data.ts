// Written only by the importUsers callable (firestore.rules).
import { USER_IMPORTS_COLLECTION } from '@/domain/collections';
import type { ResourceDataSpec } from '@/providers/dataSpec';

export const data = {
  kind: 'collection',
  collection: USER_IMPORTS_COLLECTION,
  scopeField: 'organisationId',
  filters: {},
  sortable: ['createdAt'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  readOnly: true,
} as const satisfies ResourceDataSpec;
