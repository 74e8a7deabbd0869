import { INDUSTRIES_COLLECTION } from '@/domain/collections';
import type { Presenter, ResourceDataSpec } from '@/providers/dataSpec';
import { INDUSTRY_EXISTS } from '@/domain/industries';
import { markTaken } from '@/shared/codeInUse';
import { createIndustry } from './methods';

/** docs/product.md §7: industry names come trimmed. */
const trimmedName: Presenter = (record) =>
  typeof record.name === 'string' ? { ...record, name: record.name.trim() } : record;

export const data = {
  kind: 'collection',
  collection: INDUSTRIES_COLLECTION,
  scopeField: null,
  filters: {},
  sortable: ['name', 'createdAt'],
  defaultSort: { field: 'name', order: 'ASC' },
  createdAt: true,
  updatedAt: true,
  present: trimmedName,
  provider: (store) => ({
    create: (_resource, { data }) =>
      createIndustry(store, String((data as { name?: unknown }).name ?? '')).then(
        (created) => ({ data: created }),
        markTaken('name', INDUSTRY_EXISTS),
      ),
  }),
} as const satisfies ResourceDataSpec;
