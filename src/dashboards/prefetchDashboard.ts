// A returning Org Admin's first dashboard reads start before React has rendered anything (main.tsx):
// their organisation is known from the stored session, so its choice (name, industry) and its
// `all` score document are asked for while the app starts, under the query keys react-admin's
// useGetList and useGetOne use ([resource, 'getList' | 'getOne', params]), and the screen finds
// them in the cache. Someone who chooses the organisation first (a provider admin, a clinician)
// starts from the screen as before.
import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import { scoreRecordId } from '@/domain/scoreDocuments';
import { dataScopeOf, type SessionUser } from '@/domain/session';
import { organisationChoicesParams } from '@/dashboards/useDashboardChoices';

export function prefetchDashboard(
  queryClient: QueryClient,
  dataProvider: DataProvider,
  session: SessionUser,
): void {
  const scope = dataScopeOf(session);
  if (scope.kind !== 'organisation' || scope.organisationId === '') return;
  const id = scoreRecordId(scope.organisationId);
  void queryClient.prefetchQuery({
    queryKey: ['organisationScores', 'getOne', { id, meta: undefined }],
    queryFn: () => dataProvider.getOne('organisationScores', { id }).then(({ data }) => data),
  });
  const params = organisationChoicesParams(undefined);
  void queryClient.prefetchQuery({
    queryKey: ['organisationChoices', 'getList', { ...params, meta: undefined }],
    queryFn: () =>
      dataProvider
        .getList('organisationChoices', params)
        .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  });
}
