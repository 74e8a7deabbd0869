// One Retry recovers a screen (docs/reliability.md): the read the alert names and every other read
// on screen that failed, such as the organisation a list's cards wait for; reads that did not fail
// are not asked again.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useGetList, useGetOne } from 'react-admin';
import { RetryAlert } from '@/layout/RetryAlert';
import { fakeDataProvider, renderScreen } from '@/shared/screenTestKit';
import type { KyndDataProvider } from '@/providers/types';

/** A list whose cards also need their organisation, as the Users list's do. */
function ListWithItsOrganisation() {
  // As the app's query client does for a read that ran out of time (providers/queryClient).
  const organisation = useGetOne('organisationChoices', { id: 'o1' }, { retry: false });
  const users = useGetList('users', { pagination: { page: 1, perPage: 25 } }, { retry: false });
  const industries = useGetList('industries');
  if (users.isPending || organisation.isPending || industries.isPending) return <p>Loading</p>;
  if (users.error || organisation.error) {
    return <RetryAlert onRetry={() => users.refetch()}>Error fetching users</RetryAlert>;
  }
  return (
    <p>
      {organisation.data?.name}: {users.total} listed
    </p>
  );
}

describe('RetryAlert', () => {
  it('asks again, in one click, every read of the screen that failed, and only those', async () => {
    const calls = { getOne: 0, getList: { users: 0, industries: 0 } };
    const stalled = () =>
      Promise.reject(Object.assign(new Error('no answer'), { code: 'deadline-exceeded' }));
    const dataProvider = fakeDataProvider({
      getOne: (() => {
        calls.getOne += 1;
        return calls.getOne === 1
          ? stalled()
          : Promise.resolve({ data: { id: 'o1', name: 'Harbour' } });
      }) as unknown as KyndDataProvider['getOne'],
      getList: ((resource: 'users' | 'industries') => {
        calls.getList[resource] += 1;
        if (resource === 'users' && calls.getList.users === 1) return stalled();
        return Promise.resolve({ data: [{ id: 'u1' }], total: 1 });
      }) as unknown as KyndDataProvider['getList'],
    });
    renderScreen(<ListWithItsOrganisation />, { dataProvider, resource: 'users' });

    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Harbour: 1 listed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    await waitFor(() => expect(calls).toEqual({ getOne: 2, getList: { users: 2, industries: 1 } }));
  });
});
