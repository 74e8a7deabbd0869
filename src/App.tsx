// The dashboard: react-admin <Admin> with the Firebase providers, one <Resource> per resource of the
// registry and the dashboard screens as custom routes, at the URLs of docs/product.md §2 (each
// resource's index.ts says where its screens are; resources/resourceRoutes.tsx turns that into
// routes).
//
// '/' and '/signin' are rendered outside the layout for everyone; every other path goes through the
// Layout, which shows the not-found page to a visitor without a stored user, and the screen (or,
// for an unknown path, the not-found page) to a signed-in user.
//
// The sign-in page loads none of the signed-in screens' code: the layout, the routes, the
// resources, the menu and their wording come with it (signedIn.tsx), before the first render for a
// returning user (main.tsx) and as a visitor signs in (appProviders.ts). Until it has arrived, a
// path in the layout waits for it (PendingLayout).
import { Suspense, use, useEffect, useState, useSyncExternalStore } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { Admin, CustomRoutes, useTranslate } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { appProviders } from '@/appProviders';
import { appI18nProvider } from '@/i18n/appI18nProvider';
import { ErrorPage } from '@/layout/ErrorPage';
import { NotFound } from '@/layout/NotFound';
import { RootRoute } from '@/layout/RootRoute';
import { AdminNotification } from '@/layout/toast/AdminNotification';
import { MenuContext } from '@/layout/MenuContext';
import { loadedSignedIn, loadSignedIn, subscribeSignedIn } from '@/signedInLoader';
import { themeFor } from '@/theme/theme';
import { useThemeMode } from '@/theme/useThemeMode';

const NO_MENU: never[] = [];

/** Suspends until the signed-in part has loaded, which redraws the app with its layout. */
function SignedInWait(): null {
  use(loadSignedIn());
  return null;
}

/** The layout until the signed-in part has arrived: the loading bar. */
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
    // The menu is the registry's (resources/registry): the layout draws it without knowing resources.
    <MenuContext.Provider value={framed?.menu ?? NO_MENU}>
      <Admin
        title="Kynd Dashboard"
        authProvider={authProvider}
        dataProvider={dataProvider}
        // Reference data stays fresh for minutes (providers/queryClient).
        queryClient={queryClient}
        i18nProvider={appI18nProvider}
        theme={themeFor(themeMode)}
        // The choice is kept under appTheme (docs/product.md §9) by the theme-mode store, not react-admin's.
        darkTheme={null}
        layout={framed?.layout ?? PendingLayout}
        catchAll={NotFound}
        error={ErrorPage}
        notification={AdminNotification}
        // docs/product.md §2 has its own sign-in route ('/'); react-admin's /login, /auth-callback,
        // /access-denied and /authentication-error pages are not part of the route table.
        loginPage={false}
        authCallbackPage={false}
        accessDenied={NotFound}
        authenticationError={NotFound}
        requireAuth={false}
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
