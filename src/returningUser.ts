// A returning user (a session is stored) opens the app on a screen of the signed-in frame. Before
// React renders anything (main.tsx), this fills in what that first render needs, so that it draws
// the screen with its figures in one pass rather than a loading frame, then the menu, then the
// screen, each after a wait:
// - react-admin's permissions, which are the stored session's (authProvider.getPermissions), under
//   usePermissions' query key;
// - on a dashboard path, the screen's code (dashboards/routes) and its first reads
//   (dashboards/prefetchDashboard).
// The session check still runs as the frame mounts (layout/Layout), and signs out a stale session.
import { prefetchDashboard } from '@/dashboards/prefetchDashboard';
import { preloadDashboard } from '@/dashboards/routes';
import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import type { SessionUser } from '@/domain/session';
import { PERMISSIONS_QUERY_KEY, permissionsOf } from '@/providers/authProvider';

/** Resolves when the first screen's code has loaded; undefined when there is none to wait for. */
export function startReturningUser(
  { queryClient, dataProvider }: { queryClient: QueryClient; dataProvider: DataProvider },
  session: SessionUser,
  pathname: string,
): Promise<boolean> | undefined {
  queryClient.setQueryData(PERMISSIONS_QUERY_KEY, permissionsOf(session));
  const screen = preloadDashboard(pathname);
  if (screen) prefetchDashboard(queryClient, dataProvider, session);
  return screen;
}
