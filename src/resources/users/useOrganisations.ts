// The organisations the signed-in user may see (every one for the provider's scope, its own for an
// Org Admin), sorted by name, and the industries they belong to. A bounded list: organisations
// are counted in hundreds, users in thousands, and only users are paged.
import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { sortByName } from '@/domain/dashboard';
import type { Organisation } from '@/domain/types';

/** More organisations than the product holds; the query still pages on the server. */
const ORGANISATIONS_LIMIT = 1000;

export interface OrganisationsState {
  organisations: Organisation[];
  /** Industries of those organisations, sorted, without blanks (Subscriptions has none). */
  industries: string[];
  isPending: boolean;
  error: unknown;
  refetch: () => void;
}

export function useOrganisations(enabled = true): OrganisationsState {
  const { data, isPending, error, refetch } = useGetList<Organisation>(
    'organisations',
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
