// The codes of some organisations, or of some divisions of one, from the administrators' code
// summaries (src/domain/codeSummaries.ts): what the Organisations list's Codes column and the
// Divisions screen show beside their rows, in one read. Asked for only by those who may read codes
// (readsCodes): for anyone else `shown` is false and nothing is read.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, usePermissions } from 'react-admin';
import { readsCodes } from '@/domain/codes';
import type { KyndPermissions } from '@/providers/authProvider';
import type { KyndDataProvider } from '@/providers/types';

export function useCodeSummaries(
  organisationIds: readonly string[],
  divisionIds?: readonly string[],
) {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const { permissions } = usePermissions<KyndPermissions | null>();
  const shown = permissions ? readsCodes(permissions) : false;
  const query = useQuery({
    // Under 'codes': a change of codes invalidates it with the codes lists.
    queryKey: ['codes', 'getCodeSummaries', organisationIds, divisionIds ?? null],
    queryFn: () => dataProvider.getCodeSummaries(organisationIds, divisionIds),
    enabled: shown && organisationIds.length > 0 && divisionIds?.length !== 0,
  });
  return { ...query, shown };
}
