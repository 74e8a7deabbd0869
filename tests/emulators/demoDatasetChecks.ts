// Checks of the demo dataset that seed.test.ts runs on the data its seed left, in the order they
// run: the dashboards' numbers, which only read, then the Users list's bulk actions, which change
// users. A seed takes over a minute here, so they share seed.test.ts's rather than make their own.
//
// The dashboards' numbers: the seed writes its users and replays their results through the score
// calculation; the test recounts every figure straight from the users and compares it with what
// the screens derive from the score documents through the data provider (the same reads and the
// same domain functions as the hooks of src/dashboards).
//
// The bulk actions through the emulators (docs/product.md §2 Users list, §4, §6): a bulk change sent
// by chunks leaves the same stored documents as the same changes made one by one through updateUser
// (users, and the organisations' employees and managers); users the caller may not change are
// refused one by one, by name and with the reason, and stay as they were; callers without the
// right are refused whole.
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
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
import type { ChoiceRecord } from '../../src/domain/organisationChoice';
import type { IndustryCount } from '../../src/providers/dataProvider/scores';
import { organisationChoicesParams } from '../../src/dashboards/useDashboardChoices';
import { INDUSTRIES_QUERY, industryNamesOf } from '../../src/shared/useIndustries';
import { FIRST_MATCHES_META } from '../../src/providers/dataSpec';
import { PROVIDER_SUMMARY_ID, type ProviderSummary } from '../../src/domain/providerSummary';
import { expectScreenFigures, expectWithheld, recount, scoresOf } from './dashboardFigures';
import { connectAs, type Connection } from './providerHarness';
import { industryScoreSet, divisionsOfDocument } from '../helpers/expected';
import { bulkChunks, emptyOutcome, mergeOutcomes, type BulkOutcome } from '@/domain/bulk';
import type { BulkUserChange, UpdateUserRequest } from '@/domain/callables';
import { DEMO_PASSWORD } from '../../scripts/seed';
import {
  PROJECT_ID,
  closeClients,
  createAdmin,
  expectRefusal,
  signInWithPassword,
  type Client,
} from './functionsHarness';

const DEMO_ORGANISATION_ID = 'org-harbour-accounting';

/** Registers the checks, for a file whose earlier tests leave the demo dataset seeded. */
export function demoDatasetChecks(): void {
  describe('dashboard numbers of the demo dataset', () => {
    let admin: Connection;
    let orgAdmin: Connection;
    let organisations: Organisation[];
    let usersByOrganisation: Map<string, User[]>;

    beforeAll(async () => {
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
      const all = await orgAdmin.provider.getOne<ScoreRecord & { id: string }>(
        'organisationScores',
        {
          id: scoreRecordId(DEMO_ORGANISATION_ID),
        },
      );
      const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
      expect(divisionsOfDocument(all.data.document).sort(byId)).toEqual(
        organisation?.divisions.map(({ id, name }) => ({ id, name })).sort(byId),
      );
    });

    it("summarises an industry from one document per organisation: all of its users' figures", async () => {
      const accounting = await admin.provider.getList<ChoiceRecord>('organisationChoices', {
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
      const first = await admin.provider.getList<ChoiceRecord>('organisationChoices', {
        ...organisationChoicesParams(industry),
        pagination: { page: 1, perPage: 1 },
        meta: FIRST_MATCHES_META,
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
      const visible = await orgAdmin.provider.getList<ChoiceRecord>('organisationChoices', {
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

      const one = await orgAdmin.provider.getOne<IndustryScores & { id: string }>(
        'industryScores',
        {
          id: industryScoresId('Accounting'),
        },
      );
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
        (name) =>
          organisations.filter((item) => item.industry === name && item.isActive).length >= 2,
      );
      expect(comparisonIndustryOptions(names, counts, 'Org Admin')).toEqual(plain);
      expect(plain).toContain('Accounting');
      expect(comparisonIndustryOptions(names, counts, 'Kynd Admin')).toEqual(names);
    });
  });

  describe('bulkUpdateUsers on the demo data', bulkChecks);
}

const server = createAdmin('demo-dataset-test');
const HARBOUR = 'org-harbour-accounting';
/** A Kynd Admin stored in Harbour, as another client would write one: SPEC §3 fields only. */
const KYND_ADMIN_IN_HARBOUR = 'bulk-kynd-admin-in-harbour';
/** A User of Harbour with SPEC §3 fields only: no lower-case names, no role. */
const PLAIN_USER = 'bulk-plain-user';

const userDocs = () => server.db.collection('users');
const organisationDocs = () => server.db.collection('organisations');

/** A document without its change times, which differ between two runs of the same change. */
function withoutTimes(data: DocumentData | undefined): DocumentData | undefined {
  if (!data) return data;
  const copy = { ...data };
  delete copy.updatedAt;
  return copy;
}

interface Stored {
  users: Record<string, DocumentData | undefined>;
  organisations: Record<string, { employees: unknown; managers: unknown }>;
}

/** The users, and the employees and managers of every organisation. */
async function stored(userIds: readonly string[]): Promise<Stored> {
  const userSnapshots = await server.db.getAll(...userIds.map((id) => userDocs().doc(id)));
  const organisationSnapshots = await organisationDocs().get();
  return {
    users: Object.fromEntries(userSnapshots.map((doc) => [doc.id, withoutTimes(doc.data())])),
    organisations: Object.fromEntries(
      organisationSnapshots.docs.map((doc) => [
        doc.id,
        { employees: doc.get('employees'), managers: doc.get('managers') },
      ]),
    ),
  };
}

/** Whole documents, to put back as they were. */
async function rawDocuments(userIds: readonly string[]) {
  const userSnapshots = await server.db.getAll(...userIds.map((id) => userDocs().doc(id)));
  const organisationSnapshots = await organisationDocs().get();
  return { users: userSnapshots, organisations: organisationSnapshots.docs };
}

async function putBack(documents: Awaited<ReturnType<typeof rawDocuments>>): Promise<void> {
  const batch = server.db.batch();
  documents.users.forEach((doc) => batch.set(doc.ref, doc.data() ?? {}));
  documents.organisations.forEach((doc) =>
    batch.update(doc.ref, { employees: doc.get('employees'), managers: doc.get('managers') }),
  );
  await batch.commit();
}

async function runInChunks(
  client: Client,
  userIds: readonly string[],
  change: BulkUserChange,
  size: number,
): Promise<BulkOutcome> {
  let outcome = emptyOutcome();
  for (const chunk of bulkChunks(userIds, size)) {
    outcome = mergeOutcomes(
      outcome,
      await client.callables.bulkUpdateUsers({ userIds: chunk, change }),
    );
  }
  return outcome;
}

/**
 * The same change made one by one through updateUser, then, from the same documents, by chunks
 * through bulkUpdateUsers: both leave the same stored documents.
 */
async function expectBulkEqualsSingles(
  client: Client,
  userIds: readonly string[],
  change: BulkUserChange,
  single: (userId: string) => UpdateUserRequest,
): Promise<BulkOutcome> {
  const before = await rawDocuments(userIds);
  for (const userId of userIds) await client.callables.updateUser(single(userId));
  const oneByOne = await stored(userIds);
  await putBack(before);
  const outcome = await runInChunks(client, userIds, change, 6);
  expect(await stored(userIds)).toEqual(oneByOne);
  return outcome;
}

const fullName = (data: DocumentData | undefined) =>
  `${String(data?.firstName ?? '')} ${String(data?.lastName ?? '')}`.trim();

function bulkChecks(): void {
  let kyndAdmin: Client;
  let orgAdmin: Client;
  /** Users (role User) of the demo data, 16 of them (chunks of 6, 6 and 4), made inactive. */
  let inactive: string[];

  beforeAll(async () => {
    const candidates = await userDocs().where('role', '==', 'User').get();
    inactive = candidates.docs
      .filter((doc) => !doc.id.startsWith('demo-') && doc.get('organisation.id') !== undefined)
      .map((doc) => doc.id)
      .sort()
      .slice(0, 16);
    expect(inactive).toHaveLength(16);
    const batch = server.db.batch();
    // As an inactivation leaves them (docs/product.md §4 User active/inactive).
    inactive.forEach((id) =>
      batch.update(userDocs().doc(id), { isActive: false, isSubscriptionUser: true }),
    );
    batch.set(userDocs().doc(KYND_ADMIN_IN_HARBOUR), {
      id: KYND_ADMIN_IN_HARBOUR,
      firstName: 'Kiri',
      lastName: 'Admin',
      email: 'kiri.admin@example.com',
      role: 'Kynd Admin',
      organisation: { id: HARBOUR, name: 'Harbour Accounting Partners' },
      isActive: true,
    });
    batch.set(userDocs().doc(PLAIN_USER), {
      id: PLAIN_USER,
      firstName: 'Tama',
      lastName: 'Plain',
      email: 'tama.plain@example.com',
      organisation: { id: HARBOUR, name: 'Harbour Accounting Partners' },
      isActive: false,
    });
    batch.update(organisationDocs().doc(HARBOUR), {
      employees: FieldValue.arrayUnion(KYND_ADMIN_IN_HARBOUR, PLAIN_USER),
    });
    await batch.commit();
    kyndAdmin = await signInWithPassword('provider.admin@example.com', DEMO_PASSWORD);
    orgAdmin = await signInWithPassword('org.admin@example.com', DEMO_PASSWORD);
  }, 600_000);

  afterAll(async () => {
    await closeClients();
    await server.close();
  });

  it('activates 16 inactive users by chunks exactly as 16 single changes do', async () => {
    const before = await stored(inactive);
    const outcome = await expectBulkEqualsSingles(
      kyndAdmin,
      inactive,
      { kind: 'setActive', isActive: true },
      (userId) => ({ action: 'setActive', userId, isActive: true }),
    );
    expect(outcome.refused).toEqual([]);
    expect(outcome.changed.map((user) => user.id)).toEqual(inactive);
    expect(outcome.changed.map((user) => user.name)).toEqual(
      inactive.map((id) => fullName(before.users[id])),
    );
    const after = await stored(inactive);
    for (const id of inactive) {
      expect(after.users[id]).toMatchObject({ isActive: true, isSubscriptionUser: false });
    }
  }, 300_000);

  it('makes users Org Admins by chunks exactly as single role changes do', async () => {
    const harbourUsers = (await userDocs().where('organisation.id', '==', HARBOUR).get()).docs
      .filter((doc) => doc.get('role') === 'User' && !/^(demo|bulk)-/.test(doc.id))
      .map((doc) => doc.id)
      .sort()
      .slice(0, 4);
    expect(harbourUsers).toHaveLength(4);
    const outcome = await expectBulkEqualsSingles(
      kyndAdmin,
      harbourUsers,
      { kind: 'changeRole', role: 'Org Admin' },
      (userId) => ({ action: 'setRole', userId, role: 'Org Admin' }),
    );
    expect(outcome.refused).toEqual([]);
    const managers = (await organisationDocs().doc(HARBOUR).get()).get('managers') as {
      id: string;
    }[];
    expect(managers.map((manager) => manager.id)).toEqual(expect.arrayContaining(harbourUsers));
  }, 300_000);

  it('refuses, user by user and with the reason, whom an Org Admin may not change', async () => {
    const otherOrganisationUser = (
      await userDocs().where('organisation.id', '==', 'org-summit-builders').limit(1).get()
    ).docs[0]?.id;
    expect(otherOrganisationUser).toBeDefined();
    const refusedIds = ['demo-org-admin', KYND_ADMIN_IN_HARBOUR, otherOrganisationUser, 'no-such'];
    const before = await stored(refusedIds);

    const outcome = await orgAdmin.callables.bulkUpdateUsers({
      userIds: [PLAIN_USER, ...refusedIds],
      change: { kind: 'setActive', isActive: true },
    });

    expect(outcome.changed).toEqual([{ id: PLAIN_USER, name: 'Tama Plain' }]);
    expect(outcome.refused).toEqual([
      {
        id: 'demo-org-admin',
        name: fullName(before.users['demo-org-admin']),
        reason: 'Nobody changes their own role, status or organisation.',
        reasonCode: 'ownAccount',
      },
      {
        id: KYND_ADMIN_IN_HARBOUR,
        name: 'Kiri Admin',
        reason: 'Only a Kynd Admin may change a Kynd Admin or a Clinician.',
        reasonCode: 'kyndAdminOnly',
      },
      // Another organisation's user and an id nobody has: the same answer, no name.
      {
        id: otherOrganisationUser,
        name: '',
        reason: 'You can only act within your organisation.',
        reasonCode: 'outsideOrganisation',
      },
      {
        id: 'no-such',
        name: '',
        reason: 'You can only act within your organisation.',
        reasonCode: 'outsideOrganisation',
      },
    ]);
    // The refused are as they were; the one changed is active (docs/product.md §4).
    expect((await stored(refusedIds)).users).toEqual(before.users);
    expect((await userDocs().doc(PLAIN_USER).get()).data()).toMatchObject({
      isActive: true,
      isSubscriptionUser: false,
    });
  }, 120_000);

  it("tells an Org Admin nothing of another organisation's user that it would not say of no user", async () => {
    const other = (
      await userDocs().where('organisation.id', '==', 'org-summit-builders').limit(1).get()
    ).docs[0];
    if (!other) throw new Error('no user of another organisation');
    const answers = async (userId: string) => {
      const refusals: unknown[] = [];
      const bulk = await orgAdmin.callables.bulkUpdateUsers({
        userIds: [userId],
        change: { kind: 'changeRole', role: 'Org Admin' },
      });
      refusals.push(
        bulk.changed,
        bulk.refused.map(({ name, reason, reasonCode }) => ({ name, reason, reasonCode })),
      );
      for (const call of [
        () => orgAdmin.callables.updateUser({ action: 'setRole', userId, role: 'Org Admin' }),
        () => orgAdmin.callables.changeUserCustomClaim(userId),
      ]) {
        const error = await call().then(
          () => ({ code: 'none' }),
          (refusal: { code?: unknown; message?: unknown; details?: unknown }) => ({
            code: refusal.code,
            message: refusal.message,
            details: refusal.details,
          }),
        );
        refusals.push(error);
      }
      return refusals;
    };
    const forOther = await answers(other.id);
    expect(forOther).toEqual(await answers('no-such-user'));
    expect(forOther).toEqual([
      [],
      [
        {
          name: '',
          reason: 'You can only act within your organisation.',
          reasonCode: 'outsideOrganisation',
        },
      ],
      {
        code: 'functions/permission-denied',
        message: expect.stringContaining('You can only act within your organisation.'),
        details: { reason: 'outsideOrganisation' },
      },
      {
        code: 'functions/permission-denied',
        message: expect.stringContaining('You can only act within your organisation.'),
        details: { reason: 'outsideOrganisation' },
      },
    ]);
    expect(JSON.stringify(forOther)).not.toContain(String(other.get('firstName')));
    // Unchanged.
    expect((await userDocs().doc(other.id).get()).get('role')).toBe(other.get('role'));
    // A Kynd Admin, whose scope is every organisation, is told the id is unknown.
    await expectRefusal(
      kyndAdmin.callables.updateUser({ action: 'setRole', userId: 'no-such-user', role: 'User' }),
      'not-found',
    );
  }, 120_000);

  it('refuses the whole call to callers without the right, and bad input', async () => {
    const appUser = await signInWithPassword('app.user@example.com', DEMO_PASSWORD);
    const inactiveOrgAdmin = await signInWithPassword(
      'inactive.org.admin@example.com',
      DEMO_PASSWORD,
    );
    const request = {
      userIds: [inactive[0]],
      change: { kind: 'setActive', isActive: false } as const,
    };
    const before = await stored([inactive[0]]);
    await expectRefusal(appUser.callables.bulkUpdateUsers(request), 'permission-denied');
    await expectRefusal(inactiveOrgAdmin.callables.bulkUpdateUsers(request), 'permission-denied');
    // docs/product.md §6: an Org Admin assigns only User and Org Admin.
    await expectRefusal(
      orgAdmin.callables.bulkUpdateUsers({
        userIds: [PLAIN_USER],
        change: { kind: 'changeRole', role: 'Kynd Admin' },
      }),
      'permission-denied',
    );
    const tooMany = Array.from({ length: 51 }, (_, index) => `user-${index}`);
    await expectRefusal(
      kyndAdmin.callables.bulkUpdateUsers({ ...request, userIds: tooMany }),
      'invalid-argument',
    );
    await expectRefusal(
      kyndAdmin.callables.bulkUpdateUsers({ ...request, userIds: ['a/b'] }),
      'invalid-argument',
    );
    await expectRefusal(
      kyndAdmin.callables.bulkUpdateUsers({
        userIds: [inactive[0]],
        change: { kind: 'setActive', isActive: 'yes' } as unknown as BulkUserChange,
      }),
      'invalid-argument',
    );
    expect(await stored([inactive[0]])).toEqual(before);
  }, 120_000);
}
