// The signed-in screens' layout, routes, menu and wording come with signedIn.tsx, which the
// sign-in page does not load (docs/architecture.md "The app shell").
import { Suspense, use, useEffect, useState, useSyncExternalStore } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { Admin, CustomRoutes, useTranslate } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { appProviders } from '@/appProviders';
import { appI18nProvider } from '@/i18n/appI18nProvider';
import { ErrorPage } from '@/layout/ErrorPage';
import { NotFound } from '@/layout/NotFound';
import { RootRoute } from '@/layout/RootRoute';
import { routerProvider } from '@/layout/routerProvider';
import { AdminNotification } from '@/layout/toast/AdminNotification';
import { MenuContext } from '@/layout/MenuContext';
import { loadedSignedIn, loadSignedIn, subscribeSignedIn } from '@/signedInLoader';
import { themeFor } from '@/theme/theme';
import { useThemeMode } from '@/theme/useThemeMode';

const NO_MENU: never[] = [];

function SignedInWait(): null {
  use(loadSignedIn());
  return null;
}

function PendingLayout() {
  const translate = useTranslate();
  return (
    <Suspense fallback={<LinearProgress aria-label={translate('app.layout.loading')} />}>
      <SignedInWait />
    </Suspense>
  );
}

export function App() {
  const [themeMode] = useThemeMode();
  const { authProvider, dataProvider, queryClient } = appProviders();
  const signedIn = useSyncExternalStore(subscribeSignedIn, loadedSignedIn);
  // react-admin takes in new routes in an effect (its routes and resources are state): the layout
  // follows them in the same pass, through an effect of this parent's, which runs after its
  // children's, so that a screen's path never shows the not-found page in between.
  const [framed, setFramed] = useState(signedIn);
  useEffect(() => setFramed(signedIn), [signedIn]);
  return (
    <MenuContext.Provider value={framed?.menu ?? NO_MENU}>
      <Admin
        title="Kynd Dashboard"
        authProvider={authProvider}
        dataProvider={dataProvider}
        queryClient={queryClient}
        i18nProvider={appI18nProvider}
        theme={themeFor(themeMode)}
        // The choice is kept under appTheme (docs/product.md §9) by the theme-mode store, not react-admin's.
        darkTheme={null}
        layout={framed?.layout ?? PendingLayout}
        catchAll={NotFound}
        error={ErrorPage}
        notification={AdminNotification}
        // The sign-in route is '/' (docs/product.md §2): react-admin's own auth pages are no routes.
        loginPage={false}
        authCallbackPage={false}
        accessDenied={NotFound}
        authenticationError={NotFound}
        requireAuth={false}
        routerProvider={routerProvider}
        disableTelemetry
      >
        <CustomRoutes noLayout>
          <Route path="/" element={<RootRoute />} />
          <Route path="/signin" element={<Navigate to="/" replace />} />
        </CustomRoutes>
        {signedIn?.routes}
      </Admin>
    </MenuContext.Provider>
  );
}
