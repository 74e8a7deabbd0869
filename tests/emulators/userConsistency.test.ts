// The Users screens' changes (docs/product.md §4) through the emulators, with the requests the Users screens send (built by the same
// domain functions, through the data provider's `call`, as the screens do):
// - moves and activations leave both organisations' employees, managers and scores consistent
//   with their users, recounted from scratch after each change;
// - after a role change or an inactivation, the changed user's very next request (same ID token,
//   no new sign-in) already runs with its new rights.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase/functions';
import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import { FUNCTIONS_REGION } from '@/config/constants';
import { DEV_SUBSCRIPTIONS_ORGANISATION_ID } from '@/config/environment';
import type { ColourLevel } from '@/config/constants';
import { type ScoredUser } from '@/domain/scoring';
import { timestampsToDates } from '@/domain/timestamps';
import { directoryEntryOf } from '@/domain/userDirectory';
import type { OrganisationScores, Role } from '@/domain/types';
import { activationRequest, type Viewer } from '@/domain/userList';
import { movePayload } from '@/domain/userMove';
import { createCall } from '@/providers/callables';
import { createDataProvider } from '@/providers/dataProvider';
import type { DataProviderOptions } from '@/providers/dataProvider/context';
import { DATA_SPECS } from '@/resources/registry';
import type { KyndDataProvider } from '@/providers/types';
import {
  PASSWORD,
  closeClients,
  createAdmin,
  expectDenied,
  expectRefusal,
  resetEmulators,
  setUser,
  signInWithPassword,
  storedFigures,
  type Client,
} from './functionsHarness';
import { restOf } from './providerHarness';
import { scoreSetsByDivision } from '../helpers/expected';

const admin = createAdmin('user-consistency-test');
const SUBSCRIPTIONS = DEV_SUBSCRIPTIONS_ORGANISATION_ID;
const at = new Date('2026-01-10T00:00:00Z');
const COLOURS: readonly ColourLevel[] = ['green', 'orange', 'red'];

const ORGANISATIONS: Record<string, { name: string; industry: string; divisions: string[] }> = {
  orgK: { name: 'Kynd Wellness', industry: 'Healthcare', divisions: ['k1'] },
  orgA: { name: 'Alpha Accounting', industry: 'Accounting', divisions: ['a1', 'a2'] },
  orgB: { name: 'Beta Builders', industry: 'Construction', divisions: ['b1', 'b2'] },
  [SUBSCRIPTIONS]: { name: 'Subscriptions', industry: '', divisions: ['s1'] },
};

interface Person {
  uid: string;
  organisation: string;
  division: string;
  role: Role;
  isActive?: boolean;
}

const PEOPLE: Person[] = [
  { uid: 'kyndAdmin', organisation: 'orgK', division: 'k1', role: 'Kynd Admin' },
  { uid: 'adminA1', organisation: 'orgA', division: 'a1', role: 'Org Admin' },
  { uid: 'adminA2', organisation: 'orgA', division: 'a2', role: 'Org Admin' },
  { uid: 'adminB1', organisation: 'orgB', division: 'b1', role: 'Org Admin' },
  ...Array.from({ length: 8 }, (_, index): Person => ({
    uid: `userA${index + 1}`,
    organisation: 'orgA',
    division: index % 2 === 0 ? 'a1' : 'a2',
    role: 'User',
    isActive: index !== 7,
  })),
  ...Array.from({ length: 4 }, (_, index): Person => ({
    uid: `userB${index + 1}`,
    organisation: 'orgB',
    division: index % 2 === 0 ? 'b1' : 'b2',
    role: 'User',
  })),
  { uid: 'subscriber1', organisation: SUBSCRIPTIONS, division: 's1', role: 'User' },
];

const emailOf = (uid: string) => `${uid.toLowerCase()}@example.com`;
const divisionName = (id: string) => `Division ${id}`;

/** Results of the life, sleep and weight measurements, varied by person. */
function scoresOf(index: number): DocumentData {
  const result = (offset: number) => ({
    colour: COLOURS[(index + offset) % COLOURS.length],
    calculatedAt: Timestamp.fromDate(at),
  });
  return {
    life: { life: result(0) },
    mind: { sleep: result(1) },
    body: { weight: result(2) },
  };
}

async function seed(): Promise<void> {
  const batch = admin.db.batch();
  for (const [id, organisation] of Object.entries(ORGANISATIONS)) {
    const members = PEOPLE.filter((person) => person.organisation === id);
    batch.set(admin.db.collection('organisations').doc(id), {
      name: organisation.name,
      address: '1 Test Street',
      phone: '',
      isActive: true,
      industry: organisation.industry,
      divisions: organisation.divisions.map((division) => ({
        id: division,
        name: divisionName(division),
      })),
      employees: members.map((member) => member.uid),
      managers: members
        .filter((member) => member.role === 'Org Admin')
        .map((member) => ({ id: member.uid, name: `${member.uid} Test` })),
      customQuestionnaires: [],
      createdAt: at,
    });
  }
  PEOPLE.forEach((person, index) => {
    setUser(batch, admin.db, person.uid, {
      id: person.uid,
      firstName: person.uid,
      lastName: 'Test',
      lowerFirstName: person.uid.toLowerCase(),
      lowerLastName: 'test',
      email: emailOf(person.uid),
      role: person.role,
      organisation: { id: person.organisation, name: ORGANISATIONS[person.organisation].name },
      division: { id: person.division, name: divisionName(person.division) },
      isActive: person.isActive ?? true,
      isSubscriptionUser: person.organisation === SUBSCRIPTIONS,
      scores: scoresOf(index),
      createdAt: at,
      updatedAt: at,
    });
  });
  await batch.commit();
  for (const person of PEOPLE) {
    await admin.auth.createUser({
      uid: person.uid,
      email: emailOf(person.uid),
      password: PASSWORD,
      emailVerified: true,
    });
  }
}

/** The data provider as the app builds it, for a signed-in client: rules and callables apply. */
function providerFor(client: Client, scope: DataProviderOptions['getScope']) {
  const call = createCall(getFunctions(client.auth.app, FUNCTIONS_REGION));
  return createDataProvider({
    resources: DATA_SPECS,
    db: client.db,
    rest: restOf(client.auth),
    getScope: scope,
    loadCall: () => Promise.resolve(call),
    getUid: () => client.auth.currentUser?.uid ?? null,
  });
}

async function userData(uid: string): Promise<DocumentData> {
  return (await admin.db.collection('users').doc(uid).get()).data() ?? {};
}

/** The parts of a score set that follow from the users (not when it was calculated). */
function figures(scores: OrganisationScores | undefined) {
  return Object.fromEntries(
    Object.entries(scores ?? {}).map(([key, set]) => [
      key,
      {
        activeUsers: set.averageScore.activeUsers,
        averageScore: set.averageScore.averageScore,
        complete: [
          set.averageScore.bodyComplete,
          set.averageScore.mindComplete,
          set.averageScore.lifeComplete,
          set.averageScore.totalComplete,
        ],
        counts: (['body', 'mind', 'life'] as const).map((category) =>
          Object.fromEntries(
            Object.entries(set[category]).map(([measurement, score]) => [
              measurement,
              [score.green, score.orange, score.red, score.totalUsers],
            ]),
          ),
        ),
      },
    ]),
  );
}

/**
 * Recounts an organisation from its users: its employees are exactly the users who name it, its
 * managers exactly its Org Admins, and its stored scores what its users' results give.
 */
async function expectConsistent(organisationId: string): Promise<void> {
  const [organisation, users] = await Promise.all([
    admin.db.collection('organisations').doc(organisationId).get(),
    admin.db.collection('users').where('organisation.id', '==', organisationId).get(),
  ]);
  const data = organisation.data() ?? {};
  const members = users.docs.map((doc) => ({ id: doc.id, ...doc.data() }) as DocumentData);
  const ids = (list: unknown[]) => list.map(String).sort();

  expect(ids(data.employees ?? []), `${organisationId} employees`).toEqual(
    ids(members.map((member) => member.id)),
  );
  expect(
    ids((data.managers ?? []).map((manager: { id: string }) => manager.id)),
    `${organisationId} managers`,
  ).toEqual(ids(members.filter((member) => member.role === 'Org Admin').map((m) => m.id)));
  // What its administrators read of them, written in the change's own transaction: at once.
  const entries = await admin.db
    .collection('userDirectory')
    .where('organisation.id', '==', organisationId)
    .get();
  expect(
    Object.fromEntries(entries.docs.map((entry) => [entry.id, entry.data()])),
    `${organisationId} directory`,
  ).toEqual(
    Object.fromEntries(
      users.docs.map((user) => [user.id, directoryEntryOf(user.id, user.data() ?? {})]),
    ),
  );

  const scored: ScoredUser[] = members.map((member) => ({
    id: String(member.id),
    isActive: member.isActive === true,
    division: member.division,
    scores: timestampsToDates(member.scores) as ScoredUser['scores'],
  }));
  const divisions = (data.divisions ?? []) as { id: string }[];
  const expected = figures(scoreSetsByDivision(scored, divisions, at));
  // The employees and managers change in the callable's transaction; the scores follow. The
  // callable recalculates them, and so do the calculations the users trigger requests
  // (functions/src/scores/scoreRecalculationMarker.ts): one of those that started before the
  // change may write its figures after the callable's, and the request the change made runs
  // another once it is done. So the stored scores come to what the users give, within seconds.
  const stored = async () =>
    figures(timestampsToDates(await storedFigures(admin.db, organisationId)) as OrganisationScores);
  await expect
    .poll(stored, { timeout: 30_000, interval: 250, message: `${organisationId} scores` })
    .toEqual(expected);
}

const KYND_VIEWER: Viewer = {
  uid: 'kyndAdmin',
  role: 'Kynd Admin',
  organisationId: 'orgK',
  isStaff: false,
};
const ORG_ADMIN_VIEWER: Viewer = {
  uid: 'adminA1',
  role: 'Org Admin',
  organisationId: 'orgA',
  isStaff: false,
};

let kyndAdmin: KyndDataProvider;
let orgAdminA: KyndDataProvider;

beforeAll(async () => {
  await resetEmulators();
  await seed();
  const [kyndClient, orgAdminClient] = await Promise.all([
    signInWithPassword(emailOf('kyndAdmin')),
    signInWithPassword(emailOf('adminA1')),
  ]);
  kyndAdmin = providerFor(kyndClient, () => ({ kind: 'all' }));
  orgAdminA = providerFor(orgAdminClient, () => ({ kind: 'organisation', organisationId: 'orgA' }));
  // Scores as the calculation leaves them, before any change.
  for (const id of Object.keys(ORGANISATIONS)) {
    await kyndAdmin.call('scheduleOrgScoreCalculation', { organisationId: id });
  }
});

afterAll(async () => {
  await closeClients();
  await admin.close();
});

/** A user as the Users list shows it, read as the screens read it. */
async function listed(provider: KyndDataProvider, uid: string) {
  const { data } = await provider.getOne('users', { id: uid });
  return { ...data, id: String(data.id) };
}

describe('moves and activations keep organisations consistent', () => {
  it('starts consistent', async () => {
    for (const id of Object.keys(ORGANISATIONS)) await expectConsistent(id);
  });

  it('after an Org Admin inactivates a user, and reactivates it', async () => {
    const user = await listed(orgAdminA, 'userA1');
    await orgAdminA.call('updateUser', activationRequest(ORG_ADMIN_VIEWER, user, false, {}));
    expect(await userData('userA1')).toMatchObject({ isActive: false, isSubscriptionUser: true });
    await expectConsistent('orgA');
    const inactive = await listed(orgAdminA, 'userA1');
    await orgAdminA.call('updateUser', activationRequest(ORG_ADMIN_VIEWER, inactive, false, {}));
    expect(await userData('userA1')).toMatchObject({ isActive: true, isSubscriptionUser: false });
    await expectConsistent('orgA');
  });

  it('after an inactivation that also removes the user from the organisation', async () => {
    const user = await listed(orgAdminA, 'userA2');
    await orgAdminA.call(
      'updateUser',
      activationRequest(ORG_ADMIN_VIEWER, user, false, { removeFromOrganisation: true }),
    );
    expect(await userData('userA2')).toMatchObject({
      isActive: false,
      organisation: { id: SUBSCRIPTIONS },
    });
    // It has left the list of its organisation.
    const { data } = await orgAdminA.getList('users', {
      pagination: { page: 1, perPage: 100 },
      filter: { organisationId: 'orgA' },
    });
    expect(data.map((entry) => entry.id)).not.toContain('userA2');
    await expectConsistent('orgA');
    await expectConsistent(SUBSCRIPTIONS);
  });

  it('after a Kynd Admin reactivates users as subscription users, from an organisation and in the Subscriptions view', async () => {
    const inactive = await listed(kyndAdmin, 'userA8');
    await kyndAdmin.call(
      'updateUser',
      activationRequest(KYND_VIEWER, inactive, false, { asSubscription: true }),
    );
    expect(await userData('userA8')).toMatchObject({
      isActive: true,
      isSubscriptionUser: true,
      organisation: { id: SUBSCRIPTIONS },
    });
    const removed = await listed(kyndAdmin, 'userA2');
    await kyndAdmin.call('updateUser', activationRequest(KYND_VIEWER, removed, true, {}));
    expect(await userData('userA2')).toMatchObject({ isActive: true, isSubscriptionUser: true });
    await expectConsistent('orgA');
    await expectConsistent(SUBSCRIPTIONS);
  });

  it('after moves of a user and of a manager to another organisation', async () => {
    const organisationB = await kyndAdmin.getOne('organisations', { id: 'orgB' });
    const destination = {
      id: 'orgB',
      name: String(organisationB.data.name),
      divisions: organisationB.data.divisions as { id: string; name: string }[],
    };
    for (const uid of ['userA3', 'adminA2']) {
      const payload = movePayload(await listed(kyndAdmin, uid), destination, 'b2');
      if (!payload) throw new Error(`No move payload for ${uid}`);
      await kyndAdmin.call('updateUser', { action: 'moveOrganisation', ...payload });
    }
    expect(await userData('adminA2')).toMatchObject({
      role: 'Org Admin',
      organisation: { id: 'orgB', name: 'Beta Builders' },
      division: { id: 'b2', name: 'Division b2' },
    });
    await expectConsistent('orgA');
    await expectConsistent('orgB');
  });

  it('refuses to remove the only manager, leaving the data as it was', async () => {
    // adminA2 left for orgB: adminA1 is orgA's only manager.
    const before = await userData('adminA1');
    await expect(
      kyndAdmin.call('updateUser', { action: 'setRole', userId: 'adminA1', role: 'User' }),
    ).rejects.toMatchObject({ code: 'failed-precondition' });
    await expect(
      kyndAdmin.call('updateUser', {
        action: 'setActive',
        userId: 'adminA1',
        isActive: false,
        removeFromOrganisation: true,
      }),
    ).rejects.toMatchObject({ code: 'failed-precondition' });
    expect(await userData('adminA1')).toEqual(before);
    await expectConsistent('orgA');
  });
});

describe("the changed user's very next request runs with its new rights", () => {
  it('an Org Admin demoted on the Users screen is refused at once, without signing in again', async () => {
    const demoted = await signInWithPassword(emailOf('adminB1'));
    const usersOfB = () =>
      getDocs(
        query(collection(demoted.db, 'userDirectory'), where('organisation.id', '==', 'orgB')),
      );
    expect((await usersOfB()).size).toBeGreaterThan(0);
    // orgB has two managers since adminA2 arrived: one may go.
    await kyndAdmin.call('updateUser', { action: 'setRole', userId: 'adminB1', role: 'User' });
    await expectDenied(usersOfB());
    await expectRefusal(
      demoted.callables.updateUser({ action: 'setActive', userId: 'userB2', isActive: false }),
      'permission-denied',
    );
    expect((await userData('userB2')).isActive).toBe(true);
  });

  it('an Org Admin inactivated on the Users screen is refused at once, without signing in again', async () => {
    const inactivated = await signInWithPassword(emailOf('adminA2'));
    const usersOfB = () =>
      getDocs(
        query(collection(inactivated.db, 'userDirectory'), where('organisation.id', '==', 'orgB')),
      );
    expect((await usersOfB()).size).toBeGreaterThan(0);
    const user = await listed(kyndAdmin, 'adminA2');
    await kyndAdmin.call('updateUser', activationRequest(KYND_VIEWER, user, false, {}));
    await expectDenied(usersOfB());
    await expectRefusal(
      inactivated.callables.updateUser({ action: 'setRole', userId: 'userB3', role: 'Org Admin' }),
      'permission-denied',
    );
    expect((await userData('userB3')).role).toBe('User');
  });
});
