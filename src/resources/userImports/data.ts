// The imports (docs/product.md §5 Import users): written only by the importUsers callable, read
// within the importer's scope (firestore.rules), one document per import.
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
