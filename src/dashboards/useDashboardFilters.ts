// Kept in react-admin's store so that it survives moving between the dashboard routes; the store
// is reset on sign-out.
import { useCallback } from 'react';
import { useStore } from 'react-admin';
import { INITIAL_FILTERS, type DashboardFilters } from '@/domain/dashboard';

export const DASHBOARD_FILTERS_STORE_KEY = 'kynd.dashboards.filters';

export function useDashboardFilters(): [
  DashboardFilters,
  (update: (current: DashboardFilters) => DashboardFilters) => void,
] {
  const [stored, setStored] = useStore<DashboardFilters>(
    DASHBOARD_FILTERS_STORE_KEY,
    INITIAL_FILTERS,
  );
  // A value stored by an older version may lack newer fields.
  const filters: DashboardFilters = { ...INITIAL_FILTERS, ...stored };
  const update = useCallback(
    (change: (current: DashboardFilters) => DashboardFilters) => {
      setStored(change({ ...INITIAL_FILTERS, ...stored }));
    },
    [stored, setStored],
  );
  return [filters, update];
}
