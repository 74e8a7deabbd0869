// The hearing and vision alerts' screens in jsdom, in one file, so that jsdom and the screen kit
// load once for the folder (a second and a half a file on 2 cores).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  type AuthProvider,
  type DataProvider,
  type GetListParams,
  ListBase,
  memoryStore,
  useListContext,
} from 'react-admin';
import { vi } from 'vitest';
import { alertActionsSummary } from '@/domain/alerts';
import type { AlertAction, QuestionnaireAlert } from '@/domain/types';
import { AdminNotification } from '@/layout/toast/AdminNotification';
import { createQueryClient } from '@/providers/queryClient';
import { i18nProvider } from '@/resources/registry';
import { shownToasts } from '@/test/screenTestKit';
import { AlertFilters } from './AlertFilters';
import { AlertPanel } from './AlertPanel';

describe('AlertFilters', () => {
  /** The organisations offering the alerts' questionnaires, as the server's search answers. */
  const OFFERED = [
    { id: 'bay', name: 'Bayview College', customQuestionnaires: ['hearing-v2'] },
    { id: 'harbour', name: 'Harbour Accounting Partners', customQuestionnaires: ['vision-v2'] },
  ];

  function authProviderOf(role: 'Kynd Admin' | 'Org Admin'): AuthProvider {
    return {
      login: () => Promise.resolve(),
      logout: () => Promise.resolve(),
      checkAuth: () => Promise.resolve(),
      checkError: () => Promise.resolve(),
      getPermissions: () =>
        Promise.resolve({
          role,
          isStaff: false,
          organisationId: role === 'Org Admin' ? 'bay' : '',
        }),
    };
  }

  /** What the list's filter holds, as the list's other children see it. */
  function ListedOrganisation() {
    const { filterValues } = useListContext();
    return <output aria-label="listed">{String(filterValues.organisationId ?? '')}</output>;
  }

  function renderFilters(role: 'Kynd Admin' | 'Org Admin', defaults: Record<string, string>) {
    const getList = vi.fn((resource: string, _params: GetListParams) =>
      Promise.resolve(
        resource === 'organisationChoices'
          ? { data: OFFERED, total: OFFERED.length }
          : { data: [], total: 0 },
      ),
    );
    const getOne = vi.fn((_resource: string, { id }: { id: string }) => {
      const found = OFFERED.find((organisation) => organisation.id === id);
      return found
        ? Promise.resolve({ data: found })
        : Promise.reject(Object.assign(new Error('gone'), { code: 'not-found' }));
    });
    const dataProvider = { getList, getOne } as unknown as DataProvider;
    // The list's organisation when the list may first read.
    const settledWith: (string | null)[] = [];
    const onSettled = () => settledWith.push(screen.getByLabelText('listed').textContent);
    render(
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProviderOf(role)}
        i18nProvider={i18nProvider}
        // The app's: a read refused or not found is not retried.
        queryClient={createQueryClient()}
        store={memoryStore()}
      >
        <ListBase
          resource="questionnaireAlerts"
          filterDefaultValues={defaults}
          disableAuthentication
        >
          <AlertFilters onSettled={onSettled} />
          <ListedOrganisation />
        </ListBase>
      </AdminContext>,
    );
    const callsOf = (resource: string) =>
      getList.mock.calls.filter(([called]) => called === resource).map(([, params]) => params);
    const lastFilter = () =>
      callsOf('questionnaireAlerts').at(-1)?.filter as Record<string, string>;
    return { lastFilter, callsOf, settledWith };
  }

  async function choose(label: string, option: string) {
    await userEvent.click(screen.getByRole('combobox', { name: label }));
    await userEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: option }),
    );
  }

  describe('the alert filters', { timeout: 30_000 }, () => {
    // The list keeps its filter in the URL: each test starts from a bare one.
    beforeEach(() => window.history.replaceState({}, '', '/'));

    it('sends the whole filter each time, so that an undone choice never comes back', async () => {
      const { lastFilter, callsOf } = renderFilters('Kynd Admin', {
        type: 'All',
        organisationId: 'bay',
      });
      await waitFor(() => expect(lastFilter()).toEqual({ type: 'All', organisationId: 'bay' }));
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: 'Organisation' })).toHaveValue(
          'Bayview College',
        ),
      );
      await choose('Organisation', 'Harbour Accounting Partners');
      // Found among the organisations offering the alerts' questionnaires, a page at a time.
      expect(callsOf('organisationChoices').at(-1)).toMatchObject({
        filter: { search: '', questionnaires: ['hearing-v2', 'vision-v2'] },
        pagination: { page: 1, perPage: 20 },
      });
      await choose('Alert status', 'In Progress');
      await choose('Alert type', 'Vision Screen');
      await waitFor(() =>
        expect(lastFilter()).toEqual({
          organisationId: 'harbour',
          status: 'In Progress',
          type: 'Vision Screen',
        }),
      );
      await choose('Alert status', 'All');
      await choose('Alert type', 'All');
      // Typed at once, before the list has caught up with the two choices above.
      await userEvent.type(screen.getByRole('textbox', { name: 'Search user' }), 'AN TH');
      await waitFor(() =>
        expect(lastFilter()).toEqual({ organisationId: 'harbour', type: 'All', q: 'AN TH' }),
      );
      await userEvent.clear(screen.getByRole('textbox', { name: 'Search user' }));
      await waitFor(() => expect(lastFilter()).toEqual({ organisationId: 'harbour', type: 'All' }));
    });

    it('chooses the first organisation when the list holds none of those offered, and only then lets the list read', async () => {
      const { lastFilter, settledWith } = renderFilters('Kynd Admin', {
        type: 'All',
        organisationId: 'gone',
      });
      await waitFor(() => expect(lastFilter()).toEqual({ type: 'All', organisationId: 'bay' }));
      expect(screen.getByRole('combobox', { name: 'Organisation' })).toHaveValue('Bayview College');
      await waitFor(() => expect(settledWith).toEqual(['bay']));
    });

    it("takes the list's organisation (an address, Back)", async () => {
      const { lastFilter } = renderFilters('Kynd Admin', {
        type: 'All',
        organisationId: 'harbour',
      });
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: 'Organisation' })).toHaveValue(
          'Harbour Accounting Partners',
        ),
      );
      expect(lastFilter()).toEqual({ type: 'All', organisationId: 'harbour' });
    });

    it('offers no organisation to an Org Admin and drops one left in the list', async () => {
      const { lastFilter, settledWith } = renderFilters('Org Admin', {
        type: 'All',
        organisationId: 'bay',
      });
      await waitFor(() => expect(lastFilter()).toEqual({ type: 'All' }));
      await waitFor(() => expect(settledWith).toEqual(['']));
      expect(screen.queryByRole('combobox', { name: 'Organisation' })).not.toBeInTheDocument();
    });
  });
});

describe('AlertPanel', () => {
  const olga = { id: 'me', firstName: 'Olga', lastName: 'Admin' };

  function action(status: AlertAction['status'], day: number, comment: string): AlertAction {
    return {
      actionUser: olga,
      status,
      comment,
      timestamp: new Date(Date.UTC(2026, 0, day, 9)),
      questionnaire: 'hearing',
    };
  }

  const alert: QuestionnaireAlert = {
    id: 'alert-1',
    user: { firstName: 'Ngaio', lastName: 'Marsh', email: 'ngaio@example.com' },
    organisation: { id: 'A', name: 'Organisation A' },
    division: { name: 'Default division' },
    createdAt: new Date(Date.UTC(2026, 0, 1)),
    questionnaireAlerts: { hearing: true, vision: true },
    hearingStatus: 'In Progress',
    visionStatus: 'Open',
    status: 'Open',
    // Not in time order: the latest is the In Progress one.
    actions: [action('In Progress', 5, 'Test booked'), action('Open', 2, 'Called')],
  };

  const authProvider: AuthProvider = {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve({ role: 'Org Admin' }),
    getIdentity: () => Promise.resolve({ id: 'me', fullName: 'Olga Admin' }),
  };

  function renderPanel(
    appendAlertAction: (...args: unknown[]) => Promise<unknown>,
    panelAlert: QuestionnaireAlert = alert,
    canUpdate = true,
  ) {
    // The history modal reads the whole alert.
    const getOne = vi.fn(() => Promise.resolve({ data: alert }));
    const dataProvider = { appendAlertAction, getOne } as unknown as DataProvider;
    render(
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
      >
        <AlertPanel
          alert={panelAlert}
          questionnaire="hearing"
          userName="Ngaio Marsh"
          canUpdate={canUpdate}
        />
        <AdminNotification />
      </AdminContext>,
    );
    return getOne;
  }

  describe('an alert panel', { timeout: 30_000 }, () => {
    it("saves one action from the update modal, starting at the latest action's status", async () => {
      const append = vi.fn(() => Promise.resolve({ ...alert, hearingStatus: 'Resolved' }));
      renderPanel(append);
      await userEvent.click(screen.getByRole('button', { name: 'Update' }));
      const dialog = await screen.findByRole('dialog', { name: /Update hearing alert/ });
      expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent(
        'In Progress',
      );
      await userEvent.click(within(dialog).getByRole('combobox', { name: 'Status' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Resolved' }));
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: 'Action' }),
        '  Results in.  ',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(shownToasts().map(([type, title]) => [type, title])).toEqual([
          ['success', 'Alert updated'],
        ]),
      );
      expect(append).toHaveBeenCalledWith('alert-1', 'me', {
        questionnaire: 'hearing',
        status: 'Resolved',
        comment: 'Results in.',
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('says so when the update fails, and keeps the modal open', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      renderPanel(() => Promise.reject(new Error('permission-denied')));
      await userEvent.click(screen.getByRole('button', { name: 'Update' }));
      const dialog = await screen.findByRole('dialog', { name: /Update hearing alert/ });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(shownToasts()).toEqual([['error', 'Error updating alert', 'Contact support']]),
      );
      expect(screen.getByRole('dialog', { name: /Update hearing alert/ })).toBeInTheDocument();
    });

    it('shows the summary of a list row, and reads the history when the modal opens, newest first', async () => {
      // A list row: the panels' summary, not the history.
      const { actions, ...rest } = alert;
      const row = { ...rest, actionsSummary: alertActionsSummary(actions) } as QuestionnaireAlert;
      const getOne = renderPanel(() => Promise.resolve(), row);
      expect(screen.getByText('Test booked')).toBeInTheDocument();
      expect(screen.getByText('2 actions')).toBeInTheDocument();
      expect(getOne).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: 'Actions taken' }));
      const dialog = await screen.findByRole('dialog', { name: /Hearing actions taken/ });
      const items = await within(dialog).findAllByRole('listitem');
      expect(getOne).toHaveBeenCalledWith(
        'questionnaireAlerts',
        expect.objectContaining({ id: 'alert-1' }),
      );
      expect(items.map((item) => item.textContent)).toEqual([
        expect.stringMatching(/^In Progress05 Jan 2026, \d\d:00 · Olga AdminTest booked$/),
        expect.stringMatching(/^Open02 Jan 2026, \d\d:00 · Olga AdminCalled$/),
      ]);
    });

    it('says no action is taken yet on an alert with none', () => {
      renderPanel(() => Promise.resolve(), { ...alert, actions: [], hearingStatus: 'Open' });
      expect(screen.getByText('No action taken yet')).toBeInTheDocument();
      expect(screen.getByText('0 actions')).toBeInTheDocument();
    });

    it('offers no Update once the panel is Resolved', () => {
      renderPanel(() => Promise.resolve(), { ...alert, hearingStatus: 'Resolved' });
      expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Actions taken' })).toBeInTheDocument();
    });

    it('offers no Update to a read-only viewer', () => {
      renderPanel(() => Promise.resolve(), alert, false);
      expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    });
  });
});
