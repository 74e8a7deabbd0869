// Every read goes through react-admin's query cache, whose staleness for this reference data
// (App.tsx) means moving between the four screens reads nothing again.
import { statusOf, type LoadStatus } from '@/dashboards/loadStatus';
import { useComparison } from '@/dashboards/useComparison';
import { useDashboardAccess } from '@/dashboards/useDashboardAccess';
import { useDashboardChoices } from '@/dashboards/useDashboardChoices';
import { useDashboardFilters } from '@/dashboards/useDashboardFilters';
import { useFilterCorrection } from '@/dashboards/useFilterCorrection';
import { useOwnScores } from '@/dashboards/useOwnScores';

export type DashboardData = ReturnType<typeof useDashboardData>;

export function useDashboardData() {
  const [filters, setFilters] = useDashboardFilters();
  const access = useDashboardAccess();
  const choices = useDashboardChoices(filters, access);
  useFilterCorrection(filters, setFilters, access, choices);
  const own = useOwnScores(filters, choices);
  const comparison = useComparison(filters, access);

  return {
    filters,
    setFilters,
    role: access.role,
    seesAllOrganisations: access.seesAllOrganisations,
    industries: choices.industries,
    organisations: choices.organisations,
    divisions: choices.divisions,
    askDivisions: choices.askDivisions,
    status: statusOf(choices.isPending, choices.error),
    error: choices.error,
    refetch: () => {
      choices.refetch();
      own.refetch();
    },
    own: own.scope,
    ownStatus: own.status,
    search: own.search,
    comparison,
  };
}

export function ownState(data: DashboardData): { status: LoadStatus; empty: boolean } {
  if (data.status !== 'ready') return { status: data.status, empty: false };
  if (data.search.status === 'loading' || data.search.status === 'error') {
    return { status: data.search.status, empty: false };
  }
  if (data.own && data.ownStatus !== 'ready') return { status: data.ownStatus, empty: false };
  // Organisations are listed but none is chosen yet: the choice is being corrected.
  if (!data.own && data.organisations.length > 0) return { status: 'loading', empty: false };
  return { status: 'ready', empty: data.own?.scoreSet === undefined };
}
