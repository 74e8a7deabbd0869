import { render, screen } from '@testing-library/react';
import { CoreAdminContext, useGetList, useGetOne, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/domain/session';
import { prefetchDashboard } from '@/dashboards/prefetchDashboard';
import { organisationChoicesParams } from '@/dashboards/useDashboardChoices';
import { createQueryClient } from '@/providers/queryClient';

const orgAdmin: SessionUser = {
  id: 'u1',
  firstName: 'Olga',
  lastName: 'Admin',
  role: 'Org Admin',
  organisation: { id: 'org-1', name: 'Acme' },
  allowedOrganisationsIds: [],
  isStaff: false,
  customQuestionnaires: [],
};

function fakeProvider() {
  return {
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
}

function Reader() {
  const scores = useGetOne('organisationScores', { id: 'org-1/all' });
  const choices = useGetList('organisationChoices', organisationChoicesParams(undefined));
  return (
    <p>
      {scores.data ? `scores of ${String(scores.data.organisationId)}` : 'no scores'};{' '}
      {choices.data
        ? `choices ${choices.data.map((item) => String(item.name)).join(',')}`
        : 'no choices'}
    </p>
  );
}

describe('prefetching a returning Org Admin’s dashboard', () => {
  it("fills the cache under react-admin's own keys, so the screen reads nothing again", async () => {
    const queryClient = createQueryClient();
    const dataProvider = fakeProvider();
    prefetchDashboard(queryClient, dataProvider, orgAdmin);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(dataProvider.getOne).toHaveBeenCalledTimes(1);
    expect(dataProvider.getList).toHaveBeenCalledTimes(1);

    render(
      <CoreAdminContext dataProvider={dataProvider} queryClient={queryClient}>
        <Reader />
      </CoreAdminContext>,
    );
    expect(await screen.findByText('scores of org-1; choices Acme')).toBeInTheDocument();
    expect(dataProvider.getOne).toHaveBeenCalledTimes(1);
    expect(dataProvider.getList).toHaveBeenCalledTimes(1);
  });

  it('leaves those who choose an organisation first to the screen', () => {
    const queryClient = createQueryClient();
    const dataProvider = fakeProvider();
    prefetchDashboard(queryClient, dataProvider, { ...orgAdmin, role: 'Kynd Admin' });
    prefetchDashboard(queryClient, dataProvider, {
      ...orgAdmin,
      role: 'Clinician',
      allowedOrganisationsIds: ['org-1'],
    });
    expect(dataProvider.getOne).not.toHaveBeenCalled();
    expect(dataProvider.getList).not.toHaveBeenCalled();
  });
});
