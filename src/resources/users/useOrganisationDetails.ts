// Never an organisation's employees (which grow with its users): organisationChoices reads,
// field-masked.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useGetList, useGetMany, useListContext, useNotify } from 'react-admin';
import { OWN_ORGANISATIONS_PARAMS } from '@/dashboards/useDashboardChoices';
import { ALL_ID } from '@/domain/dashboard';
import type { Organisation } from '@/domain/types';
import type { UsersQueryFilter } from '@/domain/userList';
import {
  useOrganisationChoice,
  type ChoiceSource,
  type OrganisationChoiceOptions,
} from '@/shared/useOrganisationChoice';

export type OrganisationSummary = Pick<
  Organisation,
  'id' | 'name' | 'industry' | 'divisions' | 'managers'
> & { isActive: boolean | undefined };

/** Without `divisions`, they are left out: an organisation may have hundreds (~26 KB for 300). */
export function useOrganisationSummaries(
  ids: readonly string[],
  { divisions = true }: { divisions?: boolean } = {},
) {
  const wanted = useMemo(() => [...new Set(ids.filter((id) => id !== ''))].sort(), [ids]);
  const { data, isPending, error, refetch } = useGetMany<OrganisationSummary>(
    'organisationChoices',
    { ids: wanted, meta: { details: divisions ? true : 'managers' } },
    { enabled: wanted.length > 0 },
  );
  const byId = useMemo(
    () => new Map((data ?? []).map((organisation) => [organisation.id, organisation])),
    [data],
  );
  return { byId, isPending: wanted.length > 0 && isPending, error, refetch: () => void refetch() };
}

const LISTED_ORGANISATION: OrganisationChoiceOptions = {
  offered: { by: 'industry' },
  // A new industry starts with its first organisation, as on the dashboards.
  defaultFirst: true,
  // The list's manager rules need its managers, a few names.
  keptMeta: { details: 'managers' },
};

/**
 * The list's organisation is its filter values' (kept in the address); an industry chosen stands
 * only as long as the organisation it was chosen from, so that Back or a new address never shows a
 * stale one. An Org Admin's organisation is the dashboard selector's query
 * (OWN_ORGANISATIONS_PARAMS), answered from the cache while fresh, so that the list's first page
 * reads only its users.
 */
export function useListedOrganisation(ownScope: boolean) {
  const notify = useNotify();
  const { filterValues, setFilters } = useListContext();
  const filter = filterValues as UsersQueryFilter;
  const organisationId = filter.organisationId ?? ALL_ID;
  const [industryChosen, setIndustryChosen] = useState<{ industry: string; from: string }>();
  const industry = industryChosen?.from === organisationId ? industryChosen.industry : '';
  const chooseOrganisation = useCallback(
    (id: string) =>
      setFilters(
        {
          ...(filter.role ? { role: filter.role } : {}),
          ...(id === ALL_ID ? {} : { organisationId: id }),
        },
        undefined,
        false,
      ),
    [filter.role, setFilters],
  );
  const source: ChoiceSource = [
    { industry, organisationId: organisationId === ALL_ID ? '' : organisationId },
    (next) => {
      if (next.organisationId !== '') return chooseOrganisation(next.organisationId);
      if (next.industry === '' || next.industry === choice.choice.industry) {
        setIndustryChosen(undefined);
        return chooseOrganisation(ALL_ID);
      }
      setIndustryChosen({ industry: next.industry, from: organisationId });
    },
  ];
  const choice = useOrganisationChoice(source, LISTED_ORGANISATION);
  const { optionsStatus, error } = choice;
  const first = choice.organisationId || ALL_ID;
  useEffect(() => {
    if (industry === '' || optionsStatus === 'loading') return;
    if (optionsStatus === 'error') {
      console.error(error);
      setIndustryChosen(undefined);
      notify('resources.users.notifications.fetch_error', {
        type: 'error',
        description: 'app.common.try_again',
      });
      return;
    }
    // An industry without organisations stays chosen over 'All'.
    if (first === ALL_ID && organisationId !== ALL_ID)
      setIndustryChosen({ industry, from: ALL_ID });
    if (first !== organisationId) chooseOrganisation(first);
  }, [industry, optionsStatus, error, first, organisationId, chooseOrganisation, notify]);

  const own = useGetList<OrganisationSummary>('organisationChoices', OWN_ORGANISATIONS_PARAMS, {
    enabled: ownScope,
  });
  if (!ownScope) {
    return {
      choice,
      organisation: choice.kept as OrganisationSummary | undefined,
      isPending: optionsStatus === 'loading',
      error,
      refetch: choice.retry,
    };
  }
  return {
    choice,
    organisation: own.data?.find((organisation) => organisation.id === organisationId),
    isPending: own.isPending,
    error: own.error,
    refetch: () => void own.refetch(),
  };
}
