// One measurement's score history for the modal, through react-admin's query client (TanStack
// Query): one organisationsScoresHistories document per series the scope covers (an organisation,
// a division, or every organisation of an industry, merged day by day). A document holds every
// measurement of its questionnaire, so the query is per questionnaire and the other measurements
// of it open without a read.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { mergeHistories, sortByDate } from '@/domain/dashboardHistory';
import type { MeasurementDefinition } from '@/domain/measurements';
import { SCORES_HISTORY_COLLECTION } from '@/domain/scoresHistory';
import type { HistoryEntry } from '@/domain/types';
import type { KyndDataProvider } from '@/providers/types';
import { statusOf, type HistorySource, type LoadStatus } from '@/dashboards/loadStatus';

export interface ScoresHistoryState {
  status: LoadStatus;
  entries: HistoryEntry[] | undefined;
  retry: () => void;
}

/** The query key prefix of the history series (App.tsx gives them the reference-data staleness). */
export const SCORES_HISTORY_QUERY_KEY = SCORES_HISTORY_COLLECTION;

export function useScoresHistory(
  measurement: MeasurementDefinition | undefined,
  sources: readonly HistorySource[],
): ScoresHistoryState {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const questionnaire = measurement?.camelCaseQuestionnaire;
  const query = useQuery({
    queryKey: [SCORES_HISTORY_QUERY_KEY, questionnaire, sources] as const,
    queryFn: () =>
      Promise.all(
        sources.map((source) =>
          dataProvider.getScoresHistory({ ...source, questionnaire: questionnaire ?? '' }),
        ),
      ),
    enabled: questionnaire !== undefined && sources.length > 0,
  });

  const retry = () => void query.refetch();
  if (!measurement || sources.length === 0) return { status: 'ready', entries: [], retry };
  const entries = query.data
    ? query.data.length === 1
      ? sortByDate(query.data[0]?.[measurement.key] ?? [])
      : mergeHistories(query.data.map((series) => series[measurement.key] ?? []))
    : undefined;
  return { status: statusOf(query.isPending, query.error), entries, retry };
}
