// The callables of docs/product.md §7 through the Functions emulator, called with the client SDK by signed-in
// users of each role (and signed out where docs/product.md needs it), checking what they do and whom they
// refuse. Admin SDK only for fixtures and for reading the results back.
import { Timestamp } from 'firebase-admin/firestore';
import { signInAnonymously, signInWithEmailAndPassword } from 'firebase/auth';
import { FIELD_LIMITS } from '@/config/constants';
import { SENT_PUSH_NOTIFICATIONS_COLLECTION } from '@/domain/callables';
import { SCORES_HISTORY_COLLECTION } from '@/domain/scoresHistory';
import { claimsFor } from '@/domain/claims';
import { INDUSTRY_SCORES_COLLECTION, industryScoresId } from '@/domain/industryScores';
import { aggregateScores, type ScoredUser } from '@/domain/scoring';
import {
  WITHHELD_INDUSTRY_SCORES_COLLECTION,
  WITHHELD_SCORES_HISTORY_COLLECTION,
  WITHHELD_SCORES_SUBCOLLECTION,
} from '@/domain/withheldFigures';
import type { Role, UserScores } from '@/domain/types';
import {
  PASSWORD,
  clientFor,
  closeClients,
  createAdmin,
  expectRefusal,
  organisationFixture,
  resetEmulators,
  signInWithPassword,
  storedScoreSets,
} from './functionsHarness';
import type { Callables } from '../../scripts/app';

const admin = createAdmin('functions-test');
const adminDb = admin.db;
const adminAuth = admin.auth;

const CALCULATED = new Date('2026-01-10T00:00:00Z');
const result = (colour: 'red' | 'orange' | 'green') => ({ colour, calculatedAt: CALCULATED });

interface Fixture {
  uid: string;
  email?: string;
  phone?: string;
  role?: Role;
  organisation: 'orgA' | 'orgB';
  division: string;
  isActive?: boolean;
  migrated?: boolean;
  scores?: UserScores;
}

const FIXTURES: Fixture[] = [
  {
    uid: 'kyndAdmin',
    email: 'kynd.admin@example.com',
    role: 'Kynd Admin',
    organisation: 'orgA',
    division: 'a1',
  },
  {
    uid: 'orgAdminA',
    email: 'org.admin.a@example.com',
    role: 'Org Admin',
    organisation: 'orgA',
    division: 'a1',
    scores: { mind: { sleep: result('green') } },
  },
  {
    uid: 'orgAdminB',
    email: 'org.admin.b@example.com',
    role: 'Org Admin',
    organisation: 'orgB',
    division: 'b1',
  },
  {
    uid: 'userA',
    email: 'user.a@example.com',
    role: 'User',
    organisation: 'orgA',
    division: 'a1',
    scores: {
      body: { weight: result('green'), smoking: result('red') },
      mind: { sleep: result('orange'), depression: result('green') },
      life: { life: result('green') },
    },
  },
  {
    uid: 'userA2',
    email: 'user.a2@example.com',
    organisation: 'orgA',
    division: 'a2',
    migrated: true,
    scores: {
      body: { weight: result('orange'), hdl: result('red') },
      life: { life: result('red') },
    },
  },
  {
    uid: 'inactiveA',
    email: 'inactive.a@example.com',
    role: 'Org Admin',
    organisation: 'orgA',
    division: 'a2',
    isActive: false,
    scores: { body: { weight: result('red') } },
  },
  { uid: 'userB', email: 'user.b@example.com', organisation: 'orgB', division: 'b1' },
  {
    uid: 'clinician',
    email: 'clinician.x@example.com',
    role: 'Clinician',
    organisation: 'orgA',
    division: 'a1',
  },
  { uid: 'staff', email: 'staff1@example.com', role: 'User', organisation: 'orgA', division: 'a1' },
  { uid: 'phoneUser', phone: '+64210000099', organisation: 'orgA', division: 'a1' },
];

const ORGANISATIONS = {
  orgA: { divisions: ['a1', 'a2'], industry: 'Accounting' },
  orgB: { divisions: ['b1'], industry: 'Construction' },
};

function userDocument(fixture: Fixture) {
  const organisation = { id: fixture.organisation, name: fixture.organisation.toUpperCase() };
  return {
    id: fixture.uid,
    firstName: fixture.uid,
    lastName: 'Test',
    lowerFirstName: fixture.uid.toLowerCase(),
    lowerLastName: 'test',
    ...(fixture.email ? { email: fixture.email } : {}),
    ...(fixture.phone ? { phone: fixture.phone } : {}),
    ...(fixture.role ? { role: fixture.role } : {}),
    ...(fixture.migrated ? { migrated: true } : {}),
    organisation,
    division: { id: fixture.division, name: fixture.division },
    isActive: fixture.isActive ?? true,
    ...(fixture.scores ? { scores: fixture.scores } : {}),
    createdAt: CALCULATED,
    updatedAt: CALCULATED,
  };
}

async function seedFixtures(): Promise<void> {
  const batch = adminDb.batch();
  for (const name of ['Accounting', 'Construction']) {
    batch.set(adminDb.collection('industries').doc(name.toLowerCase()), {
      name,
      createdAt: CALCULATED,
      updatedAt: CALCULATED,
    });
  }
  for (const [id, organisation] of Object.entries(ORGANISATIONS)) {
    const members = FIXTURES.filter((fixture) => fixture.organisation === id);
    batch.set(adminDb.collection('organisations').doc(id), {
      ...organisationFixture(id, organisation, members, CALCULATED),
      scores: {},
    });
  }
  for (const fixture of FIXTURES) {
    batch.set(adminDb.collection('users').doc(fixture.uid), userDocument(fixture));
  }
  batch.set(adminDb.collection('questionnaireAlerts').doc('alertInactiveA'), {
    user: {
      id: 'inactiveA',
      firstName: 'inactiveA',
      lastName: 'Test',
      email: 'inactive.a@example.com',
    },
    organisation: { id: 'orgA', name: 'ORGA' },
    division: { name: 'a2' },
    questionnaireAlerts: { hearing: true },
    hearingStatus: 'Open',
    status: 'Open',
    actions: [],
    createdAt: CALCULATED,
  });
  await batch.commit();

  for (const fixture of FIXTURES) {
    // Verified e-mails, as the seed marks its demo accounts: staff status needs it.
    await adminAuth.createUser({
      uid: fixture.uid,
      ...(fixture.email ? { email: fixture.email, password: PASSWORD, emailVerified: true } : {}),
      ...(fixture.phone ? { phoneNumber: fixture.phone } : {}),
    });
    await adminAuth.setCustomUserClaims(fixture.uid, {
      ...claimsFor(userDocument(fixture), { email: fixture.email, emailVerified: true }),
    });
  }
}

async function signedIn(uid: string): Promise<Callables> {
  const fixture = FIXTURES.find((candidate) => candidate.uid === uid);
  if (!fixture?.email) throw new Error(`No e-mail fixture ${uid}`);
  return (await signInWithPassword(fixture.email)).callables;
}

let anonymous: Callables;
let kyndAdmin: Callables;
let orgAdminA: Callables;
let userA: Callables;
let clinician: Callables;
let staff: Callables;

beforeAll(async () => {
  await resetEmulators();
  await seedFixtures();
  anonymous = clientFor('anonymous').callables;
  [kyndAdmin, orgAdminA, userA, clinician, staff] = await Promise.all(
    ['kyndAdmin', 'orgAdminA', 'userA', 'clinician', 'staff'].map(signedIn),
  );
});

afterAll(async () => {
  await closeClients();
  await admin.close();
});

async function organisationData(id: string) {
  const snapshot = await adminDb.collection('organisations').doc(id).get();
  return snapshot.data() ?? {};
}

const scoresData = (id: string) => storedScoreSets(adminDb, id);
/** The full figures of the scopes of too few active users (src/domain/withheldFigures.ts). */
const withheldScoresData = (id: string) =>
  storedScoreSets(adminDb, id, WITHHELD_SCORES_SUBCOLLECTION);

/** An industry's figures: its comparison document, or that document's twin where withheld. */
async function industryScoresData(industry: string) {
  const id = industryScoresId(industry);
  const snapshot = await adminDb.collection(INDUSTRY_SCORES_COLLECTION).doc(id).get();
  if (snapshot.get('withheld') !== true) return snapshot.data() ?? {};
  return (await adminDb.collection(WITHHELD_INDUSTRY_SCORES_COLLECTION).doc(id).get()).data() ?? {};
}

const scoredUsersOf = (organisation: string): ScoredUser[] =>
  FIXTURES.filter((fixture) => fixture.organisation === organisation).map((fixture) => ({
    id: fixture.uid,
    isActive: fixture.isActive ?? true,
    division: { id: fixture.division },
    scores: fixture.scores,
  }));

describe('createCallables', () => {
  it('names every callable, and is no promise: an async function can return it', async () => {
    expect(typeof anonymous.createUser).toBe('function');
    expect(typeof anonymous.searchScores).toBe('function');
    const returned = await (async () => anonymous)();
    expect(returned).toBe(anonymous);
  });
});

describe('scheduleOrgScoreCalculation', () => {
  it('refuses a signed-out caller, a User and a Clinician', async () => {
    const request = { organisationId: 'orgA', divisionId: 'a1' };
    await expectRefusal(anonymous.scheduleOrgScoreCalculation(request), 'unauthenticated');
    await expectRefusal(userA.scheduleOrgScoreCalculation(request), 'permission-denied');
    await expectRefusal(clinician.scheduleOrgScoreCalculation(request), 'permission-denied');
  });

  it("refuses an Org Admin another organisation's calculation", async () => {
    await expectRefusal(
      orgAdminA.scheduleOrgScoreCalculation({ organisationId: 'orgB', divisionId: 'b1' }),
      'permission-denied',
    );
  });

  it('refuses a missing or unknown organisation', async () => {
    await expectRefusal(
      kyndAdmin.scheduleOrgScoreCalculation({ organisationId: '', divisionId: 'a1' }),
      'invalid-argument',
    );
    await expectRefusal(
      kyndAdmin.scheduleOrgScoreCalculation({ organisationId: 'nowhere', divisionId: 'a1' }),
      'not-found',
    );
  });

  it("lets an Org Admin recalculate their organisation's scores from its active users", async () => {
    const { calculatedAt } = await orgAdminA.scheduleOrgScoreCalculation({
      organisationId: 'orgA',
      divisionId: 'a1',
    });
    const scores = await scoresData('orgA');
    expect(Object.keys(scores).sort()).toEqual(['a1', 'a2', 'all']);
    // One document per scope; the organisation document keeps none (the fixture's old map goes).
    expect(await organisationData('orgA')).not.toHaveProperty('scores');
    expect(scores.all?.divisionNames).toEqual({ a1: 'a1', a2: 'a2' });
    expect(scores.a1).toMatchObject({ organisationId: 'orgA', scopeId: 'a1' });
    expect((scores.all?.averageScore.calculatedAt as Timestamp).toDate().toISOString()).toBe(
      calculatedAt,
    );

    const expected = aggregateScores(scoredUsersOf('orgA'), new Date(calculatedAt)).averageScore;
    expect(scores.all?.averageScore).toMatchObject({
      activeUsers: expected.activeUsers,
      averageScore: expected.averageScore,
      body: expected.body,
      mind: expected.mind,
      life: expected.life,
      bodyComplete: expected.bodyComplete,
      mindComplete: expected.mindComplete,
      lifeComplete: expected.lifeComplete,
      totalComplete: expected.totalComplete,
    });
    // inactiveA's red weight is left out: one green (userA), one orange (userA2).
    expect(scores.all?.body.weight).toMatchObject({ green: 1, orange: 1, red: 0, totalUsers: 2 });
    expect(scores.a1?.mind.sleep).toMatchObject({ green: 1, orange: 1, red: 0, question: 'Sleep' });
    // a2 has one active user: its readers get the count, the Kynd Admin's twin the figures.
    expect(scores.a2).toEqual({
      organisationId: 'orgA',
      scopeId: 'a2',
      withheld: true,
      averageScore: { activeUsers: 1, calculatedAt: expect.any(Timestamp) },
    });
    const twins = await withheldScoresData('orgA');
    expect(Object.keys(twins)).toEqual(['a2']);
    expect(twins.a2?.body.weight).toMatchObject({ green: 0, orange: 1, red: 0, totalUsers: 1 });

    const history = await adminDb
      .collection(SCORES_HISTORY_COLLECTION)
      .doc('orgA_a2_cholesterolValues')
      .get();
    expect(history.data()).toMatchObject({
      organisationId: 'orgA',
      divisionId: 'a2',
      questionnaire: 'cholesterolValues',
      withheld: true,
    });
    expect(history.get('history.hdl') ?? []).toEqual([]);
    const withheldHistory = await adminDb
      .collection(WITHHELD_SCORES_HISTORY_COLLECTION)
      .doc('orgA_a2_cholesterolValues')
      .get();
    expect(withheldHistory.get('history.hdl')).toEqual([
      { green: 0, orange: 0, red: 1, calculatedAt: Timestamp.fromDate(new Date(calculatedAt)) },
    ]);

    // The industry's precomputed document follows: orgA is Accounting's one organisation.
    const industry = await industryScoresData('Accounting');
    expect(industry).toMatchObject({ industry: 'Accounting', organisationsCount: 1 });
    expect(industry.scores.averageScore).toMatchObject({
      activeUsers: expected.activeUsers,
      averageScore: expected.averageScore,
    });
    expect(industry.scores.body.weight).toMatchObject({ green: 1, orange: 1, red: 0 });
  });

  it('lets a Kynd Admin recalculate any organisation, but not allow-listed staff (read scope only)', async () => {
    await kyndAdmin.scheduleOrgScoreCalculation({ organisationId: 'orgB', divisionId: 'b1' });
    // Two active users: the figures are the Kynd Admin's alone (src/domain/withheldFigures.ts).
    expect((await scoresData('orgB')).all).toMatchObject({ withheld: true });
    const scores = await withheldScoresData('orgB');
    expect(scores.all?.averageScore).toMatchObject({ activeUsers: 2, averageScore: 0 });
    const { calculatedAt } = await kyndAdmin.scheduleOrgScoreCalculation({
      organisationId: 'orgB',
    });
    const again = await scoresData('orgB');
    expect((again.b1?.averageScore.calculatedAt as Timestamp).toDate().toISOString()).toBe(
      calculatedAt,
    );
    await expectRefusal(
      staff.scheduleOrgScoreCalculation({ organisationId: 'orgB' }),
      'permission-denied',
    );
  });

  it('counts in the industry an organisation that has only the docs/product.md §3 scores map', async () => {
    await kyndAdmin.scheduleOrgScoreCalculation({ organisationId: 'orgB' });
    const before = await industryScoresData('Construction');
    // As the older clients left it: no score documents, the figures in the organisation's map.
    const legacy = adminDb.collection('organisations').doc('orgLegacy');
    await legacy.set({
      name: 'ORGLEGACY',
      address: '1 Test Street',
      phone: '',
      isActive: true,
      industry: 'Construction',
      divisions: [],
      employees: [],
      managers: [],
      customQuestionnaires: [],
      createdAt: CALCULATED,
      scores: {
        all: {
          averageScore: {
            activeUsers: 5,
            averageScore: 100,
            body: 100,
            mind: 0,
            life: 0,
            bodyComplete: 5,
            mindComplete: 0,
            lifeComplete: 0,
            totalComplete: 0,
            calculatedAt: Timestamp.fromDate(CALCULATED),
            history: [],
          },
          body: {
            weight: {
              green: 5,
              orange: 0,
              red: 0,
              totalUsers: 5,
              question: 'Weight',
              calculatedAt: Timestamp.fromDate(CALCULATED),
              history: [],
            },
          },
          mind: {},
          life: {},
        },
      },
    });
    try {
      await kyndAdmin.scheduleOrgScoreCalculation({ organisationId: 'orgB' });
      const after = await industryScoresData('Construction');
      expect(after.organisationsCount).toBe(before.organisationsCount + 1);
      expect(after.scores.averageScore.activeUsers).toBe(
        before.scores.averageScore.activeUsers + 5,
      );
      expect(after.scores.body.weight?.green).toBe((before.scores.body.weight?.green ?? 0) + 5);
    } finally {
      await legacy.delete();
      await kyndAdmin.scheduleOrgScoreCalculation({ organisationId: 'orgB' });
    }
  });
});

describe('changeUserCustomClaim', () => {
  it('lets a user refresh their own claims', async () => {
    await adminAuth.setCustomUserClaims('userA', null);
    const claims = await userA.changeUserCustomClaim('userA');
    expect(claims).toEqual({ role: 'User', organisationId: 'orgA', staff: false });
    expect((await adminAuth.getUser('userA')).customClaims).toEqual(claims);
  });

  it('marks an allow-listed staff e-mail', async () => {
    expect(await staff.changeUserCustomClaim('staff')).toEqual({
      role: 'User',
      organisationId: 'orgA',
      staff: true,
    });
  });

  it("refuses a signed-out caller and a User changing someone else's claims", async () => {
    await expectRefusal(anonymous.changeUserCustomClaim('userA'), 'unauthenticated');
    await expectRefusal(userA.changeUserCustomClaim('userA2'), 'permission-denied');
    await expectRefusal(clinician.changeUserCustomClaim('userA'), 'permission-denied');
  });

  it('lets an Org Admin set the claims of users of their organisation only', async () => {
    await adminDb.collection('users').doc('userA2').update({ role: 'Org Admin' });
    expect(await orgAdminA.changeUserCustomClaim('userA2')).toEqual({
      role: 'Org Admin',
      organisationId: 'orgA',
      staff: false,
    });
    expect((await adminAuth.getUser('userA2')).customClaims?.role).toBe('Org Admin');
    await adminDb.collection('users').doc('userA2').update({ role: 'User' });
    await orgAdminA.changeUserCustomClaim('userA2');
    await expectRefusal(orgAdminA.changeUserCustomClaim('userB'), 'permission-denied');
  });

  it('refuses an Org Admin granting the Kynd Admin or Clinician role', async () => {
    await adminDb.collection('users').doc('userA2').update({ role: 'Kynd Admin' });
    await expectRefusal(orgAdminA.changeUserCustomClaim('userA2'), 'permission-denied');
    await expectRefusal(orgAdminA.changeUserCustomClaim('clinician'), 'permission-denied');
    expect((await adminAuth.getUser('userA2')).customClaims?.role).toBe('User');
    await adminDb.collection('users').doc('userA2').update({ role: 'User' });
  });

  it("lets a Kynd Admin set anyone's claims, and answers not-found for an unknown user", async () => {
    expect(await kyndAdmin.changeUserCustomClaim('orgAdminB')).toEqual({
      role: 'Org Admin',
      organisationId: 'orgB',
      staff: false,
    });
    await expectRefusal(kyndAdmin.changeUserCustomClaim('nobody'), 'not-found');
  });
});

describe('checkIfUserIsMigrated (no sign-in needed)', () => {
  it('is true only for an existing account whose user record is migrated', async () => {
    expect(await anonymous.checkIfUserIsMigrated('user.a2@example.com')).toBe(true);
    expect(await anonymous.checkIfUserIsMigrated('  USER.A2@example.com ')).toBe(true);
    expect(await anonymous.checkIfUserIsMigrated('user.a@example.com')).toBe(false);
    expect(await anonymous.checkIfUserIsMigrated('nobody@example.com')).toBe(false);
  });

  it('refuses something that is not an e-mail', async () => {
    await expectRefusal(anonymous.checkIfUserIsMigrated('not-an-email'), 'invalid-argument');
  });
});

describe('getUserByPhone (no sign-in needed)', () => {
  it('answers a bare boolean', async () => {
    expect(await anonymous.getUserByPhone('+64210000099')).toBe(true);
    expect(await anonymous.getUserByPhone('+64210000098')).toBe(false);
  });

  it('refuses a number not in international form', async () => {
    await expectRefusal(anonymous.getUserByPhone('0210000099'), 'invalid-argument');
  });
});

describe('App Check on the callables open before sign-in (docs/security.md)', () => {
  it('refuses a call without an App Check token: the lookups and the sign-up with a code', async () => {
    const bare = clientFor('no-app-check', { appCheck: false });
    await expectRefusal(bare.callables.getUserByPhone('+64210000099'), 'unauthenticated');
    await expectRefusal(
      bare.callables.checkIfUserIsMigrated('user.a2@example.com'),
      'unauthenticated',
    );
    await signInAnonymously(bare.auth);
    await expectRefusal(
      bare.callables.signUpWithCode({ code: 'ANY', firstName: 'No', lastName: 'Token' }),
      'unauthenticated',
    );
  });

  it('asks no token of the callables that need a signed-in role', async () => {
    const bare = clientFor('admin-without-app-check', { appCheck: false });
    await signInWithEmailAndPassword(bare.auth, 'org.admin.a@example.com', PASSWORD);
    expect(await bare.callables.verifyEmailAvailability('user.b@example.com')).toBe(true);
  });
});

describe('verifyEmailAvailability', () => {
  it('tells an admin whether an e-mail is in use', async () => {
    expect(await orgAdminA.verifyEmailAvailability('user.b@example.com')).toBe(true);
    expect(await orgAdminA.verifyEmailAvailability('User.B@Example.com')).toBe(true);
    expect(await kyndAdmin.verifyEmailAvailability('new.person@example.com')).toBe(false);
  });

  it('refuses a signed-out caller and a User', async () => {
    await expectRefusal(anonymous.verifyEmailAvailability('user.b@example.com'), 'unauthenticated');
    await expectRefusal(userA.verifyEmailAvailability('user.b@example.com'), 'permission-denied');
  });
});

describe('setNewPassword', () => {
  it('lets a Kynd Admin set a new password that then signs in', async () => {
    expect(await kyndAdmin.setNewPassword({ userId: 'userB', password: 'New-pass-99' })).toBe(true);
    const client = clientFor('userB-new-password');
    const credential = await signInWithEmailAndPassword(
      client.auth,
      'user.b@example.com',
      'New-pass-99',
    );
    expect(credential.user.uid).toBe('userB');
  });

  it('answers false for a phone-registered user', async () => {
    expect(await kyndAdmin.setNewPassword({ userId: 'phoneUser', password: 'New-pass-99' })).toBe(
      false,
    );
  });

  it('refuses other roles, a short password and an unknown user', async () => {
    await expectRefusal(
      orgAdminA.setNewPassword({ userId: 'userA', password: 'New-pass-99' }),
      'permission-denied',
    );
    await expectRefusal(
      staff.setNewPassword({ userId: 'userA', password: 'New-pass-99' }),
      'permission-denied',
    );
    await expectRefusal(
      kyndAdmin.setNewPassword({ userId: 'userA', password: 'short' }),
      'invalid-argument',
    );
    await expectRefusal(
      kyndAdmin.setNewPassword({ userId: 'nobody', password: 'New-pass-99' }),
      'not-found',
    );
  });
});

describe('sendNotification', () => {
  const notification = { title: 'Hello', body: 'Time for a check-in' };

  it('records the push in the emulator instead of delivering it', async () => {
    const response = await kyndAdmin.sendNotification({ notification, tokens: ['t1', 't2', 't1'] });
    expect(response).toEqual({ successCount: 2, failureCount: 0 });
    const sent = await adminDb.collection(SENT_PUSH_NOTIFICATIONS_COLLECTION).get();
    expect(sent.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ notification, tokens: ['t1', 't2'], sentBy: 'kyndAdmin' }),
    ]);
  });

  it('refuses an Org Admin, staff, a signed-out caller and an empty token list', async () => {
    await expectRefusal(
      orgAdminA.sendNotification({ notification, tokens: ['t1'] }),
      'permission-denied',
    );
    await expectRefusal(
      staff.sendNotification({ notification, tokens: ['t1'] }),
      'permission-denied',
    );
    await expectRefusal(
      anonymous.sendNotification({ notification, tokens: ['t1'] }),
      'unauthenticated',
    );
    await expectRefusal(
      kyndAdmin.sendNotification({ notification, tokens: [] }),
      'invalid-argument',
    );
    await expectRefusal(
      kyndAdmin.sendNotification({ notification: { title: '', body: 'x' }, tokens: ['t1'] }),
      'invalid-argument',
    );
  });
});

describe('the callables read the entity schemas (src/domain/schemas)', () => {
  async function refusedWith(call: Promise<unknown>, message: string): Promise<void> {
    const refusal = call.then(
      () => 'accepted',
      (error: unknown) => error,
    );
    await expect(refusal).resolves.toMatchObject({ code: 'functions/invalid-argument' });
    // The client adds the HTTP status to the server's message ('… [400]').
    await expect(refusal).resolves.toHaveProperty('message', expect.stringContaining(message));
  }

  it('words a missing and an over-long text and a short password as before', async () => {
    const tokens = ['t1'];
    await refusedWith(
      kyndAdmin.sendNotification({ notification: { title: ' ', body: 'b' }, tokens }),
      'Notification title is required.',
    );
    await refusedWith(
      kyndAdmin.sendNotification({
        notification: { title: 'x'.repeat(FIELD_LIMITS.notificationTitle + 1), body: 'b' },
        tokens,
      }),
      'Notification title is too long.',
    );
    await refusedWith(
      kyndAdmin.setNewPassword({ userId: 'userB', password: 'short' }),
      'The password must have 8 to 128 characters.',
    );
  });
});

describe('registerUsersNotifications', () => {
  const notification = { title: 'Reminder', body: 'Complete your sleep questionnaire' };

  it("appends the notification to each existing user's notifications", async () => {
    expect(
      await kyndAdmin.registerUsersNotifications({
        usersIds: ['userA', 'userB', 'ghost'],
        notification,
      }),
    ).toEqual({ registered: 2 });
    for (const uid of ['userA', 'userB']) {
      const user = await adminDb.collection('users').doc(uid).get();
      expect(user.get('notifications')).toEqual([
        expect.objectContaining({ ...notification, createdAt: expect.any(Timestamp) }),
      ]);
    }
    expect((await adminDb.collection('users').doc('ghost').get()).exists).toBe(false);
  });

  it('refuses a User, an Org Admin and allow-listed staff', async () => {
    await expectRefusal(
      userA.registerUsersNotifications({ usersIds: ['userA'], notification }),
      'permission-denied',
    );
    await expectRefusal(
      staff.registerUsersNotifications({ usersIds: ['userA'], notification }),
      'permission-denied',
    );
    await expectRefusal(
      orgAdminA.registerUsersNotifications({ usersIds: ['userA'], notification }),
      'permission-denied',
    );
  });
});

describe('updateOrgScoresIndustry', () => {
  it("lets a Kynd Admin change an organisation's industry", async () => {
    expect(
      await kyndAdmin.updateOrgScoresIndustry({ organisationId: 'orgB', industry: 'Accounting' }),
    ).toBe(true);
    expect((await organisationData('orgB')).industry).toBe('Accounting');
    // Both industries' documents are recomputed: orgB left Construction for Accounting.
    expect((await industryScoresData('Accounting')).organisationsCount).toBe(2);
    expect((await industryScoresData('Construction')).organisationsCount).toBe(0);
  });

  it('refuses an Org Admin, an unknown industry and an unknown organisation', async () => {
    await expectRefusal(
      orgAdminA.updateOrgScoresIndustry({ organisationId: 'orgA', industry: 'Construction' }),
      'permission-denied',
    );
    await expectRefusal(
      kyndAdmin.updateOrgScoresIndustry({ organisationId: 'orgA', industry: 'Astrology' }),
      'invalid-argument',
    );
    await expectRefusal(
      kyndAdmin.updateOrgScoresIndustry({ organisationId: 'nowhere', industry: 'Accounting' }),
      'not-found',
    );
    expect((await organisationData('orgA')).industry).toBe('Accounting');
  });
});

describe('deleteUserPersonalData', () => {
  it('refuses anyone but a Kynd Admin', async () => {
    await expectRefusal(orgAdminA.deleteUserPersonalData('inactiveA'), 'permission-denied');
    await expectRefusal(staff.deleteUserPersonalData('inactiveA'), 'permission-denied');
    await expectRefusal(anonymous.deleteUserPersonalData('inactiveA'), 'unauthenticated');
  });

  it('refuses an active user and an unknown one', async () => {
    await expectRefusal(kyndAdmin.deleteUserPersonalData('userA'), 'failed-precondition');
    await expectRefusal(kyndAdmin.deleteUserPersonalData('nobody'), 'not-found');
    expect((await adminDb.collection('users').doc('userA').get()).exists).toBe(true);
  });

  it('deletes an inactive user everywhere and recalculates the organisation', async () => {
    const before = await organisationData('orgA');
    const scoresBefore = await scoresData('orgA');
    expect(before.employees).toContain('inactiveA');
    expect(before.managers).toContainEqual({ id: 'inactiveA', name: 'inactiveA Test' });

    expect(await kyndAdmin.deleteUserPersonalData('inactiveA')).toBe(true);

    expect((await adminDb.collection('users').doc('inactiveA').get()).exists).toBe(false);
    expect(
      (await adminDb.collection('questionnaireAlerts').doc('alertInactiveA').get()).exists,
    ).toBe(false);
    await expect(adminAuth.getUser('inactiveA')).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
    const after = await organisationData('orgA');
    expect(after.employees).not.toContain('inactiveA');
    expect(after.employees).toContain('userA');
    expect(after.managers).toEqual([{ id: 'orgAdminA', name: 'orgAdminA Test' }]);
    const scoresAfter = await scoresData('orgA');
    const previous = (scoresBefore.all?.averageScore.calculatedAt as Timestamp).toMillis();
    expect((scoresAfter.all?.averageScore.calculatedAt as Timestamp).toMillis()).toBeGreaterThan(
      previous,
    );
    expect(scoresAfter.all?.averageScore.activeUsers).toBe(
      scoresBefore.all?.averageScore.activeUsers,
    );
  });
});
