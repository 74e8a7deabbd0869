// Never an organisation's employees (which grow with its users): organisationChoices reads,
// field-masked.
import { useMemo } from 'react';
import { useGetList, useGetMany } from 'react-admin';
import { OWN_ORGANISATIONS_PARAMS } from '@/dashboards/useDashboardChoices';
import { sortByName } from '@/domain/dashboard';
import type { Organisation } from '@/domain/types';

export type OrganisationSummary = Pick<
  Organisation,
  'id' | 'name' | 'industry' | 'divisions' | 'managers'
> & { isActive: boolean | undefined };

const ORGANISATIONS_LIMIT = 1000;

export interface OrganisationDetailsState {
  organisations: OrganisationSummary[];
  industries: string[];
  isPending: boolean;
  error: unknown;
  refetch: () => void;
}

export function useOrganisationDetails(enabled = true): OrganisationDetailsState {
  const { data, isPending, error, refetch } = useGetList<OrganisationSummary>(
    'organisationChoices',
    {
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: ORGANISATIONS_LIMIT },
    },
    { enabled },
  );
  const organisations = useMemo(() => sortByName(data ?? []), [data]);
  const industries = useMemo(
    () =>
      [...new Set(organisations.map((organisation) => organisation.industry?.trim() ?? ''))]
        .filter((industry) => industry !== '')
        .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    [organisations],
  );
  return { organisations, industries, isPending, error, refetch: () => void refetch() };
}

/** Without `divisions`, they are left out: an organisation may have hundreds (~26 KB for 300). */
export function useOrganisationSummaries(
  ids: readonly string[],
  { divisions = true }: { divisions?: boolean } = {},
) {
  const wanted = useMemo(() => [...new Set(ids.filter((id) => id !== ''))].sort(), [ids]);
  const { data, isPending, error, refetch } = useGetMany<OrganisationSummary>(
    'organisationChoices',
    { ids: wanted, meta: { details: divisions ? true : 'managers' } },
    { enabled: wanted.length > 0 },
  );
  const byId = useMemo(
    () => new Map((data ?? []).map((organisation) => [organisation.id, organisation])),
    [data],
  );
  return { byId, isPending: wanted.length > 0 && isPending, error, refetch: () => void refetch() };
}

/**
 * An Org Admin's organisation is the dashboard selector's query (OWN_ORGANISATIONS_PARAMS),
 * answered from the cache while fresh, so that the list's first page reads only its users.
 */
export function useListedOrganisation(organisationId: string | undefined, ownScope: boolean) {
  const own = useGetList<OrganisationSummary>('organisationChoices', OWN_ORGANISATIONS_PARAMS, {
    enabled: ownScope && organisationId !== undefined,
  });
  const chosen = useOrganisationSummaries(
    ownScope || organisationId === undefined ? [] : [organisationId],
    { divisions: false },
  );
  if (!ownScope) return { organisation: chosen.byId.get(organisationId ?? ''), ...chosen };
  return {
    organisation: own.data?.find((organisation) => organisation.id === organisationId),
    isPending: organisationId !== undefined && own.isPending,
    error: own.error,
    refetch: () => void own.refetch(),
  };
}
