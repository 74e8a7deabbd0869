// One app user's whole life (docs/app-contract.md), played by scripts/app.ts through the app's own
// doors against the local stack: refused by an inactive and a full code, signed up with a good one
// (its usage counted), Body, Mind and Life answered and scored, a health check, a hearing
// questionnaire that raises an alert, a notification sent by an administrator through the Create
// notification screen's own path (deliverNotification). After the administrator's recalculation, the Summary's figures, read through the
// dashboard's data provider, match a recount from the users' documents and include the user, and
// the Hearing Vision Alerts search finds the alert by a piece of the user's name.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFunctions } from 'firebase/functions';
import { CATEGORIES, FUNCTIONS_REGION, type ColourLevel } from '@/config/constants';
import { SIGN_UP_ERRORS } from '@/domain/appContract';
import { SENT_PUSH_NOTIFICATIONS_COLLECTION } from '@/domain/callables';
import { EMPTY_NOTIFICATION_DRAFT } from '@/domain/notifications';
import { measurementsOf } from '@/domain/measurements';
import { scoreRecordId, scoreSetOfDocument, type ScoreRecord } from '@/domain/scoreDocuments';
import type { ScoreSet } from '@/domain/types';
import { createCall } from '@/providers/callables';
import { createDataProvider } from '@/providers/dataProvider';
import { DATA_SPECS } from '@/resources/registry';
import { deliverNotification } from '@/resources/notifications/deliverNotification';
import {
  answerQuestionnaire,
  closeApp,
  completeHealthCheck,
  connectApp,
  raiseAlert,
  receivedNotifications,
  saveOngoingHealthCheck,
  setPushSettings,
  signInOrCreate,
  signUp,
  submitResults,
  updateProfile,
  type AppClient,
} from '../../scripts/app';
import {
  PASSWORD,
  PROJECT_ID,
  closeClients,
  createAdmin,
  resetEmulators,
  signInWithPassword,
} from './functionsHarness';
import { connectAs, restOf, type Connection } from './providerHarness';

const admin = createAdmin('app-life');
const db = admin.db;
const ORGANISATION = 'org-life';
const ADMIN_EMAIL = 'life.admin@example.com';
const LONG_AGO = Timestamp.fromDate(new Date('2025-03-01T00:00:00Z'));

/** Documents as another client of the project left them: docs/product.md §3 fields only. */
async function fixtures(): Promise<void> {
  const batch = db.batch();
  batch.set(db.doc(`organisations/${ORGANISATION}`), {
    name: 'Life Construction',
    address: '5 Wharf Road',
    phone: '+6495550000',
    isActive: true,
    managers: [],
    employees: ['neighbour1', 'neighbour2'],
    divisions: [{ id: `${ORGANISATION}-default`, name: 'Default division' }],
    industry: 'Construction',
    customQuestionnaires: ['hearing-v2'],
    createdAt: LONG_AGO,
  });
  batch.set(db.doc('organisations/org-provider'), {
    name: 'Provider',
    isActive: true,
    managers: [],
    employees: ['lifeAdmin'],
    divisions: [{ id: 'org-provider-default', name: 'Default division' }],
    industry: 'Health',
    customQuestionnaires: [],
    createdAt: LONG_AGO,
  });
  const code = (value: string, extra: Record<string, unknown>) => ({
    code: value,
    divisionId: `${ORGANISATION}-default`,
    divisionName: 'Default division',
    organisationId: ORGANISATION,
    organisationName: 'Life Construction',
    isActive: true,
    currentUsage: 0,
    maximumUsage: 10,
    ...extra,
  });
  batch.set(db.doc('codes/life'), code('LIFE', {}));
  batch.set(db.doc('codes/lifeOff'), code('LIFEOFF', { isActive: false }));
  batch.set(db.doc('codes/lifeFull'), code('LIFEFULL', { currentUsage: 3, maximumUsage: 3 }));
  const result = (colour: ColourLevel) => ({ colour, calculatedAt: LONG_AGO });
  const neighbour = (id: string, firstName: string, scores: Record<string, unknown>) => ({
    firstName,
    lastName: 'Neighbour',
    email: `${id}@example.com`,
    organisation: { id: ORGANISATION, name: 'Life Construction' },
    division: { id: `${ORGANISATION}-default`, name: 'Default division' },
    isActive: true,
    scores,
    createdAt: LONG_AGO,
  });
  batch.set(
    db.doc('users/neighbour1'),
    neighbour('neighbour1', 'Rawiri', { life: { life: result('red') } }),
  );
  batch.set(
    db.doc('users/neighbour2'),
    neighbour('neighbour2', 'Sione', {
      body: { smoking: result('green') },
      mind: { sleep: result('orange') },
      life: { life: result('green') },
    }),
  );
  batch.set(db.doc('users/lifeAdmin'), {
    firstName: 'Lena',
    lastName: 'Admin',
    email: ADMIN_EMAIL,
    role: 'Kynd Admin',
    organisation: { id: 'org-provider', name: 'Provider' },
    division: { id: 'org-provider-default', name: 'Default division' },
    isActive: true,
    createdAt: LONG_AGO,
  });
  await batch.commit();
  await admin.auth.createUser({ uid: 'lifeAdmin', email: ADMIN_EMAIL, password: PASSWORD });
}

/** The figures the users' documents imply, counted plainly from the stored colours. */
async function recount(): Promise<{
  activeUsers: number;
  complete: Record<string, number>;
  totalComplete: number;
  colours: Record<string, Record<ColourLevel, number>>;
}> {
  const users = await db.collection('users').where('organisation.id', '==', ORGANISATION).get();
  const active = users.docs.filter((user) => user.get('isActive') === true);
  const complete: Record<string, number> = { body: 0, mind: 0, life: 0 };
  const colours: Record<string, Record<ColourLevel, number>> = {};
  let totalComplete = 0;
  for (const user of active) {
    let inAll = true;
    for (const category of CATEGORIES) {
      const key = category.toLowerCase();
      let any = false;
      for (const { key: measurement } of measurementsOf(category)) {
        const colour = user.get(`scores.${key}.${measurement}.colour`) as ColourLevel | undefined;
        if (colour === undefined) continue;
        any = true;
        colours[measurement] ??= { green: 0, orange: 0, red: 0 };
        colours[measurement][colour] += 1;
      }
      if (any) complete[key] += 1;
      else inAll = false;
    }
    if (inAll) totalComplete += 1;
  }
  return { activeUsers: active.length, complete, totalComplete, colours };
}

describe("one app user's whole life", () => {
  let app: AppClient;
  let uid: string;
  let dashboard: Connection;

  beforeAll(async () => {
    await resetEmulators();
    await fixtures();
    app = connectApp();
    dashboard = connectAs(PROJECT_ID, {
      uid: 'lifeAdmin',
      role: 'Kynd Admin',
      organisationId: 'org-provider',
    });
  });

  afterAll(async () => {
    await closeApp(app);
    await dashboard.close();
    await closeClients();
    await admin.close();
  });

  it('is refused by an inactive and a full code, then signs up with a good one', async () => {
    ({ uid } = await signInOrCreate(app, 'mere.tawhiri@example.com', PASSWORD));
    for (const [code, message] of [
      ['LIFEOFF', SIGN_UP_ERRORS.inactiveCode],
      ['lifefull', SIGN_UP_ERRORS.fullCode],
    ]) {
      await expect(
        app.callables.signUpWithCode({ code, firstName: 'Mere', lastName: 'Tawhiri' }),
      ).rejects.toThrow(message);
    }
    const placed = await signUp(app, {
      email: 'mere.tawhiri@example.com',
      password: PASSWORD,
      code: 'life',
      firstName: 'Mere',
      lastName: 'Tawhiri',
    });
    expect(placed).toMatchObject({ uid, organisation: { id: ORGANISATION } });
    const usage = await db.getAll(
      db.doc('codes/life'),
      db.doc('codes/lifeOff'),
      db.doc('codes/lifeFull'),
    );
    expect(usage.map((code) => code.get('currentUsage'))).toEqual([1, 0, 3]);
    expect((await db.doc(`organisations/${ORGANISATION}`).get()).get('employees')).toContain(uid);
  });

  it('sets up the profile and push, answers Body, Mind and Life, and does a health check', async () => {
    await updateProfile(app, { sex: 'female', birthDate: new Date('1988-07-14T00:00:00Z') });
    await setPushSettings(app, { enabled: true, deviceToken: 'life-device' });

    await answerQuestionnaire(app, 'life', { q1: 'Often', q2: 'Sometimes', q3: 'Very often' });
    expect(await submitResults(app, { category: 'life', values: { life: 74 } })).toEqual({
      colours: { life: 'green' },
    });

    await answerQuestionnaire(app, 'sleep', { q1: 'Rarely', q2: 7 });
    await answerQuestionnaire(app, 'depressionAnxietyAndStress', { q1: 'Never', q2: 'Sometimes' });
    expect(
      await submitResults(app, { category: 'mind', values: { sleep: 55, depression: 6 } }),
    ).toEqual({ colours: { sleep: 'orange', depression: 'green' } });

    await saveOngoingHealthCheck(app, { date: new Date(), values: { height: 165 } });
    const check = { height: 165, weight: 82, systolicDiastolic: '142/88', smoking: 'never' };
    await completeHealthCheck(app, 'first', { date: new Date(), values: check });
    await answerQuestionnaire(app, 'smoking', { q1: 'Never smoked' });
    expect(await submitResults(app, { category: 'body', values: check })).toEqual({
      colours: { height: 'green', weight: 'red', systolicDiastolic: 'red', smoking: 'green' },
    });

    const stored = (await db.doc(`users/${uid}`).get()).data();
    expect(Object.keys(stored?.answers ?? {}).sort()).toEqual([
      'depressionAnxietyAndStress',
      'life',
      'sleep',
      'smoking',
    ]);
    expect(stored?.healthChecks.first.values).toEqual(check);
    expect(stored?.ongoingHealthCheck).toBeUndefined();
  });

  it('raises a hearing alert with a hearing questionnaire', async () => {
    await answerQuestionnaire(app, 'hearingSurvey', { q1: 'Yes', q2: 'Not exposed to noise' });
    expect(await raiseAlert(app, 'hearing')).toEqual({
      alertId: `${ORGANISATION}_${uid}`,
      changed: true,
    });
  });

  it('receives a notification an administrator sends from the Create notification screen', async () => {
    const sender = await signInWithPassword(ADMIN_EMAIL);
    // The screen's own path: the data provider as the signed-in admin, and deliverNotification.
    const provider = createDataProvider({
      resources: DATA_SPECS,
      db: sender.db,
      rest: restOf(sender.auth),
      getScope: () => ({ kind: 'all' }),
      loadCall: async () => createCall(getFunctions(sender.auth.app, FUNCTIONS_REGION)),
      getUid: () => sender.auth.currentUser?.uid ?? null,
    });
    const pushedTo = await deliverNotification(provider, {
      ...EMPTY_NOTIFICATION_DRAFT,
      organisationId: ORGANISATION,
      title: 'Your results are in',
      body: 'Have a look at your Body score.',
    });
    expect(pushedTo).toBe(1);
    // Registered for every member of the organisation, with a device or not.
    const members = await db.collection('users').where('organisation.id', '==', ORGANISATION).get();
    const registered = members.docs.filter((member) =>
      ((member.get('notifications') as { title?: string }[] | undefined) ?? []).some(
        (entry) => entry.title === 'Your results are in',
      ),
    );
    expect(registered).toHaveLength(3);
    const pushes = await db
      .collection(SENT_PUSH_NOTIFICATIONS_COLLECTION)
      .where('notification.title', '==', 'Your results are in')
      .get();
    expect(pushes.docs.flatMap((push) => push.get('tokens'))).toEqual(['life-device']);
    expect(await receivedNotifications(app)).toMatchObject([
      { title: 'Your results are in', body: 'Have a look at your Body score.' },
    ]);
  });

  it("counts the user in the Summary's figures after the recalculation", async () => {
    const provider = await signInWithPassword(ADMIN_EMAIL);
    await provider.callables.scheduleOrgScoreCalculation({ organisationId: ORGANISATION });
    const { data } = await dashboard.provider.getOne<ScoreRecord & { id: string }>(
      'organisationScores',
      { id: scoreRecordId(ORGANISATION) },
    );
    const scores = scoreSetOfDocument(data.document) as ScoreSet;
    const expected = await recount();
    expect(expected.activeUsers).toBe(3);
    expect(scores.averageScore.activeUsers).toBe(expected.activeUsers);
    expect(scores.averageScore.totalComplete).toBe(expected.totalComplete);
    for (const category of CATEGORIES) {
      const key = category.toLowerCase() as 'body' | 'mind' | 'life';
      expect(scores.averageScore[`${key}Complete`], category).toBe(expected.complete[key]);
      for (const { key: measurement } of measurementsOf(category)) {
        const { green, orange, red } = scores[key][measurement];
        expect({ green, orange, red }, measurement).toEqual(
          expected.colours[measurement] ?? { green: 0, orange: 0, red: 0 },
        );
      }
    }
    // The new user is the only one complete in all three categories besides Sione.
    expect(scores.averageScore.totalComplete).toBe(2);
    expect(scores.body.systolicDiastolic.red).toBe(1);
    expect(scores.life.life).toMatchObject({ green: 2, red: 1 });
  });

  it('is found on the Hearing Vision Alerts screen by a piece of the name', async () => {
    for (const term of ['tawh', 'ERE TA', 'mere']) {
      const { data, total } = await dashboard.provider.getList('questionnaireAlerts', {
        filter: { organisationId: ORGANISATION, type: 'All', q: term },
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'createdAt', order: 'DESC' },
      });
      expect(total, term).toBe(1);
      expect(data[0], term).toMatchObject({
        id: `${ORGANISATION}_${uid}`,
        hearingStatus: 'Open',
        user: { firstName: 'Mere', lastName: 'Tawhiri' },
      });
    }
    const none = await dashboard.provider.getList('questionnaireAlerts', {
      filter: { organisationId: ORGANISATION, type: 'All', q: 'neighbour' },
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
    });
    expect(none.total).toBe(0);
  });
});
