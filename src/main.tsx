// First: starts restoring a returning user's Firebase session and its first reads (boot.ts).
import '@/boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from '@/App';
import { appProviders } from '@/appProviders';
import { FIRST_SCREEN_WAIT_MS } from '@/config/constants';
import { currentEnvironment } from '@/config/environment';
import { within } from '@/domain/async';
import { ErrorBoundary } from '@/layout/ErrorBoundary';
import { startErrorReporting, startWebVitals } from '@/monitoring/reporting';
import { isSignInPath, SignInPage } from '@/layout/RootRoute';
import { readSession } from '@/providers/session';
import { loadSignedIn } from '@/signedInLoader';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// Both are off unless configured (README, 'Pointing at a real Firebase project').
try {
  const { errorReportingUrl, webVitalsUrl } = currentEnvironment();
  startErrorReporting(errorReportingUrl);
  startWebVitals(webVitalsUrl);
} catch {
  // A build that cannot run here (docs/product.md §1) reports nothing: the error screen says why.
}

// A returning user's screen code, first data and permissions are asked for beside the app's start
// (returningUser.ts): the first render waits for the screen's code, not a loading frame.
function startFirstScreen(): Promise<unknown> {
  const session = readSession();
  const { pathname } = window.location;
  if (!session && isSignInPath(pathname)) return SignInPage.preload();
  // The sign-in page does without it, but every signed-in screen reads through it.
  if (session) void import('@/providers/dataProvider');
  return loadSignedIn().then(({ startReturningUser }) => {
    try {
      return session && startReturningUser(appProviders(), session, pathname);
    } catch {
      // A configuration that cannot start is reported by the app's error screen when it renders.
    }
  });
}

// A data router, so that react-admin's unsaved-changes guard works. The router catches what its
// element throws before any boundary outside it, so the app's own error screen is inside it.
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

// A screen drawn at once needs no loading frame and no second pass (layout/lazyScreen); should the
// code be slow, the app renders without it after FIRST_SCREEN_WAIT_MS.
void within(startFirstScreen(), FIRST_SCREEN_WAIT_MS, undefined).then(() =>
  createRoot(root).render(
    <StrictMode>
      {/* Catches what fails before react-admin's own error screen exists (providers, theme). */}
      <ErrorBoundary>
        <RouterProvider router={router} />
      </ErrorBoundary>
    </StrictMode>,
  ),
);
