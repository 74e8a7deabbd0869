// Rules of the dashboard filter bar and of what the four dashboard screens may show (docs/product.md §2, §5,
// §9). Pure: the screens keep the state and call these to change it.
import {
  ALL,
  DEFAULT_INDUSTRY,
  INDUSTRY_COMPARISON_MIN_ORGANISATIONS,
  MIN_USERS_FOR_STATISTICS,
} from '@/config/constants';
import { readsWithheldFigures } from '@/domain/session';
import { countOf } from '@/domain/plural';
import type { Role } from '@/domain/types';
import { isWithheld } from '@/domain/withheldFigures';

/** Id of the organisation and division choices 'All' (a division's scores are scores.all). */
export const ALL_ID = 'all';
export const ALL_LABEL = ALL;

/** The name fields the user search matches by prefix (docs/product.md §2 filter bar). */
export const SEARCH_FIELDS = ['firstName', 'lastName'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

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

/** docs/product.md §2: before data loads the industry selection is Accounting and nothing else is chosen. */
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

/** docs/product.md §2: the dashboard starts with the first organisation alphabetically. */
export function firstOrganisationId(organisations: readonly NamedOrganisation[]): string {
  return sortByName(organisations)[0]?.id ?? '';
}

/**
 * docs/product.md §2: changing the industry resets organisation, division, user search and results to the
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

/** docs/product.md §2: choosing organisation 'All' sets division 'All'; any new organisation starts at 'All'
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

/** What the filter correction knows; a list is undefined until it has loaded. */
export interface FilterContext {
  /** Kynd Admin or allow-listed staff: every industry, and organisation 'All'. */
  seesAllOrganisations: boolean;
  /** Every industry's name (provider admins choose the industry). */
  industries?: readonly string[];
  /**
   * The organisations the Organisation selector offers for `filters.industry` (provider admins),
   * or the caller's own organisations whatever their industry (everyone else).
   */
  organisations?: readonly (NamedOrganisation & { industry: string })[];
  /** The divisions of `filters.organisationId` (its own list, with or without scores). */
  divisions?: readonly { id: string }[];
}

const sameFilters = (a: DashboardFilters, b: DashboardFilters) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Brings the stored filter choice in line with what this user may see and what exists now (docs/product.md §2
 * first-match rules): an unknown industry becomes the first one; an organisation outside the list
 * becomes the first alphabetically (or stays 'All' for a provider admin); someone who does not
 * choose the industry sees their own organisation's; a division that no longer has scores goes
 * back to 'All'. Steps whose list has not loaded wait. Returns `filters` itself when nothing
 * changes, so that applying it again is a no-op.
 */
export function correctFilters(
  filters: DashboardFilters,
  context: FilterContext,
): DashboardFilters {
  let next = filters;
  if (context.seesAllOrganisations) {
    const { industries } = context;
    if (!industries || industries.length === 0) return filters;
    const first = industries[0];
    if (first !== undefined && !industries.includes(next.industry)) {
      // The organisations listed belong to the old industry: wait for the new industry's.
      next = selectIndustry(next, first, []);
      return sameFilters(next, filters) ? filters : next;
    }
  }
  if (context.organisations) {
    next = reconcileOrganisation(next, context.organisations, context.seesAllOrganisations);
    if (!context.seesAllOrganisations) {
      const own = context.organisations.find((item) => item.id === next.organisationId);
      if (own && own.industry !== next.industry) next = { ...next, industry: own.industry };
    }
    if (
      next.organisationId === filters.organisationId &&
      next.divisionId !== ALL_ID &&
      context.divisions &&
      !context.divisions.some((division) => division.id === next.divisionId)
    ) {
      next = { ...next, divisionId: ALL_ID };
    }
  }
  return sameFilters(next, filters) ? filters : next;
}

/** The comparison toggle is hidden when the organisation is the Summary choice 'All' (docs/product.md §2). */
export function canCompare(filters: Pick<DashboardFilters, 'organisationId'>): boolean {
  return filters.organisationId !== '' && filters.organisationId !== ALL_ID;
}

/**
 * docs/product.md §2, §5, §9: the 'Industry to compare' options are industries with at least 2 organisations,
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
 * docs/product.md §5 Statistics visibility: shown only when active users exceed the minimum, or the role is
 * exactly 'Kynd Admin' (allow-listed staff do not bypass it).
 */
export function canSeeStatistics(activeUsers: number, role: Role | undefined): boolean {
  return (role !== undefined && readsWithheldFigures({ role })) || !isWithheld(activeUsers);
}

export function thresholdMessage(minimumUsers: number = MIN_USERS_FOR_STATISTICS): string {
  return `You will be able to see statistics here when we gather data from at least ${countOf(minimumUsers, 'user', 'users')}`;
}

/** A blank search fetches every user of the organisation (docs/product.md §2): allowed, but not recommended. */
export function isBlankSearch(term: string): boolean {
  return term.trim() === '';
}

export function searchChoice(field: SearchField, term: string): UserSearchChoice {
  return { field, term: term.trim() };
}
