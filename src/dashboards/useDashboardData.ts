// Every read goes through react-admin's query cache, whose staleness for this reference data
// (App.tsx) means moving between the four screens reads nothing again.
import { useCallback } from 'react';
import { usePermissions, useStore } from 'react-admin';
import { INITIAL_FILTERS, type DashboardFilters } from '@/domain/dashboard';
import { statusOf, type LoadStatus } from '@/shared/ListBodyState';
import { useComparison } from '@/dashboards/useComparison';
import { useDashboardChoices, type SetFilters } from '@/dashboards/useDashboardChoices';
import { useOwnScores } from '@/dashboards/useOwnScores';
import type { KyndPermissions } from '@/domain/session';

export type DashboardData = ReturnType<typeof useDashboardData>;

export function useDashboardData() {
  // Kept across the dashboard routes; react-admin's store is reset on sign-out.
  const [stored, setStored] = useStore<DashboardFilters>(
    'kynd.dashboards.filters',
    INITIAL_FILTERS,
  );
  // A value stored by an older version may lack newer fields.
  const filters: DashboardFilters = { ...INITIAL_FILTERS, ...stored };
  const setFilters: SetFilters = useCallback(
    (change) => setStored(change({ ...INITIAL_FILTERS, ...stored })),
    [stored, setStored],
  );
  const role = usePermissions<KyndPermissions>().permissions?.role;
  const choices = useDashboardChoices(filters, setFilters);
  const own = useOwnScores(filters, choices);
  const comparison = useComparison(filters, role);

  return {
    ...choices,
    filters,
    setFilters,
    changeFilters: (change: Partial<DashboardFilters>) =>
      setFilters((current) => ({ ...current, ...change })),
    role,
    status: statusOf(choices.isPending, choices.error),
    own: own.scope,
    ownStatus: own.status,
    search: own.search,
    comparison,
  };
}

export function ownStatus(data: DashboardData): LoadStatus {
  if (data.status !== 'ready') return data.status;
  if (data.search.status === 'loading' || data.search.status === 'error') return data.search.status;
  if (data.own) return data.ownStatus;
  // Organisations are listed but none is chosen yet: the choice is being corrected.
  return data.organisations.length > 0 ? 'loading' : 'ready';
}
