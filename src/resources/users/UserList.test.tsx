// The Users list's bulk flow as a user sees it (docs/product.md §2 Users list): select users by
// their cards, Activate, confirm, follow the progress, read the summary.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OWN_ORGANISATIONS_PARAMS } from '@/dashboards/useDashboardChoices';
import type { BulkOutcome } from '@/domain/bulk';
import type { Role } from '@/domain/types';
import type { KyndDataProvider } from '@/providers/types';
import {
  KYND_ADMIN,
  ORG_ADMIN,
  fakeDataProvider,
  listsOf,
  renderScreen,
  shownToasts,
} from '@/test/screenTestKit';
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

describe('the Users list heading (docs/product.md §2, §6)', { timeout: 60_000 }, () => {
  const renderFor = (role: Role) =>
    renderScreen(<UserList />, {
      dataProvider: fakeDataProvider({
        getList: listsOf({ users: USERS, organisationChoices: [acme] }),
      }),
      permissions: role === 'Org Admin' ? ORG_ADMIN : { ...KYND_ADMIN, role },
      resource: 'users',
    });

  it.each<Role>(['Kynd Admin', 'Org Admin'])(
    'leads a %s to Create user, named as it reads',
    async (role) => {
      renderFor(role);
      const link = await screen.findByRole('link', { name: 'Create user' });
      // The test's router is react-admin's default, a hash router.
      expect(link).toHaveAttribute('href', '#/users/create');
      expect(link).toHaveAccessibleName(link.textContent ?? '');
    },
  );

  it.each<Role>(['Clinician', 'User'])(
    'offers nothing to a role that cannot create users (%s)',
    async (role) => {
      renderFor(role);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
      expect(screen.queryByRole('link', { name: 'Create user' })).toBeNull();
    },
  );
});

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
      refused: [
        {
          id: 'u2',
          name: 'Bo Tan',
          reason: 'You can only act within your organisation.',
          reasonCode: 'outsideOrganisation',
        },
      ],
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

/** The users' getList: the first answer at once, every later one when the test says. */
function usersAnswering(
  first: readonly { id: string }[],
  later: Promise<{ data: unknown[] }>,
  organisations: readonly { id: string }[] = [],
) {
  let calls = 0;
  return vi.fn((resource: string, _params?: { meta?: unknown }) => {
    if (resource === 'industries') return Promise.resolve({ data: [], total: 0 });
    if (resource === 'organisationChoices') {
      return Promise.resolve({ data: [...organisations], total: organisations.length });
    }
    if (resource !== 'users') return Promise.reject(new Error(`Unexpected getList ${resource}`));
    calls += 1;
    if (calls === 1) return Promise.resolve({ data: [...first], total: first.length });
    return later.then(({ data }) => ({ data, total: data.length }));
  }) as unknown as KyndDataProvider['getList'];
}

describe('the Users list while a new answer is read', { timeout: 60_000 }, () => {
  it("shows neither the count nor the cards of the choice before under a new choice's filters", async () => {
    const answer = deferred<{ data: unknown[] }>();
    renderScreen(<UserList />, {
      dataProvider: fakeDataProvider({ getList: usersAnswering(USERS, answer.promise) }),
      resource: 'users',
    });
    expect(await screen.findByText('4 users found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Org Admins' }));
    // react-admin keeps the page before as placeholder data: not shown as the new choice's.
    expect(await screen.findByRole('progressbar', { name: 'Loading users' })).toBeInTheDocument();
    expect(screen.queryByText('4 users found')).toBeNull();
    expect(screen.queryByRole('listitem', { name: 'Ana Lee' })).toBeNull();

    answer.resolve({ data: [{ ...person('u9', 'Eve', 'Moss', true), role: 'Org Admin' }] });
    expect(await screen.findByText('1 user found')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Eve Moss' })).toBeInTheDocument();
  });

  it('keeps a changed card busy, its dialog open, until the list shows the change', async () => {
    const refetched = deferred<{ data: unknown[] }>();
    const call = vi.fn(() => Promise.resolve({})) as unknown as KyndDataProvider['call'];
    const managers = [
      { id: 'm1', name: 'First Manager' },
      { id: 'm2', name: 'Second Manager' },
    ];
    const getOne = vi.fn((_resource: string, _params: { id: string; meta?: unknown }) =>
      Promise.resolve({ data: { ...acme, divisions: [{ id: 'd1', name: 'Sales' }], managers } }),
    );
    const ownOrganisation = { ...acme, managers };
    const getList = usersAnswering([person('u1', 'Ana', 'Lee', true)], refetched.promise, [
      ownOrganisation,
    ]);
    renderScreen(<UserList />, {
      dataProvider: fakeDataProvider({
        getList,
        getOne: getOne as unknown as KyndDataProvider['getOne'],
        call,
      }),
      permissions: ORG_ADMIN,
      resource: 'users',
    });
    const card = await screen.findByRole('listitem', { name: 'Ana Lee' });
    // An Org Admin's own organisation is the dashboard's list of it, with its managers (a cached
    // answer after the dashboard); its divisions are not read yet.
    expect(
      vi.mocked(getList).mock.calls.filter(([resource]) => resource === 'organisationChoices'),
    ).toEqual([['organisationChoices', expect.objectContaining(OWN_ORGANISATIONS_PARAMS)]]);
    expect(getOne).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Division and role selectors' }));
    // Shown, the selectors need its divisions: read then.
    await waitFor(() =>
      expect(getOne).toHaveBeenCalledWith(
        'organisationChoices',
        expect.objectContaining({ id: 'o1', meta: { details: true } }),
      ),
    );
    await userEvent.click(within(card).getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Org Admin' }));
    const question = await screen.findByRole('dialog');
    await userEvent.click(within(question).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));

    // Stored, but the list still shows Ana as a User: the card waits.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // (Behind the open dialog, the page is hidden from the accessibility tree.)
    expect(within(card).getByRole('combobox', { name: 'Role', hidden: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    refetched.resolve({ data: [{ ...person('u1', 'Ana', 'Lee', true), role: 'Org Admin' }] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const shown = screen.getByRole('listitem', { name: 'Ana Lee' });
    expect(within(shown).getByRole('combobox', { name: 'Role' })).toHaveTextContent('Org Admin');
    expect(within(shown).getByRole('combobox', { name: 'Role' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });
});

describe("the Users list's organisation choice", { timeout: 60_000 }, () => {
  const bay = { id: 'bay', name: 'Bayview College', industry: 'Education', isActive: true };

  /** Industries, each industry's first organisation (Retail has none), and the users. */
  function providerChoosing(firstFails = false) {
    // The list keeps its filter in the address, which outlives a test.
    window.location.hash = '';
    const getList = vi.fn((resource: string, params: { filter: Record<string, unknown> }) => {
      if (resource === 'industries') {
        const names = ['Education', 'Retail'];
        return Promise.resolve({ data: names.map((name) => ({ id: name, name })), total: 2 });
      }
      if (resource === 'organisationChoices') {
        if (firstFails) return Promise.reject(new Error('offline'));
        // An industry's first organisation, or the picker's first matches under All.
        const found = [undefined, 'Education'].includes(params.filter.industry as string)
          ? [bay]
          : [];
        return Promise.resolve({ data: found, total: found.length });
      }
      return Promise.resolve({ data: USERS, total: USERS.length });
    });
    const getOne = vi.fn(() => Promise.resolve({ data: { ...bay, managers: [] } }));
    renderScreen(<UserList />, {
      dataProvider: fakeDataProvider({
        getList: getList as unknown as KyndDataProvider['getList'],
        getOne: getOne as unknown as KyndDataProvider['getOne'],
      }),
      resource: 'users',
    });
    const usersFilters = () =>
      getList.mock.calls.filter(([resource]) => resource === 'users').map(([, p]) => p.filter);
    return { getList, getOne, usersFilters };
  }

  async function chooseIndustry(industry: string) {
    await userEvent.click(await screen.findByRole('combobox', { name: 'Industry' }));
    await userEvent.click(await screen.findByRole('option', { name: industry }));
  }

  it('starts a chosen industry on its first organisation, read as one document', async () => {
    const { getList, getOne, usersFilters } = providerChoosing();
    expect(await screen.findByText('4 users found')).toBeInTheDocument();
    await chooseIndustry('Education');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Organisation' })).toHaveValue('Bayview College'),
    );
    await waitFor(() => expect(usersFilters().at(-1)).toEqual({ organisationId: 'bay' }));
    expect(getList).toHaveBeenCalledWith(
      'organisationChoices',
      expect.objectContaining({
        filter: { industry: 'Education' },
        pagination: { page: 1, perPage: 1 },
      }),
    );
    // Its managers, which the cards' manager rules need, come with the one read of it.
    expect(getOne).toHaveBeenCalledWith(
      'organisationChoices',
      expect.objectContaining({ id: 'bay', meta: { details: 'managers' } }),
    );
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveTextContent('Education');
  });

  it('keeps an organisation chosen when a role is chosen before the list has followed', async () => {
    const { usersFilters } = providerChoosing();
    expect(await screen.findByText('4 users found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Organisation' }));
    const option = await screen.findByRole('option', { name: 'Bayview College' });
    // Both clicks land before react-admin has applied the first through the address.
    act(() => {
      fireEvent.click(option);
      fireEvent.click(screen.getByRole('button', { name: 'Org Admins' }));
    });
    await waitFor(() =>
      expect(usersFilters().at(-1)).toEqual({ organisationId: 'bay', role: 'Org Admin' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Organisation' })).toHaveValue('Bayview College'),
    );
  });

  it('keeps an industry without organisations chosen over the organisation All', async () => {
    const { usersFilters } = providerChoosing();
    expect(await screen.findByText('4 users found')).toBeInTheDocument();
    await chooseIndustry('Retail');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveTextContent('Retail'),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveTextContent('Retail');
    expect(screen.getByRole('combobox', { name: 'Organisation' })).toHaveValue('');
    expect(usersFilters().every((filter) => filter.organisationId === undefined)).toBe(true);
  });

  it('says so when the first organisation cannot be read, and goes back to All', async () => {
    providerChoosing(true);
    expect(await screen.findByText('4 users found')).toBeInTheDocument();
    await chooseIndustry('Education');
    await waitFor(() =>
      expect(shownToasts()).toContainEqual([
        'error',
        'Error fetching users',
        'Please, try again later',
      ]),
    );
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveTextContent('All');
  });
});

describe('the Users list search (docs/product.md §2)', { timeout: 60_000 }, () => {
  it('searches by a first name, then clears the search', async () => {
    const getList = vi.fn(listsOf({ users: USERS, organisationChoices: [acme] }));
    renderScreen(<UserList />, {
      dataProvider: fakeDataProvider({ getList: getList as KyndDataProvider['getList'] }),
      permissions: ORG_ADMIN,
      resource: 'users',
    });
    const form = await screen.findByRole('search', { name: 'Search users' });
    const box = within(form).getByRole('textbox', { name: 'Search' });
    expect(within(form).queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.type(box, 'ana');
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'users',
        expect.objectContaining({
          filter: expect.objectContaining({ search: { field: 'firstName', term: 'ana' } }),
        }),
      ),
    );

    await userEvent.click(await within(form).findByRole('button', { name: 'Clear search' }));
    await waitFor(() =>
      expect(within(form).queryByRole('button', { name: 'Clear search' })).toBeNull(),
    );
    expect(box).toHaveValue('');
  });
});
