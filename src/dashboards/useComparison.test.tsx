import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, type DataProvider } from 'react-admin';
import { INITIAL_FILTERS } from '@/domain/dashboard';
import { aggregateScores } from '@/domain/scoring';
import type { DashboardAccess } from './useDashboardAccess';
import { useComparison } from './useComparison';

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

function render(role: DashboardAccess['role'], document: object) {
  const provider = {
    getList: (resource: string) =>
      Promise.resolve(
        resource === 'industries'
          ? { data: [{ id: 'retail', name: 'Retail' }], total: 1 }
          : { data: [{ id: 'Retail', industry: 'Retail', organisationsCount: 2 }], total: 1 },
      ),
    getMany: () => Promise.resolve({ data: [document] }),
  } as unknown as DataProvider;
  const access: DashboardAccess = {
    pending: false,
    role,
    seesAllOrganisations: role === 'Kynd Admin',
    organisationId: 'org-1',
  };
  const filters = {
    ...INITIAL_FILTERS,
    organisationId: 'org-1',
    compare: true,
    compareIndustry: 'Retail',
  };
  return renderHook(() => useComparison(filters, access), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <AdminContext dataProvider={provider}>{children}</AdminContext>
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
