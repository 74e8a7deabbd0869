// The users screens' organisations, never an organisation's employees (which grow with its
// users): organisationChoices reads, field-masked.
// - useOrganisationSummaries: the details (name, industry, status, managers, and divisions unless
//   left out) of the organisations named, by id: a provider admin's chosen organisation on the
//   Users list, Create user's, a move's destination;
// - useListedOrganisation: the Users list's organisation without its divisions, an Org Admin's
//   own taken from the dashboard's cached list;
// - useOrganisationDetails: every organisation the signed-in user may see (every one for the
//   provider's scope, its own for an Org Admin), sorted by name, their names, industries and status
//   only, and their industries: Manage clinicians' tables, which list them all.
import { useMemo } from 'react';
import { useGetList, useGetMany } from 'react-admin';
import { OWN_ORGANISATIONS_PARAMS } from '@/dashboards/useDashboardChoices';
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

/**
 * The details of the organisations named (the users screens' chosen organisation, or the
 * organisations of a page's users): one field-masked read each, by id, never an organisation's
 * employees, and nothing for no id. Without `divisions` (the Users list's first page), their
 * divisions are left out: an organisation may have hundreds (their names, some 26 KB for 300).
 */
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
 * The organisation whose users the Users list shows, without its divisions (name, industry,
 * status, managers; nothing under 'All'). A provider admin's choice is read by id. An Org Admin's
 * list is kept to their own organisation (scopedUsersFilter), which the dashboard's selector has
 * already read with its managers (OWN_ORGANISATIONS_PARAMS): the same query, answered from the
 * cache while it is fresh, so that the list's first page reads only its users and their count.
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
