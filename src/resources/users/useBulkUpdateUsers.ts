// docs/product.md §2 Users list, bulk actions: one change to the selected users through the
// bulkUpdateUsers callable, a chunk per call (useBulkRun). When the run ends the lists are
// refreshed (organisations' managers and employees may have changed too) and the users the server
// changed leave the selection; the refused stay selected, to be looked at.
import { useDataProvider, useListContext, useRefresh } from 'react-admin';
import type { BulkUserChange } from '@/domain/callables';
import type { KyndDataProvider } from '@/providers/types';
import { useBulkRun } from './useBulkRun';

export function useBulkUpdateUsers() {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const refresh = useRefresh();
  const { onUnselectItems, onSelect, selectedIds } = useListContext();
  return useBulkRun(
    (userIds, change: BulkUserChange) => dataProvider.call('bulkUpdateUsers', { userIds, change }),
    {
      onSettled: (state) => {
        const changed = new Set(state.outcome.changed.map((user) => user.id));
        const kept = selectedIds.filter((id) => !changed.has(String(id)));
        if (kept.length === 0) onUnselectItems();
        else onSelect(kept);
        refresh();
      },
    },
  );
}
