import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  useNotify,
  type NotificationOptions,
  type NotificationType,
} from 'react-admin';
import { englishMessages } from '@/i18n/englishMessages';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { AdminNotification } from '@/layout/toast/AdminNotification';
import { shownToasts } from '@/shared/screenTestKit';

/** The shared catalogue (layout and dashboards wording; no resource's own). */
const i18nProvider = createI18nProvider(englishMessages);

type Raise = (message: string, options?: NotificationOptions & { type?: NotificationType }) => void;

/** The app's notification component, and react-admin's useNotify to raise toasts with. */
function renderNotifications(): Raise {
  let raise: Raise = () => undefined;
  function Raiser() {
    const notify = useNotify();
    raise = (message, options) => notify(message, options);
    return null;
  }
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Raiser />
      <AdminNotification />
    </AdminContext>,
  );
  return (message, options) => act(() => raise(message, options));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('AdminNotification', () => {
  it('turns react-admin notifications into translated toasts', { timeout: 30_000 }, async () => {
    function NotifyButton() {
      const notify = useNotify();
      return (
        <button
          onClick={() => {
            notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
            notify('Error creating code', { type: 'error', description: 'app.common.try_again' });
          }}
        >
          notify
        </button>
      );
    }
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
    expect(shownToasts()).toEqual([
      ['success', 'Element updated', undefined],
      ['error', 'Error creating code', 'Please, try again later'],
    ]);
  });

  it('shows title and description in a live region 340px wide', () => {
    const raise = renderNotifications();
    raise('Industry created', { type: 'success', description: 'All good' });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveStyle({ width: '340px', position: 'fixed', top: '16px', right: '16px' });
    const toast = within(region).getByRole('status');
    expect(toast).toHaveTextContent('Industry created');
    expect(toast).toHaveTextContent('All good');
    expect(toast).toHaveAttribute('data-toast-type', 'success');
  });

  it('announces an error toast as an alert, and a warning as info', () => {
    const raise = renderNotifications();
    raise('Error creating code', { type: 'error' });
    raise('Careful', { type: 'warning' });
    expect(screen.getByRole('alert')).toHaveTextContent('Error creating code');
    expect(shownToasts()).toEqual([
      ['error', 'Error creating code', undefined],
      ['info', 'Careful', undefined],
    ]);
  });

  it('stacks several toasts, oldest first', () => {
    const raise = renderNotifications();
    raise('First', { type: 'info' });
    raise('Second', { type: 'success' });
    raise('Third', { type: 'info' });
    expect(shownToasts().map(([, title]) => title)).toEqual(['First', 'Second', 'Third']);
  });

  it('closes a toast on click, and with its close button', () => {
    const raise = renderNotifications();
    raise('Click me', { type: 'info' });
    raise('Close me', { type: 'info' });
    fireEvent.click(screen.getByText('Click me'));
    expect(screen.queryByText('Click me')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Close me')).not.toBeInTheDocument();
    expect(shownToasts()).toEqual([]);
  });

  it('starts the progress bar after 50 ms and dismisses after the duration', () => {
    vi.useFakeTimers();
    const raise = renderNotifications();
    raise('Timed', { type: 'info', autoHideDuration: 1000 });
    const bar = screen.getByTestId('toast-progress');
    expect(bar).toHaveAttribute('data-running', 'false');
    act(() => vi.advanceTimersByTime(49));
    expect(bar).toHaveAttribute('data-running', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(bar).toHaveAttribute('data-running', 'true');
    act(() => vi.advanceTimersByTime(949));
    expect(screen.getByText('Timed')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Timed')).not.toBeInTheDocument();
  });

  it('uses the default duration of 6000 ms', () => {
    vi.useFakeTimers();
    const raise = renderNotifications();
    raise('Default', { type: 'info' });
    act(() => vi.advanceTimersByTime(5999));
    expect(screen.getByText('Default')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Default')).not.toBeInTheDocument();
  });
});
