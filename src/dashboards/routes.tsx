import type { Category } from '@/config/constants';
import { DASHBOARD_PATHS, dashboardOfPath } from '@/dashboards/paths';
import { lazyScreen } from '@/layout/lazyScreen';
import type { MenuGroup } from '@/domain/menu';
import type { ScreenPage } from '@/layout/ScreenPage';

const SummaryScreen = lazyScreen(() => import('./SummaryScreen').then((m) => m.SummaryScreen));

function categoryScreen(category: Category) {
  return lazyScreen(() =>
    import('./CategoryScreen').then(({ CategoryScreen }) => {
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
 * Called before React renders (main.tsx), so the screen is drawn at once, not behind the loading
 * bar. A failed load is retried, and reported, when the route renders.
 */
export function preloadDashboard(pathname: string): Promise<unknown> | undefined {
  const key = dashboardOfPath(pathname);
  return key && DASHBOARD_PAGES[key].component.preload();
}
