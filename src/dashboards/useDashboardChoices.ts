// No read grows with the organisations. Divisions grow (some 15 KB for 300): they are read only
// when a division is chosen or the Division selector is opened.
import { useEffect, useMemo, useState } from 'react';
import { useGetList, useGetOne, type GetListParams } from 'react-admin';
import {
  ALL_ID,
  correctFilters,
  selectIndustry,
  selectOrganisation,
  sortByName,
  type DashboardFilters,
} from '@/domain/dashboard';
import { errorCode } from '@/domain/errorCode';
import type { ChoiceRecord, OrganisationChoice } from '@/domain/organisationChoice';
import {
  PROVIDER_SUMMARY_ID,
  industriesOfSummary,
  type ProviderSummary,
} from '@/domain/providerSummary';
import { scoreRecordId, type ScoreRecord } from '@/domain/scoreDocuments';
import {
  DIVISIONS_META,
  useOrganisationChoice,
  type OrganisationChoiceOptions,
} from '@/shared/useOrganisationChoice';
import { REFERENCE_LIST_LIMIT, useIndustries } from '@/shared/useIndustries';

const CHOICE_OPTIONS: OrganisationChoiceOptions = {
  offered: { by: 'industry' },
  defaultFirst: true,
  allId: ALL_ID,
};

export type SetFilters = (update: (current: DashboardFilters) => DashboardFilters) => void;
export type DashboardChoices = ReturnType<typeof useDashboardChoices>;

export function organisationChoicesParams(industry: string | undefined): GetListParams {
  return {
    filter: industry === undefined ? {} : { industry },
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: REFERENCE_LIST_LIMIT },
  };
}

/** Also the Users list's (useListedOrganisation) and prefetched at sign-in (src/returningUser.ts). */
export const OWN_ORGANISATIONS_PARAMS: GetListParams = {
  ...organisationChoicesParams(undefined),
  meta: { details: 'managers' },
};

export const useOwnOrganisations = (enabled: boolean) =>
  useGetList<ChoiceRecord>('organisationChoices', OWN_ORGANISATIONS_PARAMS, { enabled });

/** The filters are brought in line with what is offered once it is read (correctFilters). */
export function useDashboardChoices(filters: DashboardFilters, setFilters: SetFilters) {
  const setChoice = (next: OrganisationChoice) =>
    setFilters((current) =>
      next.industry !== current.industry
        ? selectIndustry(current, next.industry)
        : // Clearing the search box chooses nothing.
          next.organisationId === ''
          ? current
          : selectOrganisation(current, next.organisationId),
    );
  const choice = useOrganisationChoice([filters, setChoice], CHOICE_OPTIONS);
  const { isPending: pending, chooses: seesAllOrganisations } = choice;
  const provider = !pending && seesAllOrganisations;
  // A provider admin's industries come from the provider's summary document.
  const summary = useGetOne<ProviderSummary & { id: string }>(
    'providerSummaries',
    { id: PROVIDER_SUMMARY_ID },
    { enabled: provider },
  );
  const summaryNames = useMemo(() => industriesOfSummary(summary.data), [summary.data]);
  // A project the summary has not reached yet (before its migration) reads the industries.
  const summaryMissing =
    errorCode(summary.error) === 'not-found' || (summary.isSuccess && summaryNames === undefined);
  const industries = useIndustries({ enabled: provider && summaryMissing, quiet: true });
  const industryNames = summaryMissing ? industries.names : (summaryNames ?? []);
  const industriesLoaded = summaryMissing ? industries.isSuccess : summaryNames !== undefined;

  // Anyone but a provider admin sees the organisations of their own scope (the provider restricts
  // the read), whatever their industry.
  const organisationsQuery = useOwnOrganisations(!pending && !seesAllOrganisations);

  // Known before the list arrives for someone with one organisation, so that both reads start
  // together on the first load.
  const scoresOf =
    filters.organisationId !== '' && filters.organisationId !== ALL_ID
      ? filters.organisationId
      : !seesAllOrganisations && filters.organisationId === ''
        ? choice.own || undefined
        : undefined;
  const allScoresQuery = useGetOne<ScoreRecord & { id: string }>(
    'organisationScores',
    { id: scoreRecordId(scoresOf ?? '') },
    { enabled: !pending && scoresOf !== undefined },
  );
  const [divisionsAsked, setDivisionsAsked] = useState(false);
  const divisionsWanted = divisionsAsked || filters.divisionId !== ALL_ID;
  const details = useGetOne<ChoiceRecord>(
    'organisationChoices',
    { id: scoresOf ?? '', meta: DIVISIONS_META },
    { enabled: !pending && scoresOf !== undefined && divisionsWanted },
  );
  const organisationDetails =
    details.data?.id === filters.organisationId ? details.data : undefined;

  const organisations = useMemo(
    () => (seesAllOrganisations ? choice.options : sortByName(organisationsQuery.data ?? [])),
    [seesAllOrganisations, choice.options, organisationsQuery.data],
  );
  const organisationsLoaded = !seesAllOrganisations
    ? organisationsQuery.isSuccess && !organisationsQuery.isFetching
    : choice.optionsStatus === 'ready';

  const divisions = useMemo(
    () => sortByName((organisationDetails?.divisions ?? []).map(({ id, name }) => ({ id, name }))),
    [organisationDetails],
  );
  const industryOptions = seesAllOrganisations
    ? industryNames
    : [...new Set(organisations.map((item) => item.industry))];

  useEffect(() => {
    if (pending) return;
    const next = correctFilters(filters, {
      seesAllOrganisations,
      industries: industriesLoaded ? industryOptions : undefined,
      organisations: organisationsLoaded ? organisations : undefined,
      divisions: organisationDetails ? divisions : undefined,
    });
    if (next !== filters) setFilters(() => next);
  });

  return {
    choice,
    industries: industryOptions,
    organisations,
    organisation: organisations.find((item) => item.id === filters.organisationId),
    divisions,
    askDivisions: () => setDivisionsAsked(true),
    allScores: {
      record:
        allScoresQuery.data?.organisationId === filters.organisationId
          ? allScoresQuery.data
          : undefined,
      isPending: scoresOf !== undefined && allScoresQuery.isPending,
      error: allScoresQuery.error,
    },
    isPending:
      pending ||
      (seesAllOrganisations
        ? (!industriesLoaded && !summary.error && !industries.error) || !organisationsLoaded
        : organisationsQuery.isPending),
    error:
      (summaryMissing ? undefined : summary.error) ??
      industries.error ??
      organisationsQuery.error ??
      choice.error ??
      details.error,
  };
}
