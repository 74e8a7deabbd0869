import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, type AuthProvider, type DataProvider } from 'react-admin';
import { INITIAL_FILTERS } from '@/domain/dashboard';
import type { DashboardAccess } from './useDashboardAccess';
import { FIRST_MATCHES_META } from '@/providers/dataSpec';
import { KYND_ADMIN } from '@/shared/screenTestKit';
import { DIVISIONS_META, useDashboardChoices } from './useDashboardChoices';

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

const ORG_ADMIN: DashboardAccess = {
  pending: false,
  role: 'Org Admin',
  seesAllOrganisations: false,
  organisationId: 'org-1',
};

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
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AdminContext dataProvider={provider}>{children}</AdminContext>
    );
    const { result } = renderHook(
      () => useDashboardChoices({ ...INITIAL_FILTERS, organisationId: 'org-1' }, ORG_ADMIN),
      { wrapper },
    );
    // The divisions are read once asked for (the Division selector opened).
    await waitFor(() => expect(result.current.organisationsLoaded).toBe(true));
    expect(getOne).not.toHaveBeenCalledWith('organisationChoices', expect.anything());
    act(() => result.current.askDivisions());
    await waitFor(() => expect(result.current.divisionsLoaded).toBe(true));
    expect(result.current.divisions).toEqual([
      { id: 'd-east', name: 'East' },
      { id: 'd-new', name: 'New team' },
      { id: 'd-north', name: 'North' },
    ]);
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
    const authProvider: AuthProvider = {
      login: () => Promise.resolve(),
      logout: () => Promise.resolve(),
      checkAuth: () => Promise.resolve(),
      checkError: () => Promise.resolve(),
      getPermissions: () => Promise.resolve(KYND_ADMIN),
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AdminContext dataProvider={provider} authProvider={authProvider}>
        {children}
      </AdminContext>
    );
    const access: DashboardAccess = {
      pending: false,
      role: 'Kynd Admin',
      seesAllOrganisations: true,
      organisationId: 'K',
    };
    const { result } = renderHook(() => useDashboardChoices(INITIAL_FILTERS, access), {
      wrapper,
    });
    await waitFor(() => expect(result.current.organisationsLoaded).toBe(true));
    await waitFor(() => expect(result.current.industriesLoaded).toBe(true));
    expect(result.current.industries).toEqual(['Accounting', 'Retail']);
    expect(result.current.organisations.map((item) => item.id)).toEqual(['org-1']);
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
  });
});
