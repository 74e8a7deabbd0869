import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { GENERATED_PASSWORD_TOAST_DURATION_MS } from '@/config/constants';
import type { ListedUser, Viewer } from '@/domain/userList';
import type { KyndDataProvider } from '@/providers/types';
import { fakeDataProvider, renderScreen, shownToasts } from '@/test/screenTestKit';
import { UserCard } from './UserCard';

const kyndAdmin: Viewer = { uid: 'me', role: 'Kynd Admin', organisationId: null, isStaff: false };
// A user as the mobile app writes it: no derived fields.
const ana: ListedUser = {
  id: 'u1',
  firstName: 'Ana',
  lastName: 'Smith',
  email: 'ana@example.com',
  organisation: { id: 'o1', name: 'Acme' },
  division: { id: 'd1', name: 'Sales' },
  isActive: true,
};

function renderCard(user: ListedUser, call: KyndDataProvider['call']) {
  renderScreen(
    <ul>
      <UserCard
        user={user}
        index={1}
        listing={{
          viewer: kyndAdmin,
          showOrganisation: false,
          showSelectors: true,
          divisions: [
            { id: 'd1', name: 'Sales' },
            { id: 'd2', name: 'Support' },
          ],
          managerCount: 2,
          subscriptionsView: false,
        }}
      />
    </ul>,
    { dataProvider: fakeDataProvider({ call }), resource: 'users' },
  );
  return screen.getByRole('listitem', { name: 'Ana Smith' });
}

/** Answers the dialog titled `title` with its button `confirm`. */
async function confirmDialog(title: string, confirm: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await userEvent.click(within(dialog).getByRole('button', { name: confirm }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('a user card (docs/product.md §2, §4, §8)', { timeout: 60_000 }, () => {
  it('shows the generated password once the server took it, for 20 seconds', async () => {
    // The clock runs, and the test moves it on past the toast's time.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const call = vi.fn(() => Promise.resolve(true)) as unknown as KyndDataProvider['call'];
    const card = renderCard(ana, call);
    await userEvent.click(within(card).getByRole('button', { name: 'Generate new password' }));
    await confirmDialog('Generate a new password for Ana Smith?', 'Generate');
    expect(call).toHaveBeenCalledWith('setNewPassword', {
      userId: 'u1',
      password: expect.any(String),
    });
    const [, { password }] = vi.mocked(call).mock.calls[0] as unknown as [
      string,
      { password: string },
    ];
    const passwordToast = ['success', 'New password for Ana Smith', password];
    await waitFor(() => expect(shownToasts()).toContainEqual(passwordToast));
    // docs/product.md §9: 20 s, where other toasts go after 6 s.
    act(() => vi.advanceTimersByTime(GENERATED_PASSWORD_TOAST_DURATION_MS - 1_000));
    expect(shownToasts()).toContainEqual(passwordToast);
    act(() => vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(shownToasts()).not.toContainEqual(passwordToast));
  });

  it('inactivates and removes from the organisation when asked to', async () => {
    const call = vi.fn(() => Promise.resolve({})) as unknown as KyndDataProvider['call'];
    const card = renderCard(ana, call);
    await userEvent.click(within(card).getByRole('switch', { name: 'Active' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inactivate Ana Smith?' });
    expect(within(dialog).getByText('They will no longer be able to use the app.')).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Also remove Ana Smith from Acme' }),
    );
    await confirmDialog('Inactivate Ana Smith?', 'Inactivate');
    expect(call).toHaveBeenCalledWith('updateUser', {
      action: 'setActive',
      userId: 'u1',
      isActive: false,
      removeFromOrganisation: true,
    });
  });

  it('makes a user a manager once confirmed', async () => {
    const call = vi.fn(() => Promise.resolve({})) as unknown as KyndDataProvider['call'];
    const card = renderCard(ana, call);
    await userEvent.click(within(card).getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Org Admin' }));
    const dialog = await screen.findByRole('dialog', {
      name: "Change Ana Smith's role to Org Admin?",
    });
    expect(within(dialog).getByText('Ana Smith will become a manager of Acme.')).toBeVisible();
    await confirmDialog("Change Ana Smith's role to Org Admin?", 'Change role');
    expect(call).toHaveBeenCalledWith('updateUser', {
      action: 'setRole',
      userId: 'u1',
      role: 'Org Admin',
    });
  });

  it("shows the division change's failure with its description", async () => {
    const call = vi.fn(() => Promise.reject(new Error('denied'))) as KyndDataProvider['call'];
    const card = renderCard(ana, call);
    await userEvent.click(within(card).getByRole('combobox', { name: 'Division' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Support' }));
    await confirmDialog('Move Ana Smith to the Support division?', 'Change division');
    expect(call).toHaveBeenCalledWith('updateUser', {
      action: 'setDivision',
      userId: 'u1',
      divisionId: 'd2',
    });
    await waitFor(() =>
      expect(shownToasts()).toContainEqual([
        'error',
        'Error updating user division',
        'Please, try again later',
      ]),
    );
  });

  it('keeps every control of the card waiting while one change is saved', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const call = vi.fn(
      () => new Promise((resolve) => (answer = resolve)),
    ) as unknown as KyndDataProvider['call'];
    const card = renderCard({ ...ana, isActive: false }, call);
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Ana Smith?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // The open dialog hides the card from the accessibility tree meanwhile.
    await waitFor(() =>
      expect(
        within(card).getByRole('switch', { name: 'Subscription', hidden: true }),
      ).toBeDisabled(),
    );
    expect(
      within(card).getByRole('button', { name: 'Generate new password', hidden: true }),
    ).toBeDisabled();
    expect(call).toHaveBeenCalledWith('deleteUserPersonalData', 'u1');
    answer(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card).getByRole('switch', { name: 'Subscription' })).toBeEnabled();
  });

  it("links to the user's own history in the Activity list", () => {
    const card = renderCard(ana, vi.fn() as unknown as KyndDataProvider['call']);
    const link = within(card).getByRole('link', { name: 'History' });
    // react-admin's own router in the test is a hash router.
    const href = (link.getAttribute('href') ?? '').replace(/^#/, '');
    const target = new URL(href, 'http://app');
    expect(target.pathname).toBe('/activity');
    expect(JSON.parse(target.searchParams.get('filter') ?? '{}')).toEqual({ targetId: 'u1' });
  });

  it("shows a failed deletion's toast", async () => {
    const call = vi.fn(() => Promise.reject(new Error('denied'))) as KyndDataProvider['call'];
    const card = renderCard({ ...ana, isActive: false }, call);
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    await confirmDialog('Delete Ana Smith?', 'Delete');
    await waitFor(() =>
      expect(shownToasts()).toContainEqual([
        'error',
        'An error has occured while deleting user',
        undefined,
      ]),
    );
  });
});
