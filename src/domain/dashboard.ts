// Rules of the dashboard filter bar and of what the four dashboard screens may show. Pure.
import { DEFAULT_INDUSTRY, INDUSTRY_COMPARISON_MIN_ORGANISATIONS } from '@/config/constants';
import { readsWithheldFigures } from '@/domain/session';
import { sameData } from '@/domain/timestamps';
import type { NamedRef, Role } from '@/domain/types';
import { compareNames } from '@/domain/values';
import { isWithheld } from '@/domain/withheldFigures';

/** Id of the organisation and division choices 'All' (a division's scores are scores.all). */
export const ALL_ID = 'all';

export const SEARCH_FIELDS = ['firstName', 'lastName'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export interface UserSearchChoice {
  field: SearchField;
  term: string;
}

export interface DashboardFilters {
  industry: string;
  organisationId: string;
  divisionId: string;
  searchOpen: boolean;
  searchField: SearchField;
  searchTerm: string;
  /** The search whose matched users narrow the statistics; null when none was run. */
  appliedSearch: UserSearchChoice | null;
  compare: boolean;
  compareIndustry: string;
}

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

export function sortByName<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareNames(a.name, b.name));
}

/** Clears organisation, division and user search: the new industry's organisations are read next. */
export function selectIndustry(filters: DashboardFilters, industry: string): DashboardFilters {
  return { ...selectOrganisation(filters, ''), industry };
}

/** Division ids belong to one organisation, so any new organisation starts at division 'All'. */
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
 * Steps whose list has not loaded wait. Returns `filters` itself when nothing changes, so that
 * applying it again is a no-op.
 */
export function correctFilters(
  filters: DashboardFilters,
  context: {
    seesAllOrganisations: boolean;
    industries?: readonly string[];
    /**
     * The organisations the Organisation selector offers for `filters.industry` (provider admins),
     * or the caller's own organisations whatever their industry (everyone else).
     */
    organisations?: readonly (NamedRef & { industry: string })[];
    divisions?: readonly { id: string }[];
  },
): DashboardFilters {
  let next = filters;
  if (context.seesAllOrganisations) {
    const { industries } = context;
    if (!industries || industries.length === 0) return filters;
    // The organisations listed belong to the old industry: wait for the new industry's.
    if (!industries.includes(filters.industry)) return selectIndustry(filters, industries[0]);
  }
  if (context.organisations) {
    // A stored choice the signed-in user may no longer see moves to the first organisation by name.
    const known =
      (context.seesAllOrganisations && next.organisationId === ALL_ID) ||
      context.organisations.some((organisation) => organisation.id === next.organisationId);
    if (!known) {
      next = selectOrganisation(next, sortByName(context.organisations)[0]?.id ?? '');
    }
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
  return sameData(next, filters) ? filters : next;
}

export function canCompare(filters: Pick<DashboardFilters, 'organisationId'>): boolean {
  return filters.organisationId !== '' && filters.organisationId !== ALL_ID;
}

/** In the given order. */
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

/** Allow-listed staff do not bypass the minimum: only the role 'Kynd Admin' does. */
export function canSeeStatistics(activeUsers: number, role: Role | undefined): boolean {
  return (role !== undefined && readsWithheldFigures({ role })) || !isWithheld(activeUsers);
}

export function isBlankSearch(term: string): boolean {
  return term.trim() === '';
}

export function searchChoice(field: SearchField, term: string): UserSearchChoice {
  return { field, term: term.trim() };
}
