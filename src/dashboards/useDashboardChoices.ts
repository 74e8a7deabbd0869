// What the filter bar offers (docs/product.md §2): the industries (provider admins choose one), the
// organisations of the chosen industry, or the caller's own, and the chosen organisation's
// divisions. Each is a small read: organisations come as {name, industry, isActive} only, and the
// divisions are the chosen organisation's own list (its divisions and managers, no employees):
// every division is offered, also one whose scores have not been calculated yet, which then says
// so as an organisation does before its first calculation.
import { useMemo } from 'react';
import { useGetList, useGetOne, type GetListParams } from 'react-admin';
import { ALL_ID, sortByName, type DashboardFilters } from '@/domain/dashboard';
import { scoreRecordId, type ScoreRecord } from '@/domain/scoreDocuments';
import type { Industry, NamedRef } from '@/domain/types';
import type { OrganisationChoice } from '@/providers/dataProvider/scores';
import type { DashboardAccess } from '@/dashboards/useDashboardAccess';

/** More than any list of industries or any industry's organisations; one page, no count. */
export const SELECTOR_LIMIT = 1000;

export const INDUSTRIES_QUERY = {
  sort: { field: 'name', order: 'ASC' },
  pagination: { page: 1, perPage: SELECTOR_LIMIT },
} as const;

export interface DashboardChoices {
  industries: string[];
  industriesLoaded: boolean;
  organisations: OrganisationChoice[];
  /** True when `organisations` is the list for the current choice (not a previous industry's). */
  organisationsLoaded: boolean;
  organisation: OrganisationChoice | undefined;
  divisions: NamedRef[];
  /** True when `divisions` is the chosen organisation's list (not a previous choice's). */
  divisionsLoaded: boolean;
  /** The chosen organisation's `all` score record (its divisions and whole-organisation figures). */
  allScores: {
    record: ScoreRecord | undefined;
    isPending: boolean;
    error: unknown;
    refetch: () => void;
  };
  isPending: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * The Organisation selector's list: an industry's organisations for a provider admin, the
 * caller's own otherwise (returningUser.ts asks for the same, so that its answer is reused).
 */
export function organisationChoicesParams(industry: string | undefined): GetListParams {
  return {
    filter: industry === undefined ? {} : { industry },
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: SELECTOR_LIMIT },
  };
}

/** The industry names as the selector shows them: trimmed, without blanks or repeats. */
export function industryNamesOf(
  industries: readonly Pick<Industry, 'name'>[] | undefined,
): string[] {
  return (industries ?? [])
    .map((industry) => industry.name.trim())
    .filter((name, index, names) => name !== '' && names.indexOf(name) === index);
}

export function useIndustryNames(enabled: boolean) {
  const query = useGetList<Industry & { id: string }>('industries', INDUSTRIES_QUERY, { enabled });
  const names = useMemo(() => industryNamesOf(query.data), [query.data]);
  return { query, names };
}

export function useDashboardChoices(
  filters: DashboardFilters,
  access: DashboardAccess,
): DashboardChoices {
  const { seesAllOrganisations } = access;
  const industries = useIndustryNames(!access.pending && seesAllOrganisations);

  // A provider admin browses an industry's organisations; anyone else sees the organisations of
  // their own scope (the provider restricts the read), whatever their industry.
  const organisationsQuery = useGetList<OrganisationChoice>(
    'organisationChoices',
    organisationChoicesParams(seesAllOrganisations ? filters.industry : undefined),
    { enabled: !access.pending },
  );
  const organisations = useMemo(
    () => sortByName(organisationsQuery.data ?? []),
    [organisationsQuery.data],
  );
  const organisation = organisations.find((item) => item.id === filters.organisationId);

  // Known before the list arrives for someone with one organisation, so that both reads start
  // together on the first load.
  const scoresOf =
    filters.organisationId !== '' && filters.organisationId !== ALL_ID
      ? filters.organisationId
      : !seesAllOrganisations && filters.organisationId === ''
        ? access.organisationId
        : undefined;
  const allScoresQuery = useGetOne<ScoreRecord & { id: string }>(
    'organisationScores',
    { id: scoreRecordId(scoresOf ?? '') },
    { enabled: !access.pending && scoresOf !== undefined },
  );
  const allRecord =
    allScoresQuery.data && allScoresQuery.data.organisationId === filters.organisationId
      ? allScoresQuery.data
      : undefined;
  const details = useGetOne<OrganisationChoice>(
    'organisationChoices',
    { id: scoresOf ?? '', meta: { details: true } },
    { enabled: !access.pending && scoresOf !== undefined },
  );
  const organisationDetails =
    details.data && details.data.id === filters.organisationId ? details.data : undefined;
  const divisions = useMemo(
    () =>
      sortByName(
        (organisationDetails?.divisions ?? []).map((division) => ({
          id: division.id,
          name: division.name,
        })),
      ),
    [organisationDetails],
  );

  const error = industries.query.error ?? organisationsQuery.error ?? details.error;
  return {
    industries: seesAllOrganisations
      ? industries.names
      : [...new Set(organisations.map((item) => item.industry))],
    industriesLoaded: industries.query.isSuccess,
    organisations,
    organisationsLoaded: organisationsQuery.isSuccess && !organisationsQuery.isFetching,
    organisation,
    divisions,
    divisionsLoaded: organisationDetails !== undefined,
    allScores: {
      record: allRecord,
      isPending: scoresOf !== undefined && allScoresQuery.isPending,
      error: allScoresQuery.error,
      refetch: () => void allScoresQuery.refetch(),
    },
    isPending:
      access.pending ||
      (seesAllOrganisations && industries.query.isPending) ||
      organisationsQuery.isPending,
    error,
    refetch: () => {
      void industries.query.refetch();
      void organisationsQuery.refetch();
      void allScoresQuery.refetch();
      void details.refetch();
    },
  };
}
