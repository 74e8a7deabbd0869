// The four dashboard screens of docs/product.md §2, the custom routes beside the resources. Their URLs are
// written here once: the routes (App.tsx) and the menu (layout/navigation.ts) read them.
import type { Category } from '@/config/constants';
import { lazyScreen } from '@/layout/lazyScreen';
import type { ResourcePage } from '@/resources/ResourceConfig';

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
  summary: { path: '/dashboard', component: SummaryScreen },
  body: { path: '/dashboard/body', component: categoryScreen('Body') },
  mind: { path: '/dashboard/mind', component: categoryScreen('Mind') },
  life: { path: '/dashboard/life', component: categoryScreen('Life') },
} as const satisfies Record<string, ResourcePage>;

/**
 * Starts loading the screen of a dashboard path before React has rendered anything (main.tsx, when
 * a session is stored): the route's code then arrives alongside the app instead of after it, and
 * the screen is drawn at once rather than behind the loading bar (layout/lazyScreen). The root
 * path leads a signed-in user to the Summary. False when the path is not a dashboard's.
 */
export function preloadDashboard(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  const page =
    path === '/'
      ? DASHBOARD_PAGES.summary
      : Object.values(DASHBOARD_PAGES).find((p) => p.path === path);
  // A failed load is retried, and reported, when the route renders.
  page?.component.preload().catch(() => undefined);
  return page !== undefined;
}
