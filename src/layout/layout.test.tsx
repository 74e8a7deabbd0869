// The layout's parts in jsdom, in one file, so that jsdom and the screen kit load once for the
// folder (a second and a half a file on 2 cores).
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import {
  AdminContext,
  type AuthProvider,
  I18nContextProvider,
  type NotificationOptions,
  type NotificationType,
  useGetList,
  useGetOne,
  useNotify,
} from 'react-admin';
import {
  MemoryRouter,
  Route,
  RouterProvider,
  Routes,
  createMemoryRouter,
  useNavigate,
  useParams,
} from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMEMBER_ME_STORAGE_KEY } from '@/config/constants';
import { layout } from '@/i18n/en/layout';
import { englishMessages } from '@/i18n/englishMessages';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { ErrorBoundary } from '@/layout/ErrorBoundary';
import { Header } from '@/layout/Header';
import { LoginPage, RECAPTCHA_CONTAINER_ID } from '@/layout/LoginPage';
import { OfflineBanner } from '@/layout/OfflineBanner';
import { RetryAlert } from '@/layout/RetryAlert';
import { SafeHtml, sanitiseHtml } from '@/layout/SafeHtml';
import { lazyScreen } from '@/layout/lazyScreen';
import { routerProvider } from '@/layout/routerProvider';
import { AdminNotification } from '@/layout/toast/AdminNotification';
import type {
  KyndAuthProvider,
  KyndIdentity,
  LoginParams,
  SendPhoneCodeParams,
} from '@/providers/authProvider';
import type { KyndDataProvider } from '@/providers/types';
import { fakeDataProvider, renderScreen, shownToasts } from '@/test/screenTestKit';
import { LabelledSelect } from './LabelledSelect';

describe('ErrorBoundary', () => {
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
});

describe('Header', () => {
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
      <AdminContext
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
      >
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
      await waitFor(() =>
        expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull(),
      );

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
      await waitFor(() =>
        expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull(),
      );
    });
  });
});

describe('LabelledSelect', () => {
  /** The shared catalogue (layout wording; no resource's own). */
  const i18nProvider = createI18nProvider(englishMessages);

  function renderSelect(value: string, options: { value: string; label: string }[]) {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <LabelledSelect label="Industry" value={value} options={options} onChange={() => {}} />
      </AdminContext>,
    );
    return screen.getByRole('combobox', { name: 'Industry' });
  }

  describe('LabelledSelect', () => {
    it("shows an option whose value is '' as chosen (the Users list's 'All' industries)", () => {
      const select = renderSelect('', [
        { value: '', label: 'All' },
        { value: 'Retail', label: 'Retail' },
      ]);
      expect(select).toHaveTextContent('All');
    });

    it('shows nothing chosen for a value among no option', () => {
      const select = renderSelect('', [{ value: 'Retail', label: 'Retail' }]);
      expect(select.textContent?.trim() ?? '').toMatch(/^\u200b?$/);
    });
  });
});

describe('LoginPage', () => {
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
});

describe('OfflineBanner', () => {
  const OFFLINE_MESSAGE = layout['app.layout.offline'];

  /** The shared catalogue (layout and dashboards wording; no resource's own). */
  const i18nProvider = createI18nProvider(englishMessages);

  function goOffline(offline: boolean) {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
    act(() => {
      window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
    });
  }

  describe('OfflineBanner', () => {
    afterEach(() => vi.restoreAllMocks());

    it('says so while the browser is offline and goes when the network returns', () => {
      render(
        <I18nContextProvider value={i18nProvider}>
          <OfflineBanner />
        </I18nContextProvider>,
      );
      expect(screen.getByRole('status')).toHaveTextContent('');
      goOffline(true);
      expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);
      goOffline(false);
      expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
    });
  });
});

// One Retry recovers a screen (docs/reliability.md): the read the alert names and every other read
// on screen that failed, such as the organisation a list's cards wait for; reads that did not fail
// are not asked again.
describe('RetryAlert', () => {
  /** A list whose cards also need their organisation, as the Users list's do. */
  function ListWithItsOrganisation() {
    // As the app's query client does for a read that ran out of time (providers/queryClient).
    const organisation = useGetOne('organisationChoices', { id: 'o1' }, { retry: false });
    const users = useGetList('users', { pagination: { page: 1, perPage: 25 } }, { retry: false });
    const industries = useGetList('industries');
    if (users.isPending || organisation.isPending || industries.isPending) return <p>Loading</p>;
    if (users.error || organisation.error) {
      return <RetryAlert onRetry={() => users.refetch()}>Error fetching users</RetryAlert>;
    }
    return (
      <p>
        {organisation.data?.name}: {users.total} listed
      </p>
    );
  }

  describe('RetryAlert', () => {
    it('asks again, in one click, every read of the screen that failed, and only those', async () => {
      const calls = { getOne: 0, getList: { users: 0, industries: 0 } };
      const stalled = () =>
        Promise.reject(Object.assign(new Error('no answer'), { code: 'deadline-exceeded' }));
      const dataProvider = fakeDataProvider({
        getOne: (() => {
          calls.getOne += 1;
          return calls.getOne === 1
            ? stalled()
            : Promise.resolve({ data: { id: 'o1', name: 'Harbour' } });
        }) as unknown as KyndDataProvider['getOne'],
        getList: ((resource: 'users' | 'industries') => {
          calls.getList[resource] += 1;
          if (resource === 'users' && calls.getList.users === 1) return stalled();
          return Promise.resolve({ data: [{ id: 'u1' }], total: 1 });
        }) as unknown as KyndDataProvider['getList'],
      });
      renderScreen(<ListWithItsOrganisation />, { dataProvider, resource: 'users' });

      fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));

      expect(await screen.findByText('Harbour: 1 listed')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
      await waitFor(() =>
        expect(calls).toEqual({ getOne: 2, getList: { users: 2, industries: 1 } }),
      );
    });
  });
});

describe('routerProvider', () => {
  /** A list's route whose navigate react-admin would use, kept as the list's screen drew it. */
  function listRoute() {
    const kept: { navigate?: ReturnType<typeof routerProvider.useNavigate> } = {};
    function List() {
      kept.navigate = routerProvider.useNavigate();
      return <p>List</p>;
    }
    const router = createMemoryRouter(
      [
        { path: '/list', element: <List /> },
        { path: '/elsewhere', element: <p>Elsewhere</p> },
      ],
      { initialEntries: ['/list'] },
    );
    render(<RouterProvider router={router} />);
    return { router, kept };
  }

  it("puts a list's filter into the address while the list is the location", async () => {
    const { router, kept } = listRoute();
    await act(async () => kept.navigate?.({ search: '?filter=%7B%7D' }));
    expect(router.state.location).toMatchObject({ pathname: '/list', search: '?filter=%7B%7D' });
  });

  it('drops the filter of a list the user has already left, which would take them back', async () => {
    const { router, kept } = listRoute();
    const stale = kept.navigate;
    // The router has the new address before the screen left is drawn again.
    await act(async () => {
      await router.navigate('/elsewhere');
      stale?.({ search: '?filter=%7B%7D' });
    });
    expect(router.state.location).toMatchObject({ pathname: '/elsewhere', search: '' });
    expect(screen.getByText('Elsewhere')).toBeInTheDocument();
  });
});

describe('SafeHtml', () => {
  describe('SafeHtml', () => {
    it('keeps formatting and line breaks', () => {
      const { container } = render(<SafeHtml html="<p>Hello<br><strong>there</strong></p>" />);
      expect(container.querySelector('strong')?.textContent).toBe('there');
      expect(container.querySelectorAll('br')).toHaveLength(1);
    });

    it('drops event handlers, scripts and javascript: links, so nothing stored runs', () => {
      const html =
        '<img src=x onerror="window.__ran = true"><script>window.__ran = true</script>' +
        '<a href="javascript:window.__ran = true">link</a>';
      const clean = sanitiseHtml(html);
      expect(clean).not.toMatch(/onerror|<script|javascript:/i);
      const { container } = render(<SafeHtml html={html} />);
      expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
      expect(container.querySelector('script')).toBeNull();
      expect(container.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    });
  });
});

describe('lazyScreen', () => {
  function Counter({ label }: { label: string }) {
    const [count, setCount] = useState(0);
    return (
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        {label} {count}
      </button>
    );
  }

  function inFrame(children: React.ReactNode) {
    return <Suspense fallback={<p>Loading</p>}>{children}</Suspense>;
  }

  describe('lazyScreen', () => {
    afterEach(() => vi.restoreAllMocks());

    it('draws a preloaded screen at once, without the loading fallback', async () => {
      const load = vi.fn(() => Promise.resolve(Counter));
      const Screen = lazyScreen(load);
      await Screen.preload();
      render(inFrame(<Screen label="Clicks" />));
      expect(screen.queryByText('Loading')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Clicks 0' })).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('shows the fallback until a screen not preloaded arrives, loading it once', async () => {
      let arrive: (component: typeof Counter) => void = () => undefined;
      const load = vi.fn(
        () =>
          new Promise<typeof Counter>((resolve) => {
            arrive = resolve;
          }),
      );
      const Screen = lazyScreen(load);
      render(inFrame(<Screen label="Clicks" />));
      expect(screen.getByText('Loading')).toBeInTheDocument();
      await act(() => Promise.resolve());
      expect(load).toHaveBeenCalledTimes(1);
      await act(async () => arrive(Counter));
      expect(await screen.findByRole('button', { name: 'Clicks 0' })).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('keeps a mounted screen, and its state, when it re-renders after loading', async () => {
      const Screen = lazyScreen(() => Promise.resolve(Counter));
      const { rerender } = render(inFrame(<Screen label="Clicks" />));
      const button = await screen.findByRole('button', { name: 'Clicks 0' });
      act(() => button.click());
      rerender(inFrame(<Screen label="Taps" />));
      expect(screen.getByRole('button', { name: 'Taps 1' })).toBeInTheDocument();
    });

    it('is not drawn again when its route is matched again, and is when the parameters change', async () => {
      let renders = 0;
      function Item() {
        renders += 1;
        const { id } = useParams();
        const navigate = useNavigate();
        return (
          <button type="button" onClick={() => navigate('/items/2')}>
            Item {id}
          </button>
        );
      }
      const Screen = lazyScreen(() => Promise.resolve(Item));
      await Screen.preload();
      const element = <Screen />;
      // Routes drawn again with new route elements and the same path, as react-admin does when it
      // registers its resources.
      const routed = (pass: number) => (
        <MemoryRouter initialEntries={['/items/1']}>
          <Routes>
            <Route path="/items/:id" element={element} />
            <Route path="/pass" element={<p>{pass}</p>} />
          </Routes>
        </MemoryRouter>
      );
      const { rerender } = render(routed(1));
      expect(screen.getByRole('button', { name: 'Item 1' })).toBeInTheDocument();
      const drawn = renders;
      rerender(routed(2));
      rerender(routed(3));
      expect(renders).toBe(drawn);
      fireEvent.click(screen.getByRole('button', { name: 'Item 1' }));
      expect(await screen.findByRole('button', { name: 'Item 2' })).toBeInTheDocument();
    });

    it('tries a failed load again on the next use', async () => {
      const load = vi
        .fn<() => Promise<typeof Counter>>()
        .mockRejectedValueOnce(new Error('network'))
        .mockResolvedValue(Counter);
      const Screen = lazyScreen(load);
      await expect(Screen.preload()).rejects.toThrow('network');
      await expect(Screen.preload()).resolves.toBe(Counter);
      expect(load).toHaveBeenCalledTimes(2);
    });

    it('waits for the network before loading a screen first visited offline', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const load = vi.fn(() => Promise.resolve(Counter));
      const Screen = lazyScreen(load);
      const loaded = Screen.preload();
      await Promise.resolve();
      expect(load).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('online'));
      await expect(loaded).resolves.toBe(Counter);
    });
  });
});

describe('AdminNotification', () => {
  /** The shared catalogue (layout and dashboards wording; no resource's own). */
  const i18nProvider = createI18nProvider(englishMessages);

  type Raise = (
    message: string,
    options?: NotificationOptions & { type?: NotificationType },
  ) => void;

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
              notify('ra.notification.updated', {
                type: 'success',
                messageArgs: { smart_count: 1 },
              });
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
});

describe('useAfterFirstPaint', () => {
  // The hook remembers the app's first paint for the page's life: each test loads a fresh copy.
  // Its Probe says what a component using it would draw.
  async function loadProbe() {
    vi.resetModules();
    const { useAfterFirstPaint } = await import('@/layout/useAfterFirstPaint');
    return function Probe({ name = 'bar' }: { name?: string }) {
      return <p>{`${name}: ${useAfterFirstPaint() ? 'controls' : 'shapes'}`}</p>;
    };
  }

  describe('useAfterFirstPaint', () => {
    it('is false on the first render and true once a frame has been painted', async () => {
      const Probe = await loadProbe();
      const frames = vi.spyOn(window, 'requestAnimationFrame');
      render(<Probe />);
      expect(screen.getByText('bar: shapes')).toBeInTheDocument();
      expect(await screen.findByText('bar: controls')).toBeInTheDocument();
      expect(frames).toHaveBeenCalledTimes(1);
      frames.mockRestore();
    });

    it('is true from the start on screens drawn after the first paint', async () => {
      const Probe = await loadProbe();
      const first = render(<Probe name="first" />);
      await screen.findByText('first: controls');
      first.unmount();
      const frames = vi.spyOn(window, 'requestAnimationFrame');
      render(<Probe name="second" />);
      expect(screen.getByText('second: controls')).toBeInTheDocument();
      expect(frames).not.toHaveBeenCalled();
      frames.mockRestore();
    });

    it('waits for no frame once unmounted', async () => {
      const Probe = await loadProbe();
      const cancel = vi.spyOn(window, 'cancelAnimationFrame');
      render(<Probe />).unmount();
      expect(cancel).toHaveBeenCalledTimes(1);
      cancel.mockRestore();
    });
  });
});
