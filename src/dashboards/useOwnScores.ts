// The figures of the current choice (docs/product.md §2): one score document for an organisation or a
// division; for a provider admin's industry summary (organisation 'All') the industry's summary
// document, which the score calculation keeps as the combination of its organisations' `all`
// documents (domain/industryScores), one read whatever their number; with a user search, the matched users' own results, the one
// bounded case where users are read and aggregated in the browser (capped by the search's limit).
import { useMemo } from 'react';
import { useGetList, useGetMany, useGetOne } from 'react-admin';
import { ALL_ID, type DashboardFilters } from '@/domain/dashboard';
import { emptyScoreSet } from '@/domain/dashboardScores';
import { industryScoresId, type IndustryScores } from '@/domain/industryScores';
import { scoreRecordId, scoreSetOfDocument, type ScoreRecord } from '@/domain/scoreDocuments';
import { aggregateScores } from '@/domain/scoring';
import type { User } from '@/domain/types';
import { statusOf, type LoadStatus, type ScoreScope } from '@/dashboards/loadStatus';
import type { DashboardChoices } from '@/dashboards/useDashboardChoices';

/** At most this many users are read for the user search (one page of the users list). */
export const USER_SEARCH_LIMIT = 1000;

export interface OwnScores {
  scope: ScoreScope | undefined;
  status: LoadStatus;
  error: unknown;
  refetch: () => void;
  search: { status: LoadStatus | 'off'; matched: number; limited: boolean };
}

export function useOwnScores(filters: DashboardFilters, choices: DashboardChoices): OwnScores {
  const { organisation, divisions } = choices;
  const division = divisions.find((item) => item.id === filters.divisionId);
  const isIndustry = filters.organisationId === ALL_ID;
  const isDivision = organisation !== undefined && filters.divisionId !== ALL_ID;

  // A division's own document; the whole organisation's is the one the choices already read.
  const divisionQuery = useGetOne<ScoreRecord & { id: string }>(
    'organisationScores',
    { id: scoreRecordId(filters.organisationId, filters.divisionId) },
    { enabled: isDivision },
  );
  const industryQuery = useGetMany<IndustryScores & { id: string }>(
    'industrySummaries',
    { ids: [industryScoresId(filters.industry)] },
    { enabled: isIndustry && filters.industry !== '' },
  );
  // An industry never summarised (no organisation calculated yet) shows empty figures.
  const industrySet = useMemo(
    () =>
      industryQuery.data
        ? (industryQuery.data.find((item) => item.industry === filters.industry)?.scores ??
          emptyScoreSet())
        : undefined,
    [industryQuery.data, filters.industry],
  );

  const searchActive = filters.appliedSearch !== null && organisation !== undefined && !isIndustry;
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

  const record = isDivision ? divisionQuery.data : choices.allScores.record;
  const scope = useMemo((): ScoreScope | undefined => {
    if (isIndustry) {
      return {
        name: `${filters.industry} (all organisations)`,
        kind: 'industry',
        historySources: [],
        historyIndustry: filters.industry,
        scoreSet: industrySet,
      };
    }
    if (!organisation) return undefined;
    const divisionName = division ? ` / ${division.name}` : '';
    const historySources = [{ organisationId: organisation.id, divisionId: filters.divisionId }];
    if (searchActive) {
      const matched = (usersQuery.data ?? []).filter(
        (user) => filters.divisionId === ALL_ID || user.division?.id === filters.divisionId,
      );
      return {
        name: `${organisation.name}${divisionName} (${matched.length} matched users)`,
        kind: 'search',
        historySources,
        scoreSet: usersQuery.isSuccess ? aggregateScores(matched, new Date()) : undefined,
      };
    }
    return {
      name: `${organisation.name}${divisionName}`,
      kind: isDivision ? 'division' : 'organisation',
      historySources,
      scoreSet: scoreSetOfDocument(record?.document),
    };
  }, [
    isIndustry,
    isDivision,
    filters.industry,
    filters.divisionId,
    organisation,
    division,
    searchActive,
    usersQuery.data,
    usersQuery.isSuccess,
    industrySet,
    record,
  ]);

  const pending = isIndustry
    ? industrySet === undefined && !industryQuery.error
    : isDivision
      ? divisionQuery.isPending
      : choices.allScores.isPending;
  const error = isIndustry
    ? industryQuery.error
    : isDivision
      ? divisionQuery.error
      : choices.allScores.error;

  return {
    scope,
    status: statusOf(pending, error),
    error,
    refetch: () => {
      if (isIndustry) void industryQuery.refetch();
      else if (isDivision) void divisionQuery.refetch();
      else choices.allScores.refetch();
    },
    search: {
      status: searchActive ? statusOf(usersQuery.isPending, usersQuery.error) : 'off',
      matched: scope?.kind === 'search' ? (scope.scoreSet?.averageScore.activeUsers ?? 0) : 0,
      limited: (usersQuery.total ?? 0) > USER_SEARCH_LIMIT,
    },
  };
}
