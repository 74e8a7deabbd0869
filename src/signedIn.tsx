// What only a signed-in user's screens need, loaded apart from the sign-in page.
import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { DASHBOARD_PAGES } from '@/dashboards/routes';
import { Layout } from '@/layout/Layout';
import { i18nProvider, MENU, RESOURCES } from '@/resources/registry';
import { resourceProps, routesOutsideResources } from '@/resources/resourceRoutes';
import { startReturningUser } from '@/returningUser';

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
  i18nProvider,
  startReturningUser,
};

export type SignedIn = typeof signedIn;
