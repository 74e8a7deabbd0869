// docs/app-contract.md, cell by cell: per flow of the mobile app, what a signed-in app user may do
// and what is refused, through the real doors (Auth emulator accounts, Firestore with
// firestore.rules, the Functions emulator), played by scripts/app.ts. Admin SDK only for fixtures
// and for reading the results back. Fixtures carry only docs/product.md §3 fields.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  arrayUnion,
  collection,
  deleteField,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore/lite';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { FIELD_LIMITS, SIGNED_OUT_LOOKUP_LIMITS } from '@/config/constants';
import { alertNameFragments } from '@/domain/alerts';
import { SIGN_UP_ERRORS } from '@/domain/appContract';
import { codeDocumentId } from '@/domain/codes';
import { EMPLOYEES_LIST_LIMIT } from '@/domain/employeesList';
import {
  answerQuestionnaire,
  closeApp,
  completeHealthCheck,
  connectApp,
  raiseAlert,
  readOwnUser,
  receivedNotifications,
  saveOngoingHealthCheck,
  setPushSettings,
  signInOrCreate,
  signUp,
  submitResults,
  updateProfile,
  type AppClient,
} from '../../scripts/app';
import { TRIGGER_WAIT_MS, usesTriggers } from '../helpers/stack';
import {
  PASSWORD,
  closeClients,
  createAdmin,
  expectDenied,
  expectRefusal,
  resetEmulators,
  signInWithPassword,
} from './functionsHarness';

usesTriggers();

const admin = createAdmin('app-contract');
const db = admin.db;
const NOW = Timestamp.fromDate(new Date('2026-01-10T00:00:00Z'));

const organisation = (id: string, extra: Record<string, unknown> = {}) => ({
  name: `Organisation ${id}`,
  address: '1 Quay Street',
  phone: '+6491234567',
  isActive: true,
  managers: [],
  employees: [],
  divisions: [{ id: `${id}-default`, name: 'Default division' }],
  industry: 'Construction',
  customQuestionnaires: ['hearing-v2'],
  createdAt: NOW,
  ...extra,
});

const code = (
  value: string,
  organisationId: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> => ({
  code: value,
  divisionId: `${organisationId}-default`,
  divisionName: 'Default division',
  organisationId,
  organisationName: `Organisation ${organisationId}`,
  isActive: true,
  currentUsage: 0,
  maximumUsage: 5,
  ...extra,
});

async function fixtures(): Promise<void> {
  const batch = db.batch();
  batch.set(db.doc('organisations/orgA'), organisation('orgA'));
  batch.set(db.doc('organisations/orgB'), organisation('orgB', { customQuestionnaires: [] }));
  batch.set(db.doc('organisations/orgOff'), organisation('orgOff', { isActive: false }));
  batch.set(db.doc('codes/codeA'), code('JOINA', 'orgA'));
  batch.set(db.doc('codes/codeB'), code('JOINB', 'orgB'));
  batch.set(db.doc('codes/codeFull'), code('FULLA', 'orgA', { currentUsage: 2, maximumUsage: 2 }));
  batch.set(db.doc('codes/codeLast'), code('LASTA', 'orgA', { currentUsage: 1, maximumUsage: 2 }));
  batch.set(db.doc('codes/codeInactive'), code('OFFA', 'orgA', { isActive: false }));
  batch.set(db.doc('codes/codeOrgOff'), code('GONE', 'orgOff'));
  await batch.commit();
}

const apps: AppClient[] = [];
let people = 0;

/** A new app user with an Auth account (not signed up yet). */
async function newAppUser(): Promise<{ client: AppClient; uid: string; email: string }> {
  people += 1;
  const client = connectApp();
  apps.push(client);
  const email = `app.user${people}@example.com`;
  const { uid } = await signInOrCreate(client, email, PASSWORD);
  return { client, uid, email };
}

/** A new app user signed up with JOINA (organisation A) or JOINB. */
async function signedUpUser(joinCode = 'JOINA', firstName = 'Aroha', lastName = 'Ngata') {
  const person = await newAppUser();
  await signUp(person.client, {
    email: person.email,
    password: PASSWORD,
    code: joinCode,
    firstName,
    lastName,
  });
  return person;
}

const userRef = (client: AppClient, uid: string) => doc(client.db, 'users', uid);

/** onUserWritten recounts within seconds, more on a busy machine. */
async function employeeCountIs(organisationId: string, count: number): Promise<void> {
  const deadline = Date.now() + TRIGGER_WAIT_MS;
  let last: unknown;
  for (;;) {
    last = (await db.doc(`organisations/${organisationId}`).get()).get('employeeCount');
    if (last === count) return;
    if (Date.now() > deadline) throw new Error(`employeeCount of ${organisationId} is ${last}`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

beforeEach(async () => {
  await Promise.all(apps.splice(0).map((client) => closeApp(client)));
  await resetEmulators();
  await fixtures();
});

afterAll(async () => {
  await Promise.all(apps.splice(0).map((client) => closeApp(client)));
  await closeClients();
  await admin.close();
});

describe('sign-up with an access code (callable signUpWithCode)', { timeout: 90_000 }, () => {
  it('creates an active User of the code organisation and division, counting the seat', async () => {
    const { client, uid, email } = await newAppUser();
    const placed = await signUp(client, {
      email,
      password: PASSWORD,
      code: ' joina ',
      firstName: 'Aroha',
      lastName: 'Ngata',
    });
    expect(placed).toMatchObject({
      organisation: { id: 'orgA', name: 'Organisation orgA' },
      division: { id: 'orgA-default', name: 'Default division' },
    });
    const user = (await db.doc(`users/${uid}`).get()).data();
    expect(user).toMatchObject({
      id: uid,
      firstName: 'Aroha',
      lastName: 'Ngata',
      lowerFirstName: 'aroha',
      lowerLastName: 'ngata',
      email,
      role: 'User',
      organisation: { id: 'orgA', name: 'Organisation orgA' },
      division: { id: 'orgA-default', name: 'Default division' },
      isActive: true,
      isSubscriptionUser: false,
    });
    expect((await db.doc('codes/codeA').get()).get('currentUsage')).toBe(1);
    expect((await db.doc('organisations/orgA').get()).get('employees')).toEqual([uid]);
    // The app reads its own document straight away.
    expect(await readOwnUser(client)).toMatchObject({ role: 'User' });
  });

  it.each([
    ['an unknown code', 'NOSUCH', 'not-found', SIGN_UP_ERRORS.unknownCode],
    ['an inactive code', 'OFFA', 'failed-precondition', SIGN_UP_ERRORS.inactiveCode],
    ['a full code', 'FULLA', 'resource-exhausted', SIGN_UP_ERRORS.fullCode],
    [
      'a code of an inactive organisation',
      'GONE',
      'failed-precondition',
      SIGN_UP_ERRORS.inactiveOrganisation,
    ],
  ])('refuses %s with a clear error and takes no seat', async (_, value, status, message) => {
    const { client } = await newAppUser();
    const call = client.callables.signUpWithCode({
      code: value,
      firstName: 'Aroha',
      lastName: 'Ngata',
    });
    await expect(call).rejects.toMatchObject({ code: `functions/${status}` });
    await expect(call).rejects.toThrow(message);
    expect(await readOwnUser(client)).toBeUndefined();
    const codes = await db.collection('codes').get();
    expect(Object.fromEntries(codes.docs.map((d) => [d.id, d.get('currentUsage')]))).toEqual({
      codeA: 0,
      codeB: 0,
      codeFull: 2,
      codeLast: 1,
      codeInactive: 0,
      codeOrgOff: 0,
    });
  });

  it('finds a code under the id derived from its value (docs/security.md "Access codes")', async () => {
    await db.doc(`codes/${codeDocumentId('KEYED')}`).set(code('KEYED', 'orgB'));
    const { client, uid, email } = await newAppUser();
    const placed = await signUp(client, {
      email,
      password: PASSWORD,
      code: 'keyed',
      firstName: 'Hemi',
      lastName: 'Walker',
    });
    expect(placed).toMatchObject({ organisation: { id: 'orgB' } });
    expect((await db.doc(`codes/${codeDocumentId('KEYED')}`).get()).get('currentUsage')).toBe(1);
    expect((await db.doc('organisations/orgB').get()).get('employees')).toEqual([uid]);
  });

  it(
    'lists a member while the employees list fits its bound, then marks it capped and still counts',
    async () => {
      // orgB's list is full: EMPLOYEES_LIST_LIMIT ids, older members who are not users here.
      const listed = Array.from({ length: EMPLOYEES_LIST_LIMIT }, (_, index) => `listed-${index}`);
      await db.doc('organisations/orgB').update({ employees: listed });
      const first = await signedUpUser('JOINB', 'Hemi', 'Walker');
      const second = await signedUpUser('JOINB', 'Mere', 'Tane');
      const stored = (await db.doc('organisations/orgB').get()).data() ?? {};
      // The list stays as it was: no id added, none lost, and the organisation says so.
      expect(stored.employees).toHaveLength(EMPLOYEES_LIST_LIMIT);
      expect(stored.employees).not.toContain(first.uid);
      expect(stored.employees).not.toContain(second.uid);
      expect(stored.employeesListCapped).toBe(true);
      // Both are members all the same: the count is of the users who name orgB, not of the list.
      await employeeCountIs('orgB', 2);
      // An organisation within its bound keeps its list exactly as before, uncapped.
      const { uid } = await signedUpUser('JOINA');
      const orgA = (await db.doc('organisations/orgA').get()).data() ?? {};
      expect(orgA.employees).toEqual([uid]);
      expect(orgA).not.toHaveProperty('employeesListCapped');
      await employeeCountIs('orgA', 1);
    },
    2 * TRIGGER_WAIT_MS,
  );

  it('refuses a value two codes hold, rather than place the user in either organisation', async () => {
    // orgB's JOINB (an older id), and a copy of its value planted for orgA under its derived id.
    await db.doc(`codes/${codeDocumentId('JOINB')}`).set(code('JOINB', 'orgA'));
    const { client } = await newAppUser();
    const call = client.callables.signUpWithCode({
      code: 'JOINB',
      firstName: 'Aroha',
      lastName: 'Ngata',
    });
    await expect(call).rejects.toMatchObject({ code: 'functions/failed-precondition' });
    await expect(call).rejects.toThrow(SIGN_UP_ERRORS.ambiguousCode);
    expect(await readOwnUser(client)).toBeUndefined();
    for (const path of ['codes/codeB', `codes/${codeDocumentId('JOINB')}`]) {
      expect((await db.doc(path).get()).get('currentUsage')).toBe(0);
    }
    for (const organisation of ['orgA', 'orgB']) {
      expect((await db.doc(`organisations/${organisation}`).get()).get('employees')).toEqual([]);
    }
  });

  it('refuses a second sign-up of the same account, counting one seat only', async () => {
    const { client } = await signedUpUser();
    const again = client.callables.signUpWithCode({ code: 'JOINB', firstName: 'A', lastName: 'B' });
    await expect(again).rejects.toMatchObject({ code: 'functions/already-exists' });
    await expect(again).rejects.toThrow(SIGN_UP_ERRORS.alreadySignedUp);
    expect((await db.doc('codes/codeA').get()).get('currentUsage')).toBe(1);
    expect((await db.doc('codes/codeB').get()).get('currentUsage')).toBe(0);
    expect((await readOwnUser(client))?.organisation.id).toBe('orgA');
  });

  it('gives the last seat of a code to one of two simultaneous sign-ups', async () => {
    const [first, second] = await Promise.all([newAppUser(), newAppUser()]);
    const outcomes = await Promise.allSettled(
      [first, second].map(({ client }) =>
        client.callables.signUpWithCode({ code: 'LASTA', firstName: 'Tama', lastName: 'Ruru' }),
      ),
    );
    expect(outcomes.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.find(({ status }) => status === 'rejected')).toMatchObject({
      reason: { code: 'functions/resource-exhausted' },
    });
    expect((await db.doc('codes/codeLast').get()).get('currentUsage')).toBe(2);
    expect((await db.doc('organisations/orgA').get()).get('employees')).toHaveLength(1);
  });

  it('stops an account guessing codes after SIGNED_OUT_LOOKUP_LIMITS.perValue attempts', async () => {
    const { client } = await newAppUser();
    const attempt = (value: string) =>
      client.callables.signUpWithCode({ code: value, firstName: 'Aroha', lastName: 'Ngata' });
    for (let guess = 0; guess < SIGNED_OUT_LOOKUP_LIMITS.perValue; guess += 1) {
      await expectRefusal(attempt(`GUESS${guess}`), 'not-found');
    }
    // Even the right code, once the window's attempts are spent.
    await expectRefusal(attempt('JOINA'), 'resource-exhausted');
    expect(await readOwnUser(client)).toBeUndefined();
  });

  it('refuses a signed-out caller and a request without names', async () => {
    const signedOut = connectApp();
    apps.push(signedOut);
    await expectRefusal(
      signedOut.callables.signUpWithCode({ code: 'JOINA', firstName: 'A', lastName: 'B' }),
      'unauthenticated',
    );
    const { client } = await newAppUser();
    await expectRefusal(
      client.callables.signUpWithCode({ code: 'JOINA', firstName: ' ', lastName: 'B' }),
      'invalid-argument',
    );
  });

  it('leaves no other way in: no users document, seat or employee written by the client', async () => {
    const { client, uid } = await newAppUser();
    await expectDenied(
      setDoc(userRef(client, uid), {
        firstName: 'Aroha',
        lastName: 'Ngata',
        role: 'User',
        organisation: { id: 'orgA', name: 'Organisation orgA' },
        division: { id: 'orgA-default', name: 'Default division' },
        isActive: true,
      }),
    );
    await expectDenied(updateDoc(doc(client.db, 'codes', 'codeA'), { currentUsage: increment(1) }));
    await expectDenied(
      updateDoc(doc(client.db, 'organisations', 'orgA'), { employees: arrayUnion(uid) }),
    );
    // A signed-up user cannot read codes either (docs/product.md §6: administrators' data).
    const signed = await signedUpUser();
    await expectDenied(
      getDocs(query(collection(signed.client.db, 'codes'), where('organisationId', '==', 'orgA'))),
    );
  });
});

describe('profile and push settings (rules-checked writes)', () => {
  it('lets the user change their names, profile and push settings', async () => {
    const { client, uid } = await signedUpUser();
    await updateProfile(client, {
      firstName: 'Ārohanui',
      lastName: 'Ngata-Smith',
      gender: 'Woman',
      sex: 'female',
      birthDate: new Date('1990-04-01T00:00:00Z'),
    });
    await setPushSettings(client, { enabled: true, deviceToken: 'device-token-1' });
    expect((await db.doc(`users/${uid}`).get()).data()).toMatchObject({
      firstName: 'Ārohanui',
      lowerFirstName: 'ārohanui',
      lowerLastName: 'ngata-smith',
      sex: 'female',
      isReceivingPushNotifications: true,
      deviceToken: 'device-token-1',
    });
  });

  it.each([
    ['role', { role: 'Kynd Admin' }],
    ['isActive', { isActive: false }],
    ['organisation', { organisation: { id: 'orgB', name: 'Organisation orgB' } }],
    ['division', { division: { id: 'orgA-other', name: 'Other' } }],
    ['email', { email: 'someone.else@example.com' }],
    ['allowedOrganisationsIds', { allowedOrganisationsIds: ['orgB'] }],
    ['isSubscriptionUser', { isSubscriptionUser: true }],
    // Kept by the server from consent and the token: a client cannot claim a reach.
    ['isPushReachable', { isPushReachable: true }],
    ['scores', { 'scores.life.life': { colour: 'green', value: 100, calculatedAt: new Date() } }],
    ['notifications', { notifications: [] }],
    ['an unknown field', { nickname: 'Ro' }],
  ])('refuses a change of %s', async (_, change) => {
    const { client, uid } = await signedUpUser();
    await expectDenied(updateDoc(userRef(client, uid), change));
  });

  it.each([
    ['an over-long first name', { firstName: 'x'.repeat(FIELD_LIMITS.personName + 1) }],
    ['an empty last name', { lastName: '' }],
    ['push consent that is not a boolean', { isReceivingPushNotifications: 'yes' }],
    ['an over-long device token', { deviceToken: 'x'.repeat(FIELD_LIMITS.deviceToken + 1) }],
    ['a sex outside the list', { sex: 'other' }],
    ['a birth date as text', { birthDate: '1990-04-01' }],
    ['a phone that is not the account’s', { phone: '+64219999999' }],
  ])('refuses %s', async (_, change) => {
    const { client, uid } = await signedUpUser();
    await expectDenied(updateDoc(userRef(client, uid), change));
  });

  it("refuses writes to another user's document, and reading it", async () => {
    const other = await signedUpUser('JOINA', 'Hemi', 'Walker');
    const { client } = await signedUpUser();
    await expectDenied(updateDoc(userRef(client, other.uid), { firstName: 'Changed' }));
    await expectDenied(getDoc(userRef(client, other.uid)));
  });

  it('refuses an inactive user', async () => {
    const { client, uid } = await signedUpUser();
    await db.doc(`users/${uid}`).update({ isActive: false });
    await expectDenied(updateProfile(client, { firstName: 'Again' }));
  });
});

describe('answers per questionnaire (rules-checked writes)', () => {
  const answers = (count: number) =>
    Object.fromEntries(
      Array.from({ length: count }, (_, i) => [`q${i}`, i % 2 ? 'Often' : `${i}`]),
    );

  it('stores one questionnaire at a time, and a later one beside it', async () => {
    const { client, uid } = await signedUpUser();
    await answerQuestionnaire(client, 'life', answers(FIELD_LIMITS.answersPerQuestionnaire));
    await answerQuestionnaire(client, 'sleep', { q1: 'Rarely', q2: 'Yes', q3: 7.5 });
    await answerQuestionnaire(client, 'sleep', { q1: 'Never', q2: 'No', q3: 8 });
    const stored = (await db.doc(`users/${uid}`).get()).get('answers');
    expect(Object.keys(stored).sort()).toEqual(['life', 'sleep']);
    expect(stored.sleep.values).toEqual({ q1: 'Never', q2: 'No', q3: 8 });
    expect(Object.keys(stored.life.values)).toHaveLength(FIELD_LIMITS.answersPerQuestionnaire);
  });

  it.each([
    [
      'too many answers',
      { answeredAt: new Date(), values: answers(FIELD_LIMITS.answersPerQuestionnaire + 1) },
    ],
    [
      'answers longer than the bound together',
      { answeredAt: new Date(), values: { q1: 'x'.repeat(FIELD_LIMITS.answersText + 1) } },
    ],
    ['an answer that is a map', { answeredAt: new Date(), values: { q1: { nested: 1 } } }],
    ['an answer that is a list', { answeredAt: new Date(), values: { q1: ['a', 'b'] } }],
    ['no answeredAt', { values: { q1: 1 } }],
    ['answeredAt as text', { answeredAt: '2026-01-01', values: { q1: 1 } }],
    ['an extra key', { answeredAt: new Date(), values: { q1: 1 }, score: 100 }],
    ['values that are a list', { answeredAt: new Date(), values: [1, 2] }],
  ])('refuses %s', async (_, entry) => {
    const { client, uid } = await signedUpUser();
    await expectDenied(updateDoc(userRef(client, uid), { 'answers.life': entry }));
  });

  it('refuses two questionnaires in one write, a removal, and a key that is not a safe id', async () => {
    const { client, uid } = await signedUpUser();
    const entry = { answeredAt: new Date(), values: { q1: 2 } };
    await expectDenied(updateDoc(userRef(client, uid), { answers: { 'bad key!': entry } }));
    await answerQuestionnaire(client, 'life', { q1: 1 });
    await expectDenied(
      updateDoc(userRef(client, uid), { 'answers.sleep': entry, 'answers.gratitude': entry }),
    );
    await expectDenied(updateDoc(userRef(client, uid), { 'answers.life': deleteField() }));
    await expectDenied(updateDoc(userRef(client, uid), { answers: 'everything' }));
  });

  it("refuses answers on another user's document and from a user of an inactive organisation", async () => {
    const other = await signedUpUser('JOINB');
    const { client, uid } = await signedUpUser();
    await expectDenied(
      updateDoc(userRef(client, other.uid), {
        'answers.life': { answeredAt: new Date(), values: { q1: 1 } },
      }),
    );
    await db.doc('organisations/orgA').update({ isActive: false });
    await expectDenied(answerQuestionnaire(client, 'life', { q1: 1 }));
    expect((await db.doc(`users/${uid}`).get()).get('answers')).toBeUndefined();
  });
});

describe('health checks and the ongoing health check (rules-checked writes)', () => {
  const check = (values: Record<string, unknown>) => ({ date: new Date(), values });

  it('saves the check in progress, then files it and clears the one in progress', async () => {
    const { client, uid } = await signedUpUser();
    await saveOngoingHealthCheck(client, { date: new Date(), values: { weight: 72 } });
    expect((await db.doc(`users/${uid}`).get()).get('ongoingHealthCheck.values')).toEqual({
      weight: 72,
    });
    await completeHealthCheck(client, '2026-01-10', {
      date: new Date(),
      values: { weight: 72, height: 170, systolicDiastolic: '118/76', smoking: 'never' },
    });
    const user = (await db.doc(`users/${uid}`).get()).data();
    expect(user?.ongoingHealthCheck).toBeUndefined();
    expect(user?.healthChecks['2026-01-10'].values).toMatchObject({ systolicDiastolic: '118/76' });
  });

  it.each([
    ['a measurement that is not a Body one', check({ iq: 120 })],
    ['a reading as a boolean', check({ weight: true })],
    ['an over-long reading', check({ smoking: 'x'.repeat(FIELD_LIMITS.reading + 1) })],
    ['no date', { values: { weight: 70 } }],
    ['an extra key', { ...check({ weight: 70 }), colour: 'green' }],
  ])('refuses %s, filed or in progress', async (_, entry) => {
    const { client, uid } = await signedUpUser();
    await expectDenied(updateDoc(userRef(client, uid), { 'healthChecks.c1': entry }));
    await expectDenied(updateDoc(userRef(client, uid), { ongoingHealthCheck: entry }));
  });

  it('refuses two checks in one write and a removal', async () => {
    const { client, uid } = await signedUpUser();
    await completeHealthCheck(client, 'c1', { date: new Date(), values: { weight: 70 } });
    await expectDenied(
      updateDoc(userRef(client, uid), {
        'healthChecks.c2': check({ weight: 71 }),
        'healthChecks.c3': check({ weight: 72 }),
      }),
    );
    await expectDenied(updateDoc(userRef(client, uid), { 'healthChecks.c1': deleteField() }));
  });
});

describe('results (callable submitResults, coloured by the server)', () => {
  it('stores the colour the score ranges give each value, with the user’s sex and height', async () => {
    const { client, uid } = await signedUpUser();
    await updateProfile(client, { sex: 'male' });
    const measuredAt = '2026-01-09T00:00:00.000Z';
    const body = await submitResults(client, {
      category: 'body',
      values: { height: 180, weight: 90, waistCircumference: 96, systolicDiastolic: '118/76' },
      measuredAt,
    });
    expect(body.colours).toEqual({
      height: 'green',
      weight: 'orange',
      waistCircumference: 'orange',
      systolicDiastolic: 'green',
    });
    // Weight alone later: BMI from the height given before.
    await submitResults(client, { category: 'body', values: { weight: 70 } });
    const mind = await submitResults(client, { category: 'mind', values: { depression: 22 } });
    expect(mind.colours).toEqual({ depression: 'red' });
    const scores = (await db.doc(`users/${uid}`).get()).get('scores');
    expect(scores.body.weight).toMatchObject({ colour: 'green', value: 70 });
    expect(scores.body.height.calculatedAt.toDate().toISOString()).toBe(measuredAt);
    expect(scores.mind.depression).toMatchObject({ colour: 'red', value: 22 });
  });

  it.each([
    ['a measurement of another category', { category: 'mind', values: { weight: 70 } }],
    ['an unknown measurement', { category: 'life', values: { happiness: 70 } }],
    ['a value that cannot be scored', { category: 'life', values: { life: 'great' } }],
    ['no values', { category: 'life', values: {} }],
    ['an unknown category', { category: 'soul', values: { life: 70 } }],
    ['a date in the future', { category: 'life', values: { life: 70 }, measuredAt: '2999-01-01' }],
  ])('refuses %s', async (_, request) => {
    const { client, uid } = await signedUpUser();
    await expectRefusal(
      client.callables.submitResults(
        request as Parameters<AppClient['callables']['submitResults']>[0],
      ),
      'invalid-argument',
    );
    expect((await db.doc(`users/${uid}`).get()).get('scores')).toBeUndefined();
  });

  it.each([
    ['a negative height', { height: -170 }, 'Height must be from 50 to 280 cm.'],
    ['a weight of 0', { height: 170, weight: 0 }, 'Weight must be from 20 to 650 kg.'],
    [
      'a blood pressure of 5/500',
      { systolicDiastolic: '5/500' },
      'Systolic/Diastolic: the systolic pressure must be from 50 to 300 mmHg.',
    ],
    ['a lung function over 100 %', { lungFunction: 101 }, 'Lung function must be from 1 to 100 %.'],
  ])('refuses %s with the accepted range, storing nothing', async (_, values, message) => {
    const { client, uid } = await signedUpUser();
    const refusal: unknown = await submitResults(client, { category: 'body', values }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toMatchObject({ code: 'functions/invalid-argument' });
    expect((refusal as Error).message).toContain(message);
    expect((await db.doc(`users/${uid}`).get()).get('scores')).toBeUndefined();
  });

  it('colours values at the bounds of their measurements', async () => {
    const { client } = await signedUpUser();
    const body = await submitResults(client, {
      category: 'body',
      values: { height: 280, weight: 20, systolicDiastolic: '300/200', lungFunction: 100 },
    });
    expect(body.colours).toEqual({
      height: 'green',
      weight: 'green',
      systolicDiastolic: 'red',
      lungFunction: 'green',
    });
    await expectRefusal(
      client.callables.submitResults({
        category: 'body',
        values: { smoking: 'ex' },
        exSmokerYears: 121,
      }),
      'invalid-argument',
    );
  });

  it('refuses an account that has not signed up, and an inactive user', async () => {
    const { client } = await newAppUser();
    await expectRefusal(
      submitResults(client, { category: 'life', values: { life: 70 } }),
      'failed-precondition',
    );
    const signed = await signedUpUser();
    await db.doc(`users/${signed.uid}`).update({ isActive: false });
    await expectRefusal(
      submitResults(signed.client, { category: 'life', values: { life: 70 } }),
      'permission-denied',
    );
  });
});

describe('hearing and vision alerts (callable raiseQuestionnaireAlert)', () => {
  it('raises an Open alert for the caller in their own organisation, searchable by name', async () => {
    const { client, uid, email } = await signedUpUser('JOINA', 'Mere', 'Tawhiri');
    expect(await raiseAlert(client, 'hearing')).toEqual({ alertId: `orgA_${uid}`, changed: true });
    const alert = (await db.doc(`questionnaireAlerts/orgA_${uid}`).get()).data();
    expect(alert).toMatchObject({
      user: {
        id: uid,
        firstName: 'Mere',
        lastName: 'Tawhiri',
        email,
        organisation: { id: 'orgA', name: 'Organisation orgA' },
        division: { id: 'orgA-default', name: 'Default division' },
      },
      organisation: { id: 'orgA', name: 'Organisation orgA' },
      division: { name: 'Default division' },
      questionnaireAlerts: { hearing: true, vision: false },
      hearingStatus: 'Open',
      status: 'Open',
      actions: [],
      userNameFragments: alertNameFragments({ firstName: 'Mere', lastName: 'Tawhiri' }),
    });
    expect(alert?.createdAt).toBeInstanceOf(Timestamp);
    // Raised again while open: nothing changes.
    expect(await raiseAlert(client, 'hearing')).toEqual({ alertId: `orgA_${uid}`, changed: false });
  });

  it('refuses a questionnaire the organisation does not offer, and an unknown one', async () => {
    const { client, uid } = await signedUpUser();
    await expectRefusal(raiseAlert(client, 'vision'), 'failed-precondition');
    const other = await signedUpUser('JOINB');
    await expectRefusal(raiseAlert(other.client, 'hearing'), 'failed-precondition');
    await expectRefusal(
      client.callables.raiseQuestionnaireAlert({ questionnaire: 'smell' as 'hearing' }),
      'invalid-argument',
    );
    expect((await db.doc(`questionnaireAlerts/orgA_${uid}`).get()).exists).toBe(false);
  });

  it('ignores whatever else the request says: the alert is always the caller’s', async () => {
    const victim = await signedUpUser('JOINA', 'Hemi', 'Walker');
    const { client, uid } = await signedUpUser();
    await client.callables.raiseQuestionnaireAlert({
      questionnaire: 'hearing',
      userId: victim.uid,
      organisation: { id: 'orgB', name: 'B' },
      status: 'Resolved',
    } as unknown as { questionnaire: 'hearing' });
    expect((await db.doc(`questionnaireAlerts/orgA_${victim.uid}`).get()).exists).toBe(false);
    expect((await db.doc(`questionnaireAlerts/orgA_${uid}`).get()).data()).toMatchObject({
      organisation: { id: 'orgA' },
      status: 'Open',
    });
  });

  it('refuses alerts written by the app user directly, for themselves or anyone', async () => {
    const victim = await signedUpUser('JOINB', 'Hemi', 'Walker');
    const { client, uid } = await signedUpUser();
    const forged = (id: string, organisationId: string) => ({
      user: { id, firstName: 'Hemi', lastName: 'Walker' },
      organisation: { id: organisationId, name: 'x' },
      division: { name: 'Default division' },
      createdAt: new Date(),
      questionnaireAlerts: { hearing: true, vision: false },
      hearingStatus: 'Open',
      status: 'Open',
      actions: [],
    });
    await expectDenied(setDoc(doc(client.db, 'questionnaireAlerts', uid), forged(uid, 'orgA')));
    await expectDenied(
      setDoc(doc(client.db, 'questionnaireAlerts', 'x'), forged(victim.uid, 'orgB')),
    );
    // Nor may they act on their own alert: actions and statuses are the administrators'.
    await raiseAlert(client, 'hearing');
    await expectDenied(
      updateDoc(doc(client.db, 'questionnaireAlerts', `orgA_${uid}`), {
        hearingStatus: 'Resolved',
        status: 'Resolved',
      }),
    );
    await expectDenied(getDoc(doc(client.db, 'questionnaireAlerts', `orgA_${uid}`)));
  });

  it('raises a new alert for the organisation a user moved to, leaving the old one', async () => {
    await db.doc('organisations/orgB').update({ customQuestionnaires: ['hearing-v2'] });
    const { client, uid } = await signedUpUser();
    await raiseAlert(client, 'hearing');
    await db.doc(`users/${uid}`).update({
      organisation: { id: 'orgB', name: 'Organisation orgB' },
      division: { id: 'orgB-default', name: 'Default division' },
    });
    expect(await raiseAlert(client, 'hearing')).toEqual({ alertId: `orgB_${uid}`, changed: true });
    expect((await db.doc(`questionnaireAlerts/orgB_${uid}`).get()).data()).toMatchObject({
      organisation: { id: 'orgB' },
      user: { organisation: { id: 'orgB' } },
    });
    expect((await db.doc(`questionnaireAlerts/orgA_${uid}`).get()).get('organisation.id')).toBe(
      'orgA',
    );
  });

  it('joins a second questionnaire to the alert and reopens a resolved panel, keeping the actions', async () => {
    await db
      .doc('organisations/orgA')
      .update({ customQuestionnaires: ['hearing-v2', 'vision-v2'] });
    const { client, uid } = await signedUpUser();
    await raiseAlert(client, 'hearing');
    const action = {
      actionUser: { id: 'someone', firstName: 'Olga', lastName: 'Admin' },
      status: 'Resolved',
      comment: 'Hearing test normal.',
      timestamp: NOW,
      questionnaire: 'hearing',
    };
    await db.doc(`questionnaireAlerts/orgA_${uid}`).update({
      hearingStatus: 'Resolved',
      status: 'Resolved',
      actions: FieldValue.arrayUnion(action),
    });
    expect(await raiseAlert(client, 'vision')).toEqual({ alertId: `orgA_${uid}`, changed: true });
    expect(await raiseAlert(client, 'hearing')).toEqual({ alertId: `orgA_${uid}`, changed: true });
    expect((await db.doc(`questionnaireAlerts/orgA_${uid}`).get()).data()).toMatchObject({
      questionnaireAlerts: { hearing: true, vision: true },
      hearingStatus: 'Open',
      visionStatus: 'Open',
      status: 'Open',
      actions: [action],
    });
  });
});

describe('a notification received (registerUsersNotifications)', () => {
  it("reaches the user's document, which only that user (and their administrators) read", async () => {
    await db.doc('users/kyndAdmin').set({
      firstName: 'Kara',
      lastName: 'Admin',
      email: 'kara.admin@example.com',
      role: 'Kynd Admin',
      organisation: { id: 'orgB', name: 'Organisation orgB' },
      division: { id: 'orgB-default', name: 'Default division' },
      isActive: true,
    });
    await admin.auth.createUser({
      uid: 'kyndAdmin',
      email: 'kara.admin@example.com',
      password: PASSWORD,
    });
    const { client, uid } = await signedUpUser();
    const other = await signedUpUser();
    const provider = await signInWithPassword('kara.admin@example.com');
    await provider.callables.registerUsersNotifications({
      usersIds: [uid],
      notification: { title: 'Time to move', body: 'A short walk helps.' },
    });
    expect(await receivedNotifications(client)).toMatchObject([
      { title: 'Time to move', body: 'A short walk helps.' },
    ]);
    expect(await receivedNotifications(other.client)).toEqual([]);
    await expectDenied(getDoc(userRef(other.client, uid)));
  });
});
