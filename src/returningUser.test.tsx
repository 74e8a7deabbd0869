import { render, screen } from '@testing-library/react';
import {
  CoreAdminContext,
  useGetList,
  useGetOne,
  usePermissions,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { OWN_ORGANISATIONS_PARAMS } from '@/dashboards/useDashboardChoices';
import type { SessionUser } from '@/domain/session';
import type { KyndPermissions } from '@/domain/session';
import { createQueryClient } from '@/providers/queryClient';
import { startReturningUser } from '@/returningUser';

const orgAdmin: SessionUser = {
  id: 'u1',
  firstName: 'Olga',
  lastName: 'Admin',
  role: 'Org Admin',
  organisation: { id: 'org-1', name: 'Acme' },
  allowedOrganisationsIds: [],
  isStaff: false,
  customQuestionnaires: ['hearing-v2'],
};

function providers() {
  const dataProvider = {
    getOne: vi.fn(async () => ({
      data: { id: 'org-1/all', organisationId: 'org-1', scopeId: 'all', document: null },
    })),
    getList: vi.fn(async () => ({
      data: [{ id: 'org-1', name: 'Acme', industry: 'Retail', isActive: true }],
      total: 1,
    })),
  } as unknown as DataProvider & {
    getOne: ReturnType<typeof vi.fn>;
    getList: ReturnType<typeof vi.fn>;
  };
  const authProvider = {
    login: vi.fn(),
    logout: vi.fn(),
    checkAuth: vi.fn(async () => undefined),
    checkError: vi.fn(async () => undefined),
    getPermissions: vi.fn(async () => null),
  } satisfies AuthProvider;
  return { queryClient: createQueryClient(), dataProvider, authProvider };
}

function Role() {
  const { permissions, isPending } = usePermissions<KyndPermissions | null>();
  return <p>{isPending ? 'pending' : `${permissions?.role} of ${permissions?.organisationId}`}</p>;
}

function Reader() {
  const scores = useGetOne('organisationScores', { id: 'org-1/all' });
  const choices = useGetList('organisationChoices', OWN_ORGANISATIONS_PARAMS);
  return (
    <p>
      {scores.data ? `scores of ${String(scores.data.organisationId)}` : 'no scores'};{' '}
      {choices.data
        ? `choices ${choices.data.map((item) => String(item.name)).join(',')}`
        : 'no choices'}
    </p>
  );
}

describe('a returning user’s first render', () => {
  it('has the stored session’s permissions at once, without asking the auth provider', () => {
    const { queryClient, dataProvider, authProvider } = providers();
    expect(startReturningUser({ queryClient, dataProvider }, orgAdmin, '/users')).toBeUndefined();
    render(
      <CoreAdminContext
        authProvider={authProvider}
        dataProvider={dataProvider}
        queryClient={queryClient}
      >
        <Role />
      </CoreAdminContext>,
    );
    // Found synchronously: no pending state, no render waiting for a promise.
    expect(screen.getByText('Org Admin of org-1')).toBeInTheDocument();
    expect(authProvider.getPermissions).not.toHaveBeenCalled();
    // Off the dashboards, nothing is read ahead.
    expect(dataProvider.getOne).not.toHaveBeenCalled();
  });

  it("on a dashboard path, loads the screen's code and fills the cache under react-admin's own keys", async () => {
    const { queryClient, dataProvider } = providers();
    const screenLoaded = startReturningUser({ queryClient, dataProvider }, orgAdmin, '/dashboard');
    expect(screenLoaded).toBeInstanceOf(Promise);
    await expect(screenLoaded).resolves.toBe(
      (await import('@/dashboards/SummaryScreen')).SummaryScreen,
    );
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(dataProvider.getOne).toHaveBeenCalledWith('organisationScores', { id: 'org-1/all' });
    expect(dataProvider.getList).toHaveBeenCalledTimes(1);

    render(
      <CoreAdminContext dataProvider={dataProvider} queryClient={queryClient}>
        <Reader />
      </CoreAdminContext>,
    );
    // The screen reads nothing again.
    expect(await screen.findByText('scores of org-1; choices Acme')).toBeInTheDocument();
    expect(dataProvider.getOne).toHaveBeenCalledTimes(1);
    expect(dataProvider.getList).toHaveBeenCalledTimes(1);
  });

  it('leaves the reads to the screen for those who choose an organisation first', async () => {
    const { queryClient, dataProvider } = providers();
    await startReturningUser(
      { queryClient, dataProvider },
      { ...orgAdmin, role: 'Kynd Admin' },
      '/dashboard',
    );
    await startReturningUser(
      { queryClient, dataProvider },
      { ...orgAdmin, role: 'Clinician', allowedOrganisationsIds: ['org-1'] },
      '/dashboard/body',
    );
    expect(dataProvider.getOne).not.toHaveBeenCalled();
    expect(dataProvider.getList).not.toHaveBeenCalled();
  });
});
