// The users' screens in jsdom (UserCard's and UserList's files mock modules of their own), in one
// file, so that jsdom and the screen kit load once for the folder (a second and a half a file on 2
// cores).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  act,
  fireEvent,
  render,
  renderHook,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { BulkOutcome } from '@/domain/bulk';
import type { Clinician } from '@/domain/clinicianPermissions';
import type { ListedUser } from '@/domain/userList';
import type { KyndDataProvider } from '@/providers/types';
import { i18nProvider } from '@/resources/registry';
import { PICKER_MATCHES } from '@/shared/OrganisationPicker';
import { PERSON_MATCHES } from '@/shared/personSearch';
import { fakeDataProvider, ORG_ADMIN, renderScreen, shownToasts } from '@/test/screenTestKit';
import { BulkProgressDialog } from './BulkProgressDialog';
import { ClinicianPicker } from './PersonPicker';
import { ManageClinicians } from './ManageClinicians';
import { UserCreate } from './UserCreate';
import { UserPicker } from './PersonPicker';
import { type RunChunk, useBulkRun } from './useBulkRun';
import type { BulkRunState } from './useBulkRun';

describe('BulkProgressDialog', () => {
  function renderDialog(state: BulkRunState) {
    const onCancel = vi.fn();
    const onClose = vi.fn();
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <BulkProgressDialog
          title="Activate 3 users"
          run={{ state, cancel: onCancel, reset: onClose }}
        />
      </AdminContext>,
    );
    return { onCancel, onClose };
  }

  describe('BulkProgressDialog', () => {
    it('shows the progress with N of M done and a Cancel button while it runs', async () => {
      const { onCancel } = renderDialog({
        status: 'running',
        total: 120,
        done: 50,
        outcome: { changed: [], refused: [] },
      });
      const dialog = screen.getByRole('dialog', { name: 'Activate 3 users' });
      const bar = within(dialog).getByRole('progressbar', { name: 'Progress' });
      expect(bar).toHaveAttribute('aria-valuenow', '42');
      expect(within(dialog).getByText('50 of 120 done')).toBeInTheDocument();
      expect(within(dialog).queryByText(/changed,/)).not.toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(onCancel).toHaveBeenCalledTimes(1);
    });

    it('ends with the summary and each refused user by name with the reason', async () => {
      const { onClose } = renderDialog({
        status: 'done',
        total: 4,
        done: 4,
        outcome: {
          changed: [{ id: 'a', name: 'Ana Lee' }],
          refused: [
            // A refusal's code is worded by the catalogue, one without a code by the server.
            { id: 'b', name: 'Bo Tan', reason: 'Server words', reasonCode: 'outsideOrganisation' },
            { id: 'c', name: '', reason: 'User not found.', reasonCode: 'userNotFound' },
            { id: 'd', name: 'Di Ko', reason: 'Only a User becomes a subscription user.' },
          ],
        },
      });
      expect(screen.getByText('1 changed, 3 refused')).toBeInTheDocument();
      const refused = screen.getByRole('list', { name: 'Refused' });
      expect(
        within(refused)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Bo Tan: You can only act within your organisation.',
        'c: User not found.',
        'Di Ko: Only a User becomes a subscription user.',
      ]);
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('says how many were not sent after a Cancel', () => {
      renderDialog({
        status: 'cancelled',
        total: 120,
        done: 50,
        outcome: { changed: [], refused: [] },
      });
      expect(screen.getByText('0 changed, 0 refused')).toBeInTheDocument();
      expect(screen.getByText('Cancelled: 70 not sent')).toBeInTheDocument();
    });
  });
});

// The clinician and user pickers find by typing: nothing is read before something is typed, then
// each pause asks the server for the first matches of a first or last name (or, for "first last",
// the first name's matches narrowed to the whole text), never more than a page of users.
describe('ClinicianPicker', () => {
  const PEOPLE = [
    {
      id: 'priya',
      firstName: 'Priya',
      lastName: 'Sharma',
      email: 'clinician@example.com',
      role: 'Clinician',
    },
    {
      id: 'pita',
      firstName: 'Pita',
      lastName: 'Sharp',
      email: 'pita@example.com',
      role: 'Clinician',
    },
    { id: 'sam', firstName: 'Sam', lastName: 'Priestley', email: 'sam@example.com', role: 'User' },
    ...Array.from({ length: 40 }, (_, index) => ({
      id: `p${index}`,
      firstName: `Priscilla${String(index).padStart(2, '0')}`,
      lastName: 'Many',
      email: `p${index}@example.com`,
      role: 'Clinician',
    })),
  ];

  interface Asked {
    filter: { role?: string; search: { field: 'firstName' | 'lastName'; term: string } };
    pagination: { perPage: number };
    meta: { fields: readonly string[]; count?: boolean };
  }

  /** Answers as the server does: the role, a prefix of the lower-case name, one page. */
  function serverLike() {
    return vi.fn((_resource: string, { filter, pagination }: Asked) => {
      const { field, term } = filter.search;
      const matching = PEOPLE.filter(
        (person) =>
          (filter.role === undefined || person.role === filter.role) &&
          person[field].toLowerCase().startsWith(term),
      );
      return Promise.resolve({
        data: matching.slice(0, pagination.perPage),
        total: matching.length,
      });
    });
  }

  function ClinicianHarness({ onChange }: { onChange: (clinician: Clinician | null) => void }) {
    const [value, setValue] = useState<Clinician | null>(null);
    return (
      <ClinicianPicker
        value={value}
        onChange={(clinician) => {
          setValue(clinician);
          onChange(clinician);
        }}
        helperText="Choose a clinician"
      />
    );
  }

  function renderClinicianPicker() {
    const getList = serverLike();
    const onChange = vi.fn();
    renderScreen(<ClinicianHarness onChange={onChange} />, {
      dataProvider: fakeDataProvider({
        getList: getList as unknown as KyndDataProvider['getList'],
      }),
      resource: 'users',
    });
    const box = screen.getByRole('combobox', { name: 'Clinician' });
    box.focus();
    const type = (text: string) => fireEvent.change(box, { target: { value: text } });
    /** Documents asked for since the last call. */
    let seen = 0;
    const askedSince = () => {
      const calls = getList.mock.calls.slice(seen);
      seen = getList.mock.calls.length;
      return calls.map(([, params]) => params);
    };
    return { getList, onChange, type, askedSince };
  }

  // The first render of react-admin's context takes a few seconds on a busy machine.
  describe('ClinicianPicker', { timeout: 20_000 }, () => {
    it('reads nothing before typing, then a page of clinicians by first or last name', async () => {
      const { getList, type, askedSince, onChange } = renderClinicianPicker();
      expect(getList).not.toHaveBeenCalled();
      type('shar');
      await screen.findByRole(
        'option',
        { name: 'Priya Sharma (clinician@example.com)' },
        { timeout: 5000 },
      );
      expect(screen.getByRole('option', { name: 'Pita Sharp (pita@example.com)' })).toBeDefined();
      const asked = askedSince();
      expect(asked.map((params) => params.filter)).toEqual([
        { role: 'Clinician', search: { field: 'firstName', term: 'shar' } },
        { role: 'Clinician', search: { field: 'lastName', term: 'shar' } },
      ]);
      expect(asked.reduce((sum, params) => sum + params.pagination.perPage, 0)).toBeLessThanOrEqual(
        PERSON_MATCHES,
      );
      fireEvent.click(screen.getByRole('option', { name: 'Priya Sharma (clinician@example.com)' }));
      expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: 'priya' }));
    });

    it('finds "first last" in any case, from one page of first-name matches', async () => {
      const { type, askedSince } = renderClinicianPicker();
      type('priya SHARMA');
      await screen.findByRole(
        'option',
        { name: 'Priya Sharma (clinician@example.com)' },
        { timeout: 5000 },
      );
      expect(screen.getAllByRole('option')).toHaveLength(1);
      const asked = askedSince();
      expect(asked.map((params) => params.filter.search)).toEqual([
        { field: 'firstName', term: 'priya' },
      ]);
      expect(asked[0]?.pagination.perPage).toBe(PERSON_MATCHES);
      type('Sharma Priya');
      await screen.findByText('No clinicians found', {}, { timeout: 5000 });
    });

    it('shows at most a page of options however many clinicians match', async () => {
      const { type } = renderClinicianPicker();
      type('pri');
      await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(1), {
        timeout: 5000,
      });
      expect(screen.getAllByRole('option').length).toBeLessThanOrEqual(PERSON_MATCHES);
    });
  });

  describe('UserPicker', { timeout: 20_000 }, () => {
    it('asks for users of any role by last name, a page at most', async () => {
      const getList = serverLike();
      const onChange = vi.fn<(user: ListedUser | null) => void>();
      renderScreen(<UserPicker value={null} onChange={onChange} />, {
        dataProvider: fakeDataProvider({
          getList: getList as unknown as KyndDataProvider['getList'],
        }),
        resource: 'users',
      });
      const box = screen.getByRole('combobox', { name: 'User' });
      box.focus();
      fireEvent.change(box, { target: { value: 'priest' } });
      await screen.findByRole('option', { name: 'Sam Priestley' }, { timeout: 5000 });
      const asked = getList.mock.calls.map(([, params]) => params);
      expect(asked.every((params) => params.filter.role === undefined)).toBe(true);
      // An option's fields alone, and no count: a picker shows its first matches, no next page.
      expect(asked.map((params) => params.meta)).toEqual([
        { fields: ['firstName', 'lastName', 'email', 'organisation'], count: false },
        { fields: ['firstName', 'lastName', 'email', 'organisation'], count: false },
      ]);
      expect(asked.reduce((sum, params) => sum + params.pagination.perPage, 0)).toBeLessThanOrEqual(
        PERSON_MATCHES,
      );
    });
  });
});

// Create user (docs/product.md §2, §5) reads no list of every organisation: a provider admin finds
// the organisation by typing (the server's search, one short page), and only the chosen
// organisation is read, by id, for its divisions; an Org Admin's own organisation is read so too.
describe('UserCreate', () => {
  const HARBOUR = {
    id: 'o1',
    name: 'Harbour Accounting',
    industry: 'Accounting',
    isActive: true,
    divisions: [
      { id: 'd2', name: 'Tax' },
      { id: 'd1', name: 'Audit' },
    ],
    managers: [{ id: 'm1', name: 'First Manager' }],
  };
  const SUMMIT = { id: 'o2', name: 'Summit Builders', industry: 'Building', isActive: true };

  function serverLike() {
    const getList = vi.fn(
      (
        resource: string,
        params: { filter: { search?: string }; pagination: { perPage: number } },
      ) => {
        if (resource !== 'organisationChoices') {
          return Promise.reject(new Error(`Unexpected getList ${resource}`));
        }
        const term = (params.filter.search ?? '').toLowerCase();
        const matching = [HARBOUR, SUMMIT]
          .filter((item) => item.name.toLowerCase().startsWith(term))
          .map(({ id, name, industry, isActive }) => ({ id, name, industry, isActive }));
        return Promise.resolve({ data: matching, total: matching.length });
      },
    );
    const getOne = vi.fn((_resource: string, params: { id: string }) =>
      params.id === HARBOUR.id
        ? Promise.resolve({ data: HARBOUR })
        : Promise.reject(new Error(`Unexpected getOne ${params.id}`)),
    );
    return { getList, getOne };
  }

  function providerWith(methods: ReturnType<typeof serverLike>) {
    return fakeDataProvider({
      getList: methods.getList as unknown as KyndDataProvider['getList'],
      getOne: methods.getOne as unknown as KyndDataProvider['getOne'],
    });
  }

  describe('Create user', { timeout: 60_000 }, () => {
    it("finds a provider admin's organisation by typing and reads only the chosen one's details", async () => {
      const methods = serverLike();
      renderScreen(<UserCreate />, { dataProvider: providerWith(methods), resource: 'users' });
      const box = await screen.findByRole('combobox', { name: 'Organisation' });
      // Nothing read before the box is used.
      expect(methods.getList).not.toHaveBeenCalled();
      expect(methods.getOne).not.toHaveBeenCalled();

      box.focus();
      fireEvent.change(box, { target: { value: 'harb' } });
      // Once the typing pauses, the server's answer replaces the first page.
      await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
      for (const [, params] of methods.getList.mock.calls) {
        expect(params.pagination.perPage).toBeLessThanOrEqual(PICKER_MATCHES);
      }
      fireEvent.click(screen.getByRole('option', { name: 'Harbour Accounting' }));

      await waitFor(() =>
        expect(methods.getOne).toHaveBeenCalledWith(
          'organisationChoices',
          expect.objectContaining({ id: 'o1', meta: { details: true } }),
        ),
      );
      await userEvent.click(screen.getByRole('combobox', { name: 'Division' }));
      const list = await screen.findByRole('listbox');
      await waitFor(() =>
        expect(
          within(list)
            .getAllByRole('option')
            .map((item) => item.textContent),
        ).toEqual(['All', 'Audit', 'Tax']),
      );
    });

    it('counts an organisation chosen while its divisions are still being read', async () => {
      const methods = serverLike();
      // The chosen organisation's details never arrive.
      methods.getOne.mockImplementation(() => new Promise(() => undefined));
      renderScreen(<UserCreate />, { dataProvider: providerWith(methods), resource: 'users' });
      const box = await screen.findByRole('combobox', { name: 'Organisation' });
      box.focus();
      fireEvent.change(box, { target: { value: 'harb' } });
      // Once the typing pauses, the server's answer replaces the first page.
      await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
      fireEvent.click(screen.getByRole('option', { name: 'Harbour Accounting' }));
      await waitFor(() => expect(methods.getOne).toHaveBeenCalled());
      await userEvent.click(screen.getByRole('button', { name: 'Create' }));
      await waitFor(() =>
        expect(shownToasts().map(([, title]) => title)).toEqual(['Please, choose a division']),
      );
    });

    it('shows an Org Admin its own organisation, read by id alone', async () => {
      const methods = serverLike();
      renderScreen(<UserCreate />, {
        dataProvider: providerWith(methods),
        permissions: ORG_ADMIN,
        resource: 'users',
      });
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: 'Organisation' })).toHaveTextContent(
          'Harbour Accounting',
        ),
      );
      expect(methods.getList).not.toHaveBeenCalled();
      expect(methods.getOne.mock.calls.map(([, params]) => params.id)).toEqual(['o1']);
    });
  });
});

describe('useBulkRun', () => {
  function wrapper({ children }: { children: ReactNode }) {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  }

  /** Changes every id but those in `refuse`, which it refuses as 'Not allowed'. */
  function serverOf(refuse: readonly string[] = []) {
    const calls: string[][] = [];
    const run: RunChunk<string> = async (ids) => {
      calls.push(ids);
      return {
        changed: ids.filter((id) => !refuse.includes(id)).map((id) => ({ id, name: `N${id}` })),
        refused: ids
          .filter((id) => refuse.includes(id))
          .map((id) => ({ id, name: `N${id}`, reason: 'Not allowed' })),
      };
    };
    return { calls, run };
  }

  const ids = (count: number) => Array.from({ length: count }, (_, index) => `${index + 1}`);

  describe('useBulkRun', () => {
    it('sends the selection in chunks, one after the other, and sums the outcome', async () => {
      const server = serverOf(['2', '107']);
      const onSettled = vi.fn();
      const { result } = renderHook(() => useBulkRun(server.run, onSettled), { wrapper });
      act(() => result.current.start(ids(120), 'activate'));
      await waitFor(() => expect(result.current.state.status).toBe('done'));
      // BULK_CHUNK_SIZE (50, docs/product.md §2 Users list) a call.
      expect(server.calls).toEqual([
        ids(120).slice(0, 50),
        ids(120).slice(50, 100),
        ids(120).slice(100),
      ]);
      expect(result.current.state).toMatchObject({ total: 120, done: 120 });
      expect(result.current.state.outcome.changed.map((user) => user.id)).toEqual(
        ids(120).filter((id) => id !== '2' && id !== '107'),
      );
      expect(result.current.state.outcome.refused).toEqual([
        { id: '2', name: 'N2', reason: 'Not allowed' },
        { id: '107', name: 'N107', reason: 'Not allowed' },
      ]);
      expect(onSettled).toHaveBeenCalledWith(
        expect.objectContaining({ status: 'done', done: 120 }),
      );
    });

    it('stops before the next chunk when cancelled, keeping what was done', async () => {
      let release: (outcome: BulkOutcome) => void = () => {};
      const calls: string[][] = [];
      const run: RunChunk<string> = (chunk) => {
        calls.push(chunk);
        return new Promise((resolve) => {
          release = resolve;
        });
      };
      const { result } = renderHook(() => useBulkRun(run), { wrapper });
      act(() => result.current.start(ids(120), 'activate'));
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(result.current.state).toMatchObject({ status: 'running', total: 120, done: 0 });
      act(() => result.current.cancel());
      expect(result.current.state.status).toBe('cancelling');
      await act(async () =>
        release({ changed: ids(50).map((id) => ({ id, name: `N${id}` })), refused: [] }),
      );
      await waitFor(() => expect(result.current.state.status).toBe('cancelled'));
      expect(calls).toHaveLength(1);
      expect(result.current.state).toMatchObject({ total: 120, done: 50 });
      expect(result.current.state.outcome.changed).toHaveLength(50);
    });

    it('stops at a failed chunk and says so', async () => {
      let call = 0;
      const run: RunChunk<string> = async (chunk) => {
        call += 1;
        if (call === 2) throw new Error('offline');
        return { changed: chunk.map((id) => ({ id, name: id })), refused: [] };
      };
      const { result } = renderHook(() => useBulkRun(run), { wrapper });
      act(() => result.current.start(ids(120), 'activate'));
      await waitFor(() => expect(result.current.state.status).toBe('failed'));
      expect(call).toBe(2);
      expect(result.current.state).toMatchObject({ total: 120, done: 50 });
      expect(result.current.state.error).toEqual(new Error('offline'));
      act(() => result.current.reset());
      expect(result.current.state.status).toBe('idle');
    });
  });
});

describe('Manage clinicians', { timeout: 60_000 }, () => {
  const PRIYA = {
    id: 'priya',
    firstName: 'Priya',
    lastName: 'Sharma',
    email: 'clinician@example.com',
    role: 'Clinician',
    allowedOrganisationsIds: ['o2'],
  };
  const ORGANISATIONS = [
    { id: 'o1', name: 'Harbour Accounting', industry: 'Accounting' },
    { id: 'o2', name: 'Summit Builders', industry: 'Construction' },
    { id: 'o3', name: 'Bayview College', industry: '' },
  ];
  const rowsOf = (name: string) =>
    within(screen.getByRole('table', { name }))
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      );

  it("lists a clinician's organisations in two tables and saves a change at once", async () => {
    const call = vi.fn(() => Promise.resolve({ allowedOrganisationsIds: [] }));
    renderScreen(<ManageClinicians />, {
      dataProvider: fakeDataProvider({
        getList: ((resource: string) =>
          Promise.resolve(
            resource === 'users'
              ? { data: [PRIYA], total: 1 }
              : { data: ORGANISATIONS, total: ORGANISATIONS.length },
          )) as unknown as KyndDataProvider['getList'],
        call: call as unknown as KyndDataProvider['call'],
      }),
      resource: 'users',
    });
    const box = await screen.findByRole('combobox', { name: 'Clinician' });
    box.focus();
    fireEvent.change(box, { target: { value: 'priya' } });
    fireEvent.click(
      await screen.findByRole('option', { name: 'Priya Sharma (clinician@example.com)' }),
    );
    await screen.findByRole('table', { name: 'Current permissions' });
    expect(rowsOf('Current permissions')).toEqual([['1', 'Construction', 'Summit Builders']]);
    expect(rowsOf('Organisations that can be added')).toEqual([
      ['1', '—', 'Bayview College'],
      ['2', 'Accounting', 'Harbour Accounting'],
    ]);
    expect(
      within(screen.getByRole('table', { name: 'Current permissions' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['#', 'Industry', 'Name', 'Manage']);

    await userEvent.click(screen.getByRole('button', { name: 'Remove permission' }));
    expect(call).toHaveBeenCalledWith('updateUser', {
      action: 'removeClinicianOrganisation',
      userId: 'priya',
      organisationId: 'o2',
    });
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Add permission' })).toHaveLength(3),
    );
    expect(screen.getByText('No organisations')).toBeInTheDocument();
  });
});
