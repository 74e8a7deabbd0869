// Rules of the dashboard filter bar and of what the four dashboard screens may show (SPEC §2, §5,
// §9). Pure: the screens keep the state and call these to change it.
import {
  ALL,
  DEFAULT_INDUSTRY,
  INDUSTRY_COMPARISON_MIN_ORGANISATIONS,
  MIN_USERS_FOR_STATISTICS,
} from '@/config/constants';
import type { Role } from '@/domain/types';

/** Id of the organisation and division choices 'All' (a division's scores are scores.all). */
export const ALL_ID = 'all';
export const ALL_LABEL = ALL;

export type SearchField = 'firstName' | 'lastName';

export interface UserSearchChoice {
  field: SearchField;
  term: string;
}

export interface DashboardFilters {
  industry: string;
  /** An organisation id, or ALL_ID for the summary across the industry. */
  organisationId: string;
  /** A division id, or ALL_ID. */
  divisionId: string;
  /** Whether the optional user search is shown. */
  searchOpen: boolean;
  searchField: SearchField;
  /** What is typed in the search box. */
  searchTerm: string;
  /** The search whose matched users narrow the statistics; null when none was run. */
  appliedSearch: UserSearchChoice | null;
  compare: boolean;
  /** The industry to compare with, '' until one is chosen. */
  compareIndustry: string;
}

/** SPEC §2: before data loads the industry selection is Accounting and nothing else is chosen. */
export const INITIAL_FILTERS: DashboardFilters = {
  industry: DEFAULT_INDUSTRY,
  organisationId: '',
  divisionId: ALL_ID,
  searchOpen: false,
  searchField: 'firstName',
  searchTerm: '',
  appliedSearch: null,
  compare: false,
  compareIndustry: '',
};

interface NamedOrganisation {
  id: string;
  name: string;
}

/** Organisations sorted by name, as the selectors list them. */
export function sortByName<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) =>
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true }),
  );
}

/** SPEC §2: the dashboard starts with the first organisation alphabetically. */
export function firstOrganisationId(organisations: readonly NamedOrganisation[]): string {
  return sortByName(organisations)[0]?.id ?? '';
}

/**
 * SPEC §2: changing the industry resets organisation, division, user search and results to the
 * first match (the first organisation of the new industry alphabetically).
 */
export function selectIndustry(
  filters: DashboardFilters,
  industry: string,
  organisationsOfIndustry: readonly NamedOrganisation[],
): DashboardFilters {
  return {
    ...filters,
    industry,
    organisationId: firstOrganisationId(organisationsOfIndustry),
    divisionId: ALL_ID,
    searchTerm: '',
    appliedSearch: null,
  };
}

/** SPEC §2: choosing organisation 'All' sets division 'All'; any new organisation starts at 'All'
 * too, because division ids belong to one organisation. The comparison is hidden for 'All'. */
export function selectOrganisation(
  filters: DashboardFilters,
  organisationId: string,
): DashboardFilters {
  return {
    ...filters,
    organisationId,
    divisionId: ALL_ID,
    searchTerm: '',
    appliedSearch: null,
    compare: organisationId === ALL_ID ? false : filters.compare,
    searchOpen: organisationId === ALL_ID ? false : filters.searchOpen,
  };
}

export function selectDivision(filters: DashboardFilters, divisionId: string): DashboardFilters {
  return { ...filters, divisionId, appliedSearch: null };
}

/**
 * Brings a stored choice in line with what the signed-in user may see now: the organisation must be
 * one of `organisations` (or 'All' when allowed), else the first one alphabetically.
 */
export function reconcileOrganisation(
  filters: DashboardFilters,
  organisations: readonly NamedOrganisation[],
  allowAll: boolean,
): DashboardFilters {
  const known =
    (allowAll && filters.organisationId === ALL_ID) ||
    organisations.some((organisation) => organisation.id === filters.organisationId);
  if (known) return filters;
  return selectOrganisation(filters, firstOrganisationId(organisations));
}

/** The comparison toggle is hidden when the organisation is the Summary choice 'All' (SPEC §2). */
export function canCompare(filters: Pick<DashboardFilters, 'organisationId'>): boolean {
  return filters.organisationId !== '' && filters.organisationId !== ALL_ID;
}

/**
 * SPEC §2, §5, §9: the 'Industry to compare' options are industries with at least 2 organisations,
 * or every industry for a Kynd Admin. Keeps the order of `industries`.
 */
export function comparisonIndustryOptions(
  industries: readonly string[],
  organisationCountByIndustry: Readonly<Record<string, number>>,
  role: Role | undefined,
): string[] {
  if (role === 'Kynd Admin') return [...industries];
  return industries.filter(
    (industry) =>
      (organisationCountByIndustry[industry] ?? 0) >= INDUSTRY_COMPARISON_MIN_ORGANISATIONS,
  );
}

/**
 * SPEC §5 Statistics visibility: shown only when active users exceed the minimum, or the role is
 * exactly 'Kynd Admin' (allow-listed staff do not bypass it).
 */
export function canSeeStatistics(activeUsers: number, role: Role | undefined): boolean {
  return role === 'Kynd Admin' || activeUsers > MIN_USERS_FOR_STATISTICS;
}

export function thresholdMessage(minimumUsers: number = MIN_USERS_FOR_STATISTICS): string {
  return `You will be able to see statistics here when we gather data from at least ${minimumUsers} users`;
}

/** A blank search fetches every user of the organisation (SPEC §2): allowed, but not recommended. */
export function isBlankSearch(term: string): boolean {
  return term.trim() === '';
}

export function searchChoice(field: SearchField, term: string): UserSearchChoice {
  return { field, term: term.trim() };
}
