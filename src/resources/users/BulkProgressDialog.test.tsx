import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '@/resources/registry';
import { BulkProgressDialog } from './BulkProgressDialog';
import type { BulkRunState } from './useBulkRun';

function renderDialog(state: BulkRunState) {
  const onCancel = vi.fn();
  const onClose = vi.fn();
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <BulkProgressDialog
        title="Activate 3 users"
        state={state}
        onCancel={onCancel}
        onClose={onClose}
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
