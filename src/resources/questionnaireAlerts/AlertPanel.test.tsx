import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type AuthProvider, type DataProvider } from 'react-admin';
import { vi } from 'vitest';
import type { AlertAction, QuestionnaireAlert } from '@/domain/types';
import { i18nProvider } from '@/resources/registry';
import { AdminNotification } from '@/layout/toast/AdminNotification';
import { shownToasts } from '@/shared/screenTestKit';
import { alertActionsSummary } from '@/domain/alerts';
import { AlertPanel } from './AlertPanel';

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
