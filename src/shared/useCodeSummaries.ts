// Asked for only by those who may read codes (readsOrganisationRecords): for anyone else nothing is read.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, usePermissions } from 'react-admin';
import { readsOrganisationRecords } from '@/domain/claims';
import type { KyndPermissions } from '@/domain/session';
import type { KyndDataProvider } from '@/providers/types';

export function useCodeSummaries(
  organisationIds: readonly string[],
  divisionIds?: readonly string[],
) {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const { permissions } = usePermissions<KyndPermissions | null>();
  const shown = permissions ? readsOrganisationRecords(permissions) : false;
  const query = useQuery({
    // Under 'codes': a change of codes invalidates it with the codes lists.
    queryKey: ['codes', 'getCodeSummaries', organisationIds, divisionIds ?? null],
    queryFn: () => dataProvider.getCodeSummaries(organisationIds, divisionIds),
    enabled: shown && organisationIds.length > 0 && divisionIds?.length !== 0,
  });
  return { ...query, shown };
}
