// The dashboards' widgets and hooks in jsdom, in one file, so that jsdom and the screen kit load
// once for the folder (a second and a half a file on 2 cores).
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, type DataProvider, I18nContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ChangeIndicator } from '@/dashboards/ChangeIndicator';
import { sameGauge, ScoreGauge, type ScoreGaugeProps } from '@/dashboards/ScoreGauge';
import { INITIAL_FILTERS, type DashboardFilters } from '@/domain/dashboard';
import { aggregateScores } from '@/domain/scoring';
import { englishMessages } from '@/i18n/englishMessages';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { FIRST_MATCHES_META } from '@/providers/dataSpec';
import { createQueryClient } from '@/providers/queryClient';
import { RetryAlert } from '@/layout/RetryAlert';
import { authProviderFor, KYND_ADMIN, ORG_ADMIN } from '@/test/screenTestKit';
import type { KyndPermissions } from '@/domain/session';
import type { Role } from '@/domain/types';
import { useComparison } from './useComparison';
import { DIVISIONS_META } from '@/shared/useOrganisationChoice';
import { useDashboardChoices } from './useDashboardChoices';
import type { DashboardChoices, SetFilters } from './useDashboardChoices';
import { useOwnScores } from './useOwnScores';

describe('ScoreGauge', () => {
  /** The shared catalogue (layout and dashboards wording; no resource's own). */
  const i18nProvider = createI18nProvider(englishMessages);

  /** A screen's surroundings: the router for the gauge's link, the catalogue for its texts. */
  function InScreen({ children }: { children: ReactNode }) {
    return (
      <I18nContextProvider value={i18nProvider}>
        <MemoryRouter>{children}</MemoryRouter>
      </I18nContextProvider>
    );
  }

  describe('ChangeIndicator', () => {
    it('shows the signed move, or no change, with its unit', () => {
      const previousCalculatedAt = new Date(2026, 0, 31);
      const shown = (delta: number, direction: 'up' | 'down' | 'same', unit?: string) => {
        const { container, unmount } = render(
          <InScreen>
            <ChangeIndicator
              change={{ delta, direction, previousCalculatedAt }}
              subject="Weight green share"
              unit={unit}
            />
          </InScreen>,
        );
        const text = container.textContent;
        unmount();
        return text;
      };
      expect(shown(10, 'up', ' pts')).toBe('+10 pts');
      expect(shown(-25, 'down')).toBe('−25');
      expect(shown(0, 'same', ' pts')).toBe('no change (0 pts)');
      expect(shown(0, 'same')).toBe('no change');
    });
  });

  describe('ScoreGauge', () => {
    it('draws a segment per colour with results and says the figures in its text alternative', () => {
      render(
        <InScreen>
          <ScoreGauge
            category="Body"
            score={62.5}
            counts={{ green: 10, orange: 0, red: 4 }}
            change={undefined}
          />
        </InScreen>,
      );
      const gauge = screen.getByRole('img', { name: /^Body score/ });
      expect(gauge).toHaveAccessibleName(
        'Body score 62.5 out of 100; results: 10 green, 0 orange, 4 red',
      );
      const levels = [...gauge.querySelectorAll('path')].map((path) => path.dataset.level);
      expect(levels).toEqual(['green', 'red']);
      expect(screen.getByRole('link')).toHaveAttribute('href', '/dashboard/body');
    });

    it('shows an empty ring before any result', () => {
      render(
        <InScreen>
          <ScoreGauge
            category="Mind"
            score={0}
            counts={{ green: 0, orange: 0, red: 0 }}
            change={undefined}
          />
        </InScreen>,
      );
      const gauge = screen.getByRole('img', { name: /^Mind score/ });
      expect([...gauge.querySelectorAll('path')].map((path) => path.dataset.level)).toEqual([
        'none',
      ]);
    });

    it('says how the score moved since the previous calculation, on that day', () => {
      render(
        <InScreen>
          <ScoreGauge
            category="Life"
            score={70}
            counts={{ green: 7, orange: 2, red: 1 }}
            change={{
              delta: -4,
              direction: 'down',
              previousCalculatedAt: new Date(2026, 10, 3, 23),
            }}
          />
        </InScreen>,
      );
      expect(screen.getByRole('note')).toHaveAccessibleName('Life score down 4 since 3 Nov 2026');
    });

    it('is drawn again only when what it shows changes', () => {
      const since = (delta: number, at = '2026-11-01T00:00:00Z') => ({
        delta,
        direction: 'up' as const,
        previousCalculatedAt: new Date(at),
      });
      // Each render of the Summary computes these afresh: equal values, new objects.
      const gauge = (change = since(4)): ScoreGaugeProps => ({
        category: 'Life',
        score: 55,
        counts: { green: 3, orange: 2, red: 1 },
        change,
      });
      expect(sameGauge(gauge(), gauge())).toBe(true);
      expect(sameGauge({ ...gauge(), change: undefined }, { ...gauge(), change: undefined })).toBe(
        true,
      );
      for (const changed of [
        { ...gauge(), score: 56 },
        { ...gauge(), counts: { green: 3, orange: 2, red: 2 } },
        gauge(since(5)),
        gauge(since(4, '2026-11-02T00:00:00Z')),
        { ...gauge(), change: undefined },
        { ...gauge(), category: 'Mind' as const },
      ]) {
        expect(sameGauge(gauge(), changed)).toBe(false);
      }
    });
  });
});

describe('useComparison', () => {
  const AT = new Date('2026-03-01T00:00:00Z');

  /** Retail's comparison document as an Org Admin reads it: 3 active users, no figure. */
  const WITHHELD = {
    id: 'Retail',
    industry: 'Retail',
    organisationsCount: 2,
    scores: { averageScore: { activeUsers: 3, calculatedAt: AT } },
    calculatedAt: AT,
    withheld: true,
  };

  /** The same industry as a Kynd Admin reads it: the twin in its place (the data provider's). */
  const FULL = {
    id: 'Retail',
    industry: 'Retail',
    organisationsCount: 2,
    scores: aggregateScores(
      [1, 2, 3].map((index) => ({
        id: `u${index}`,
        isActive: true,
        scores: { body: { weight: { colour: 'green' as const, calculatedAt: AT } } },
      })),
      AT,
    ),
    calculatedAt: AT,
  };

  function render(role: Role, document: object) {
    const provider = {
      getList: (resource: string) =>
        Promise.resolve(
          resource === 'industries'
            ? { data: [{ id: 'retail', name: 'Retail' }], total: 1 }
            : { data: [{ id: 'Retail', industry: 'Retail', organisationsCount: 2 }], total: 1 },
        ),
      getMany: () => Promise.resolve({ data: [document] }),
    } as unknown as DataProvider;
    const filters = {
      ...INITIAL_FILTERS,
      organisationId: 'org-1',
      compare: true,
      compareIndustry: 'Retail',
    };
    return renderHook(() => useComparison(filters, role), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <AdminContext dataProvider={provider} queryClient={createQueryClient()}>
          {children}
        </AdminContext>
      ),
    });
  }

  describe('useComparison', () => {
    it('gives an Org Admin no figures of an industry of too few active users, and says so', async () => {
      const { result } = render('Org Admin', WITHHELD);
      await waitFor(() => expect(result.current.status).toBe('ready'));
      expect(result.current.withheld).toBe(true);
      expect(result.current.scope?.name).toBe('Retail');
      expect(result.current.scope?.scoreSet).toBeUndefined();
    });

    it('shows a Kynd Admin the figures of the same industry', async () => {
      const { result } = render('Kynd Admin', FULL);
      await waitFor(() => expect(result.current.scope?.scoreSet).toBeDefined());
      expect(result.current.withheld).toBe(false);
      expect(result.current.scope?.scoreSet?.body.weight).toMatchObject({ green: 3 });
    });
  });
});

describe('useDashboardChoices', () => {
  const ORGANISATION = {
    id: 'org-1',
    name: 'Harbour',
    industry: 'Accounting',
    isActive: true,
    divisions: [
      { id: 'd-north', name: 'North', description: '', codes: [] },
      { id: 'd-east', name: 'East', description: '', codes: [] },
      { id: 'd-new', name: 'New team', description: '', codes: [] },
    ],
    managers: [],
  };

  /** The `all` score document lists only the divisions its last calculation saw. */
  const ALL_SCORES = {
    id: 'org-1/all',
    organisationId: 'org-1',
    scopeId: 'all',
    document: { divisionNames: { 'd-north': 'North' } },
  };

  const noWrite = () => undefined;

  function signedIn(provider: DataProvider, permissions: KyndPermissions) {
    return ({ children }: { children: ReactNode }) => (
      <AdminContext dataProvider={provider} authProvider={authProviderFor(permissions)}>
        {children}
      </AdminContext>
    );
  }

  describe('useDashboardChoices', () => {
    it("offers every division of the organisation's own list, also those without scores", async () => {
      const getOne = vi.fn((resource: string, params: { id: string; meta?: unknown }) => {
        if (resource === 'organisationChoices') {
          return Promise.resolve({
            data: (params.meta as { details?: boolean } | undefined)?.details
              ? ORGANISATION
              : { id: ORGANISATION.id, name: ORGANISATION.name, industry: 'Accounting' },
          });
        }
        if (resource === 'organisationScores') return Promise.resolve({ data: ALL_SCORES });
        return Promise.reject(new Error(`unexpected getOne ${resource}`));
      });
      const provider = {
        getOne,
        getList: () =>
          Promise.resolve({
            data: [{ id: 'org-1', name: 'Harbour', industry: 'Accounting', isActive: true }],
            total: 1,
          }),
      } as unknown as DataProvider;
      const { result } = renderHook(
        () => useDashboardChoices({ ...INITIAL_FILTERS, organisationId: 'org-1' }, noWrite),
        { wrapper: signedIn(provider, { ...ORG_ADMIN, organisationId: 'org-1' }) },
      );
      // The divisions are read once asked for (the Division selector opened).
      await waitFor(() => expect(result.current.organisations).toHaveLength(1));
      expect(getOne).not.toHaveBeenCalledWith('organisationChoices', expect.anything());
      act(() => result.current.askDivisions());
      await waitFor(() =>
        expect(result.current.divisions).toEqual([
          { id: 'd-east', name: 'East' },
          { id: 'd-new', name: 'New team' },
          { id: 'd-north', name: 'North' },
        ]),
      );
      expect(getOne).toHaveBeenCalledWith(
        'organisationChoices',
        expect.objectContaining({ id: 'org-1', meta: DIVISIONS_META }),
      );
    });

    it("reads a provider admin's industries from the provider summary and only the first organisation", async () => {
      const getOne = vi.fn((resource: string) =>
        resource === 'providerSummaries'
          ? Promise.resolve({
              data: { id: 'all', industries: ['Accounting', 'Retail'], calculatedAt: new Date() },
            })
          : Promise.reject(new Error(`unexpected getOne ${resource}`)),
      );
      const getList = vi.fn((resource: string) =>
        resource === 'organisationChoices'
          ? Promise.resolve({ data: [{ ...ORGANISATION }], total: 1 })
          : Promise.reject(new Error(`unexpected getList ${resource}`)),
      );
      const provider = { getOne, getList } as unknown as DataProvider;
      const written: DashboardFilters[] = [];
      const setFilters: SetFilters = (change) => void written.push(change(INITIAL_FILTERS));
      const { result } = renderHook(() => useDashboardChoices(INITIAL_FILTERS, setFilters), {
        wrapper: signedIn(provider, KYND_ADMIN),
      });
      await waitFor(() => expect(result.current.industries).toEqual(['Accounting', 'Retail']));
      await waitFor(() =>
        expect(result.current.organisations.map((item) => item.id)).toEqual(['org-1']),
      );
      // One organisation, uncounted: never the industry's whole list, never the industries.
      expect(getList).toHaveBeenCalledTimes(1);
      expect(getList).toHaveBeenCalledWith(
        'organisationChoices',
        expect.objectContaining({
          filter: { industry: 'Accounting' },
          pagination: { page: 1, perPage: 1 },
          meta: FIRST_MATCHES_META,
        }),
      );
      // The filters take the industry's first organisation, and the one choice writes them.
      await waitFor(() => expect(written.at(-1)?.organisationId).toBe('org-1'));
      act(() => result.current.choice.setChoice({ industry: 'Retail', organisationId: '' }));
      expect(written.at(-1)).toMatchObject({ industry: 'Retail', organisationId: '' });
      act(() => result.current.choice.choose('org-2'));
      expect(written.at(-1)).toMatchObject({
        industry: INITIAL_FILTERS.industry,
        organisationId: 'org-2',
        divisionId: 'all',
      });
    });

    it('retries the failed read alone, never the scores of an organisation not chosen yet', async () => {
      let summaryFailed = false;
      const getOne = vi.fn((resource: string) => {
        if (resource !== 'providerSummaries') {
          return Promise.reject(new Error(`unexpected getOne ${resource}`));
        }
        if (!summaryFailed) {
          summaryFailed = true;
          return Promise.reject(new Error('no answer'));
        }
        return Promise.resolve({
          data: { id: 'all', industries: ['Accounting'], calculatedAt: new Date() },
        });
      });
      const getList = () => Promise.resolve({ data: [{ ...ORGANISATION }], total: 1 });
      const provider = { getOne, getList } as unknown as DataProvider;
      const { result } = renderHook(() => useDashboardChoices(INITIAL_FILTERS, noWrite), {
        wrapper: ({ children }: { children: ReactNode }) => (
          <AdminContext
            dataProvider={provider}
            authProvider={authProviderFor(KYND_ADMIN)}
            i18nProvider={createI18nProvider(englishMessages)}
            queryClient={createQueryClient()}
          >
            {children}
            <RetryAlert onRetry>failed</RetryAlert>
          </AdminContext>
        ),
      });
      await waitFor(() => expect(result.current.error).toBeTruthy());
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(result.current.industries).toEqual(['Accounting']));
      expect(getOne.mock.calls.map(([resource]) => resource)).toEqual([
        'providerSummaries',
        'providerSummaries',
      ]);
    });
  });
});

describe('useOwnScores', () => {
  const ORGANISATION = { id: 'org-1', name: 'Harbour', industry: 'Accounting', isActive: true };

  const CHOICES = {
    organisation: ORGANISATION,
    divisions: [{ id: 'd-tax', name: 'Tax' }],
    allScores: { record: undefined, isPending: false, error: null },
  } satisfies Partial<DashboardChoices>;

  describe("useOwnScores' user search", () => {
    it('asks searchScores for the matched users and shows only their count when withheld', async () => {
      const call = vi.fn(() => Promise.resolve({ withheld: true, activeUsers: 3, limited: false }));
      const provider = {
        call,
        getOne: () => Promise.resolve({ data: { id: 'org-1/d-tax', document: null } }),
      } as unknown as DataProvider;
      const filters = {
        ...INITIAL_FILTERS,
        organisationId: 'org-1',
        divisionId: 'd-tax',
        appliedSearch: { field: 'lastName' as const, term: 'ngata' },
      };
      const { result } = renderHook(() => useOwnScores(filters, CHOICES), {
        wrapper: ({ children }: { children: ReactNode }) => (
          <AdminContext dataProvider={provider} i18nProvider={createI18nProvider(englishMessages)}>
            {children}
          </AdminContext>
        ),
      });
      await waitFor(() => expect(result.current.search.status).toBe('ready'));
      expect(call).toHaveBeenCalledWith('searchScores', {
        organisationId: 'org-1',
        divisionId: 'd-tax',
        field: 'lastName',
        term: 'ngata',
      });
      expect(result.current.search).toEqual({ status: 'ready', matched: 3, limited: false });
      expect(result.current.scope).toMatchObject({
        name: 'Harbour / Tax (3 matched users)',
        search: true,
      });
      expect(result.current.scope?.scoreSet?.averageScore).toMatchObject({
        activeUsers: 3,
        averageScore: 0,
      });
      expect(result.current.scope?.scoreSet?.body).toEqual({});
    });
  });
});
