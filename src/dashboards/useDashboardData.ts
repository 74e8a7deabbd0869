// Everything the four dashboard screens read, for the current filter choice. Scores come from the
// organisation documents' precomputed ScoreSets; a provider admin's industry summary (organisation
// 'All') is one list query of its organisations, one document each; the compared industry and the
// comparison options come from the precomputed industryScores documents, which an Org Admin may
// read although they may not read other organisations. The user search is the one bounded
// exception where users are read and aggregated here (ARCHITECTURE.md, Data access).
import { useEffect, useMemo } from 'react';
import { useGetList, usePermissions } from 'react-admin';
import {
  ALL_ID,
  comparisonIndustryOptions,
  reconcileOrganisation,
  selectIndustry,
  sortByName,
  type DashboardFilters,
} from '@/domain/dashboard';
import { emptyScoreSet, industryScoreSet, scoreSetOf } from '@/domain/dashboardScores';
import { organisationCountsOf, type IndustryScores } from '@/domain/industryScores';
import { aggregateScores } from '@/domain/scoring';
import type { Division, Industry, Organisation, Role, ScoreSet, User } from '@/domain/types';
import { useDashboardFilters } from '@/dashboards/useDashboardFilters';

/** At most this many users are read for the user search (one page of the users list). */
export const USER_SEARCH_LIMIT = 1000;
/** More organisations than any industry holds; the list query pages on the server. */
const ORGANISATIONS_PER_INDUSTRY = 1000;
/** Also bounds the industryScores list: one document per industry. */
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

  // One small list for every industry: the options need every industry's count anyway, and the
  // compared industry's figures are then already at hand.
  const industryScoresQuery = useGetList<IndustryScores & { id: string }>(
    'industryScores',
    {
      sort: { field: 'industry', order: 'ASC' },
      pagination: { page: 1, perPage: INDUSTRIES_LIMIT },
    },
    { enabled: !permissionsPending && permissions !== undefined },
  );
  const industryScores = industryScoresQuery.data;
  const options = useMemo(
    () =>
      comparisonIndustryOptions(industryNames, organisationCountsOf(industryScores ?? []), role),
    [industryNames, industryScores, role],
  );

  const comparisonActive =
    filters.compare && filters.compareIndustry !== '' && filters.organisationId !== ALL_ID;
  const comparisonScope = useMemo((): ScoreScope | undefined => {
    if (!comparisonActive || !industryScores) return undefined;
    const found = industryScores.find((item) => item.industry === filters.compareIndustry);
    return {
      name: filters.compareIndustry,
      kind: 'industry',
      // A Kynd Admin may pick an industry without active organisations: nothing to show yet.
      scoreSet: found?.scores ?? emptyScoreSet(),
    };
  }, [comparisonActive, industryScores, filters.compareIndustry]);

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
      void industryScoresQuery.refetch();
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
        role === 'Kynd Admin'
          ? statusOf(industriesQuery.isPending, industriesQuery.error)
          : statusOf(
              industriesQuery.isPending || industryScoresQuery.isPending,
              industriesQuery.error ?? industryScoresQuery.error,
            ),
      active: comparisonActive,
      status: comparisonActive
        ? statusOf(industryScoresQuery.isPending, industryScoresQuery.error)
        : 'off',
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
