// The industries' aggregate scores (domain/industryScores): written by the score calculation,
// read-only here; aggregates of whole industries, no organisation's own data, so not scoped.
import { INDUSTRY_SCORES_COLLECTION } from '@/domain/industryScores';
import type { ResourceDataSpec } from '@/providers/dataSpec';

export const data = {
  kind: 'collection',
  collection: INDUSTRY_SCORES_COLLECTION,
  scopeField: null,
  filters: {},
  sortable: ['industry'],
  defaultSort: { field: 'industry', order: 'ASC' },
  readOnly: true,
} as const satisfies ResourceDataSpec;
