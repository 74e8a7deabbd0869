// Aggregates of whole industries, no organisation's own data, so not scoped.
import { INDUSTRY_SCORES_COLLECTION } from '@/domain/industryScores';
import { WITHHELD_INDUSTRY_SCORES_COLLECTION } from '@/domain/withheldFigures';
import type { ResourceDataSpec } from '@/providers/dataSpec';

export const data = {
  kind: 'collection',
  collection: INDUSTRY_SCORES_COLLECTION,
  scopeField: null,
  filters: {},
  sortable: ['industry'],
  defaultSort: { field: 'industry', order: 'ASC' },
  readOnly: true,
  // An industry of too few active users withholds its figures from all but a Kynd Admin.
  withheldTwin: WITHHELD_INDUSTRY_SCORES_COLLECTION,
} as const satisfies ResourceDataSpec;
