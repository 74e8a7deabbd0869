// Reference data of the users screens, not a choice of organisation (src/shared/useOrganisationChoice.ts
// is that): the organisations the signed-in user may see (every one for the provider's scope, its
// own for an Org Admin), sorted by name, with what the users screens show of each (name, industry,
// status, divisions, managers) and the industries they belong to. A bounded list: organisations
// are counted in hundreds, users in thousands, and only users are paged. Never an organisation's
// employees, which grow with its users (the organisationChoices read, asked for details).
import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { sortByName } from '@/domain/dashboard';
import type { Organisation } from '@/domain/types';

export type OrganisationSummary = Pick<
  Organisation,
  'id' | 'name' | 'industry' | 'divisions' | 'managers'
> & { isActive: boolean | undefined };

/** More organisations than the product holds; the query still pages on the server. */
const ORGANISATIONS_LIMIT = 1000;

export interface OrganisationDetailsState {
  organisations: OrganisationSummary[];
  /** Industries of those organisations, sorted, without blanks (Subscriptions has none). */
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
      meta: { details: true },
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
