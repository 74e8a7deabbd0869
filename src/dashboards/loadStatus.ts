// The state of what a dashboard widget shows, shared by the data hooks and the widgets.
import type { ScoreSet } from '@/domain/types';

export type LoadStatus = 'loading' | 'error' | 'ready';

export function statusOf(isPending: boolean, error: unknown): LoadStatus {
  if (error) return 'error';
  return isPending ? 'loading' : 'ready';
}

/** Where a scope's long history is: one series per organisation (or division) it covers. */
export interface HistorySource {
  organisationId: string;
  /** A division id, or `all`. */
  divisionId: string;
}

export interface ScoreScope {
  /** What the figures are of, for headings and exports. */
  name: string;
  kind: 'organisation' | 'division' | 'industry' | 'search';
  /**
   * The series the measurement modal's history chart merges: the organisation or division, or
   * every organisation of an industry.
   */
  historySources: HistorySource[];
  /**
   * For an industry's summary: the industry whose every organisation's series the chart merges,
   * listed only when the chart is opened (the summary itself reads no organisation).
   */
  historyIndustry?: string;
  scoreSet: ScoreSet | undefined;
}
