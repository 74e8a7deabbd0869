import { useCallback, useEffect, useState } from 'react';
import { useListContext, useNotify } from 'react-admin';
import { useOwnOrganisations } from '@/dashboards/useDashboardChoices';
import { ALL_ID } from '@/domain/dashboard';
import type { UsersQueryFilter } from '@/domain/userList';
import { TRY_AGAIN } from '@/shared/tryAgain';
import {
  useOrganisationChoice,
  type ChoiceSource,
  type OrganisationChoiceOptions,
} from '@/shared/useOrganisationChoice';
import type { FilterChange } from './useFilterChange';

const LISTED_ORGANISATION: OrganisationChoiceOptions = {
  offered: { by: 'industry' },
  // A new industry starts with its first organisation, as on the dashboards.
  defaultFirst: true,
  // The list's manager rules need its managers, a few names.
  keptMeta: { details: 'managers' },
};

// An industry chosen stands only while the list's organisation is the one it was chosen from, so
// that Back never shows a stale one. An Org Admin's is the dashboard selector's cached query.
export function useListedOrganisation(ownScope: boolean, { change }: FilterChange) {
  const notify = useNotify();
  const filter = useListContext().filterValues as UsersQueryFilter;
  const organisationId = filter.organisationId ?? ALL_ID;
  const [industryChosen, setIndustryChosen] = useState<{ industry: string; from: string }>();
  const industry = industryChosen?.from === organisationId ? industryChosen.industry : '';
  // Another organisation keeps only the role filter.
  const chooseOrganisation = useCallback(
    (id: string) =>
      change(({ role }) => ({
        ...(role ? { role } : {}),
        ...(id === ALL_ID ? {} : { organisationId: id }),
      })),
    [change],
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
      notify('resources.users.notifications.fetch_error', TRY_AGAIN);
      return;
    }
    // An industry without organisations stays chosen over 'All'.
    if (first === ALL_ID && organisationId !== ALL_ID)
      setIndustryChosen({ industry, from: ALL_ID });
    if (first !== organisationId) chooseOrganisation(first);
  }, [industry, optionsStatus, error, first, organisationId, chooseOrganisation, notify]);

  const own = useOwnOrganisations(ownScope);
  return ownScope
    ? {
        choice,
        organisation: own.data?.find((organisation) => organisation.id === organisationId),
        isPending: own.isPending,
        error: own.error,
      }
    : { choice, organisation: choice.kept, isPending: optionsStatus === 'loading', error };
}
