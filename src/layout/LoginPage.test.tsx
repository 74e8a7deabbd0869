import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { REMEMBER_ME_STORAGE_KEY } from '@/config/constants';
import type { KyndAuthProvider, LoginParams, SendPhoneCodeParams } from '@/providers/authProvider';
import { LoginPage, RECAPTCHA_CONTAINER_ID } from '@/layout/LoginPage';
import { englishMessages } from '@/i18n/englishMessages';
import { createI18nProvider } from '@/i18n/i18nProvider';

/** The shared catalogue (layout and dashboards wording; no resource's own). */
const i18nProvider = createI18nProvider(englishMessages);

function fakeAuthProvider(overrides: Partial<KyndAuthProvider> = {}) {
  const logins: LoginParams[] = [];
  const codeRequests: SendPhoneCodeParams[] = [];
  const provider: KyndAuthProvider = {
    login: async (params) => {
      logins.push(params);
      return { redirectTo: '/dashboard' };
    },
    logout: async () => '/',
    checkAuth: () => Promise.reject(new Error('signed out')),
    checkError: async () => undefined,
    getIdentity: () => Promise.reject(new Error('signed out')),
    getPermissions: async () => null,
    sendPhoneCode: async (params) => {
      codeRequests.push(params);
      return 'sent';
    },
    recheckSession: async () => false,
    ...overrides,
  };
  return { provider, logins, codeRequests };
}

function renderLogin(provider: KyndAuthProvider) {
  return render(
    <AdminContext authProvider={provider} i18nProvider={i18nProvider}>
      <LoginPage />
    </AdminContext>,
  );
}

// Rendering the whole react-admin context is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => localStorage.clear());

describe('LoginPage', () => {
  it('signs in with the email form on Enter, with remember-me', async () => {
    const user = userEvent.setup({ delay: null });
    const { provider, logins } = fakeAuthProvider();
    renderLogin(provider);

    expect(screen.getByRole('heading', { name: 'Kynd Dashboard' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    await user.paste('org.admin@example.com');
    await user.click(screen.getByLabelText(/^Password/));
    await user.paste('secret');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(logins).toEqual([
        { email: 'org.admin@example.com', password: 'secret', rememberMe: true },
      ]),
    );
  });

  it('pre-fills the remembered email and focuses the password', () => {
    localStorage.setItem(
      REMEMBER_ME_STORAGE_KEY,
      JSON.stringify({ email: 'org.admin@example.com', phone: '+64210000001' }),
    );
    renderLogin(fakeAuthProvider().provider);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('org.admin@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('sends a code, then confirms the code as typed (the provider trims it) from the code step', async () => {
    const user = userEvent.setup({ delay: null });
    const { provider, logins, codeRequests } = fakeAuthProvider();
    renderLogin(provider);

    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    expect(screen.getByLabelText(/^Phone number/)).toHaveFocus();
    await user.paste('0210000001');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText(/^Code/)).toHaveFocus());
    expect(codeRequests).toEqual([
      { phone: '0210000001', recaptchaContainer: RECAPTCHA_CONTAINER_ID },
    ]);
    expect(document.getElementById(RECAPTCHA_CONTAINER_ID)).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(logins).toEqual([]);
    await user.click(screen.getByLabelText(/^Code/));
    await user.paste(' 123456 ');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(logins).toEqual([{ code: ' 123456 ' }]));
  });

  it('stays on the number step when no code was sent', async () => {
    const user = userEvent.setup({ delay: null });
    const { provider } = fakeAuthProvider({
      sendPhoneCode: () => Promise.reject(new Error('Phone number not found')),
    });
    renderLogin(provider);

    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await user.paste('0219999999');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled());
    expect(screen.queryByLabelText(/^Code/)).toBeNull();
  });
});
