import type { ScoreSet } from '@/domain/types';

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
