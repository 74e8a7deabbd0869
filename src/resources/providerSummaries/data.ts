// The rules let only those who read every organisation read it, so the provider needs no scope.
import { PROVIDER_SUMMARIES_COLLECTION } from '@/domain/providerSummary';
import type { ResourceDataSpec } from '@/providers/dataSpec';

export const data = {
  kind: 'collection',
  collection: PROVIDER_SUMMARIES_COLLECTION,
  scopeField: null,
  filters: {},
  sortable: [],
  defaultSort: { field: 'calculatedAt', order: 'ASC' },
  readOnly: true,
} as const satisfies ResourceDataSpec;
