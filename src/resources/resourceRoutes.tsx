// Turns a resource's config into react-admin routes at the URLs of docs/product.md §2:
// - list, create and edit at react-admin's own places are the <Resource>'s own views;
// - any other screen under /{name}/ is a child route of the <Resource>;
// - a screen elsewhere (/article/update/:id, /hearing-vision-alerts) is a custom route beside it,
//   inside the resource's context, so that its hooks know their resource all the same;
// - an unknown sub-path (/users/anything) is 'Not found': the catch-all child ':unknown/*' ranks
//   above the list's '/*' in react-router, and below every named child and the edit route.
import { ResourceContextProvider, type ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';
import { NotFound } from '@/layout/NotFound';
import type { ScreenPage } from '@/layout/ScreenPage';
import {
  pathTo,
  screensOf,
  standardPath,
  type ResourceConfig,
  type ResourceView,
  VIEWS,
} from './ResourceConfig';

function isStandard(config: ResourceConfig, view: ResourceView): boolean {
  return config[view] !== undefined && pathTo(config, view) === standardPath(config.name, view);
}

function isInside(config: ResourceConfig, screen: ScreenPage): boolean {
  return screen.path.startsWith(`/${config.name}/`);
}

/** Screens that are not react-admin's own views, each with its route. */
function otherScreens(config: ResourceConfig): ScreenPage[] {
  return screensOf(config).filter(
    ({ path }) => !VIEWS.some((view) => isStandard(config, view) && path === pathTo(config, view)),
  );
}

/** The props of the resource's <Resource>: its own views, its other screens as child routes. */
export function resourceProps(config: ResourceConfig): ResourceProps {
  const { name, icon, recordRepresentation } = config;
  const own = (view: ResourceView) => (isStandard(config, view) ? config[view] : undefined);
  const children = otherScreens(config)
    .filter((screen) => isInside(config, screen))
    .map(({ path, component: Screen }) => (
      <Route key={path} path={path.slice(name.length + 2)} element={<Screen />} />
    ));
  return {
    name,
    icon,
    recordRepresentation,
    list: own('list'),
    create: own('create'),
    edit: own('edit'),
    hasCreate: config.create !== undefined,
    hasEdit: config.edit !== undefined,
    children: [
      ...children,
      ...(own('list') ? [] : [<Route key="index" index element={<NotFound />} />]),
      <Route key="unknown" path=":unknown/*" element={<NotFound />} />,
    ],
  };
}

/** The screens whose URL is outside their resource's /{name}/, as custom routes. */
export function routesOutsideResources(configs: readonly ResourceConfig[]) {
  return configs.flatMap((config) =>
    otherScreens(config)
      .filter((screen) => !isInside(config, screen))
      .map(({ path, component: Screen }) => (
        <Route
          key={path}
          path={path}
          element={
            <ResourceContextProvider value={config.name}>
              <Screen />
            </ResourceContextProvider>
          }
        />
      )),
  );
}
