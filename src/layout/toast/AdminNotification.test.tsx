import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, useNotify } from 'react-admin';
import { i18nProvider } from '@/resources/registry';
import { AdminNotification } from '@/layout/toast/AdminNotification';
import { dismissToast, getToasts } from '@/layout/toast/toastStore';

function NotifyButton() {
  const notify = useNotify();
  return (
    <button
      onClick={() => {
        notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
        notify('Error creating code', { type: 'error', description: 'Please, try again later' });
      }}
    >
      notify
    </button>
  );
}

afterEach(() => {
  act(() => {
    for (const toast of getToasts()) dismissToast(toast.id);
  });
});

describe('AdminNotification', () => {
  it('turns react-admin notifications into translated toasts', { timeout: 30_000 }, async () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <NotifyButton />
        <AdminNotification />
      </AdminContext>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'notify' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Element updated');
    expect(screen.getByRole('alert')).toHaveTextContent('Error creating code');
    expect(screen.getByRole('alert')).toHaveTextContent('Please, try again later');
    expect(getToasts().map((toast) => [toast.type, toast.title, toast.description])).toEqual([
      ['success', 'Element updated', undefined],
      ['error', 'Error creating code', 'Please, try again later'],
    ]);
  });
});
