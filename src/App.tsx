// The dashboard: react-admin <Admin> with the Firebase providers, one <Resource> per resource of the
// registry and the dashboard screens as custom routes, at the URLs of docs/product.md §2 (each
// resource's index.ts says where its screens are; resources/resourceRoutes.tsx turns that into
// routes).
//
// '/' and '/signin' are rendered outside the layout for everyone; every other path goes through the
// Layout, which shows the not-found page to a visitor without a stored user, and the screen (or,
// for an unknown path, the not-found page) to a signed-in user.
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { appProviders } from '@/appProviders';
import { DASHBOARD_PAGES } from '@/dashboards/routes';
import { ErrorPage } from '@/layout/ErrorPage';
import { Layout } from '@/layout/Layout';
import { NotFound } from '@/layout/NotFound';
import { RootRoute } from '@/layout/RootRoute';
import { AdminNotification } from '@/layout/toast/AdminNotification';
import { MenuContext } from '@/layout/MenuContext';
import { i18nProvider, MENU, RESOURCES } from '@/resources/registry';
import { resourceProps, routesOutsideResources } from '@/resources/resourceRoutes';
import { themeFor } from '@/theme/theme';
import { useThemeMode } from '@/theme/useThemeMode';

export function App() {
  const [themeMode] = useThemeMode();
  const { authProvider, dataProvider, queryClient } = appProviders();
  return (
    // The menu is the registry's (resources/registry): the layout draws it without knowing resources.
    <MenuContext.Provider value={MENU}>
      <Admin
        title="Kynd Dashboard"
        authProvider={authProvider}
        dataProvider={dataProvider}
        // Reference data stays fresh for minutes (providers/queryClient).
        queryClient={queryClient}
        i18nProvider={i18nProvider}
        theme={themeFor(themeMode)}
        // The choice is kept under appTheme (docs/product.md §9) by the theme-mode store, not react-admin's.
        darkTheme={null}
        layout={Layout}
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
        <CustomRoutes>
          {Object.values(DASHBOARD_PAGES).map(({ path, component: Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
          {routesOutsideResources(Object.values(RESOURCES))}
        </CustomRoutes>
        {Object.values(RESOURCES).map((config) => (
          <Resource key={config.name} {...resourceProps(config)} />
        ))}
      </Admin>
    </MenuContext.Provider>
  );
}
