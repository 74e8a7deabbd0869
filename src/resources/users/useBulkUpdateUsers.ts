// Organisations' managers and employees may change too, hence every list is refreshed; the
// refused stay selected, to be looked at.
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
