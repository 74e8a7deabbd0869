// The composition root without the signed-in screens' code in the sign-in page: App.tsx draws the
// sign-in page at once, and a path of the frame once signedIn.tsx has arrived, with its wording and
// its routes, never the not-found page in between. The signed-in part and the providers are
// stand-ins here: what is tested is when the part is asked for and how the app takes it in.
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SESSION_STORAGE_KEY } from '@/config/constants';

const signedInPart = vi.hoisted(() => ({ evaluated: false, notFoundDrawn: 0 }));

vi.mock('@/appProviders', async () => {
  const { createQueryClient } = await import('@/providers/queryClient');
  const providers = {
    authProvider: {
      login: async () => ({ redirectTo: '/dashboard' }),
      logout: async () => '/',
      checkAuth: () => Promise.reject(new Error('signed out')),
      checkError: async () => undefined,
      getIdentity: () => Promise.reject(new Error('signed out')),
      getPermissions: async () => null,
    },
    dataProvider: {},
    queryClient: createQueryClient(),
  };
  return { appProviders: () => providers };
});

vi.mock('@/layout/NotFound', () => ({
  NotFound: () => {
    signedInPart.notFoundDrawn += 1;
    return <p>Not found</p>;
  },
}));

vi.mock('@/signedIn', async () => {
  signedInPart.evaluated = true;
  const { CustomRoutes, useTranslate } = await import('react-admin');
  const { Route } = await import('react-router-dom');
  const { englishMessages } = await import('@/i18n/englishMessages');
  const { createI18nProvider } = await import('@/i18n/i18nProvider');
  function Frame({ children }: { children: ReactNode }) {
    return <main aria-label="Frame">{children}</main>;
  }
  function Screen() {
    const translate = useTranslate();
    return <h1>{translate('resources.things.name')}</h1>;
  }
  return {
    signedIn: {
      layout: Frame,
      menu: [],
      routes: [
        <CustomRoutes key="screens">
          <Route path="/dashboard" element={<Screen />} />
        </CustomRoutes>,
      ],
      i18nProvider: createI18nProvider({
        ...englishMessages,
        'resources.things.name': 'Things',
      }),
      startReturningUser: () => undefined,
    },
  };
});

const { App } = await import('@/App');

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <App /> }], {
    initialEntries: [path],
  });
  return render(<RouterProvider router={router} />);
}

// Rendering the whole react-admin app is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => localStorage.removeItem(SESSION_STORAGE_KEY));

// In this order: the signed-in part, once loaded, stays loaded for the rest of the file.
describe('App', () => {
  it('draws the sign-in page without asking for the signed-in screens', async () => {
    renderAt('/');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(signedInPart.evaluated).toBe(false);
  });

  it("waits on a frame's path for the signed-in part, then draws the screen in its wording", async () => {
    renderAt('/dashboard');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Things' })).toBeInTheDocument();
    expect(screen.getByRole('main', { name: 'Frame' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(signedInPart.notFoundDrawn).toBe(0);
  });

  it('draws a path of the frame at once when the part has arrived', () => {
    renderAt('/dashboard');
    expect(screen.getByRole('heading', { name: 'Things' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown path in the frame', async () => {
    renderAt('/nowhere');
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(screen.getByRole('main', { name: 'Frame' })).toBeInTheDocument();
  });
});
