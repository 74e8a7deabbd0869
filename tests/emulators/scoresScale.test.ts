// Scores that fit any organisation: an organisation of 300 divisions is calculated by the same code
// as scheduleOrgScoreCalculation and shown through the data provider as the dashboards read it,
// without error. Under the old storage (every division's score set with its history inside the
// organisation document, about 21 KB each) this organisation could not be written at all. Each
// division has too few active users for its figures to reach anyone but a Kynd Admin
// (src/domain/withheldFigures.ts): 300 twins, read in their documents' place for the Kynd Admin.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColourLevel } from '../../src/config/constants';
import { correctFilters, INITIAL_FILTERS } from '../../src/domain/dashboard';
import { categoryCounts } from '../../src/domain/dashboardScores';
import { industryScoresId } from '../../src/domain/industryScores';
import {
  SCORES_SUBCOLLECTION,
  scoreRecordId,
  scoreSetOfDocument,
  type ScoreRecord,
} from '../../src/domain/scoreDocuments';
import {
  DIVISION_COUNTER_SHARDS,
  SCORE_COUNTERS_SUBCOLLECTION,
  counterDocumentId,
} from '../../src/domain/scoreContributions';
import { aggregateScores, scopeCountersOf, type ScoredUser } from '../../src/domain/scoring';
import { WITHHELD_SCORES_SUBCOLLECTION } from '../../src/domain/withheldFigures';
import type { ChoiceRecord } from '../../src/domain/organisationChoice';
import { calculateOrganisationScores } from '../../functions/src/scores/calculateOrganisationScores';
import {
  eachScoredMemberPage,
  readScopeCounters,
  reconcileScoreCounters,
  scoredUserOf,
  syncScoreContribution,
} from '../../functions/src/scores/scoreCounters';
import { foldDivisionCounterShards } from '../../scripts/migrations/foldDivisionCounterShards';
import { connectAs, type Connection } from './providerHarness';
import { divisionsOfDocument } from '../helpers/expected';

const PROJECT_ID = 'demo-kynd-scores-scale';
const ORGANISATION_ID = 'org-many-divisions';
const DIVISIONS = 300;
const USERS_PER_DIVISION = 3;
const ONE_MIB = 1024 * 1024;
const COLOURS: readonly ColourLevel[] = ['green', 'orange', 'red'];
const NOW = new Date('2026-05-01T02:00:00Z');

const divisionId = (index: number) => `div-${String(index).padStart(3, '0')}`;

let app: App;
let db: Firestore;
let orgAdmin: Connection;
let kyndAdmin: Connection;
const users: ScoredUser[] = [];

/** One scope's score document (or its withheld twin) of the organisation. */
const scoreDocument = (collection: string, scope: string) =>
  db.collection('organisations').doc(ORGANISATION_ID).collection(collection).doc(scope).get();

/** The organisation's members as the scores read them now, read a page at a time. */
async function membersNow(pageSize?: number): Promise<ScoredUser[]> {
  const members: ScoredUser[] = [];
  await eachScoredMemberPage(
    db,
    ORGANISATION_ID,
    (page) => {
      members.push(...page.map(scoredUserOf));
    },
    pageSize,
  );
  return members;
}

/** Firestore's size of a document, near enough: its JSON length (keys and strings dominate). */
const sizeOf = (data: unknown) => Buffer.byteLength(JSON.stringify(data));

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, `scores-scale-${Date.now()}`);
  db = getFirestore(app);

  const divisions = Array.from({ length: DIVISIONS }, (_, index) => ({
    id: divisionId(index),
    name: `Team ${String(index).padStart(3, '0')}`,
    description: `Site team ${index}`,
    codes: [
      {
        id: `code-${index}`,
        code: `MANY-${index}`,
        organisationId: ORGANISATION_ID,
        organisationName: 'Many Divisions Ltd',
        maximumUsage: 100,
      },
    ],
  }));
  const writer = db.bulkWriter();
  for (let index = 0; index < DIVISIONS * USERS_PER_DIVISION; index += 1) {
    const division = divisions[index % DIVISIONS];
    const colour = (offset: number) => COLOURS[(index + offset) % 3] as ColourLevel;
    const scores = {
      body: { weight: { colour: colour(0), value: 80, calculatedAt: NOW } },
      mind: { sleep: { colour: colour(1), value: 60, calculatedAt: NOW } },
      life: { life: { colour: colour(2), value: 70, calculatedAt: NOW } },
    };
    const user = {
      id: `user-${index}`,
      isActive: index % 10 !== 9,
      division: { id: division?.id ?? '', name: division?.name ?? '' },
      scores,
    };
    users.push(user);
    void writer.set(db.collection('users').doc(user.id), {
      firstName: `User${index}`,
      lastName: 'Many',
      lowerFirstName: `user${index}`,
      lowerLastName: 'many',
      role: 'User',
      organisation: { id: ORGANISATION_ID, name: 'Many Divisions Ltd' },
      division: user.division,
      isActive: user.isActive,
      scores,
      createdAt: NOW,
      updatedAt: NOW,
    });
  }
  // The Org Admin is one of the organisation's users too (active, no results yet).
  users.push({ id: 'many-admin', isActive: true, division: { id: divisionId(0) } });
  void writer.set(db.collection('users').doc('many-admin'), {
    firstName: 'Mona',
    lastName: 'Admin',
    role: 'Org Admin',
    isActive: true,
    organisation: { id: ORGANISATION_ID, name: 'Many Divisions Ltd' },
    division: { id: divisionId(0), name: 'Team 000' },
  });
  void writer.set(db.collection('users').doc('kynd-admin'), {
    firstName: 'Kim',
    lastName: 'Admin',
    role: 'Kynd Admin',
    isActive: true,
    organisation: { id: 'org-kynd', name: 'Kynd' },
  });
  // The rules judge a caller by its users document and its organisation's isActive.
  void writer.set(db.collection('organisations').doc('org-kynd'), { name: 'Kynd', isActive: true });
  void writer.set(db.collection('organisations').doc(ORGANISATION_ID), {
    name: 'Many Divisions Ltd',
    address: '1 Long Road',
    phone: '',
    isActive: true,
    industry: 'Construction',
    managers: [{ id: 'many-admin', name: 'Mona Admin' }],
    employees: users.map((user) => user.id),
    divisions,
    customQuestionnaires: [],
    createdAt: NOW,
  });
  await writer.close();

  orgAdmin = connectAs(PROJECT_ID, {
    uid: 'many-admin',
    role: 'Org Admin',
    organisationId: ORGANISATION_ID,
  });
  kyndAdmin = connectAs(PROJECT_ID, {
    uid: 'kynd-admin',
    role: 'Kynd Admin',
    organisationId: 'org-kynd',
  });
  await calculateOrganisationScores(db, ORGANISATION_ID, { now: NOW, source: 'reconcile' });
}, 300_000);

afterAll(async () => {
  await orgAdmin?.close();
  await kyndAdmin?.close();
  if (app) await deleteApp(app);
});

describe('an organisation with 300 divisions', () => {
  it('is calculated into one small document per scope, and the organisation stays as it was', async () => {
    const snapshot = await db
      .collection('organisations')
      .doc(ORGANISATION_ID)
      .collection(SCORES_SUBCOLLECTION)
      .get();
    expect(snapshot.size).toBe(DIVISIONS + 1);
    const twins = await db
      .collection('organisations')
      .doc(ORGANISATION_ID)
      .collection(WITHHELD_SCORES_SUBCOLLECTION)
      .get();
    expect(twins.size).toBe(DIVISIONS);
    const largest = Math.max(...[...snapshot.docs, ...twins.docs].map((doc) => sizeOf(doc.data())));
    expect(largest).toBeLessThan(ONE_MIB / 10);
    const organisation = await db.collection('organisations').doc(ORGANISATION_ID).get();
    expect(organisation.data()).not.toHaveProperty('scores');
    const industry = await db
      .collection('industryScores')
      .doc(industryScoresId('Construction'))
      .get();
    expect(industry.get('organisationsCount')).toBe(1);
    expect(industry.get('scores.averageScore.activeUsers')).toBe(
      users.filter((user) => user.isActive).length,
    );
  });

  it("is shown to its Org Admin: the divisions to choose from and each division's figures", async () => {
    const choices = await orgAdmin.provider.getList<ChoiceRecord>('organisationChoices', {
      filter: {},
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: 1000 },
    });
    expect(choices.data).toEqual([
      { id: ORGANISATION_ID, name: 'Many Divisions Ltd', industry: 'Construction', isActive: true },
    ]);

    const all = await orgAdmin.provider.getOne<ScoreRecord & { id: string }>('organisationScores', {
      id: scoreRecordId(ORGANISATION_ID),
    });
    const listed = divisionsOfDocument(all.data.document);
    expect(listed).toHaveLength(DIVISIONS);
    expect(listed).toContainEqual({ id: divisionId(299), name: 'Team 299' });
    const allSet = scoreSetOfDocument(all.data.document);
    expect(allSet?.averageScore.activeUsers).toBe(users.filter((user) => user.isActive).length);

    // A stored division choice is kept while it exists among the 300.
    const chosen = {
      ...INITIAL_FILTERS,
      organisationId: ORGANISATION_ID,
      divisionId: divisionId(250),
    };
    expect(
      correctFilters(chosen, {
        seesAllOrganisations: false,
        organisations: choices.data,
        divisions: listed,
      }),
    ).toMatchObject({
      organisationId: ORGANISATION_ID,
      divisionId: divisionId(250),
      industry: 'Construction',
    });

    for (const index of [0, 150, 299]) {
      const id = scoreRecordId(ORGANISATION_ID, divisionId(index));
      const members = users.filter((user) => user.division?.id === divisionId(index));
      const expected = aggregateScores(members, NOW);
      // Its count for the Org Admin, its figures for the Kynd Admin.
      const shown = await orgAdmin.provider.getOne<ScoreRecord & { id: string }>(
        'organisationScores',
        { id },
      );
      expect(shown.data.document?.withheld).toBe(true);
      const counted = scoreSetOfDocument(shown.data.document);
      expect(counted?.averageScore.activeUsers).toBe(expected.averageScore.activeUsers);
      expect(counted && categoryCounts(counted, 'Body')).toEqual({ red: 0, orange: 0, green: 0 });
      const record = await kyndAdmin.provider.getOne<ScoreRecord & { id: string }>(
        'organisationScores',
        { id },
      );
      const set = scoreSetOfDocument(record.data.document);
      expect(set?.averageScore.activeUsers).toBe(expected.averageScore.activeUsers);
      expect(set && categoryCounts(set, 'Body')).toEqual(categoryCounts(expected, 'Body'));
      expect(set && categoryCounts(set, 'Mind')).toEqual(categoryCounts(expected, 'Mind'));
    }
  });

  it('reads a few scopes at once for a provider admin, and none of another organisation for an Org Admin', async () => {
    const many = await kyndAdmin.provider.getMany<ScoreRecord & { id: string }>(
      'organisationScores',
      { ids: [0, 1, 2].map((index) => scoreRecordId(ORGANISATION_ID, divisionId(index))) },
    );
    expect(many.data.map((record) => record.scopeId)).toEqual([0, 1, 2].map(divisionId));
    expect(many.data.every((record) => record.document !== null)).toBe(true);
    await expect(
      orgAdmin.provider.getOne('organisationScores', { id: scoreRecordId('another-org') }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('recalculates again from its score counters, with the figures of the recount, without growing: each scope keeps its last two calculations', async () => {
    const later = new Date(NOW.getTime() + 2 * 24 * 60 * 60 * 1000);
    const latest = new Date(NOW.getTime() + 4 * 24 * 60 * 60 * 1000);
    await calculateOrganisationScores(db, ORGANISATION_ID, { now: later, industry: false });
    await calculateOrganisationScores(db, ORGANISATION_ID, { now: latest, industry: false });
    const division = await scoreDocument(WITHHELD_SCORES_SUBCOLLECTION, divisionId(7));
    const history = division.get('averageScore.history') as { calculatedAt: { toDate(): Date } }[];
    expect(history.map((entry) => entry.calculatedAt.toDate())).toEqual([later, latest]);
    const members = users.filter((user) => user.division?.id === divisionId(7));
    expect(division.get('averageScore.averageScore')).toBe(
      aggregateScores(members, latest).averageScore.averageScore,
    );
    const all = await scoreDocument(SCORES_SUBCOLLECTION, 'all');
    expect(all.get('averageScore.activeUsers')).toBe(users.filter((user) => user.isActive).length);
  }, 120_000);

  it('finds and mends the counters of a change no trigger counted, and finds nothing the next time', async () => {
    // No trigger runs for this project: a change written here is one the counters missed.
    const user = users.find((candidate) => candidate.isActive);
    if (!user) throw new Error('No active user');
    const recounted = async () => scopeCountersOf(await membersNow());
    await db.collection('users').doc(user.id).update({ isActive: false });
    expect(await reconcileScoreCounters(db, ORGANISATION_ID)).toEqual({
      synced: 1,
      members: users.length,
      memberDrift: 0,
    });
    expect(await reconcileScoreCounters(db, ORGANISATION_ID)).toEqual({
      synced: 0,
      members: users.length,
      memberDrift: 0,
    });
    const expected = await recounted();
    const counted = await readScopeCounters(db, ORGANISATION_ID);
    for (const scope of ['all', user.division?.id ?? 'all']) {
      expect(counted.get(scope) ?? {}).toEqual(expected.get(scope));
    }
    await db.collection('users').doc(user.id).update({ isActive: true });
    expect((await reconcileScoreCounters(db, ORGANISATION_ID)).synced).toBe(1);
  });

  it('counts the members a user brings or takes away, and the calculation sets the member count from them', async () => {
    const organisation = db.collection('organisations').doc(ORGANISATION_ID);
    const employeeCount = async () => (await organisation.get()).get('employeeCount') as unknown;
    const calculate = (countersCurrent: boolean) =>
      calculateOrganisationScores(db, ORGANISATION_ID, {
        now: new Date(NOW.getTime() + 5 * 24 * 60 * 60 * 1000),
        industry: false,
        countersCurrent,
      });
    expect(await employeeCount()).toBe(users.length);
    // A member no trigger counted joins: syncing them counts them in the counters, and the next
    // calculation moves the count.
    await db
      .collection('users')
      .doc('late-joiner')
      .set({ organisation: { id: ORGANISATION_ID, name: 'Many Divisions Ltd' }, isActive: false });
    expect(await reconcileScoreCounters(db, ORGANISATION_ID)).toEqual({
      synced: 1,
      members: users.length + 1,
      memberDrift: -1,
    });
    expect((await readScopeCounters(db, ORGANISATION_ID, ['all'])).get('all')?.members).toBe(
      users.length + 1,
    );
    await calculate(true);
    expect(await employeeCount()).toBe(users.length + 1);
    await db.collection('users').doc('late-joiner').delete();
    expect(await reconcileScoreCounters(db, ORGANISATION_ID)).toEqual({
      synced: 1,
      members: users.length,
      memberDrift: 1,
    });
    await calculate(true);
    expect(await employeeCount()).toBe(users.length);
    // A count written by something other than the calculations is drift, found, and set right by
    // the next calculation; one from counters not known to be of the current shape leaves it.
    await organisation.update({ employeeCount: 3 });
    expect(await reconcileScoreCounters(db, ORGANISATION_ID)).toEqual({
      synced: 0,
      members: users.length,
      memberDrift: 3 - users.length,
    });
    await calculate(false);
    expect(await employeeCount()).toBe(3);
    await calculate(true);
    expect(await employeeCount()).toBe(users.length);
    expect(await reconcileScoreCounters(db, ORGANISATION_ID)).toEqual({
      synced: 0,
      members: users.length,
      memberDrift: 0,
    });
  }, 120_000);

  it('recalculates only the scopes a change moved: the other divisions keep their documents', async () => {
    const later = new Date(NOW.getTime() + 6 * 24 * 60 * 60 * 1000);
    const twin = (scope: string) => scoreDocument(WITHHELD_SCORES_SUBCOLLECTION, scope);
    const untouched = (await twin(divisionId(6))).data();
    const user = users.find(
      (candidate) =>
        candidate.isActive &&
        candidate.division?.id === divisionId(5) &&
        candidate.scores?.body?.weight?.colour !== 'orange',
    );
    if (!user) throw new Error('No active user in the division');
    await db
      .collection('users')
      .doc(user.id)
      .update({ 'scores.body.weight': { colour: 'orange', value: 95, calculatedAt: later } });
    const moved = await syncScoreContribution(db, user.id);
    expect(moved).toEqual([{ organisationId: ORGANISATION_ID, scopes: ['all', divisionId(5)] }]);
    await calculateOrganisationScores(db, ORGANISATION_ID, {
      now: later,
      industry: false,
      scopes: moved[0]?.scopes,
    });

    const changed = (await twin(divisionId(5))).data();
    expect(changed?.averageScore.calculatedAt.toDate()).toEqual(later);
    const members = (await membersNow()).filter((member) => member.division?.id === divisionId(5));
    expect(changed?.body.weight.orange).toBe(aggregateScores(members, later).body.weight?.orange);
    expect((await twin(divisionId(6))).data()).toEqual(untouched);
    const all = await scoreDocument(SCORES_SUBCOLLECTION, 'all');
    expect(all.get('averageScore.calculatedAt').toDate()).toEqual(later);
    expect(Object.keys(all.get('divisionNames') as object)).toHaveLength(DIVISIONS);
  });

  it('reads the members a page at a time, each once, whatever the page size', async () => {
    const whole = await membersNow();
    expect(whole).toHaveLength(users.length);
    const paged = await membersNow(128);
    expect(paged.map((member) => member.id)).toEqual(whole.map((member) => member.id));
    expect(new Set(paged.map((member) => member.id)).size).toBe(paged.length);
  });

  it("keeps a division's figures when its older shards are folded into today's fewer", async () => {
    const scope = divisionId(7);
    const counters = db
      .collection('organisations')
      .doc(ORGANISATION_ID)
      .collection(SCORE_COUNTERS_SUBCOLLECTION);
    const before = await readScopeCounters(db, ORGANISATION_ID, [scope]);
    // As counters written when a division had as many shards as `all`: a shard's counts in one
    // past DIVISION_COUNTER_SHARDS.
    const [first] = (await counters.where('scope', '==', scope).get()).docs;
    if (!first) throw new Error('No shard of the division');
    const shard = Number(first.id.slice(scope.length + 1));
    const older = counterDocumentId(scope, shard + DIVISION_COUNTER_SHARDS * 2);
    const batch = db.batch();
    batch.set(counters.doc(older), first.data());
    batch.delete(first.ref);
    await batch.commit();
    // The figures are the same with the older shard (a scope is the sum of its shards)…
    expect(await readScopeCounters(db, ORGANISATION_ID, [scope])).toEqual(before);
    expect(
      (await foldDivisionCounterShards(db, { dryRun: true })).updated.filter((id) =>
        id.endsWith(`/${older}`),
      ),
    ).toEqual([`${ORGANISATION_ID}/${older}`]);
    // …and after it is folded into the shard its users write to now, which it leaves.
    await foldDivisionCounterShards(db);
    expect((await counters.doc(older).get()).exists).toBe(false);
    expect(await readScopeCounters(db, ORGANISATION_ID, [scope])).toEqual(before);
    expect((await foldDivisionCounterShards(db, { dryRun: true })).updated).toEqual([]);
  });
});
