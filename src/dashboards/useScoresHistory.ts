// A document holds every measurement of its questionnaire, so the query is per questionnaire and
// the other measurements of it open without a read.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { ALL_ID } from '@/domain/dashboard';
import { mergeHistories } from '@/domain/dashboardHistory';
import type { MeasurementDefinition } from '@/domain/measurements';
import { SCORES_HISTORY_COLLECTION } from '@/domain/scoresHistory';
import type { ChoiceRecord } from '@/domain/organisationChoice';
import type { KyndDataProvider } from '@/providers/types';
import type { ScoreScope } from '@/dashboards/useOwnScores';
import { statusOf } from '@/shared/ListBodyState';
import { organisationChoicesParams } from '@/dashboards/useDashboardChoices';

export function useScoresHistory(
  measurement: MeasurementDefinition,
  { historySources: sources, historyIndustry: industry }: ScoreScope,
) {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const questionnaire = measurement.camelCaseQuestionnaire;
  const hasSources = sources.length > 0 || industry !== undefined;
  const query = useQuery({
    queryKey: [SCORES_HISTORY_COLLECTION, questionnaire, sources, industry] as const,
    queryFn: async () => {
      const members =
        industry === undefined
          ? []
          : (
              await dataProvider.getList<ChoiceRecord>(
                'organisationChoices',
                organisationChoicesParams(industry),
              )
            ).data.map((organisation) => ({ organisationId: organisation.id, divisionId: ALL_ID }));
      return Promise.all(
        [...sources, ...members].map((source) =>
          dataProvider.getScoresHistory({ ...source, questionnaire }),
        ),
      );
    },
    enabled: hasSources,
  });

  if (!hasSources) return { status: 'ready' as const, entries: [] };
  const entries = query.data
    ? mergeHistories(query.data.map((series) => series[measurement.key] ?? []))
    : undefined;
  return { status: statusOf(query.isPending, query.error), entries };
}
