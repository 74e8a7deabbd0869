import { INDUSTRIES_COLLECTION } from '@/domain/collections';
import type { Presenter, ResourceDataSpec } from '@/providers/dataSpec';
import { industryMethods } from './methods';

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
  methods: industryMethods,
} as const satisfies ResourceDataSpec;
