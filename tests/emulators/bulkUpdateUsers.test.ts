// The Users list's bulk actions through the emulators, on the demo data (docs/product.md §2 Users
// list, §4, §6): a bulk change sent by chunks leaves the same stored documents as the same changes
// made one by one through updateUser (users, and the organisations' employees and managers);
// users the caller may not change are refused one by one, by name and with the reason, and stay as
// they were; callers without the right are refused whole.
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePortOffset } from '@/config/ports';
import { bulkChunks, emptyOutcome, mergeOutcomes, type BulkOutcome } from '@/domain/bulk';
import type { BulkUserChange, UpdateUserRequest } from '@/domain/callables';
import { DEMO_PASSWORD, seedDemoData } from '../../scripts/seed';
import {
  PROJECT_ID,
  closeClients,
  createAdmin,
  expectRefusal,
  resetEmulators,
  signInWithPassword,
  type Client,
} from './functionsHarness';

const admin = createAdmin('bulk-update-users-test');
const HARBOUR = 'org-harbour-accounting';
/** A Kynd Admin stored in Harbour, as another client would write one: SPEC §3 fields only. */
const KYND_ADMIN_IN_HARBOUR = 'bulk-kynd-admin-in-harbour';
/** A User of Harbour with SPEC §3 fields only: no lower-case names, no role. */
const PLAIN_USER = 'bulk-plain-user';

const users = () => admin.db.collection('users');
const organisations = () => admin.db.collection('organisations');

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
  const userSnapshots = await admin.db.getAll(...userIds.map((id) => users().doc(id)));
  const organisationSnapshots = await organisations().get();
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
  const userSnapshots = await admin.db.getAll(...userIds.map((id) => users().doc(id)));
  const organisationSnapshots = await organisations().get();
  return { users: userSnapshots, organisations: organisationSnapshots.docs };
}

async function putBack(documents: Awaited<ReturnType<typeof rawDocuments>>): Promise<void> {
  const batch = admin.db.batch();
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
  const outcome = await runInChunks(client, userIds, change, 15);
  expect(await stored(userIds)).toEqual(oneByOne);
  return outcome;
}

const fullName = (data: DocumentData | undefined) =>
  `${String(data?.firstName ?? '')} ${String(data?.lastName ?? '')}`.trim();

describe('bulkUpdateUsers on the demo data', () => {
  let kyndAdmin: Client;
  let orgAdmin: Client;
  /** Users (role User) of the demo data, 40 of them, made inactive. */
  let inactive: string[];

  beforeAll(async () => {
    await resetEmulators();
    await seedDemoData({
      projectId: PROJECT_ID,
      offset: parsePortOffset(process.env.KYND_PORT_OFFSET),
      log: () => {},
      appUsers: false,
    });
    const candidates = await users().where('role', '==', 'User').get();
    inactive = candidates.docs
      .filter((doc) => !doc.id.startsWith('demo-') && doc.get('organisation.id') !== undefined)
      .map((doc) => doc.id)
      .sort()
      .slice(0, 40);
    expect(inactive).toHaveLength(40);
    const batch = admin.db.batch();
    // As an inactivation leaves them (docs/product.md §4 User active/inactive).
    inactive.forEach((id) =>
      batch.update(users().doc(id), { isActive: false, isSubscriptionUser: true }),
    );
    batch.set(users().doc(KYND_ADMIN_IN_HARBOUR), {
      id: KYND_ADMIN_IN_HARBOUR,
      firstName: 'Kiri',
      lastName: 'Admin',
      email: 'kiri.admin@example.com',
      role: 'Kynd Admin',
      organisation: { id: HARBOUR, name: 'Harbour Accounting Partners' },
      isActive: true,
    });
    batch.set(users().doc(PLAIN_USER), {
      id: PLAIN_USER,
      firstName: 'Tama',
      lastName: 'Plain',
      email: 'tama.plain@example.com',
      organisation: { id: HARBOUR, name: 'Harbour Accounting Partners' },
      isActive: false,
    });
    batch.update(organisations().doc(HARBOUR), {
      employees: FieldValue.arrayUnion(KYND_ADMIN_IN_HARBOUR, PLAIN_USER),
    });
    await batch.commit();
    kyndAdmin = await signInWithPassword('provider.admin@example.com', DEMO_PASSWORD);
    orgAdmin = await signInWithPassword('org.admin@example.com', DEMO_PASSWORD);
  }, 600_000);

  afterAll(async () => {
    await closeClients();
    await admin.close();
  });

  it('activates 40 inactive users by chunks exactly as 40 single changes do', async () => {
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
    const harbourUsers = (await users().where('organisation.id', '==', HARBOUR).get()).docs
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
    const managers = (await organisations().doc(HARBOUR).get()).get('managers') as {
      id: string;
    }[];
    expect(managers.map((manager) => manager.id)).toEqual(expect.arrayContaining(harbourUsers));
  }, 300_000);

  it('refuses, user by user and with the reason, whom an Org Admin may not change', async () => {
    const otherOrganisationUser = (
      await users().where('organisation.id', '==', 'org-summit-builders').limit(1).get()
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
    expect((await users().doc(PLAIN_USER).get()).data()).toMatchObject({
      isActive: true,
      isSubscriptionUser: false,
    });
  }, 120_000);

  it("tells an Org Admin nothing of another organisation's user that it would not say of no user", async () => {
    const other = (
      await users().where('organisation.id', '==', 'org-summit-builders').limit(1).get()
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
    expect((await users().doc(other.id).get()).get('role')).toBe(other.get('role'));
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
});
