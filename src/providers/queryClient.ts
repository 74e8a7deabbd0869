// react-admin's query cache (TanStack Query) for the whole app.
// Reference data changes rarely and only through screens that invalidate it when they write
// (react-admin's mutations invalidate their resource), or through the score calculation, which runs
// at most a few times a day per organisation. Treating it as fresh for minutes means moving
// between the four dashboard screens, or returning to the browser tab, reads nothing again. Other
// data (users, codes, alerts…) keeps TanStack's defaults: stale at once, refetched on focus.
//
// Slow and absent backends (README, Reliability): every read has a time limit in the data
// provider; a read that ran out of time, or was refused, is not retried behind the user's back
// (the screen shows what could not be loaded and a Retry button at once, instead of a spinner for
// four attempts). Only a failure to reach the backend is retried. Queries keep TanStack's network
// mode 'online': while the browser is offline they pause instead of failing (the layout's banner
// says why), and when the network returns paused queries resume and failed ones refetch
// (refetchOnReconnect). A write whose outcome is unknown (it ran out of time) refetches every
// query, so that what is shown is what was stored.
import { QueryClient } from '@tanstack/react-query';
import { SCORES_HISTORY_COLLECTION } from '@/domain/scoresHistory';
import { onUnknownWriteOutcome } from '@/providers/dataProvider/errors';

/** Attempts after the first for a backend that could not be reached. */
const NETWORK_RETRIES = 2;

/** Whether a failed read is worth trying again without asking the user. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return failureCount < NETWORK_RETRIES && (code === 'unavailable' || code === 'unknown');
}

/** How long reference data is used without asking again. */
export const REFERENCE_DATA_STALE_MS = 5 * 60 * 1000;

/** Kept in memory a while after the last screen using it is left, so a return finds it. */
const REFERENCE_DATA_GC_MS = 30 * 60 * 1000;

/** The query keys (react-admin resources, and the history series) that are reference data. */
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

/** Refetches what the app shows whenever a write's outcome became unknown. Returns the undo. */
export function refetchAfterUnknownWrites(client: QueryClient): () => void {
  return onUnknownWriteOutcome(() => void client.invalidateQueries());
}
