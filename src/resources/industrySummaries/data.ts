// The rules let only those who read every organisation read these, so the provider needs no scope.
import { INDUSTRY_SUMMARIES_COLLECTION } from '@/domain/industryScores';
import { WITHHELD_INDUSTRY_SUMMARIES_COLLECTION } from '@/domain/withheldFigures';
import type { ResourceDataSpec } from '@/providers/dataSpec';

export const data = {
  kind: 'collection',
  collection: INDUSTRY_SUMMARIES_COLLECTION,
  scopeField: null,
  filters: {},
  sortable: ['industry'],
  defaultSort: { field: 'industry', order: 'ASC' },
  readOnly: true,
  // An industry of too few active users withholds its figures from all but a Kynd Admin.
  withheldTwin: WITHHELD_INDUSTRY_SUMMARIES_COLLECTION,
} as const satisfies ResourceDataSpec;
