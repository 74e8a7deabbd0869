// The dashboards' numbers against the demo dataset: the seed writes its users and replays their
// results through the score calculation; this test recounts every figure straight from the users
// and compares it with what the screens derive from the score documents through the data provider
// (the same reads and the same domain functions as the hooks of src/dashboards).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, MIN_USERS_FOR_STATISTICS, categoryKey } from '../../src/config/constants';
import { canSeeStatistics, comparisonIndustryOptions } from '../../src/domain/dashboard';
import {
  industryScoresId,
  organisationCountsOf,
  type IndustryScores,
} from '../../src/domain/industryScores';
import { measurementsOf } from '../../src/domain/measurements';
import { scoreRecordId, type ScoreRecord } from '../../src/domain/scoreDocuments';
import { scoreSetOfSearch, searchScoresAnswer } from '../../src/domain/scoreSearch';
import type { Industry, Organisation, User } from '../../src/domain/types';
import { parsePortOffset } from '../../src/config/ports';
import type { IndustryCount, OrganisationChoice } from '../../src/providers/dataProvider/scores';
import {
  CHOICE_META,
  INDUSTRIES_QUERY,
  industryNamesOf,
  organisationChoicesParams,
} from '../../src/dashboards/useDashboardChoices';
import { PROVIDER_SUMMARY_ID, type ProviderSummary } from '../../src/domain/providerSummary';
import { seedDemoData } from '../../scripts/seed';
import { expectScreenFigures, expectWithheld, recount, scoresOf } from './dashboardFigures';
import { connectAs, type Connection } from './providerHarness';
import { industryScoreSet, divisionsOfDocument } from '../helpers/expected';

const PROJECT_ID = 'demo-kynd-dashboards';
const DEMO_ORGANISATION_ID = 'org-harbour-accounting';

describe('dashboard numbers of the demo dataset', () => {
  let admin: Connection;
  let orgAdmin: Connection;
  let organisations: Organisation[];
  let usersByOrganisation: Map<string, User[]>;

  beforeAll(async () => {
    const offset = parsePortOffset(process.env.KYND_PORT_OFFSET);
    await seedDemoData({ projectId: PROJECT_ID, offset, log: () => {} });
    admin = connectAs(PROJECT_ID, {
      uid: 'demo-provider-admin',
      role: 'Kynd Admin',
      organisationId: 'org-kynd-wellness',
    });
    orgAdmin = connectAs(PROJECT_ID, {
      uid: 'demo-org-admin',
      role: 'Org Admin',
      organisationId: DEMO_ORGANISATION_ID,
    });
    const list = await admin.provider.getList<Organisation>('organisations', {
      filter: {},
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: 1000 },
    });
    organisations = list.data;
    usersByOrganisation = new Map();
    for (const organisation of organisations) {
      const users = await admin.provider.getList<User>('users', {
        filter: { organisationId: organisation.id },
        sort: { field: 'lowerFirstName', order: 'ASC' },
        pagination: { page: 1, perPage: 1000 },
      });
      usersByOrganisation.set(organisation.id, users.data);
    }
  }, 600_000);

  afterAll(async () => {
    await admin?.close();
    await orgAdmin?.close();
  });

  it('shows every organisation the figures its users imply', async () => {
    expect(organisations.length).toBeGreaterThanOrEqual(10);
    for (const organisation of organisations) {
      const users = usersByOrganisation.get(organisation.id) ?? [];
      expectScreenFigures(await scoresOf(admin, organisation.id), recount(users));
      // The organisation document no longer carries any scores.
      expect(organisation).not.toHaveProperty('scores');
    }
  });

  it("shows every division its own users' figures, those of a few to the Kynd Admin alone", async () => {
    const organisation = organisations.find((item) => item.id === DEMO_ORGANISATION_ID);
    expect(organisation?.divisions.length).toBeGreaterThan(1);
    const users = usersByOrganisation.get(DEMO_ORGANISATION_ID) ?? [];
    let small = 0;
    for (const division of organisation?.divisions ?? []) {
      const expected = recount(users.filter((user) => user.division?.id === division.id));
      const shown = await scoresOf(orgAdmin, DEMO_ORGANISATION_ID, division.id);
      if (expected.activeUsers > MIN_USERS_FOR_STATISTICS) {
        expectScreenFigures(shown, expected);
      } else {
        small += 1;
        expectWithheld(shown, expected.activeUsers);
      }
      expectScreenFigures(await scoresOf(admin, DEMO_ORGANISATION_ID, division.id), expected);
    }
    // The demo has a division of too few active users to show it (README, demo data).
    expect(small).toBeGreaterThan(0);
    const all = await orgAdmin.provider.getOne<ScoreRecord & { id: string }>('organisationScores', {
      id: scoreRecordId(DEMO_ORGANISATION_ID),
    });
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect(divisionsOfDocument(all.data.document).sort(byId)).toEqual(
      organisation?.divisions.map(({ id, name }) => ({ id, name })).sort(byId),
    );
  });

  it("summarises an industry from one document per organisation: all of its users' figures", async () => {
    const accounting = await admin.provider.getList<OrganisationChoice>('organisationChoices', {
      filter: { industry: 'Accounting' },
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: 1000 },
    });
    expect(accounting.data.length).toBeGreaterThanOrEqual(2);
    const users = accounting.data.flatMap((item) => usersByOrganisation.get(item.id) ?? []);
    const documents = await admin.provider.getMany<ScoreRecord & { id: string }>(
      'organisationScores',
      { ids: accounting.data.map((item) => scoreRecordId(item.id)) },
    );
    expect(documents.data).toHaveLength(accounting.data.length);
    const combined = industryScoreSet(documents.data.map((item) => item.document));
    expectScreenFigures(combined, recount(users));
    // What the screen reads instead: the industry's one summary document, the same figures.
    const summary = await admin.provider.getMany<IndustryScores & { id: string }>(
      'industrySummaries',
      { ids: [industryScoresId('Accounting')] },
    );
    expect(summary.data[0]?.organisationsCount).toBe(accounting.data.length);
    expectScreenFigures(summary.data[0]?.scores, recount(users));
    const withoutHistory = (average: IndustryScores['scores']['averageScore'] | undefined) =>
      average && Object.fromEntries(Object.entries(average).filter(([key]) => key !== 'history'));
    expect(withoutHistory(summary.data[0]?.scores.averageScore)).toEqual(
      withoutHistory(combined.averageScore),
    );
  });

  it("opens a Kynd Admin's Summary on the first industry's first organisation, with its users' figures", async () => {
    // The provider summary offers the industries the industries collection names.
    const summary = await admin.provider.getOne<ProviderSummary & { id: string }>(
      'providerSummaries',
      { id: PROVIDER_SUMMARY_ID },
    );
    const industries = await admin.provider.getList<Industry & { id: string }>(
      'industries',
      INDUSTRIES_QUERY,
    );
    expect(summary.data.industries).toEqual(industryNamesOf(industries.data));
    const industry = summary.data.industries[0] ?? '';
    // The first organisation by name, read alone, as the screen reads it.
    const first = await admin.provider.getList<OrganisationChoice>('organisationChoices', {
      ...organisationChoicesParams(industry),
      pagination: { page: 1, perPage: 1 },
      meta: CHOICE_META,
    });
    const expected = organisations
      .filter((organisation) => organisation.industry === industry)
      .sort((a, b) =>
        a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true }),
      )[0];
    expect(first.data[0]?.id).toBe(expected?.id);
    expectScreenFigures(
      await scoresOf(admin, first.data[0]?.id ?? ''),
      recount(usersByOrganisation.get(first.data[0]?.id ?? '') ?? []),
    );
  });

  it('narrows the statistics to the users a name search matches, as searchScores answers', async () => {
    const users = usersByOrganisation.get(DEMO_ORGANISATION_ID) ?? [];
    const term = users.find((user) => user.isActive)?.lowerFirstName.slice(0, 1) ?? 'a';
    const matched = users.filter((user) => user.lowerFirstName.startsWith(term));
    const expected = recount(matched);
    // What the callable computes from the users it finds (src/domain/scoreSearch.ts).
    const answer = (seesWithheld: boolean) =>
      scoreSetOfSearch(
        searchScoresAnswer(matched, { now: new Date(), limited: false, seesWithheld }),
      );
    expectScreenFigures(answer(true), expected);
    if (expected.activeUsers > MIN_USERS_FOR_STATISTICS)
      expectScreenFigures(answer(false), expected);
    else expectWithheld(answer(false), expected.activeUsers);
  });

  it('keeps a history whose latest entry is the current figures', async () => {
    const current = await scoresOf(admin, DEMO_ORGANISATION_ID);
    for (const category of CATEGORIES) {
      for (const measurement of measurementsOf(category)) {
        const history = await admin.provider.getScoresHistory({
          organisationId: DEMO_ORGANISATION_ID,
          divisionId: 'all',
          questionnaire: measurement.camelCaseQuestionnaire,
        });
        const entries = history[measurement.key] ?? [];
        expect(entries.length, measurement.key).toBeGreaterThanOrEqual(12);
        const latest = [...entries].sort(
          (a, b) => a.calculatedAt.getTime() - b.calculatedAt.getTime(),
        )[entries.length - 1];
        const score = current?.[categoryKey(category)][measurement.key];
        expect(
          { green: latest?.green, orange: latest?.orange, red: latest?.red },
          measurement.key,
        ).toEqual({ green: score?.green, orange: score?.orange, red: score?.red });
      }
    }
  });

  it('holds an Org Admin to their own organisation and applies the threshold by role', async () => {
    const visible = await orgAdmin.provider.getList<OrganisationChoice>('organisationChoices', {
      filter: {},
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: 1000 },
    });
    expect(visible.data).toEqual([
      {
        id: DEMO_ORGANISATION_ID,
        name: 'Harbour Accounting Partners',
        industry: 'Accounting',
        isActive: true,
      },
    ]);
    await expect(
      orgAdmin.provider.getOne('organisationScores', { id: scoreRecordId('org-kauri-tax') }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    const own = await scoresOf(orgAdmin, DEMO_ORGANISATION_ID);
    const activeUsers = own?.averageScore.activeUsers ?? 0;
    expect(canSeeStatistics(activeUsers, 'Org Admin')).toBe(activeUsers > 5);
    expect(canSeeStatistics(0, 'Kynd Admin')).toBe(true);
  });

  it("keeps each industry's precomputed document equal to what its active organisations' users imply", async () => {
    // Read as the Org Admin, who may not read the other organisations of their industry.
    const list = await orgAdmin.provider.getList<IndustryScores & { id: string }>(
      'industryScores',
      {
        filter: {},
        sort: { field: 'industry', order: 'ASC' },
        pagination: { page: 1, perPage: 1000 },
      },
    );
    const industries = [
      ...new Set(organisations.map((item) => item.industry).filter((name) => name !== '')),
    ];
    expect(industries.length).toBeGreaterThanOrEqual(6);
    for (const industry of industries) {
      const document = list.data.find((item) => item.industry === industry);
      expect(document, industry).toBeDefined();
      expect(document?.id).toBe(industryScoresId(industry));
      const active = organisations.filter(
        (item) => item.industry === industry && item.isActive === true,
      );
      expect(document?.organisationsCount, industry).toBe(active.length);
      const users = active.flatMap((item) => usersByOrganisation.get(item.id) ?? []);
      expectScreenFigures(document?.scores, recount(users));
    }
    // An inactive organisation neither counts nor contributes.
    const inactive = organisations.find((item) => !item.isActive && item.industry !== '');
    expect(inactive).toBeDefined();
    const ofInactive = list.data.find((item) => item.industry === inactive?.industry);
    const all = organisations.filter((item) => item.industry === inactive?.industry);
    expect(ofInactive?.organisationsCount).toBe(all.length - 1);

    const one = await orgAdmin.provider.getOne<IndustryScores & { id: string }>('industryScores', {
      id: industryScoresId('Accounting'),
    });
    expect(one.data.scores).toEqual(
      list.data.find((item) => item.industry === 'Accounting')?.scores,
    );
  });

  it('offers as comparison the industries with at least 2 active organisations', async () => {
    const industries = await orgAdmin.provider.getList<Industry>('industries', {
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: 1000 },
      filter: {},
    });
    const names = industries.data.map((industry) => industry.name);
    const documents = await orgAdmin.provider.getList<IndustryCount>('industryCounts', {
      filter: {},
      sort: { field: 'industry', order: 'ASC' },
      pagination: { page: 1, perPage: 1000 },
    });
    // Projected: the counts only, not the industries' score sets.
    expect(Object.keys(documents.data[0] ?? {}).sort()).toEqual([
      'id',
      'industry',
      'organisationsCount',
    ]);
    const counts = organisationCountsOf(documents.data);
    const plain = names.filter(
      (name) => organisations.filter((item) => item.industry === name && item.isActive).length >= 2,
    );
    expect(comparisonIndustryOptions(names, counts, 'Org Admin')).toEqual(plain);
    expect(plain).toContain('Accounting');
    expect(comparisonIndustryOptions(names, counts, 'Kynd Admin')).toEqual(names);
  });
});
