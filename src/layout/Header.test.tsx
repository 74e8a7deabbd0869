import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, type AuthProvider } from 'react-admin';
import type { KyndIdentity } from '@/providers/authProvider';
import { Header } from '@/layout/Header';
import { englishMessages } from '@/i18n/englishMessages';
import { createI18nProvider } from '@/i18n/i18nProvider';

/** The shared catalogue (layout and dashboards wording; no resource's own). */
const i18nProvider = createI18nProvider(englishMessages);

function renderHeader(
  identity: KyndIdentity,
  fixedSidebar = true,
  queryClient = new QueryClient(),
) {
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => '/',
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => null,
    getIdentity: async () => identity,
  };
  render(
    <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} queryClient={queryClient}>
      <Header fixedSidebar={fixedSidebar} onOpenMenu={() => undefined} />
    </AdminContext>,
  );
}

const base = { id: 'u1', fullName: 'Aroha Ngata', firstName: 'Aroha', avatar: undefined };

describe('Header', { timeout: 30_000 }, () => {
  it('shows the title with the version, the first name and the organisation of an Org Admin', async () => {
    renderHeader({ ...base, role: 'Org Admin', organisationName: 'Harbour Accounting Partners' });
    expect(screen.getByText('Kynd Dashboard')).toBeInTheDocument();
    expect(screen.getByText('v1.4.8')).toBeInTheDocument();
    expect(await screen.findByText('Aroha')).toBeInTheDocument();
    expect(screen.getByText('Harbour Accounting Partners')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it('reads Provider admin for a Kynd Admin and offers the menu button below 1280px', async () => {
    renderHeader({ ...base, role: 'Kynd Admin', organisationName: 'Kynd Wellness' }, false);
    expect(await screen.findByText('Provider admin')).toBeInTheDocument();
    expect(screen.queryByText('Kynd Wellness')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('reads Clinician for a clinician', async () => {
    renderHeader({ ...base, role: 'Clinician', organisationName: 'Harbour Health Clinic' });
    expect(await screen.findByText('Clinician')).toBeInTheDocument();
    expect(screen.queryByText('Harbour Health Clinic')).not.toBeInTheDocument();
  });

  it('shows the organisation of a User (the allow-listed staff among them)', async () => {
    renderHeader({ ...base, role: 'User', organisationName: 'Harbour Accounting Partners' });
    expect(await screen.findByText('Harbour Accounting Partners')).toBeInTheDocument();
  });

  it("shows react-admin's loading indicator while a request runs, and its refresh button", async () => {
    const queryClient = new QueryClient();
    renderHeader({ ...base, role: 'Org Admin', organisationName: 'Harbour' }, true, queryClient);
    expect(await screen.findByText('Aroha')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    // Once the header's own reads (the identity) are answered, nothing runs.
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull());

    let answer: (value: string) => void = () => undefined;
    const pending = new Promise<string>((resolve) => {
      answer = resolve;
    });
    let fetched: Promise<string> = Promise.resolve('');
    act(() => {
      fetched = queryClient.fetchQuery({ queryKey: ['slow'], queryFn: () => pending });
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await act(async () => {
      answer('done');
      await fetched;
    });
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull());
  });
});
