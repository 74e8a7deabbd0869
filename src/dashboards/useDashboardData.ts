// Everything the four dashboard screens read, for the current filter choice. Scores come from the
// organisation documents' precomputed ScoreSets; an industry (organisation 'All', or the compared
// industry) is one list query of its organisations, one document each. The user search is the one
// bounded exception where users are read and aggregated here (ARCHITECTURE.md, Data access).
import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, useGetList, usePermissions } from 'react-admin';
import {
  ALL_ID,
  comparisonIndustryOptions,
  reconcileOrganisation,
  selectIndustry,
  sortByName,
  type DashboardFilters,
} from '@/domain/dashboard';
import { industryScoreSet, scoreSetOf } from '@/domain/dashboardScores';
import { aggregateScores } from '@/domain/scoring';
import type { Division, Industry, Organisation, Role, ScoreSet, User } from '@/domain/types';
import type { KyndDataProvider } from '@/providers/types';
import { useDashboardFilters } from '@/dashboards/useDashboardFilters';

/** At most this many users are read for the user search (one page of the users list). */
export const USER_SEARCH_LIMIT = 1000;
/** More organisations than any industry holds; the list query pages on the server. */
const ORGANISATIONS_PER_INDUSTRY = 1000;
const INDUSTRIES_LIMIT = 1000;

export interface DashboardPermissions {
  role: Role;
  organisationId: string;
  isStaff: boolean;
}

export type LoadStatus = 'loading' | 'error' | 'ready';

export interface ScoreScope {
  /** What the figures are of, for headings and exports. */
  name: string;
  kind: 'organisation' | 'division' | 'industry' | 'search';
  /** The organisation and division whose score history the modal reads; undefined for an industry. */
  history?: { organisationId: string; divisionId: string };
  scoreSet: ScoreSet | undefined;
}

export interface DashboardData {
  filters: DashboardFilters;
  setFilters: (update: (current: DashboardFilters) => DashboardFilters) => void;
  role: Role | undefined;
  /** Kynd Admin or allow-listed staff: every industry and organisation, and organisation 'All'. */
  seesAllOrganisations: boolean;
  industries: string[];
  organisations: Organisation[];
  organisation: Organisation | undefined;
  divisions: Division[];
  status: LoadStatus;
  error: unknown;
  refetch: () => void;
  own: ScoreScope | undefined;
  search: { status: LoadStatus | 'off'; matched: number; limited: boolean };
  comparison: {
    options: string[];
    optionsStatus: LoadStatus;
    active: boolean;
    status: LoadStatus | 'off';
    scope: ScoreScope | undefined;
  };
}

function statusOf(isPending: boolean, error: unknown): LoadStatus {
  if (error) return 'error';
  return isPending ? 'loading' : 'ready';
}

/** Organisations per industry, counted on the server, for the comparison options (SPEC §2). */
function useOrganisationCounts(industries: readonly string[], enabled: boolean) {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const [state, setState] = useState<{
    key: string;
    counts: Record<string, number>;
    status: LoadStatus;
  }>({ key: '', counts: {}, status: 'loading' });
  const key = industries.join('\u0000');
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    Promise.all(
      industries.map((industry) =>
        dataProvider
          .getList<Organisation>('organisations', {
            filter: { industry },
            sort: { field: 'name', order: 'ASC' },
            pagination: { page: 1, perPage: 1 },
          })
          .then((result) => [industry, result.total ?? result.data.length] as const),
      ),
    ).then(
      (entries) => {
        if (!cancelled) setState({ key, counts: Object.fromEntries(entries), status: 'ready' });
      },
      () => {
        if (!cancelled) setState({ key, counts: {}, status: 'error' });
      },
    );
    return () => {
      cancelled = true;
    };
    // `key` stands for `industries`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled, dataProvider]);
  if (!enabled) return { counts: {}, status: 'ready' as LoadStatus };
  return state.key === key ? state : { counts: {}, status: 'loading' as LoadStatus };
}

export function useDashboardData(): DashboardData {
  const [filters, setFilters] = useDashboardFilters();
  const { permissions, isPending: permissionsPending } = usePermissions<DashboardPermissions>();
  const role = permissions?.role;
  const seesAllOrganisations = role === 'Kynd Admin' || permissions?.isStaff === true;

  const industriesQuery = useGetList<Industry & { id: string }>(
    'industries',
    {
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: INDUSTRIES_LIMIT },
    },
    { enabled: !permissionsPending },
  );
  const industryNames = useMemo(
    () =>
      (industriesQuery.data ?? [])
        .map((industry) => industry.name.trim())
        .filter((name, index, names) => name !== '' && names.indexOf(name) === index),
    [industriesQuery.data],
  );

  // A provider admin browses an industry's organisations; anyone else sees the organisations of
  // their own scope (the provider restricts the query), whatever their industry.
  const organisationsQuery = useGetList<Organisation>(
    'organisations',
    {
      filter: seesAllOrganisations ? { industry: filters.industry } : {},
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: ORGANISATIONS_PER_INDUSTRY },
    },
    { enabled: !permissionsPending && permissions !== undefined },
  );
  const organisations = useMemo(
    () => sortByName(organisationsQuery.data ?? []),
    [organisationsQuery.data],
  );

  // Keep the stored choice valid for this user and this data (SPEC §2 first match rules).
  useEffect(() => {
    if (permissionsPending || !permissions) return;
    if (seesAllOrganisations) {
      if (!industriesQuery.isSuccess || industryNames.length === 0) return;
      if (!industryNames.includes(filters.industry)) {
        setFilters((current) => selectIndustry(current, industryNames[0] ?? current.industry, []));
        return;
      }
    }
    if (!organisationsQuery.isSuccess || organisationsQuery.isFetching) return;
    let next = reconcileOrganisation(filters, organisations, seesAllOrganisations);
    if (!seesAllOrganisations) {
      const own = organisations.find((organisation) => organisation.id === next.organisationId);
      if (own && own.industry !== next.industry) next = { ...next, industry: own.industry };
    }
    const organisation = organisations.find((item) => item.id === next.organisationId);
    if (
      next.divisionId !== ALL_ID &&
      !organisation?.divisions?.some((division) => division.id === next.divisionId)
    ) {
      next = { ...next, divisionId: ALL_ID };
    }
    if (next !== filters && JSON.stringify(next) !== JSON.stringify(filters)) {
      setFilters(() => next);
    }
  }, [
    permissions,
    permissionsPending,
    seesAllOrganisations,
    industriesQuery.isSuccess,
    industryNames,
    organisationsQuery.isSuccess,
    organisationsQuery.isFetching,
    organisations,
    filters,
    setFilters,
  ]);

  const organisation = organisations.find((item) => item.id === filters.organisationId);
  const divisions = useMemo(() => sortByName(organisation?.divisions ?? []), [organisation]);
  const division = divisions.find((item) => item.id === filters.divisionId);

  const searchActive =
    filters.appliedSearch !== null &&
    organisation !== undefined &&
    filters.organisationId !== ALL_ID;
  const usersQuery = useGetList<User>(
    'users',
    {
      filter: {
        organisationId: filters.organisationId,
        search: filters.appliedSearch ?? undefined,
      },
      sort: {
        field: filters.appliedSearch?.field === 'lastName' ? 'lowerLastName' : 'lowerFirstName',
        order: 'ASC',
      },
      pagination: { page: 1, perPage: USER_SEARCH_LIMIT },
    },
    { enabled: searchActive },
  );

  const own = useMemo((): ScoreScope | undefined => {
    if (filters.organisationId === ALL_ID) {
      return {
        name: `${filters.industry} (all organisations)`,
        kind: 'industry',
        scoreSet: organisationsQuery.isSuccess ? industryScoreSet(organisations) : undefined,
      };
    }
    if (!organisation) return undefined;
    const divisionName = division ? ` / ${division.name}` : '';
    if (searchActive) {
      const matched = (usersQuery.data ?? []).filter(
        (user) => filters.divisionId === ALL_ID || user.division?.id === filters.divisionId,
      );
      return {
        name: `${organisation.name}${divisionName} (${matched.length} matched users)`,
        kind: 'search',
        history: { organisationId: organisation.id, divisionId: filters.divisionId },
        scoreSet: usersQuery.isSuccess ? aggregateScores(matched, new Date()) : undefined,
      };
    }
    return {
      name: `${organisation.name}${divisionName}`,
      kind: division ? 'division' : 'organisation',
      history: { organisationId: organisation.id, divisionId: filters.divisionId },
      scoreSet: scoreSetOf(organisation, filters.divisionId),
    };
  }, [
    filters.organisationId,
    filters.industry,
    filters.divisionId,
    organisations,
    organisationsQuery.isSuccess,
    organisation,
    division,
    searchActive,
    usersQuery.data,
    usersQuery.isSuccess,
  ]);

  const countsNeeded = role !== 'Kynd Admin' && industriesQuery.isSuccess;
  const counts = useOrganisationCounts(industryNames, countsNeeded);
  const options = useMemo(
    () => comparisonIndustryOptions(industryNames, counts.counts, role),
    [industryNames, counts.counts, role],
  );

  const comparisonActive =
    filters.compare && filters.compareIndustry !== '' && filters.organisationId !== ALL_ID;
  const comparisonQuery = useGetList<Organisation>(
    'organisations',
    {
      filter: { industry: filters.compareIndustry },
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: ORGANISATIONS_PER_INDUSTRY },
    },
    { enabled: comparisonActive },
  );
  const comparisonScope = useMemo(
    (): ScoreScope | undefined =>
      comparisonActive && comparisonQuery.data
        ? {
            name: filters.compareIndustry,
            kind: 'industry',
            scoreSet: industryScoreSet(comparisonQuery.data),
          }
        : undefined,
    [comparisonActive, comparisonQuery.data, filters.compareIndustry],
  );

  const error = industriesQuery.error ?? organisationsQuery.error;
  const pending =
    permissionsPending ||
    (seesAllOrganisations && industriesQuery.isPending) ||
    organisationsQuery.isPending;

  return {
    filters,
    setFilters,
    role,
    seesAllOrganisations,
    industries: seesAllOrganisations
      ? industryNames
      : [...new Set(organisations.map((item) => item.industry))],
    organisations,
    organisation,
    divisions,
    status: statusOf(pending, error),
    error,
    refetch: () => {
      void industriesQuery.refetch();
      void organisationsQuery.refetch();
    },
    own,
    search: {
      status: searchActive ? statusOf(usersQuery.isPending, usersQuery.error) : 'off',
      matched: own?.kind === 'search' ? (own.scoreSet?.averageScore.activeUsers ?? 0) : 0,
      limited: (usersQuery.total ?? 0) > USER_SEARCH_LIMIT,
    },
    comparison: {
      options,
      optionsStatus:
        role === 'Kynd Admin' ? statusOf(industriesQuery.isPending, null) : counts.status,
      active: comparisonActive,
      status: comparisonActive ? statusOf(comparisonQuery.isPending, comparisonQuery.error) : 'off',
      scope: comparisonScope,
    },
  };
}

/** Loading, error or empty state of the figures of the current choice. */
export function ownState(data: DashboardData): { status: LoadStatus; empty: boolean } {
  if (data.status !== 'ready') return { status: data.status, empty: false };
  if (data.search.status === 'loading' || data.search.status === 'error') {
    return { status: data.search.status, empty: false };
  }
  return { status: 'ready', empty: data.own?.scoreSet === undefined };
}
