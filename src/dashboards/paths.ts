// Apart from the screens, for the page's first module (boot.ts), which must not load them.
export const DASHBOARD_PATHS = {
  summary: '/dashboard',
  body: '/dashboard/body',
  mind: '/dashboard/mind',
  life: '/dashboard/life',
} as const;

export type DashboardKey = keyof typeof DASHBOARD_PATHS;

export function dashboardOfPath(pathname: string): DashboardKey | undefined {
  const path = pathname.replace(/\/+$/, '') || DASHBOARD_PATHS.summary;
  return (Object.keys(DASHBOARD_PATHS) as DashboardKey[]).find(
    (key) => DASHBOARD_PATHS[key] === path,
  );
}
