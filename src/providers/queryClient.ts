// react-admin's query cache (TanStack Query) for the whole app (ARCHITECTURE.md, Data access).
// Reference data changes rarely and only through screens that invalidate it when they write
// (react-admin's mutations invalidate their resource), or through the score calculation, which runs
// at most a few times a day per organisation. Treating it as fresh for minutes means moving
// between the four dashboard screens, or returning to the browser tab, reads nothing again. Other
// data (users, codes, alerts…) keeps TanStack's defaults: stale at once, refetched on focus.
import { QueryClient } from '@tanstack/react-query';
import { SCORES_HISTORY_COLLECTION } from '@/domain/scoresHistory';

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
  'industryCounts',
  SCORES_HISTORY_COLLECTION,
] as const;

export function createQueryClient(): QueryClient {
  const client = new QueryClient();
  for (const key of REFERENCE_DATA_KEYS) {
    client.setQueryDefaults([key], {
      staleTime: REFERENCE_DATA_STALE_MS,
      gcTime: REFERENCE_DATA_GC_MS,
      refetchOnWindowFocus: false,
    });
  }
  return client;
}
