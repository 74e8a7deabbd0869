// First: starts restoring a returning user's Firebase session and its first reads (boot.ts).
import '@/boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from '@/App';
import { appProviders } from '@/appProviders';
import { FIRST_SCREEN_WAIT_MS } from '@/config/constants';
import { currentEnvironment, type Environment } from '@/config/environment';
import { within } from '@/domain/async';
import { ErrorBoundary } from '@/layout/ErrorBoundary';
import { startErrorReporting, startWebVitals } from '@/monitoring/reporting';
import { isSignInPath, SignInPage } from '@/layout/RootRoute';
import { readSession } from '@/providers/session';
import { loadSignedIn } from '@/signedInLoader';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// Both are off unless configured (README, 'Pointing at a real Firebase project'). A build that
// cannot run here (docs/product.md §1) reports nothing: the app's error screen says why.
function environmentOrNone(): Environment | undefined {
  try {
    return currentEnvironment();
  } catch {
    return undefined;
  }
}
const environment = environmentOrNone();
startErrorReporting(environment?.errorReportingUrl);
startWebVitals(environment?.webVitalsUrl);

// A returning user goes straight to a screen: its code, its first data and the permissions are
// asked for now, in parallel with starting the app, rather than once the app has rendered and
// asked for them (returningUser.ts, which comes with the signed-in screens' code, signedIn.tsx).
// Resolves when the screen's code has loaded. Any path but the sign-in page's needs the signed-in
// screens' code (a visitor without a stored user is shown the not-found page in their layout),
// and the sign-in page its own (layout/RootRoute): the first render waits for it rather than
// drawing a loading frame first.
function startFirstScreen(): Promise<boolean> {
  const session = readSession();
  const { pathname } = window.location;
  if (!session && isSignInPath(pathname)) {
    return SignInPage.preload().then(
      () => true,
      () => false,
    );
  }
  // The data provider's code, which the sign-in page does without (appProviders): every screen of
  // a signed-in user reads through it, so it comes now, beside the screen's own code.
  if (session) void import('@/providers/dataProvider');
  return loadSignedIn().then(
    ({ startReturningUser }) => {
      if (!session) return true;
      try {
        return startReturningUser(appProviders(), session, pathname) ?? true;
      } catch {
        // A configuration that cannot start is reported by the app's error screen when it renders.
        return true;
      }
    },
    () => false,
  );
}

// Plain paths as in the route table of docs/product.md §2 (the hosting rewrites every path to index.html).
// A data router, so that react-admin's unsaved-changes guard works. The router catches what its
// element throws before any boundary outside it: the app's own error screen is inside it (a build
// refused on this host, docs/product.md §1, shows there).
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <ErrorBoundary>
        <App />
      </ErrorBoundary>
    ),
  },
]);

function render(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      {/* Catches what fails before react-admin's own error screen exists (providers, theme). */}
      <ErrorBoundary>
        <RouterProvider router={router} />
      </ErrorBoundary>
    </StrictMode>,
  );
}

// The first render waits for the first screen's code, which is already on its way: a screen drawn
// at once needs no loading frame and no second pass (layout/lazyScreen). Should the code be slow,
// the app renders without it after FIRST_SCREEN_WAIT_MS, with the loading bar until it arrives
// (on the sign-in page, an empty page).
void within(startFirstScreen(), FIRST_SCREEN_WAIT_MS, false).then(() => render(root));
