// One measurement's score history for the modal: organisationsScoresHistories for an organisation
// or division (one document read), or the history embedded in an industry's combined ScoreSet.
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { sortByDate } from '@/domain/dashboardHistory';
import type { MeasurementDefinition } from '@/domain/measurements';
import type { HistoryEntry } from '@/domain/types';
import type { KyndDataProvider } from '@/providers/types';
import type { LoadStatus } from '@/dashboards/useDashboardData';

export interface ScoresHistoryState {
  status: LoadStatus;
  entries: HistoryEntry[] | undefined;
  retry: () => void;
}

export function useScoresHistory(
  measurement: MeasurementDefinition | undefined,
  source: { organisationId: string; divisionId: string } | undefined,
  embedded: HistoryEntry[] | undefined,
): ScoresHistoryState {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const [attempt, setAttempt] = useState(0);
  const requestKey =
    source && measurement
      ? `${source.organisationId}|${source.divisionId}|${measurement.camelCaseQuestionnaire}|${measurement.key}|${attempt}`
      : '';
  const [state, setState] = useState<{ key: string; status: LoadStatus; entries?: HistoryEntry[] }>(
    {
      key: '',
      status: 'loading',
    },
  );

  useEffect(() => {
    if (!source || !measurement) return;
    let cancelled = false;
    dataProvider
      .getScoresHistory({
        organisationId: source.organisationId,
        divisionId: source.divisionId,
        questionnaire: measurement.camelCaseQuestionnaire,
      })
      .then(
        (history) => {
          if (!cancelled) {
            setState({
              key: requestKey,
              status: 'ready',
              entries: sortByDate(history[measurement.key] ?? []),
            });
          }
        },
        () => {
          if (!cancelled) setState({ key: requestKey, status: 'error' });
        },
      );
    return () => {
      cancelled = true;
    };
    // requestKey stands for source, measurement and retries.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey, dataProvider]);

  const retry = () => setAttempt((value) => value + 1);
  if (!source || !measurement) {
    return { status: 'ready', entries: embedded ? sortByDate(embedded) : [], retry };
  }
  if (state.key !== requestKey) return { status: 'loading', entries: undefined, retry };
  return { status: state.status, entries: state.entries, retry };
}
