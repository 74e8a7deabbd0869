import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Toaster } from '@/layout/toast/Toaster';
import { dismissToast, getToasts, showToast } from '@/layout/toast/toastStore';

afterEach(() => {
  act(() => {
    for (const toast of getToasts()) dismissToast(toast.id);
  });
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows title and description in a live region 340px wide', () => {
    render(<Toaster />);
    act(() => {
      showToast({ type: 'success', title: 'Industry created', description: 'All good' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveStyle({ width: '340px', position: 'fixed', top: '16px', right: '16px' });
    const toast = within(region).getByRole('status');
    expect(toast).toHaveTextContent('Industry created');
    expect(toast).toHaveTextContent('All good');
    expect(toast).toHaveAttribute('data-toast-type', 'success');
  });

  it('announces an error toast as an alert', () => {
    render(<Toaster />);
    act(() => {
      showToast({ type: 'error', title: 'Error creating code' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Error creating code');
  });

  it('closes a toast on click', () => {
    render(<Toaster />);
    act(() => {
      showToast({ type: 'info', title: 'Click me' });
    });
    fireEvent.click(screen.getByText('Click me'));
    expect(screen.queryByText('Click me')).not.toBeInTheDocument();
    expect(getToasts()).toHaveLength(0);
  });

  it('starts the progress bar after 50 ms and dismisses after the duration', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      showToast({ type: 'info', title: 'Timed', duration: 1000 });
    });
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
    render(<Toaster />);
    act(() => {
      showToast({ type: 'info', title: 'Default' });
    });
    act(() => vi.advanceTimersByTime(5999));
    expect(screen.getByText('Default')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Default')).not.toBeInTheDocument();
  });
});
