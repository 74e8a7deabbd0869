// What only a signed-in user's screens need, loaded apart from the sign-in page (App.tsx,
// signedInLoader.ts): the frame (layout/Layout), the dashboard screens' routes and every
// resource's (resources/registry, resources/resourceRoutes), the menu and the whole English
// catalogue. A returning user's first screen is started from here as well (returningUser.ts).
import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { DASHBOARD_PAGES } from '@/dashboards/routes';
import { Layout } from '@/layout/Layout';
import { i18nProvider, MENU, RESOURCES } from '@/resources/registry';
import { resourceProps, routesOutsideResources } from '@/resources/resourceRoutes';
import { startReturningUser } from '@/returningUser';

/** The <Admin> children of the signed-in screens: the dashboards' routes, then the resources. */
const routes = [
  <CustomRoutes key="screens">
    {Object.values(DASHBOARD_PAGES).map(({ path, component: Screen }) => (
      <Route key={path} path={path} element={<Screen />} />
    ))}
    {routesOutsideResources(Object.values(RESOURCES))}
  </CustomRoutes>,
  ...Object.values(RESOURCES).map((config) => (
    <Resource key={config.name} {...resourceProps(config)} />
  )),
];

export const signedIn = {
  layout: Layout,
  menu: MENU,
  routes,
  /** Translates the whole catalogue: the shared wording and every resource's own. */
  i18nProvider,
  startReturningUser,
};

export type SignedIn = typeof signedIn;
