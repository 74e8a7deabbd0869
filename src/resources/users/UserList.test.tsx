// The Users list's bulk flow as a user sees it (docs/product.md §2 Users list): select users by
// their cards, Activate, confirm, follow the progress, read the summary.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BulkOutcome } from '@/domain/bulk';
import type { KyndDataProvider } from '@/providers/types';
import { KYND_ADMIN, fakeDataProvider, listsOf, renderScreen } from '@/shared/screenTestKit';
import { UserList } from './UserList';

const acme = { id: 'o1', name: 'Acme', industry: 'Retail', isActive: true };
// Users as the mobile app writes them (SPEC §3 fields, no role: a User).
const person = (id: string, firstName: string, lastName: string, isActive: boolean) => ({
  id,
  firstName,
  lastName,
  email: `${id}@example.com`,
  organisation: { id: acme.id, name: acme.name },
  division: { id: 'd1', name: 'Sales' },
  isActive,
});
const USERS = [
  person('u1', 'Ana', 'Lee', false),
  person('u2', 'Bo', 'Tan', false),
  person('u3', 'Cy', 'Doe', false),
  person('u4', 'Di', 'Fox', true),
];

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('the Users list bulk actions', { timeout: 60_000 }, () => {
  it('activates three selected users with progress and a summary naming the refused', async () => {
    const answer = deferred<BulkOutcome>();
    const call = vi.fn(() => answer.promise) as unknown as KyndDataProvider['call'];
    renderScreen(<UserList />, {
      dataProvider: fakeDataProvider({
        getList: listsOf({ users: USERS, organisationChoices: [acme] }),
        call,
      }),
      resource: 'users',
    });
    for (const name of ['Ana Lee', 'Bo Tan', 'Cy Doe']) {
      await userEvent.click(await screen.findByRole('checkbox', { name: `Select ${name}` }));
    }
    expect(screen.getByRole('checkbox', { name: 'Select Di Fox' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));

    const question = await screen.findByRole('dialog', { name: 'Activate 3 users?' });
    // The single toggle's question, for a Kynd Admin outside the Subscriptions view.
    expect(
      within(question).getByRole('checkbox', {
        name: 'Activate as a subscription user (moves them to the Subscriptions organisation)',
      }),
    ).not.toBeChecked();
    await userEvent.click(within(question).getByRole('button', { name: 'Activate' }));

    const progress = await screen.findByRole('dialog', { name: 'Activate: 3 users' });
    expect(within(progress).getByText('0 of 3 done')).toBeInTheDocument();
    expect(within(progress).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(call).toHaveBeenCalledWith('bulkUpdateUsers', {
      userIds: ['u1', 'u2', 'u3'],
      change: { kind: 'setActive', isActive: true },
    });

    answer.resolve({
      changed: [
        { id: 'u1', name: 'Ana Lee' },
        { id: 'u3', name: 'Cy Doe' },
      ],
      refused: [{ id: 'u2', name: 'Bo Tan', reason: 'You can only act within your organisation.' }],
    });
    expect(await within(progress).findByText('2 changed, 1 refused')).toBeInTheDocument();
    expect(within(progress).getByText('3 of 3 done')).toBeInTheDocument();
    expect(
      within(within(progress).getByRole('list', { name: 'Refused' })).getByRole('listitem'),
    ).toHaveTextContent('Bo Tan: You can only act within your organisation.');
    await userEvent.click(within(progress).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The changed leave the selection; the refused stays selected.
    expect(screen.getByRole('checkbox', { name: 'Select Bo Tan' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Ana Lee' })).not.toBeChecked();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('offers no selection to the allow-listed staff, who change nothing', async () => {
    renderScreen(<UserList />, {
      dataProvider: fakeDataProvider({
        getList: listsOf({ users: USERS, organisationChoices: [acme] }),
      }),
      permissions: { ...KYND_ADMIN, role: 'User', isStaff: true },
      resource: 'users',
    });
    expect(await screen.findByRole('listitem', { name: 'Ana Lee' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^Select/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
  });
});
