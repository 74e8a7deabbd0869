// The audit trail (docs/security.md "Audit trail") against the emulators: every callable that
// changes data, and every write a screen makes itself, leaves exactly one entry with its actor,
// target and changed fields, and never a password or token.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { arrayUnion, doc, updateDoc } from 'firebase/firestore/lite';
import type { RaRecord } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_COLLECTION } from '@/domain/audit';
import { actionUserOf } from '@/domain/alerts';
import { createDataProvider } from '@/providers/dataProvider';
import type { KyndDataProvider } from '@/providers/types';
import { DATA_SPECS } from '@/resources/registry';
import {
  PASSWORD,
  closeClients,
  createAdmin,
  expectDenied,
  resetEmulators,
  signInWithPassword,
  type Client,
} from './functionsHarness';
import { restOf } from './providerHarness';
import { triggersServed } from '../helpers/reset';
import { usesTriggers } from '../helpers/stack';

usesTriggers();

const admin = createAdmin('audit-test');
const adminDb = admin.db;
const NOW = new Date('2026-01-10T00:00:00Z');

const PEOPLE = {
  kyndAdmin: { role: 'Kynd Admin', organisation: 'orgA', firstName: 'Kim', lastName: 'Provider' },
  orgAdminA: { role: 'Org Admin', organisation: 'orgA', firstName: 'Olga', lastName: 'Manager' },
  userA: { role: 'User', organisation: 'orgA', firstName: 'Uma', lastName: 'Employee' },
  inactiveA: { role: 'User', organisation: 'orgA', firstName: 'Ian', lastName: 'Gone' },
} as const;
type Person = keyof typeof PEOPLE;
const emailOf = (uid: string) => `${uid.toLowerCase()}@example.com`;

/** Documents with the fields of docs/product.md §3 only, as the other clients write them. */
function userDocument(uid: Person): DocumentData {
  const person = PEOPLE[uid];
  return {
    id: uid,
    firstName: person.firstName,
    lastName: person.lastName,
    email: emailOf(uid),
    role: person.role,
    organisation: { id: person.organisation, name: 'ORGA' },
    division: { id: 'a1', name: 'a1' },
    isActive: uid !== 'inactiveA',
    deviceToken: `token-of-${uid}`,
    createdAt: NOW,
    updatedAt: NOW,
  };
}

/** The actor stamp of a screen's write (docs/security.md "Audit trail"). */
const stampOf = (uid: Person) => ({ lastChangedBy: uid, lastChangedAt: NOW });

async function seed(): Promise<void> {
  const batch = adminDb.batch();
  for (const name of ['Accounting', 'Construction']) {
    batch.set(adminDb.collection('industries').doc(name.toLowerCase()), {
      name,
      createdAt: NOW,
      updatedAt: NOW,
    });
  }
  for (const id of ['orgA', 'orgB']) {
    batch.set(adminDb.collection('organisations').doc(id), {
      name: id.toUpperCase(),
      address: '1 Test Street',
      phone: '',
      isActive: true,
      industry: 'Accounting',
      divisions: [{ id: id === 'orgA' ? 'a1' : 'b1', name: 'Default division' }],
      employees: id === 'orgA' ? Object.keys(PEOPLE) : [],
      managers: id === 'orgA' ? [{ id: 'orgAdminA', name: 'Olga Manager' }] : [],
      customQuestionnaires: ['hearing-v2'],
      createdAt: NOW,
    });
  }
  for (const uid of Object.keys(PEOPLE) as Person[]) {
    batch.set(adminDb.collection('users').doc(uid), userDocument(uid));
  }
  batch.set(adminDb.collection('codes').doc('codeA'), {
    code: 'JOINA',
    organisationId: 'orgA',
    organisationName: 'ORGA',
    divisionId: 'a1',
    divisionName: 'Default division',
    isActive: true,
    currentUsage: 0,
    maximumUsage: 20,
  });
  batch.set(adminDb.collection('questions').doc('q1'), {
    label: 'How do you sleep?',
    category: 'Mind',
    questionnaire: 'Sleep',
    order: 1,
    // Last changed on a screen by someone else.
    ...stampOf('orgAdminA'),
  });
  batch.set(adminDb.collection('articles').doc('a1'), {
    title: 'Sleep well',
    isActive: true,
    hashtags: ['sleep'],
  });
  batch.set(adminDb.collection('initialMessages').doc('m1'), {
    category: 'Life',
    measurement: 'life',
    updatedAt: NOW,
    // As a screen would have written it: its entry starts the trigger (see beforeAll).
    ...stampOf('kyndAdmin'),
  });
  batch.set(adminDb.collection('questionnaireAlerts').doc('alertA'), {
    user: { id: 'userA', firstName: 'Uma', lastName: 'Employee' },
    organisation: { id: 'orgA', name: 'ORGA' },
    division: { name: 'a1' },
    questionnaireAlerts: { hearing: true },
    hearingStatus: 'Open',
    status: 'Open',
    actions: [],
    createdAt: NOW,
  });
  await batch.commit();
  for (const uid of Object.keys(PEOPLE)) {
    await admin.auth.createUser({
      uid,
      email: emailOf(uid),
      password: PASSWORD,
      emailVerified: true,
    });
  }
}

interface Entry {
  actor: { uid: string; name: string; role: string };
  action: string;
  actionCode: string;
  kind: string;
  target: { kind: string; id: string; label: string };
  organisationId: string | null;
  before: DocumentData;
  after: DocumentData;
  via: string;
  at: Timestamp;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The entries about a target written since `since`. */
async function entriesFor(targetId: string, since: Date): Promise<Entry[]> {
  const snapshot = await adminDb
    .collection(AUDIT_COLLECTION)
    .where('target.id', '==', targetId)
    .get();
  return snapshot.docs
    .map((entry) => entry.data() as Entry)
    .filter((entry) => entry.at.toDate() >= since);
}

/**
 * The entries about a target once the triggers have served every write so far: the Firestore
 * emulator delivers the events of one write at a time, in order (triggersServed), so an entry
 * of any earlier write, a second one of the same change included, is there by then.
 */
async function servedEntries(targetId: string, since: Date): Promise<Entry[]> {
  await triggersServed(adminDb);
  return entriesFor(targetId, since);
}

/**
 * Waits for the first entry of a trigger (the Functions emulator runs them after the write), then
 * until the triggers have served every write so far, so that a second entry of the same change
 * would be seen.
 */
async function settledEntries(targetId: string, since: Date, wait = 15_000): Promise<Entry[]> {
  const deadline = Date.now() + wait;
  while ((await entriesFor(targetId, since)).length === 0 && Date.now() < deadline) {
    await sleep(250);
  }
  return servedEntries(targetId, since);
}

async function onlyEntry(targetId: string, since: Date): Promise<Entry> {
  const entries = await settledEntries(targetId, since);
  expect(entries.map((entry) => entry.action)).toHaveLength(1);
  return entries[0];
}

const actorOf = (uid: Person) => ({
  uid,
  name: `${PEOPLE[uid].firstName} ${PEOPLE[uid].lastName}`,
  role: PEOPLE[uid].role,
});

/** The data provider as the screens use it, signed in as this person: rules apply. */
const providers = new Map<Person, KyndDataProvider>();
function screensOf(person: Person): KyndDataProvider {
  const client = { kyndAdmin, orgAdminA, userA }[person as 'kyndAdmin'];
  const found =
    providers.get(person) ??
    createDataProvider({
      resources: DATA_SPECS,
      db: client.db,
      rest: restOf(client.auth),
      getScope: () =>
        person === 'kyndAdmin'
          ? { kind: 'all' }
          : { kind: 'organisation', organisationId: PEOPLE[person].organisation },
      getUid: () => client.auth.currentUser?.uid ?? null,
    });
  providers.set(person, found);
  return found;
}

/** A record as the screens read it before an edit (react-admin's previousData). */
async function recordOf(
  screens: KyndDataProvider,
  resource: string,
  id: string,
): Promise<RaRecord> {
  return (await screens.getOne(resource, { id })).data;
}

let kyndAdmin: Client;
let orgAdminA: Client;
let userA: Client;

beforeAll(async () => {
  await resetEmulators();
  await seed();
  // The seed's writes start every audit trigger (only the stamped initial message and question
  // are recorded): once they have run, the triggers answer without a cold start.
  await settledEntries('m1', new Date(0), 60_000);
  kyndAdmin = await signInWithPassword(emailOf('kyndAdmin'));
  orgAdminA = await signInWithPassword(emailOf('orgAdminA'));
  userA = await signInWithPassword(emailOf('userA'));
}, 120_000);

afterAll(async () => {
  await closeClients();
  await admin.close();
});

// The Functions emulator starts each function on its first call: allow for the cold starts.
describe('callables write their entry with their change', { timeout: 90_000 }, () => {
  it('createUser: the new user, by an Org Admin, in its organisation', async () => {
    const since = new Date();
    const { uid } = await orgAdminA.callables.createUser({
      role: 'Org Admin',
      email: 'new.manager@example.com',
      firstName: 'Nina',
      lastName: 'New',
      organisationId: 'orgA',
      divisionId: 'a1',
    });
    const entry = await onlyEntry(uid, since);
    expect(entry).toMatchObject({
      actor: actorOf('orgAdminA'),
      action: 'Created user',
      actionCode: 'created',
      kind: 'users',
      target: { kind: 'users', id: uid, label: 'Nina New' },
      organisationId: 'orgA',
      before: {},
      after: { role: 'Org Admin' },
      via: 'createUser',
    });
    expect(JSON.stringify(entry)).not.toMatch(/password/i);
    // The Org Admin reads its organisation's entries: no contact data of the person in them.
    expect(JSON.stringify(entry)).not.toContain('new.manager@example.com');
    // The organisation's managers changed in the same commit: no second entry for it.
    expect(await servedEntries('orgA', since)).toEqual([]);
  });

  it('updateUser: a role change with the role before and after', async () => {
    const since = new Date();
    await kyndAdmin.callables.updateUser({ action: 'setRole', userId: 'userA', role: 'Org Admin' });
    const entry = await onlyEntry('userA', since);
    expect(entry).toMatchObject({
      actor: actorOf('kyndAdmin'),
      action: 'Changed role',
      actionCode: 'changedRole',
      target: { kind: 'users', id: 'userA', label: 'Uma Employee' },
      organisationId: 'orgA',
      before: { role: 'User' },
      after: { role: 'Org Admin' },
      via: 'updateUser',
    });
    await kyndAdmin.callables.updateUser({ action: 'setRole', userId: 'userA', role: 'User' });
  });

  it('updateUser: a deactivation answers "who deactivated me?"', async () => {
    const since = new Date();
    await orgAdminA.callables.updateUser({ action: 'setActive', userId: 'userA', isActive: false });
    const entry = await onlyEntry('userA', since);
    expect(entry).toMatchObject({
      actor: actorOf('orgAdminA'),
      action: 'Deactivated user',
      before: { isActive: true },
      after: { isActive: false, isSubscriptionUser: true },
    });
    await orgAdminA.callables.updateUser({ action: 'setActive', userId: 'userA', isActive: true });
  });

  it('setNewPassword: an entry without the password', async () => {
    const since = new Date();
    await kyndAdmin.callables.setNewPassword({ userId: 'userA', password: 'Secret-pass-77' });
    const entry = await onlyEntry('userA', since);
    expect(entry).toMatchObject({
      actor: actorOf('kyndAdmin'),
      action: 'Set a new password',
      before: {},
      after: {},
      via: 'setNewPassword',
    });
    expect(JSON.stringify(entry)).not.toContain('Secret-pass-77');
  });

  it('updateOrgScoresIndustry: the industry before and after, once', async () => {
    const since = new Date();
    await kyndAdmin.callables.updateOrgScoresIndustry({
      organisationId: 'orgB',
      industry: 'Construction',
    });
    const entry = await onlyEntry('orgB', since);
    expect(entry).toMatchObject({
      actor: actorOf('kyndAdmin'),
      action: 'Changed industry',
      kind: 'organisations',
      organisationId: 'orgB',
      before: { industry: 'Accounting' },
      after: { industry: 'Construction' },
      via: 'updateOrgScoresIndustry',
    });
  });

  it('sendNotification and registerUsersNotifications: one entry each, no tokens', async () => {
    const since = new Date();
    const notification = { title: 'Drink water', body: 'Stay hydrated' };
    await kyndAdmin.callables.sendNotification({ notification, tokens: ['token-of-userA'] });
    await kyndAdmin.callables.registerUsersNotifications({ usersIds: ['userA'], notification });
    const entries = (await entriesFor('', since)).filter(
      (entry) => entry.target.label === 'Drink water',
    );
    expect(entries.map((entry) => entry.via).sort()).toEqual([
      'registerUsersNotifications',
      'sendNotification',
    ]);
    for (const entry of entries) {
      expect(entry.actor).toEqual(actorOf('kyndAdmin'));
      expect(JSON.stringify(entry)).not.toContain('token-of-userA');
    }
    expect(entries.find((entry) => entry.via === 'registerUsersNotifications')).toMatchObject({
      organisationId: 'orgA',
      after: { title: 'Drink water', users: 1 },
    });
  });

  it('raiseQuestionnaireAlert: the app user raises it, with no health data', async () => {
    const since = new Date();
    const { alertId } = await userA.callables.raiseQuestionnaireAlert({ questionnaire: 'hearing' });
    const entry = await onlyEntry(alertId, since);
    expect(entry).toMatchObject({
      actor: actorOf('userA'),
      action: 'Raised alert',
      kind: 'alerts',
      organisationId: 'orgA',
      before: {},
      after: {},
      via: 'raiseQuestionnaireAlert',
    });
    expect(JSON.stringify(entry)).not.toMatch(/hearing/i);
  });

  it('signUpWithCode: the new app user takes a seat of the code', async () => {
    const account = await admin.auth.createUser({
      email: 'joiner@example.com',
      password: PASSWORD,
    });
    const joiner = await signInWithPassword('joiner@example.com');
    const since = new Date();
    await joiner.callables.signUpWithCode({ code: 'joina', firstName: 'Jo', lastName: 'Iner' });
    const entry = await onlyEntry(account.uid, since);
    expect(entry).toMatchObject({
      actor: { uid: account.uid, name: 'Jo Iner', role: 'User' },
      action: 'Signed up with a code',
      organisationId: 'orgA',
      after: { code: 'JOINA' },
      via: 'signUpWithCode',
    });
    // The code's usage changed in the same commit: no second entry for it.
    expect(await servedEntries('codeA', since)).toEqual([]);
  });

  it('deleteUserPersonalData: the deleted user, by a Kynd Admin', async () => {
    const since = new Date();
    await kyndAdmin.callables.deleteUserPersonalData('inactiveA');
    const entry = await onlyEntry('inactiveA', since);
    expect(entry).toMatchObject({
      actor: actorOf('kyndAdmin'),
      action: 'Deleted user',
      target: { kind: 'users', id: 'inactiveA', label: 'Ian Gone' },
      organisationId: 'orgA',
      before: { role: 'User' },
      via: 'deleteUserPersonalData',
    });
    expect(JSON.stringify(entry)).not.toContain('token-of-inactiveA');
  });
});

describe("the screens' own writes leave one entry each", { timeout: 90_000 }, () => {
  it('an alert action: its author, with the status before and after', async () => {
    const since = new Date();
    const me = (await adminDb.collection('users').doc('orgAdminA').get()).data() ?? {};
    await updateDoc(doc(orgAdminA.db, 'questionnaireAlerts/alertA'), {
      actions: arrayUnion({
        actionUser: actionUserOf('orgAdminA', me),
        status: 'In Progress',
        comment: 'Booked a test',
        timestamp: new Date(),
        questionnaire: 'hearing',
      }),
      hearingStatus: 'In Progress',
      status: 'Open',
    });
    const entry = await onlyEntry('alertA', since);
    expect(entry).toMatchObject({
      actor: actorOf('orgAdminA'),
      action: 'Updated alert',
      kind: 'alerts',
      target: { kind: 'alerts', id: 'alertA', label: 'Uma Employee' },
      organisationId: 'orgA',
      via: 'screen:questionnaireAlerts',
    });
    expect(JSON.stringify(entry)).not.toMatch(/hearing/i);
  });

  it("a code's maximum usage, in its organisation, by its Org Admin", async () => {
    const since = new Date();
    const previousData = await recordOf(screensOf('orgAdminA'), 'codes', 'codeA');
    await screensOf('orgAdminA').update('codes', {
      id: 'codeA',
      data: { ...previousData, maximumUsage: 50 },
      previousData,
    });
    expect(await onlyEntry('codeA', since)).toMatchObject({
      actor: actorOf('orgAdminA'),
      action: 'Changed code',
      actionCode: 'changed',
      kind: 'codes',
      target: { kind: 'codes', id: 'codeA', label: 'JOINA' },
      organisationId: 'orgA',
      before: { maximumUsage: 20 },
      after: { maximumUsage: 50 },
      via: 'screen:codes',
    });
  });

  it("a user's names and subscription flag, changed directly by a Kynd Admin", async () => {
    const since = new Date();
    const previousData = await recordOf(screensOf('kyndAdmin'), 'users', 'userA');
    await screensOf('kyndAdmin').update('users', {
      id: 'userA',
      data: { ...previousData, firstName: 'Umi', lowerFirstName: 'umi', isSubscriptionUser: true },
      previousData,
    });
    const entry = await onlyEntry('userA', since);
    expect(entry).toMatchObject({
      actor: actorOf('kyndAdmin'),
      action: 'Changed user',
      kind: 'users',
      target: { kind: 'users', id: 'userA', label: 'Umi Employee' },
      organisationId: 'orgA',
      before: { firstName: 'Uma' },
      after: { firstName: 'Umi', isSubscriptionUser: true },
      via: 'screen:users',
    });
    // The derived lower-case name is no change of its own.
    expect(entry.after).not.toHaveProperty('lowerFirstName');
    // Without the stamp, the rules refuse the write.
    await expectDenied(updateDoc(doc(kyndAdmin.db, 'users/userA'), { firstName: 'Unsigned' }));
  });

  it('a server write after a screen write is put on nobody', async () => {
    const since = new Date();
    // The admin SDK goes round the rules and leaves the stamp of the last screen write as it was.
    await adminDb.doc('codes/codeA').update({ maximumUsage: 60 });
    expect(await servedEntries('codeA', since)).toEqual([]);
  });

  it("an organisation's own fields, by a Kynd Admin", async () => {
    const since = new Date();
    const previousData = await recordOf(screensOf('kyndAdmin'), 'organisations', 'orgB');
    await screensOf('kyndAdmin').update('organisations', {
      id: 'orgB',
      data: { ...previousData, address: '2 Test Street' },
      previousData,
    });
    const entry = await onlyEntry('orgB', since);
    expect(entry).toMatchObject({
      actor: actorOf('kyndAdmin'),
      action: 'Changed organisation',
      kind: 'organisations',
      organisationId: 'orgB',
      before: { address: '1 Test Street' },
      after: { address: '2 Test Street' },
      via: 'screen:organisations',
    });
    expect(Object.keys(entry.after)).toEqual(['address']);
  });

  it('a new division, as a division of the organisation, by its Org Admin', async () => {
    const since = new Date();
    const { data: division } = await screensOf('orgAdminA').create('divisions', {
      data: { organisationId: 'orgA', name: 'Night shift' },
    });
    expect(await onlyEntry(String(division.id), since)).toMatchObject({
      actor: actorOf('orgAdminA'),
      action: 'Created division',
      kind: 'divisions',
      target: { kind: 'divisions', id: division.id, label: 'Night shift' },
      organisationId: 'orgA',
      after: { id: division.id, name: 'Night shift' },
      via: 'screen:organisations',
    });
  });

  it('a question created, changed and deleted: one entry per write, each with its author', async () => {
    const screens = screensOf('kyndAdmin');
    const since = new Date();
    await screens.create('questions', {
      data: { id: 'q2', label: 'New?', category: 'Life', questionnaire: 'Life', order: 2 },
    });
    const created = await onlyEntry('q2', since);
    expect(created).toMatchObject({
      actor: actorOf('kyndAdmin'),
      action: 'Created question',
      organisationId: null,
      before: {},
      after: { label: 'New?', order: 2 },
    });
    expect(created.after).not.toHaveProperty('lastChangedBy');
    const changed = new Date();
    const previousData = await recordOf(screens, 'questions', 'q2');
    await screens.update('questions', {
      id: 'q2',
      data: { ...previousData, order: 3 },
      previousData,
    });
    expect(await onlyEntry('q2', changed)).toMatchObject({
      actor: actorOf('kyndAdmin'),
      action: 'Changed question',
      before: { order: 2 },
      after: { order: 3 },
    });
    const deleted = new Date();
    await screens.delete('questions', { id: 'q2', previousData });
    expect(await onlyEntry('q2', deleted)).toMatchObject({
      actor: actorOf('kyndAdmin'),
      action: 'Deleted question',
      before: { label: 'New?' },
      after: {},
    });
  });

  it('a delete names who deleted, not who last changed the document', async () => {
    const since = new Date();
    // q1 was last changed on another person's screen (its seeded stamp).
    await screensOf('kyndAdmin').delete('questions', { id: 'q1' });
    expect(await onlyEntry('q1', since)).toMatchObject({
      actor: actorOf('kyndAdmin'),
      action: 'Deleted question',
      before: { label: 'How do you sleep?' },
    });
  });

  it('an industry, an article, an initial message and a sent notification, by a Kynd Admin', async () => {
    const screens = screensOf('kyndAdmin');
    const since = new Date();
    const { data: industry } = await screens.create('industries', { data: { name: 'Mining' } });
    const article = await recordOf(screens, 'articles', 'a1');
    await screens.update('articles', {
      id: 'a1',
      data: { ...article, isActive: false },
      previousData: article,
    });
    const message = await recordOf(screens, 'initialMessages', 'm1');
    await screens.update('initialMessages', {
      id: 'm1',
      data: {
        ...message,
        green: { isActive: true, frequency: 7, subject: 'Well done', message: 'Keep going' },
      },
      previousData: message,
    });
    const { data: notification } = await screens.create('notifications', {
      data: { organisationId: 'orgA', title: 'Hello', body: 'World' },
    });
    const notificationId = String(notification.id).split('/')[1];
    const actor = actorOf('kyndAdmin');
    expect(await onlyEntry(String(industry.id), since)).toMatchObject({
      actor,
      action: 'Created industry',
      kind: 'industries',
      after: { name: 'Mining' },
    });
    expect(await onlyEntry('a1', since)).toMatchObject({
      actor,
      action: 'Deactivated article',
      before: { isActive: true },
      after: { isActive: false },
    });
    expect(await onlyEntry('m1', since)).toMatchObject({
      actor,
      action: 'Changed initial message',
      after: { green: { subject: 'Well done' } },
    });
    expect(await onlyEntry(notificationId, since)).toMatchObject({
      actor,
      action: 'Created notification',
      kind: 'notifications',
      organisationId: 'orgA',
      after: { title: 'Hello', body: 'World' },
    });
    const deleted = new Date();
    await screens.delete('notifications', { id: notification.id, previousData: notification });
    expect(await onlyEntry(notificationId, deleted)).toMatchObject({
      actor,
      action: 'Deleted notification',
      after: {},
    });
  });
});
