import { describe, expect, it } from 'vitest';
import { REFERENCE_DATA_STALE_MS, createQueryClient } from '@/providers/queryClient';

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
