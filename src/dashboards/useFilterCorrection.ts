import { useEffect } from 'react';
import { correctFilters, type DashboardFilters } from '@/domain/dashboard';
import type { DashboardAccess } from '@/dashboards/useDashboardAccess';
import type { DashboardChoices } from '@/dashboards/useDashboardChoices';

export function useFilterCorrection(
  filters: DashboardFilters,
  setFilters: (update: (current: DashboardFilters) => DashboardFilters) => void,
  access: DashboardAccess,
  choices: DashboardChoices,
): void {
  const { industries, industriesLoaded, organisations, organisationsLoaded, divisions } = choices;
  const divisionsKnown = choices.divisionsLoaded;
  useEffect(() => {
    if (access.pending) return;
    const next = correctFilters(filters, {
      seesAllOrganisations: access.seesAllOrganisations,
      industries: industriesLoaded ? industries : undefined,
      organisations: organisationsLoaded ? organisations : undefined,
      divisions: divisionsKnown ? divisions : undefined,
    });
    if (next !== filters) setFilters(() => next);
  }, [
    access.pending,
    access.seesAllOrganisations,
    filters,
    setFilters,
    industries,
    industriesLoaded,
    organisations,
    organisationsLoaded,
    divisions,
    divisionsKnown,
  ]);
}
