import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { DataProviderError, guard } from '@/providers/dataProvider/errors';
import {
  REFERENCE_DATA_STALE_MS,
  createQueryClient,
  refetchAfterUnknownWrites,
  shouldRetry,
} from '@/providers/queryClient';

describe('query client', () => {
  it('keeps reference data fresh for minutes and does not refetch it when the tab regains focus', () => {
    const client = createQueryClient();
    for (const key of [
      ['industries', 'getList', {}],
      ['organisationChoices', 'getList', { filter: { industry: 'Retail' } }],
      ['organisationScores', 'getOne', { id: 'org/all' }],
      ['industryScores', 'getMany', {}],
      ['organisationsScoresHistories', 'sleep', []],
    ]) {
      expect(client.getQueryDefaults(key)).toMatchObject({
        staleTime: REFERENCE_DATA_STALE_MS,
        refetchOnWindowFocus: false,
      });
    }
    expect(REFERENCE_DATA_STALE_MS).toBeGreaterThanOrEqual(60_000);
  });

  it("leaves other data to TanStack Query's defaults", () => {
    const client = createQueryClient();
    expect(client.getQueryDefaults(['users', 'getList', {}]).staleTime).toBeUndefined();
    expect(client.getQueryDefaults(['questionnaireAlerts', 'getList', {}])).toEqual({});
  });
});

describe('query client and slow backends', () => {
  it('retries only a backend that could not be reached, a few times', () => {
    const fail = (code: DataProviderError['code']) => new DataProviderError(code, 'x');
    expect(shouldRetry(0, fail('unavailable'))).toBe(true);
    expect(shouldRetry(1, fail('unknown'))).toBe(true);
    expect(shouldRetry(2, fail('unavailable'))).toBe(false);
    // The user is shown the failure and a Retry at once.
    expect(shouldRetry(0, fail('deadline-exceeded'))).toBe(false);
    expect(shouldRetry(0, fail('permission-denied'))).toBe(false);
    expect(shouldRetry(0, fail('not-found'))).toBe(false);
  });

  it("fails a timed-out query at once instead of retrying it behind the user's back", async () => {
    vi.useFakeTimers();
    try {
      const client = createQueryClient();
      const read = vi.fn(() => guard('getList users', () => new Promise<never>(() => undefined)));
      const outcome = client
        .fetchQuery({ queryKey: ['users', 'getList', {}], queryFn: read })
        .catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(15_000);
      await expect(outcome).resolves.toMatchObject({ code: 'deadline-exceeded' });
      expect(read).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("refetches the app's queries when a write's outcome is unknown", async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const stop = refetchAfterUnknownWrites(client);
    try {
      const write = guard('update users u1', () => new Promise<never>(() => undefined));
      const outcome = write.catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(30_000);
      await expect(outcome).resolves.toMatchObject({ code: 'deadline-exceeded' });
      expect(invalidate).toHaveBeenCalledTimes(1);
    } finally {
      stop();
      vi.useRealTimers();
    }
  });
});
