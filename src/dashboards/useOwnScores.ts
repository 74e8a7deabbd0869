// An industry summary is one read whatever the number of organisations (domain/industryScores). A
// user search is aggregated on the server (searchScores), or only counted where too few match: no
// one's own results reach the browser.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useGetMany, useGetOne, useTranslate } from 'react-admin';
import { ALL_ID, type DashboardFilters } from '@/domain/dashboard';
import { industryScoresId, type StoredIndustryScores } from '@/domain/industryScores';
import { scoreRecordId, scoreSetOfDocument, type ScoreRecord } from '@/domain/scoreDocuments';
import { scoreSetOfSearch, type SearchScoresRequest } from '@/domain/scoreSearch';
import type { KyndDataProvider } from '@/providers/types';
import { statusOf } from '@/shared/ListBodyState';
import { industryFigures } from '@/dashboards/useComparison';
import type { DashboardChoices } from '@/dashboards/useDashboardChoices';
import type { ScoreSet } from '@/domain/types';

export interface ScoreScope {
  name: string;
  /** The figures of the users a search matched. */
  search?: true;
  historySources: { organisationId: string; divisionId: string }[];
  /** Listed only when the chart is opened: the summary itself reads no organisation. */
  historyIndustry?: string;
  scoreSet: ScoreSet | undefined;
}

export function useOwnScores(
  filters: DashboardFilters,
  choices: Pick<DashboardChoices, 'organisation' | 'divisions' | 'allScores'>,
) {
  const translate = useTranslate();
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
  const industryQuery = useGetMany<StoredIndustryScores & { id: string }>(
    'industrySummaries',
    { ids: [industryScoresId(filters.industry)] },
    { enabled: isIndustry && filters.industry !== '' },
  );
  const applied = organisation && !isIndustry ? filters.appliedSearch : null;
  const dataProvider = useDataProvider<KyndDataProvider>();
  const searchRequest: SearchScoresRequest | undefined = applied
    ? {
        organisationId: filters.organisationId,
        ...(filters.divisionId !== ALL_ID ? { divisionId: filters.divisionId } : {}),
        ...applied,
      }
    : undefined;
  const searchActive = searchRequest !== undefined;
  const searchQuery = useQuery({
    queryKey: ['searchScores', searchRequest] as const,
    queryFn: () => dataProvider.call('searchScores', searchRequest as SearchScoresRequest),
    enabled: searchRequest !== undefined,
  });

  const record = isDivision ? divisionQuery.data : choices.allScores.record;
  const scoreSet = useMemo(
    () =>
      isIndustry
        ? industryQuery.data && industryFigures(industryQuery.data, filters.industry)
        : searchActive
          ? searchQuery.data && scoreSetOfSearch(searchQuery.data)
          : scoreSetOfDocument(record?.document),
    [isIndustry, industryQuery.data, filters.industry, searchActive, searchQuery.data, record],
  );
  const ownName = `${organisation?.name ?? ''}${division ? ` / ${division.name}` : ''}`;
  const scope: ScoreScope | undefined = isIndustry
    ? {
        name: translate('app.dashboards.industry_scope', { industry: filters.industry }),
        historySources: [],
        historyIndustry: filters.industry,
        scoreSet,
      }
    : organisation && {
        name: searchActive
          ? translate('app.dashboards.search_scope', {
              name: ownName,
              smart_count: searchQuery.data?.activeUsers ?? 0,
            })
          : ownName,
        search: searchActive || undefined,
        historySources: [{ organisationId: organisation.id, divisionId: filters.divisionId }],
        scoreSet,
      };

  const read = isIndustry
    ? { ...industryQuery, isPending: scoreSet === undefined && !industryQuery.error }
    : isDivision
      ? divisionQuery
      : choices.allScores;

  return {
    scope,
    status: statusOf(read.isPending, read.error),
    search: {
      status: searchActive ? statusOf(searchQuery.isPending, searchQuery.error) : ('off' as const),
      matched: searchActive ? (searchQuery.data?.activeUsers ?? 0) : 0,
      limited: searchActive && searchQuery.data?.limited === true,
    },
  };
}
