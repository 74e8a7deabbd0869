import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from '@/layout/ErrorBoundary';

function Broken({ fail }: { fail: boolean }) {
  if (fail) throw new Error('screen failed');
  return <p>screen works</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    // The boundary logs what it caught; React logs it too. Neither is this test's output.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the error screen with the Contact us hint and a REFRESH PAGE link', () => {
    render(
      <ErrorBoundary>
        <Broken fail />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'SOMETHING WENT WRONG' })).toBeInTheDocument();
    expect(screen.getByText(/'Contact us' menu of the mobile app/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'REFRESH PAGE' })).toHaveAttribute(
      'href',
      window.location.href,
    );
  });

  it('renders the children when nothing fails', () => {
    render(
      <ErrorBoundary>
        <Broken fail={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('screen works')).toBeInTheDocument();
  });

  it('clears the error when the route changes', () => {
    const { rerender } = render(
      <ErrorBoundary resetKey="/users">
        <Broken fail />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'SOMETHING WENT WRONG' })).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKey="/users">
        <Broken fail={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'SOMETHING WENT WRONG' })).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKey="/codes">
        <Broken fail={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('screen works')).toBeInTheDocument();
  });
});
