import { describe, expect, it } from 'vitest';
import { MIN_USERS_FOR_STATISTICS } from '@/config/constants';
import {
  ALL_ID,
  INITIAL_FILTERS,
  canCompare,
  canSeeStatistics,
  comparisonIndustryOptions,
  correctFilters,
  isBlankSearch,
  selectDivision,
  selectIndustry,
  selectOrganisation,
  type DashboardFilters,
} from '@/domain/dashboard';
import { dashboards } from '@/i18n/en/dashboards';
import { createI18nProvider } from '@/i18n/i18nProvider';

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

  it('resets organisation, division and search when the industry changes', () => {
    const next = selectIndustry(chosen, 'Retail');
    expect(next).toMatchObject({
      industry: 'Retail',
      organisationId: '',
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

  it('treats a whitespace search as blank', () => {
    expect(isBlankSearch('   ')).toBe(true);
    expect(isBlankSearch(' jo ')).toBe(false);
  });
});

describe('filter correction', () => {
  const withIndustry = organisations.map((item) => ({ ...item, industry: 'Accounting' }));

  it('waits for the industries before correcting a provider admin', () => {
    expect(correctFilters(INITIAL_FILTERS, { seesAllOrganisations: true })).toBe(INITIAL_FILTERS);
    expect(correctFilters(INITIAL_FILTERS, { seesAllOrganisations: true, industries: [] })).toBe(
      INITIAL_FILTERS,
    );
  });

  it('replaces an industry that no longer exists by the first, then waits for its organisations', () => {
    const next = correctFilters(chosen, {
      seesAllOrganisations: true,
      industries: ['Construction', 'Retail'],
      organisations: withIndustry,
    });
    expect(next).toMatchObject({
      industry: 'Construction',
      organisationId: '',
      divisionId: ALL_ID,
      appliedSearch: null,
    });
  });

  it('starts a provider admin on the first organisation of the industry', () => {
    const next = correctFilters(INITIAL_FILTERS, {
      seesAllOrganisations: true,
      industries: ['Accounting'],
      organisations: withIndustry,
    });
    expect(next).toMatchObject({ industry: 'Accounting', organisationId: 'a', divisionId: ALL_ID });
  });

  it('moves a stored choice the user may not see to the first organisation by name', () => {
    const context = { seesAllOrganisations: true, industries: ['Accounting'] };
    expect(
      correctFilters(
        { ...chosen, organisationId: 'gone' },
        { ...context, organisations: withIndustry },
      ),
    ).toMatchObject({ organisationId: 'a', divisionId: ALL_ID });
    expect(
      correctFilters(
        { ...chosen, organisationId: ALL_ID },
        { seesAllOrganisations: false, organisations: withIndustry },
      ).organisationId,
    ).toBe('a');
  });

  it("keeps a provider admin's 'All' and a known organisation", () => {
    const all = { ...chosen, organisationId: ALL_ID, divisionId: ALL_ID };
    const context = {
      seesAllOrganisations: true,
      industries: ['Accounting'],
      organisations: withIndustry,
      divisions: [{ id: 'div-1' }],
    };
    expect(correctFilters(all, context)).toBe(all);
    expect(correctFilters(chosen, context)).toBe(chosen);
  });

  it('holds an Org Admin to their organisation and shows its industry, whatever was stored', () => {
    const next = correctFilters(
      { ...chosen, organisationId: ALL_ID },
      {
        seesAllOrganisations: false,
        organisations: [{ id: 'own', name: 'Own Ltd', industry: 'Construction' }],
      },
    );
    expect(next).toMatchObject({
      industry: 'Construction',
      organisationId: 'own',
      divisionId: ALL_ID,
      compare: true,
    });
  });

  it('sends a division without scores back to All, once the divisions are known', () => {
    const context = {
      seesAllOrganisations: true,
      industries: ['Accounting'],
      organisations: withIndustry,
    };
    expect(correctFilters(chosen, context)).toBe(chosen);
    expect(correctFilters(chosen, { ...context, divisions: [{ id: 'div-2' }] })).toEqual({
      ...chosen,
      divisionId: ALL_ID,
    });
  });

  it('is idempotent: a corrected choice is left as it is', () => {
    const contexts = [
      { seesAllOrganisations: true, industries: ['Retail', 'Accounting'], organisations: [] },
      { seesAllOrganisations: true, industries: ['Accounting'], organisations: withIndustry },
      {
        seesAllOrganisations: false,
        organisations: [{ id: 'own', name: 'Own', industry: 'Retail' }],
        divisions: [],
      },
    ];
    for (const context of contexts) {
      const once = correctFilters(chosen, context);
      expect(correctFilters(once, context)).toBe(once);
    }
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
    const { translate } = createI18nProvider(dashboards);
    const message = (users: number) =>
      translate('app.dashboards.threshold', { smart_count: users });
    expect(message(7)).toBe(
      'You will be able to see statistics here when we gather data from at least 7 users',
    );
    expect(message(MIN_USERS_FOR_STATISTICS)).toContain(
      `at least ${MIN_USERS_FOR_STATISTICS} users`,
    );
    expect(message(1)).toMatch(/at least 1 user$/);
  });
});
