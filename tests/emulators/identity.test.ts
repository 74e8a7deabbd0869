// Identity and authorization through the emulators: the user administration callables (createUser,
// updateUser), and the known attacks (docs/security.md, "How it is tested") replayed with real Auth
// emulator accounts against the Functions emulator and against the Firestore emulator with
// firestore.rules loaded (Firestore Lite, the SDK the app uses: plain REST requests carrying the
// account's ID token). The admin SDK only writes fixtures and reads results back.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { collection, doc, getDoc, getDocs, query, updateDoc, where } from 'firebase/firestore/lite';
import { SIGNED_OUT_LOOKUP_LIMITS } from '@/config/constants';
import { DEV_SUBSCRIPTIONS_ORGANISATION_ID } from '@/config/environment';
import { USER_EMAILS_COLLECTION } from '@/domain/collections';
import { SCORES_HISTORY_COLLECTION } from '@/domain/scoresHistory';
import { emailKey } from '@/domain/userEmails';
import type { Role } from '@/domain/types';
import {
  PASSWORD,
  authHost,
  callWithHeaders,
  clientFor,
  closeClients,
  createAdmin,
  expectDenied,
  expectRefusal,
  resetEmulators,
  setUser,
  signInAnonymousClient,
  signInWithPassword,
  type Client,
  storedScoreSets,
} from './functionsHarness';
import { isValidGeneratedPassword } from '../helpers/expected';

const admin = createAdmin('identity-test');
const adminDb = admin.db;
const adminAuth = admin.auth;
const SUBSCRIPTIONS = DEV_SUBSCRIPTIONS_ORGANISATION_ID;
const at = new Date('2026-01-10T00:00:00Z');

interface OrganisationFixture {
  name: string;
  isActive: boolean;
  divisions: string[];
  industry: string;
}

const ORGANISATIONS: Record<string, OrganisationFixture> = {
  orgK: { name: 'Kynd Wellness', isActive: true, divisions: ['k1'], industry: '' },
  orgA: {
    name: 'Alpha Accounting',
    isActive: true,
    divisions: ['a1', 'a2'],
    industry: 'Accounting',
  },
  orgB: { name: 'Beta Builders', isActive: true, divisions: ['b1'], industry: 'Construction' },
  orgC: { name: 'Closed Company', isActive: false, divisions: ['c1'], industry: 'Accounting' },
  [SUBSCRIPTIONS]: { name: 'Subscriptions', isActive: true, divisions: ['s1'], industry: '' },
};

interface UserFixture {
  uid: string;
  organisation: string;
  role?: Role;
  email?: string;
  emailVerified?: boolean;
  isActive?: boolean;
  extra?: DocumentData;
}

const USERS: UserFixture[] = [
  { uid: 'kyndAdmin', organisation: 'orgK', role: 'Kynd Admin' },
  { uid: 'kyndAdmin2', organisation: 'orgK', role: 'Kynd Admin' },
  { uid: 'staff', organisation: 'orgK', role: 'User', email: 'staff1@example.com' },
  {
    uid: 'unverifiedStaff',
    organisation: 'orgK',
    role: 'User',
    email: 'staff2@example.com',
    emailVerified: false,
  },
  {
    uid: 'clinician',
    organisation: 'orgK',
    role: 'Clinician',
    extra: { allowedOrganisationsIds: ['orgA'] },
  },
  { uid: 'orgAdminA', organisation: 'orgA', role: 'Org Admin' },
  { uid: 'orgAdminA2', organisation: 'orgA', role: 'Org Admin' },
  { uid: 'inactiveAdminA', organisation: 'orgA', role: 'Org Admin', isActive: false },
  { uid: 'userA1', organisation: 'orgA', role: 'User' },
  { uid: 'userA2', organisation: 'orgA', role: 'User' },
  { uid: 'userA3', organisation: 'orgA', role: 'User' },
  { uid: 'userA4', organisation: 'orgA', role: 'User' },
  { uid: 'userA5', organisation: 'orgA', role: 'User' },
  { uid: 'userA6', organisation: 'orgA' },
  { uid: 'orgAdminB', organisation: 'orgB', role: 'Org Admin' },
  { uid: 'userB1', organisation: 'orgB', role: 'User' },
  { uid: 'orgAdminC', organisation: 'orgC', role: 'Org Admin' },
  { uid: 'userC1', organisation: 'orgC', role: 'User' },
];

const emailOf = (fixture: UserFixture) =>
  fixture.email ?? `${fixture.uid.toLowerCase()}@example.com`;
const fixtureOf = (uid: string) => {
  const fixture = USERS.find((candidate) => candidate.uid === uid);
  if (!fixture) throw new Error(`No fixture ${uid}`);
  return fixture;
};

function userDocument(fixture: UserFixture): DocumentData {
  const organisation = ORGANISATIONS[fixture.organisation];
  const division = organisation.divisions[0];
  return {
    id: fixture.uid,
    firstName: fixture.uid,
    lastName: 'Test',
    lowerFirstName: fixture.uid.toLowerCase(),
    lowerLastName: 'test',
    email: emailOf(fixture),
    ...(fixture.role ? { role: fixture.role } : {}),
    organisation: { id: fixture.organisation, name: organisation.name },
    division: { id: division, name: `Division ${division}` },
    isActive: fixture.isActive ?? true,
    isSubscriptionUser: false,
    createdAt: at,
    updatedAt: at,
    ...fixture.extra,
  };
}

async function seed(): Promise<void> {
  const batch = adminDb.batch();
  for (const name of ['Accounting', 'Construction']) {
    batch.set(adminDb.collection('industries').doc(name.toLowerCase()), {
      name,
      createdAt: at,
      updatedAt: at,
    });
  }
  for (const [id, organisation] of Object.entries(ORGANISATIONS)) {
    const members = USERS.filter((user) => user.organisation === id);
    batch.set(adminDb.collection('organisations').doc(id), {
      name: organisation.name,
      address: '1 Test Street',
      phone: '',
      isActive: organisation.isActive,
      industry: organisation.industry,
      divisions: organisation.divisions.map((division) => ({
        id: division,
        name: `Division ${division}`,
      })),
      employees: members.map((member) => member.uid),
      managers: members
        .filter((member) => member.role === 'Org Admin')
        .map((member) => ({ id: member.uid, name: `${member.uid} Test` })),
      customQuestionnaires: [],
      createdAt: at,
    });
  }
  for (const fixture of USERS) setUser(batch, adminDb, fixture.uid, userDocument(fixture));
  await batch.commit();
  for (const fixture of USERS) {
    await adminAuth.createUser({
      uid: fixture.uid,
      email: emailOf(fixture),
      password: PASSWORD,
      emailVerified: fixture.emailVerified ?? true,
    });
  }
}

const signedIn = (uid: string) => signInWithPassword(emailOf(fixtureOf(uid)));

async function userData(uid: string): Promise<DocumentData> {
  return (await adminDb.collection('users').doc(uid).get()).data() ?? {};
}

async function organisationData(id: string): Promise<DocumentData> {
  return (await adminDb.collection('organisations').doc(id).get()).data() ?? {};
}

/**
 * The users of an organisation as the Users screen lists them for an administrator: their
 * directory entries (Firestore, rules applied).
 */
function listUsers(client: Client, organisationId: string) {
  return getDocs(
    query(collection(client.db, 'userDirectory'), where('organisation.id', '==', organisationId)),
  );
}

let anonymous: Client;
let kyndAdmin: Client;
let orgAdminA: Client;
let staff: Client;

beforeAll(async () => {
  await resetEmulators();
  await seed();
  anonymous = clientFor('anonymous');
  [kyndAdmin, orgAdminA, staff] = await Promise.all(
    ['kyndAdmin', 'orgAdminA', 'staff'].map(signedIn),
  );
});

afterAll(async () => {
  await closeClients();
  await admin.close();
});

describe('createUser', () => {
  it("lets a Kynd Admin create an Org Admin, with the organisation's employees and managers in step", async () => {
    const { uid, password } = await kyndAdmin.callables.createUser({
      role: 'Org Admin',
      email: ' New.Manager@Example.com ',
      firstName: 'Nia',
      lastName: 'Manager',
      organisationId: 'orgB',
      divisionId: 'b1',
    });
    expect(isValidGeneratedPassword(password)).toBe(true);
    expect(await userData(uid)).toMatchObject({
      id: uid,
      firstName: 'Nia',
      lastName: 'Manager',
      lowerFirstName: 'nia',
      lowerLastName: 'manager',
      email: 'new.manager@example.com',
      role: 'Org Admin',
      organisation: { id: 'orgB', name: 'Beta Builders' },
      division: { id: 'b1', name: 'Division b1' },
      isActive: true,
      isSubscriptionUser: false,
      createdAt: expect.any(Timestamp),
    });
    expect(await userData(uid)).not.toHaveProperty('password');
    const organisation = await organisationData('orgB');
    expect(organisation.employees).toContain(uid);
    expect(organisation.managers).toContainEqual({ id: uid, name: 'Nia Manager' });
    expect((await adminAuth.getUser(uid)).customClaims).toEqual({
      role: 'Org Admin',
      organisationId: 'orgB',
      staff: false,
    });
    // The generated password signs in.
    const client = clientFor('new-manager');
    await signInWithEmailAndPassword(client.auth, 'new.manager@example.com', password);
    expect(client.auth.currentUser?.uid).toBe(uid);
  });

  it('lets a Kynd Admin create a Clinician (not a manager) and a Kynd Admin', async () => {
    const clinician = await kyndAdmin.callables.createUser({
      role: 'Clinician',
      email: 'new.clinician@example.com',
      firstName: 'Cleo',
      lastName: 'Clinic',
      organisationId: 'orgK',
      divisionId: 'k1',
    });
    expect(await userData(clinician.uid)).toMatchObject({
      role: 'Clinician',
      allowedOrganisationsIds: [],
    });
    const organisation = await organisationData('orgK');
    expect(organisation.employees).toContain(clinician.uid);
    expect(organisation.managers).not.toContainEqual(
      expect.objectContaining({ id: clinician.uid }),
    );
    const kynd = await kyndAdmin.callables.createUser({
      role: 'Kynd Admin',
      email: 'new.provider@example.com',
      firstName: 'Pat',
      lastName: 'Provider',
      organisationId: 'orgK',
      divisionId: 'k1',
    });
    expect((await userData(kynd.uid)).role).toBe('Kynd Admin');
  });

  it('lets an Org Admin create only Org Admins, only in its organisation', async () => {
    const request = {
      email: 'second.manager@example.com',
      firstName: 'Sam',
      lastName: 'Second',
      organisationId: 'orgA',
      divisionId: 'a2',
    };
    for (const role of ['Kynd Admin', 'Clinician', 'User'] as const) {
      await expectRefusal(
        orgAdminA.callables.createUser({ ...request, role }),
        'permission-denied',
      );
    }
    await expectRefusal(
      orgAdminA.callables.createUser({
        ...request,
        role: 'Org Admin',
        organisationId: 'orgB',
        divisionId: 'b1',
      }),
      'permission-denied',
    );
    const { uid } = await orgAdminA.callables.createUser({ ...request, role: 'Org Admin' });
    expect(await userData(uid)).toMatchObject({
      role: 'Org Admin',
      organisation: { id: 'orgA', name: 'Alpha Accounting' },
      division: { id: 'a2', name: 'Division a2' },
    });
    expect((await organisationData('orgA')).managers).toContainEqual({
      id: uid,
      name: 'Sam Second',
    });
    await expect(adminAuth.getUserByEmail('second.manager@example.com')).resolves.toMatchObject({
      uid,
    });
  });

  it("answers 'E-mail is already in use' for a taken e-mail, in any letter case", async () => {
    const call = kyndAdmin.callables.createUser({
      role: 'Org Admin',
      email: 'UserA1@example.com',
      firstName: 'Dup',
      lastName: 'Licate',
      organisationId: 'orgA',
      divisionId: 'a1',
    });
    await expect(call).rejects.toMatchObject({ code: 'functions/already-exists' });
    await expect(call).rejects.toThrow('E-mail is already in use');
  });

  /**
   * A users document without a sign-in account (docs/product.md §3 fields, the e-mail as typed) in
   * Beta Builders, and an entry of userEmails listing it under `entryEmail`, for the time of `body`.
   */
  async function withOlderClientUser(
    id: string,
    [firstName, lastName]: [string, string],
    email: string,
    entryEmail: string,
    body: () => Promise<void>,
  ): Promise<void> {
    const user = adminDb.collection('users').doc(id);
    const entry = adminDb.collection(USER_EMAILS_COLLECTION).doc(emailKey(entryEmail) ?? '');
    await user.set({
      firstName,
      lastName,
      email,
      organisation: { id: 'orgB', name: 'Beta Builders' },
      division: { id: 'b1', name: 'Division b1' },
      isActive: true,
      isSubscriptionUser: false,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
    await entry.set({ uids: [id] });
    try {
      await body();
    } finally {
      await Promise.all([user.delete(), entry.delete()]);
    }
  }

  it("refuses an e-mail that only an older client's users document holds, in any letter case", async () => {
    // The entry onUserWritten keeps of it (derivedFields.test.ts shows the trigger keeping it).
    await withOlderClientUser(
      'olderClientUser',
      ['Older', 'Client'],
      'Older.Client@Example.com',
      'Older.Client@Example.com',
      async () => {
        expect(await kyndAdmin.callables.verifyEmailAvailability('older.client@example.com')).toBe(
          true,
        );
        const call = kyndAdmin.callables.createUser({
          role: 'Org Admin',
          email: 'OLDER.client@example.com',
          firstName: 'New',
          lastName: 'Person',
          organisationId: 'orgA',
          divisionId: 'a1',
        });
        await expect(call).rejects.toThrow('E-mail is already in use');
      },
    );
  });

  it('takes an e-mail whose entry lists only users who hold another one now', async () => {
    // An entry left behind (the migration wrote it from a page read before the user's change).
    await withOlderClientUser(
      'olderClientLeft',
      ['Left', 'Behind'],
      'moved.on@example.com',
      'left@example.com',
      async () => {
        expect(await kyndAdmin.callables.verifyEmailAvailability('left@example.com')).toBe(false);
      },
    );
  });

  it('validates every field before acting', async () => {
    const valid = {
      role: 'Org Admin' as Role,
      email: 'valid.person@example.com',
      firstName: 'Val',
      lastName: 'Id',
      organisationId: 'orgA',
      divisionId: 'a1',
    };
    for (const change of [
      { email: 'not-an-email' },
      { firstName: '' },
      { firstName: 123 },
      { lastName: 'x'.repeat(101) },
      { role: 'Superuser' },
      { organisationId: '__x__' },
      { organisationId: 'a/b' },
      { divisionId: '__x__' },
      { divisionId: 'evil/sub/doc' },
      { divisionId: 'nowhere' },
    ]) {
      await expectRefusal(
        kyndAdmin.callables.createUser({ ...valid, ...change } as typeof valid),
        'invalid-argument',
      );
    }
    await expectRefusal(
      kyndAdmin.callables.createUser({ ...valid, organisationId: 'nowhere' }),
      'not-found',
    );
    await expect(adminAuth.getUserByEmail('valid.person@example.com')).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
  });

  it('refuses Users, Clinicians, staff, inactive admins and signed-out callers', async () => {
    const request = {
      role: 'Org Admin' as Role,
      email: 'never.created@example.com',
      firstName: 'Never',
      lastName: 'Created',
      organisationId: 'orgA',
      divisionId: 'a1',
    };
    await expectRefusal(anonymous.callables.createUser(request), 'unauthenticated');
    for (const uid of ['userA1', 'clinician', 'staff', 'inactiveAdminA']) {
      const client = uid === 'staff' ? staff : await signedIn(uid);
      await expectRefusal(client.callables.createUser(request), 'permission-denied');
    }
  });
});

describe('updateUser: roles', () => {
  it('promotes a User to Org Admin: role, managers, employees and claims together', async () => {
    const response = await orgAdminA.callables.updateUser({
      action: 'setRole',
      userId: 'userA1',
      role: 'Org Admin',
    });
    expect(response).toMatchObject({ userId: 'userA1', role: 'Org Admin', isActive: true });
    const organisation = await organisationData('orgA');
    expect(organisation.managers).toContainEqual({ id: 'userA1', name: 'userA1 Test' });
    expect(organisation.employees).toContain('userA1');
    expect((await adminAuth.getUser('userA1')).customClaims?.role).toBe('Org Admin');
  });

  it('demotes an Org Admin per docs/product.md §4, and the demoted admin loses its power on its next request', async () => {
    const demoted = await signedIn('orgAdminA2');
    // Before: it administers its organisation.
    expect((await listUsers(demoted, 'orgA')).size).toBeGreaterThan(0);
    const validAfter = (await adminAuth.getUser('orgAdminA2')).tokensValidAfterTime;

    await kyndAdmin.callables.updateUser({ action: 'setRole', userId: 'orgAdminA2', role: 'User' });

    const user = await userData('orgAdminA2');
    expect(user.role).toBe('User');
    const organisation = await organisationData('orgA');
    expect(organisation.managers).not.toContainEqual(expect.objectContaining({ id: 'orgAdminA2' }));
    expect(organisation.employees).not.toContain('orgAdminA2');
    // Same ID token, no new sign-in: refused at once.
    await expectDenied(listUsers(demoted, 'orgA'));
    await expectRefusal(
      demoted.callables.updateUser({ action: 'setRole', userId: 'userA2', role: 'Org Admin' }),
      'permission-denied',
    );
    await expectRefusal(demoted.callables.changeUserCustomClaim('userA2'), 'permission-denied');
    // And its refresh tokens are revoked: its other sessions end when their ID tokens expire.
    await expect
      .poll(async () => (await adminAuth.getUser('orgAdminA2')).tokensValidAfterTime)
      .not.toBe(validAfter);
    expect((await userData('userA2')).role).toBe('User');
  });

  it('keeps an Org Admin to the roles User and Org Admin, in its organisation, never on itself', async () => {
    const call = (userId: string, role: Role) =>
      orgAdminA.callables.updateUser({ action: 'setRole', userId, role });
    await expectRefusal(call('userA2', 'Kynd Admin'), 'permission-denied');
    await expectRefusal(call('userA2', 'Clinician'), 'permission-denied');
    await expectRefusal(call('userB1', 'Org Admin'), 'permission-denied');
    await expectRefusal(call('clinician', 'User'), 'permission-denied');
    await expectRefusal(call('kyndAdmin', 'User'), 'permission-denied');
    await expectRefusal(call('orgAdminA', 'User'), 'permission-denied');
    await expectRefusal(
      kyndAdmin.callables.updateUser({ action: 'setRole', userId: 'kyndAdmin', role: 'User' }),
      'permission-denied',
    );
    expect((await userData('userA2')).role).toBe('User');
    expect((await userData('orgAdminA')).role).toBe('Org Admin');
  });

  it('lets a Kynd Admin make a Clinician, who gets an empty list of organisations', async () => {
    await kyndAdmin.callables.updateUser({
      action: 'setRole',
      userId: 'userA6',
      role: 'Clinician',
    });
    expect(await userData('userA6')).toMatchObject({
      role: 'Clinician',
      allowedOrganisationsIds: [],
    });
    await kyndAdmin.callables.updateUser({ action: 'setRole', userId: 'userA6', role: 'User' });
  });
});

describe('updateUser: activation, subscription, division, organisation, clinicians', () => {
  it('lets an Org Admin inactivate and reactivate a user of its organisation, recalculating the scores', async () => {
    const off = await orgAdminA.callables.updateUser({
      action: 'setActive',
      userId: 'userA3',
      isActive: false,
    });
    expect(off).toMatchObject({
      isActive: false,
      isSubscriptionUser: true,
      recalculated: ['orgA'],
    });
    expect((await storedScoreSets(adminDb, 'orgA')).all).toBeDefined();
    const on = await orgAdminA.callables.updateUser({
      action: 'setActive',
      userId: 'userA3',
      isActive: true,
    });
    expect(on).toMatchObject({ isActive: true, isSubscriptionUser: false });
  });

  it('takes an inactivated user out of the organisation, to the Subscriptions organisation, when asked', async () => {
    const response = await orgAdminA.callables.updateUser({
      action: 'setActive',
      userId: 'userA3',
      isActive: false,
      removeFromOrganisation: true,
    });
    expect(response).toMatchObject({
      isActive: false,
      isSubscriptionUser: true,
      organisation: { id: SUBSCRIPTIONS, name: 'Subscriptions' },
      division: { id: 's1', name: 'Division s1' },
    });
    expect(response.recalculated.sort()).toEqual(['orgA', SUBSCRIPTIONS].sort());
    expect((await organisationData('orgA')).employees).not.toContain('userA3');
    expect((await organisationData(SUBSCRIPTIONS)).employees).toContain('userA3');
    await expectRefusal(
      orgAdminA.callables.updateUser({
        action: 'setActive',
        userId: 'userA4',
        isActive: true,
        removeFromOrganisation: true,
      }),
      'invalid-argument',
    );
  });

  it('moves a reactivated user to the Subscriptions organisation (Kynd Admin only)', async () => {
    await orgAdminA.callables.updateUser({
      action: 'setActive',
      userId: 'userA4',
      isActive: false,
    });
    await expectRefusal(
      orgAdminA.callables.updateUser({
        action: 'setActive',
        userId: 'userA4',
        isActive: true,
        subscription: true,
      }),
      'permission-denied',
    );
    const response = await kyndAdmin.callables.updateUser({
      action: 'setActive',
      userId: 'userA4',
      isActive: true,
      subscription: true,
    });
    expect(response).toMatchObject({
      isActive: true,
      isSubscriptionUser: true,
      organisation: { id: SUBSCRIPTIONS, name: 'Subscriptions' },
      division: { id: 's1', name: 'Division s1' },
    });
    expect(response.recalculated.sort()).toEqual(['orgA', SUBSCRIPTIONS].sort());
    expect((await organisationData(SUBSCRIPTIONS)).employees).toContain('userA4');
    expect((await organisationData('orgA')).employees).not.toContain('userA4');
  });

  it('toggles the subscription (Kynd Admin only)', async () => {
    await expectRefusal(
      orgAdminA.callables.updateUser({
        action: 'setSubscription',
        userId: 'userA5',
        isSubscriptionUser: true,
      }),
      'permission-denied',
    );
    await kyndAdmin.callables.updateUser({
      action: 'setSubscription',
      userId: 'userA5',
      isSubscriptionUser: true,
    });
    expect((await userData('userA5')).isSubscriptionUser).toBe(true);
  });

  it('changes a division within the organisation only', async () => {
    const response = await orgAdminA.callables.updateUser({
      action: 'setDivision',
      userId: 'userA5',
      divisionId: 'a2',
    });
    expect(response).toMatchObject({
      division: { id: 'a2', name: 'Division a2' },
      recalculated: ['orgA'],
    });
    for (const divisionId of ['b1', 'nowhere', '__x__', 'evil/sub/doc']) {
      await expectRefusal(
        orgAdminA.callables.updateUser({ action: 'setDivision', userId: 'userA5', divisionId }),
        'invalid-argument',
      );
    }
  });

  it("moves a user to another organisation with both organisations' employees (Kynd Admin only)", async () => {
    const move = {
      action: 'moveOrganisation' as const,
      userId: 'userA5',
      oldOrgId: 'orgA',
      oldDivisionId: 'a2',
      newOrgId: 'orgB',
      newOrgName: 'Forged name',
      newDivisionId: 'b1',
      newDivisionName: 'Forged division',
    };
    await expectRefusal(orgAdminA.callables.updateUser(move), 'permission-denied');
    await expectRefusal(
      kyndAdmin.callables.updateUser({ ...move, oldOrgId: 'orgC' }),
      'failed-precondition',
    );
    const response = await kyndAdmin.callables.updateUser(move);
    expect(response).toMatchObject({
      organisation: { id: 'orgB', name: 'Beta Builders' },
      division: { id: 'b1', name: 'Division b1' },
    });
    expect(response.recalculated.sort()).toEqual(['orgA', 'orgB']);
    expect((await organisationData('orgA')).employees).not.toContain('userA5');
    expect((await organisationData('orgB')).employees).toContain('userA5');
  });

  it("adds and removes a clinician's organisations (Kynd Admin only)", async () => {
    const change = (
      action: 'addClinicianOrganisation' | 'removeClinicianOrganisation',
      id: string,
    ) => kyndAdmin.callables.updateUser({ action, userId: 'clinician', organisationId: id });
    await expectRefusal(
      orgAdminA.callables.updateUser({
        action: 'addClinicianOrganisation',
        userId: 'clinician',
        organisationId: 'orgA',
      }),
      'permission-denied',
    );
    expect((await change('addClinicianOrganisation', 'orgB')).allowedOrganisationsIds).toEqual([
      'orgA',
      'orgB',
    ]);
    expect((await change('removeClinicianOrganisation', 'orgA')).allowedOrganisationsIds).toEqual([
      'orgB',
    ]);
    await expectRefusal(change('addClinicianOrganisation', 'nowhere'), 'not-found');
    await expectRefusal(
      kyndAdmin.callables.updateUser({
        action: 'addClinicianOrganisation',
        userId: 'userB1',
        organisationId: 'orgA',
      }),
      'failed-precondition',
    );
  });

  it('refuses an unknown action', async () => {
    await expectRefusal(
      kyndAdmin.callables.updateUser({ action: 'setPassword', userId: 'userB1' } as never),
      'invalid-argument',
    );
  });
});

describe('issue 7 attacks, replayed against the emulators', () => {
  it('1. a staff e-mail planted in the users document of an anonymous account gives it nothing', async () => {
    const intruder = await signInAnonymousClient('intruder');
    const uid = intruder.auth.currentUser?.uid ?? '';
    // The rules no longer let an Org Admin write the document; suppose an old one exists.
    await adminDb
      .collection('users')
      .doc(uid)
      .set(userDocument({ uid, organisation: 'orgA', role: 'User', email: 'staff1@example.com' }));
    expect(await intruder.callables.changeUserCustomClaim(uid)).toEqual({
      role: 'User',
      organisationId: 'orgA',
      staff: false,
    });
    await expectDenied(listUsers(intruder, 'orgB'));
    await expectDenied(updateDoc(doc(intruder.db, 'users', uid), { role: 'Kynd Admin' }));
    await expectRefusal(
      intruder.callables.setNewPassword({ userId: 'kyndAdmin', password: 'Taken-over-1' }),
      'permission-denied',
    );
  });

  it('2. staff cannot promote themselves, reset passwords, move industries or deactivate the provider admin', async () => {
    await expectDenied(updateDoc(doc(staff.db, 'users', 'staff'), { role: 'Kynd Admin' }));
    await expectDenied(updateDoc(doc(staff.db, 'users', 'kyndAdmin'), { isActive: false }));
    await expectRefusal(
      staff.callables.setNewPassword({ userId: 'kyndAdmin', password: 'Taken-over-1' }),
      'permission-denied',
    );
    await expectRefusal(
      staff.callables.updateOrgScoresIndustry({ organisationId: 'orgA', industry: 'Construction' }),
      'permission-denied',
    );
    await expectRefusal(
      staff.callables.updateUser({ action: 'setActive', userId: 'kyndAdmin', isActive: false }),
      'permission-denied',
    );
    // What staff keep: the provider's read scope (docs/product.md §6).
    expect((await listUsers(staff, 'orgB')).size).toBeGreaterThan(0);
    expect((await userData('kyndAdmin')).isActive).toBe(true);
  });

  it('2b. only a Kynd Admin deactivates a Kynd Admin', async () => {
    await expectRefusal(
      orgAdminA.callables.updateUser({
        action: 'setActive',
        userId: 'kyndAdmin2',
        isActive: false,
      }),
      'permission-denied',
    );
    await kyndAdmin.callables.updateUser({
      action: 'setActive',
      userId: 'kyndAdmin2',
      isActive: false,
    });
    expect((await userData('kyndAdmin2')).isActive).toBe(false);
    expect((await adminAuth.getUser('kyndAdmin2')).customClaims?.role).toBe('User');
  });

  it('3a. an inactive Org Admin gets no admin claims, no colleagues, and cannot reactivate itself', async () => {
    const inactive = await signedIn('inactiveAdminA');
    expect(await inactive.callables.changeUserCustomClaim('inactiveAdminA')).toEqual({
      role: 'User',
      organisationId: 'orgA',
      staff: false,
    });
    await expectDenied(listUsers(inactive, 'orgA'));
    await expectDenied(getDoc(doc(inactive.db, 'users', 'userA2')));
    await expectDenied(updateDoc(doc(inactive.db, 'users', 'inactiveAdminA'), { isActive: true }));
    await expectRefusal(
      inactive.callables.updateUser({
        action: 'setActive',
        userId: 'inactiveAdminA',
        isActive: true,
      }),
      'permission-denied',
    );
    // Its own documents stay readable for the session re-check (docs/product.md §4).
    expect((await getDoc(doc(inactive.db, 'users', 'inactiveAdminA'))).get('isActive')).toBe(false);
  });

  it('3c. the Org Admin of an inactive organisation lists and creates no users', async () => {
    const closed = await signedIn('orgAdminC');
    await expectDenied(listUsers(closed, 'orgC'));
    await expectRefusal(
      closed.callables.createUser({
        role: 'Org Admin',
        email: 'closed.new@example.com',
        firstName: 'Closed',
        lastName: 'New',
        organisationId: 'orgC',
        divisionId: 'c1',
      }),
      'permission-denied',
    );
    expect((await closed.callables.changeUserCustomClaim('orgAdminC')).role).toBe('User');
  });

  it('4. " staff1@example.com" and an unverified staff e-mail are not staff', async () => {
    const response = await fetch(
      `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ' staff1@example.com', password: PASSWORD }),
      },
    );
    const { localId } = (await response.json()) as { localId: string };
    // Even verified, the lookalike does not match the list.
    await adminAuth.updateUser(localId, { emailVerified: true });
    await adminDb
      .collection('users')
      .doc(localId)
      .set(userDocument({ uid: localId, organisation: 'orgK', role: 'User' }));
    const lookalike = await signInWithPassword(' staff1@example.com');
    const unverified = await signedIn('unverifiedStaff');
    for (const client of [lookalike, unverified]) {
      const uid = client.auth.currentUser?.uid ?? '';
      expect((await client.callables.changeUserCustomClaim(uid)).staff).toBe(false);
      await expectDenied(listUsers(client, 'orgB'));
      await expectDenied(getDoc(doc(client.db, 'organisations', 'orgB')));
    }
    expect((await staff.callables.changeUserCustomClaim('staff')).staff).toBe(true);
  });

  it('6a. callables answer invalid-argument, never internal, for unusable ids', async () => {
    for (const id of ['__x__', 'x'.repeat(129), 'evil/sub/doc', '.', '..']) {
      await expectRefusal(
        kyndAdmin.callables.scheduleOrgScoreCalculation({ organisationId: id }),
        'invalid-argument',
      );
      await expectRefusal(kyndAdmin.callables.changeUserCustomClaim(id), 'invalid-argument');
      await expectRefusal(kyndAdmin.callables.deleteUserPersonalData(id), 'invalid-argument');
      await expectRefusal(
        kyndAdmin.callables.setNewPassword({ userId: id, password: 'Long-enough-1' }),
        'invalid-argument',
      );
      await expectRefusal(
        kyndAdmin.callables.updateOrgScoresIndustry({ organisationId: id, industry: 'Accounting' }),
        'invalid-argument',
      );
      await expectRefusal(
        kyndAdmin.callables.updateUser({
          action: 'setSubscription',
          userId: id,
          isSubscriptionUser: true,
        }),
        'invalid-argument',
      );
      await expectRefusal(
        kyndAdmin.callables.registerUsersNotifications({
          usersIds: [id],
          notification: { title: 'T', body: 'B' },
        }),
        'invalid-argument',
      );
    }
    await expectRefusal(
      kyndAdmin.callables.scheduleOrgScoreCalculation({
        organisationId: 'orgA',
        divisionId: '__x__',
      }),
      'invalid-argument',
    );
    // An id that is merely unknown is not found.
    await expectRefusal(
      kyndAdmin.callables.scheduleOrgScoreCalculation({ organisationId: '__x' }),
      'not-found',
    );
  }, 120_000);

  it('6b. a reserved or slash-bearing division id never reaches the score calculation', async () => {
    const divisions = [
      { id: 'a1', name: 'Division a1' },
      { id: '__x__', name: 'Reserved' },
      { id: 'evil/sub/doc', name: 'Slash' },
      { id: 'a.b', name: 'Dot' },
    ];
    await adminDb.collection('organisations').doc('orgB').update({ divisions });
    await kyndAdmin.callables.scheduleOrgScoreCalculation({ organisationId: 'orgB' });
    const scores = await storedScoreSets(adminDb, 'orgB');
    expect(Object.keys(scores).sort()).toEqual(['a1', 'all']);
    const histories = await adminDb
      .collection(SCORES_HISTORY_COLLECTION)
      .where('organisationId', '==', 'orgB')
      .get();
    const divisionIds = new Set(histories.docs.map((history) => history.get('divisionId')));
    expect(divisionIds).toContain('a1');
    for (const unsafe of ['__x__', 'evil/sub/doc', 'a.b', 'evil']) {
      expect(divisionIds).not.toContain(unsafe);
    }
    // Nothing was written under the slash id's would-be sub-collection.
    const planted = await adminDb
      .collection(SCORES_HISTORY_COLLECTION)
      .doc('orgB_evil')
      .collection('sub')
      .get();
    expect(planted.empty).toBe(true);
  });

  it('7. the signed-out helpers answer resource-exhausted past their limits', async () => {
    const { perValue, perClient } = SIGNED_OUT_LOOKUP_LIMITS;
    for (let call = 0; call < perValue; call += 1) {
      expect(await anonymous.callables.getUserByPhone('+64210000777')).toBe(false);
    }
    await expectRefusal(anonymous.callables.getUserByPhone('+64210000777'), 'resource-exhausted');
    for (let call = 0; call < perValue; call += 1) {
      expect(await anonymous.callables.checkIfUserIsMigrated('usera2@example.com')).toBe(false);
    }
    await expectRefusal(
      anonymous.callables.checkIfUserIsMigrated('usera2@example.com'),
      'resource-exhausted',
    );
    // One client asking about many numbers is stopped too (perValue calls made already).
    let refusedAt = -1;
    for (let call = perValue + 1; call <= perClient + 1; call += 1) {
      try {
        await anonymous.callables.getUserByPhone(`+642100${String(call).padStart(5, '0')}`);
      } catch (error) {
        expect(error).toMatchObject({ code: 'functions/resource-exhausted' });
        refusedAt = call;
        break;
      }
    }
    expect(refusedAt).toBe(perClient + 1);
    // A header naming another address does not make a new client (functions/src/rateLimit.ts).
    expect(
      await callWithHeaders('getUserByPhone', '+64210099999', {
        'X-Forwarded-For': '198.51.100.23',
      }),
    ).toEqual({ status: 429, error: 'RESOURCE_EXHAUSTED' });
    // The counters are server-only.
    await expectDenied(getDocs(collection(anonymous.db, 'rateLimits')));
    // Some sixty calls one after another: 8 s on an idle machine, four times that under load.
  }, 180_000);
});
