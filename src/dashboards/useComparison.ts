// Nothing is read until the comparison is switched on; the options read a projection of the
// industryScores documents, not their score sets.
import { useMemo } from 'react';
import { useGetList, useGetMany } from 'react-admin';
import {
  ALL_ID,
  canSeeStatistics,
  comparisonIndustryOptions,
  type DashboardFilters,
} from '@/domain/dashboard';
import { emptyScoreSet } from '@/domain/scoring';
import {
  industryScoresId,
  organisationCountsOf,
  scoreSetOfIndustry,
  type StoredIndustryScores,
} from '@/domain/industryScores';
import type { Role } from '@/domain/types';
import type { IndustryCount } from '@/providers/dataProvider/scores';
import { statusOf } from '@/shared/ListBodyState';
import { REFERENCE_LIST_LIMIT, useIndustries } from '@/shared/useIndustries';

// Empty for an industry never summarised (a Kynd Admin may pick one without active organisations);
// one of too few active users gives the others its count alone.
export const industryFigures = (stored: readonly StoredIndustryScores[], industry: string) =>
  scoreSetOfIndustry(stored.find((item) => item.industry === industry)) ?? emptyScoreSet();

/** `role` is undefined until the permissions are known. */
export function useComparison(filters: DashboardFilters, role: Role | undefined) {
  const switchedOn = filters.compare && role !== undefined;
  const needsCounts = switchedOn && role !== 'Kynd Admin';
  const industries = useIndustries({ enabled: switchedOn, quiet: true });
  const countsQuery = useGetList<IndustryCount>(
    'industryCounts',
    {
      sort: { field: 'industry', order: 'ASC' },
      pagination: { page: 1, perPage: REFERENCE_LIST_LIMIT },
    },
    { enabled: needsCounts },
  );
  const options = useMemo(
    () =>
      comparisonIndustryOptions(
        industries.names,
        organisationCountsOf(countsQuery.data ?? []),
        role,
      ),
    [industries.names, countsQuery.data, role],
  );

  const active =
    filters.compare && filters.compareIndustry !== '' && filters.organisationId !== ALL_ID;
  const comparedQuery = useGetMany<StoredIndustryScores & { id: string }>(
    'industryScores',
    { ids: [industryScoresId(filters.compareIndustry)] },
    { enabled: active && role !== undefined },
  );
  const figures = useMemo(() => {
    if (!active || !comparedQuery.data) return undefined;
    return industryFigures(comparedQuery.data, filters.compareIndustry);
  }, [active, comparedQuery.data, filters.compareIndustry]);
  // Too few active users for the caller to see the figures: the scope then has no scoreSet.
  const withheld =
    figures !== undefined && !canSeeStatistics(figures.averageScore.activeUsers, role);

  return {
    options,
    optionsStatus: statusOf(
      industries.isPending || (needsCounts && countsQuery.isPending),
      industries.error ?? (needsCounts ? countsQuery.error : null),
    ),
    active,
    // Read only while active.
    status: statusOf(comparedQuery.isPending, comparedQuery.error),
    scope: figures && { name: filters.compareIndustry, scoreSet: withheld ? undefined : figures },
    withheld,
  };
}
