// Before the first render (main.tsx), a returning user's permissions and an Org Admin's first reads
// go into the query cache under react-admin's own keys: the dashboard is drawn with its figures in
// one pass. The session check still runs as the frame mounts (layout/Layout).
import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import { preloadDashboard } from '@/dashboards/routes';
import { OWN_ORGANISATIONS_PARAMS } from '@/dashboards/useDashboardChoices';
import { scoreRecordId } from '@/domain/scoreDocuments';
import { dataScopeOf, permissionsOf, type SessionUser } from '@/domain/session';
import { PERMISSIONS_QUERY_KEY } from '@/providers/authProvider';

export interface ReturningUserProviders {
  queryClient: QueryClient;
  dataProvider: DataProvider;
}

/** Resolves when the first screen's code has loaded; undefined when there is none to wait for. */
export function startReturningUser(
  { queryClient, dataProvider }: ReturningUserProviders,
  session: SessionUser,
  pathname: string,
): Promise<unknown> | undefined {
  queryClient.setQueryData(PERMISSIONS_QUERY_KEY, permissionsOf(session));
  const screen = preloadDashboard(pathname);
  const scope = dataScopeOf(session);
  if (!screen || scope.kind !== 'organisation' || scope.organisationId === '') return screen;
  const id = scoreRecordId(scope.organisationId);
  void queryClient.prefetchQuery({
    queryKey: ['organisationScores', 'getOne', { id, meta: undefined }],
    queryFn: () => dataProvider.getOne('organisationScores', { id }).then(({ data }) => data),
  });
  const params = OWN_ORGANISATIONS_PARAMS;
  void queryClient.prefetchQuery({
    queryKey: ['organisationChoices', 'getList', params],
    queryFn: () =>
      dataProvider
        .getList('organisationChoices', params)
        .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  });
  return screen;
}
