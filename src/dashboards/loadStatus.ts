import type { ScoreSet } from '@/domain/types';

export type LoadStatus = 'loading' | 'error' | 'ready';

export function statusOf(isPending: boolean, error: unknown): LoadStatus {
  if (error) return 'error';
  return isPending ? 'loading' : 'ready';
}

export interface HistorySource {
  organisationId: string;
  /** A division id, or `all`. */
  divisionId: string;
}

export interface ScoreScope {
  name: string;
  kind: 'organisation' | 'division' | 'industry' | 'search';
  historySources: HistorySource[];
  /** Listed only when the chart is opened: the summary itself reads no organisation. */
  historyIndustry?: string;
  scoreSet: ScoreSet | undefined;
}
