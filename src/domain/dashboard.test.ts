import { describe, expect, it } from 'vitest';
import { MIN_USERS_FOR_STATISTICS } from '@/config/constants';
import {
  ALL_ID,
  INITIAL_FILTERS,
  canCompare,
  canSeeStatistics,
  comparisonIndustryOptions,
  firstOrganisationId,
  isBlankSearch,
  reconcileOrganisation,
  selectDivision,
  selectIndustry,
  selectOrganisation,
  thresholdMessage,
  type DashboardFilters,
} from '@/domain/dashboard';

const organisations = [
  { id: 'z', name: 'Zeta Partners' },
  { id: 'a', name: 'acme accountants' },
  { id: 'b', name: 'Beta Ltd' },
];

const chosen: DashboardFilters = {
  ...INITIAL_FILTERS,
  industry: 'Accounting',
  organisationId: 'b',
  divisionId: 'div-1',
  searchOpen: true,
  searchTerm: 'jo',
  appliedSearch: { field: 'firstName', term: 'jo' },
  compare: true,
  compareIndustry: 'Retail',
};

describe('filter bar', () => {
  it('starts on Accounting with nothing chosen before data loads', () => {
    expect(INITIAL_FILTERS.industry).toBe('Accounting');
    expect(INITIAL_FILTERS.organisationId).toBe('');
    expect(INITIAL_FILTERS.divisionId).toBe(ALL_ID);
  });

  it('picks the first organisation alphabetically, ignoring case', () => {
    expect(firstOrganisationId(organisations)).toBe('a');
    expect(firstOrganisationId([])).toBe('');
  });

  it('resets organisation, division and search when the industry changes', () => {
    const next = selectIndustry(chosen, 'Retail', [
      { id: 'r2', name: 'Shop 2' },
      { id: 'r1', name: 'Mall' },
    ]);
    expect(next).toMatchObject({
      industry: 'Retail',
      organisationId: 'r1',
      divisionId: ALL_ID,
      searchTerm: '',
      appliedSearch: null,
    });
  });

  it("sets division 'All' and hides comparison and search for organisation 'All'", () => {
    const next = selectOrganisation(chosen, ALL_ID);
    expect(next.divisionId).toBe(ALL_ID);
    expect(next.compare).toBe(false);
    expect(next.searchOpen).toBe(false);
    expect(canCompare(next)).toBe(false);
  });

  it('keeps the comparison when another organisation is chosen', () => {
    const next = selectOrganisation(chosen, 'z');
    expect(next.compare).toBe(true);
    expect(next.divisionId).toBe(ALL_ID);
    expect(next.appliedSearch).toBeNull();
    expect(canCompare(next)).toBe(true);
  });

  it('drops the applied search when the division changes', () => {
    const next = selectDivision(chosen, 'div-2');
    expect(next.divisionId).toBe('div-2');
    expect(next.appliedSearch).toBeNull();
  });

  it('moves a stored choice the user may not see to the first visible organisation', () => {
    expect(
      reconcileOrganisation({ ...chosen, organisationId: 'gone' }, organisations, true),
    ).toMatchObject({ organisationId: 'a', divisionId: ALL_ID });
    expect(reconcileOrganisation(chosen, organisations, false)).toBe(chosen);
    expect(
      reconcileOrganisation({ ...chosen, organisationId: ALL_ID }, organisations, true)
        .organisationId,
    ).toBe(ALL_ID);
    expect(
      reconcileOrganisation({ ...chosen, organisationId: ALL_ID }, organisations, false)
        .organisationId,
    ).toBe('a');
  });

  it('treats a whitespace search as blank', () => {
    expect(isBlankSearch('   ')).toBe(true);
    expect(isBlankSearch(' jo ')).toBe(false);
  });
});

describe('comparison options', () => {
  const industries = ['Accounting', 'Mining', 'Retail'];
  const counts = { Accounting: 3, Mining: 1, Retail: 2 };

  it('offers industries with at least 2 organisations', () => {
    expect(comparisonIndustryOptions(industries, counts, 'Org Admin')).toEqual([
      'Accounting',
      'Retail',
    ]);
    expect(comparisonIndustryOptions(industries, {}, 'User')).toEqual([]);
  });

  it('offers every industry to a Kynd Admin', () => {
    expect(comparisonIndustryOptions(industries, counts, 'Kynd Admin')).toEqual(industries);
  });
});

describe('statistics visibility', () => {
  it('needs more active users than the minimum', () => {
    expect(canSeeStatistics(MIN_USERS_FOR_STATISTICS, 'Org Admin')).toBe(false);
    expect(canSeeStatistics(MIN_USERS_FOR_STATISTICS + 1, 'Org Admin')).toBe(true);
    expect(canSeeStatistics(0, 'User')).toBe(false);
  });

  it('always shows statistics to a Kynd Admin, and only to that exact role', () => {
    expect(canSeeStatistics(0, 'Kynd Admin')).toBe(true);
    expect(canSeeStatistics(0, 'Clinician')).toBe(false);
    expect(canSeeStatistics(0, undefined)).toBe(false);
  });

  it('words the message with the minimum', () => {
    expect(thresholdMessage(7)).toBe(
      'You will be able to see statistics here when we gather data from at least 7 users',
    );
    expect(thresholdMessage()).toContain(`at least ${MIN_USERS_FOR_STATISTICS} users`);
  });
});
