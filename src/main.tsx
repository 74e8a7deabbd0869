// First: starts restoring a returning user's Firebase session (boot.ts).
import '@/boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from '@/App';
import { appProviders } from '@/appProviders';
import { resolveEnvironment } from '@/config/environment';
import { prefetchDashboard } from '@/dashboards/prefetchDashboard';
import { preloadDashboard } from '@/dashboards/routes';
import { ErrorBoundary } from '@/layout/ErrorBoundary';
import { startErrorReporting, startWebVitals } from '@/monitoring/reporting';
import { readSession } from '@/providers/session';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// A returning user goes straight to a dashboard screen: fetch its code and its first data now, in
// parallel with starting the app, rather than once the app has rendered and asked for them.
const session = readSession();
if (session && preloadDashboard(window.location.pathname)) {
  try {
    const { queryClient, dataProvider } = appProviders();
    prefetchDashboard(queryClient, dataProvider, session);
  } catch {
    // A configuration that cannot start is reported by the app's error screen when it renders.
  }
}

// Plain paths as in the route table of docs/product.md §2 (the hosting rewrites every path to index.html).
// A data router, so that react-admin's unsaved-changes guard works.
// Both are off unless configured (README, 'Pointing at a real Firebase project').
const environment = resolveEnvironment(window.location.hostname, import.meta.env);
startErrorReporting(environment.errorReportingUrl);
startWebVitals(environment.webVitalsUrl);

const router = createBrowserRouter([{ path: '*', element: <App /> }]);

createRoot(root).render(
  <StrictMode>
    {/* Catches what fails before react-admin's own error screen exists (providers, theme). */}
    <ErrorBoundary>
      <RouterProvider router={router} />
    </ErrorBoundary>
  </StrictMode>,
);
