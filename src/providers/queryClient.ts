// Reference data changes only through writes that invalidate it, so it is fresh for minutes. A
// read that ran out of time or was refused is not retried unasked: the screen offers Retry.
import { QueryClient } from '@tanstack/react-query';
import { SCORES_HISTORY_COLLECTION } from '@/domain/scoresHistory';
import { onUnknownWriteOutcome } from '@/providers/dataProvider/errors';

const NETWORK_RETRIES = 2;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return failureCount < NETWORK_RETRIES && (code === 'unavailable' || code === 'unknown');
}

export const REFERENCE_DATA_STALE_MS = 5 * 60 * 1000;

/** Kept in memory a while after the last screen using it is left, so a return finds it. */
const REFERENCE_DATA_GC_MS = 30 * 60 * 1000;

export const REFERENCE_DATA_KEYS = [
  'industries',
  'organisations',
  'organisationChoices',
  'organisationScores',
  'industryScores',
  'industrySummaries',
  'providerSummaries',
  'industryCounts',
  SCORES_HISTORY_COLLECTION,
] as const;

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: shouldRetry } },
  });
  for (const key of REFERENCE_DATA_KEYS) {
    client.setQueryDefaults([key], {
      staleTime: REFERENCE_DATA_STALE_MS,
      gcTime: REFERENCE_DATA_GC_MS,
      refetchOnWindowFocus: false,
    });
  }
  return client;
}

/** Returns the undo. */
export function refetchAfterUnknownWrites(client: QueryClient): () => void {
  return onUnknownWriteOutcome(() => void client.invalidateQueries());
}
