// The URLs of the four dashboard screens of docs/product.md §2, written once: the routes and the
// menu (dashboards/routes) and the page's first module (boot.ts), which must not load the screens.
export const DASHBOARD_PATHS = {
  summary: '/dashboard',
  body: '/dashboard/body',
  mind: '/dashboard/mind',
  life: '/dashboard/life',
} as const;

export type DashboardKey = keyof typeof DASHBOARD_PATHS;

/**
 * The dashboard screen a path shows, the root path leading a signed-in user to the Summary;
 * undefined when the path is not a dashboard's.
 */
export function dashboardOfPath(pathname: string): DashboardKey | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return 'summary';
  return (Object.keys(DASHBOARD_PATHS) as DashboardKey[]).find(
    (key) => DASHBOARD_PATHS[key] === path,
  );
}
