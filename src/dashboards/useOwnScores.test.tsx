import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, type DataProvider } from 'react-admin';
import { INITIAL_FILTERS } from '@/domain/dashboard';
import type { DashboardChoices } from './useDashboardChoices';
import { useOwnScores } from './useOwnScores';

const ORGANISATION = { id: 'org-1', name: 'Harbour', industry: 'Accounting', isActive: true };

const CHOICES = {
  industries: ['Accounting'],
  industriesLoaded: true,
  organisations: [ORGANISATION],
  organisationsLoaded: true,
  organisation: ORGANISATION,
  divisions: [{ id: 'd-tax', name: 'Tax' }],
  divisionsLoaded: true,
  askDivisions: () => {},
  allScores: { record: undefined, isPending: false, error: null, refetch: () => {} },
  isPending: false,
  error: null,
  refetch: () => {},
} satisfies DashboardChoices;

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
        <AdminContext dataProvider={provider}>{children}</AdminContext>
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
      kind: 'search',
    });
    expect(result.current.scope?.scoreSet?.averageScore).toMatchObject({
      activeUsers: 3,
      averageScore: 0,
    });
    expect(result.current.scope?.scoreSet?.body).toEqual({});
  });
});
