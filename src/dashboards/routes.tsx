// The four dashboard screens of docs/product.md §2, the custom routes beside the resources, and
// their menu group. The routes (signedIn.tsx) and the menu (resources/registry.ts) read them; their URLs
// are in dashboards/paths.
import type { Category } from '@/config/constants';
import { DASHBOARD_PATHS, dashboardOfPath } from '@/dashboards/paths';
import { lazyScreen } from '@/layout/lazyScreen';
import type { MenuGroup } from '@/domain/menu';
import type { ScreenPage } from '@/layout/ScreenPage';

const loadCategory = () => import('./CategoryScreen');

const SummaryScreen = lazyScreen(() => import('./SummaryScreen').then((m) => m.SummaryScreen));

function categoryScreen(category: Category) {
  return lazyScreen(() =>
    loadCategory().then(({ CategoryScreen }) => {
      const Screen = () => <CategoryScreen category={category} />;
      Screen.displayName = `${category}Screen`;
      return Screen;
    }),
  );
}

export const DASHBOARD_PAGES = {
  summary: { path: DASHBOARD_PATHS.summary, component: SummaryScreen },
  body: { path: DASHBOARD_PATHS.body, component: categoryScreen('Body') },
  mind: { path: DASHBOARD_PATHS.mind, component: categoryScreen('Mind') },
  life: { path: DASHBOARD_PATHS.life, component: categoryScreen('Life') },
} as const satisfies Record<string, ScreenPage>;

export const DASHBOARD_MENU: MenuGroup = {
  key: 'dashboards',
  subheader: 'app.menu.dashboards',
  items: [
    { key: 'dashboard', label: 'app.menu.dashboard', path: DASHBOARD_PAGES.summary.path },
    { key: 'body', label: 'app.menu.body', path: DASHBOARD_PAGES.body.path },
    { key: 'mind', label: 'app.menu.mind', path: DASHBOARD_PAGES.mind.path },
    { key: 'life', label: 'app.menu.life', path: DASHBOARD_PAGES.life.path },
  ],
};

/**
 * Starts loading the screen of a dashboard path before React has rendered anything (main.tsx, when
 * a session is stored): the route's code then arrives alongside the app instead of after it, and
 * the screen is drawn at once rather than behind the loading bar (layout/lazyScreen). The root
 * path leads a signed-in user to the Summary. Resolves once the screen has loaded (to false if it
 * failed: the route retries, and reports, when it renders); undefined when the path is not a
 * dashboard's.
 */
export function preloadDashboard(pathname: string): Promise<boolean> | undefined {
  const key = dashboardOfPath(pathname);
  return key
    ? DASHBOARD_PAGES[key].component.preload().then(
        () => true,
        () => false,
      )
    : undefined;
}
