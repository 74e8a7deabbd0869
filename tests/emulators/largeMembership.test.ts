// No document grows with the number of members (docs/app-contract.md "The employees list"):
// 10,500 members are written to one organisation and to the Subscriptions organisation (users documents with
// docs/product.md §3's fields only, and each organisation's employees list as the callables'
// one rule, employeesListUpdate, leaves it after imports of 500), then one more joins each through
// the real doors: a sign-up with a code from the mobile app, and a Kynd Admin's reactivation as a
// subscription user. Both succeed, the organisation documents stay far from Firestore's 1 MiB,
// and the counts are of the 10,500 users, not of the lists.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEV_SUBSCRIPTIONS_ORGANISATION_ID } from '@/config/environment';
import { codeDocumentId } from '@/domain/codes';
import { EMPLOYEES_LIST_LIMIT, employeesListUpdate } from '@/domain/employeesList';
import { pauseTriggers } from '../../scripts/local-stack';
import { closeApp, connectApp, signUp, type AppClient } from '../../scripts/app';
import { writeCountedScores } from '../../scripts/seed/large';
import { batchedWriter } from '../../scripts/seed/writes';
import { TRIGGER_WAIT_MS, currentStack, usesTriggers } from '../helpers/stack';
import {
  PASSWORD,
  closeClients,
  createAccounts,
  createAdmin,
  resetEmulators,
  signInWithPassword,
} from './functionsHarness';

usesTriggers();

const admin = createAdmin('large-membership');
const db = admin.db;
/** The employees list's bound and one import of 500 beyond it. */
const MEMBERS = EMPLOYEES_LIST_LIMIT + 500;
const BIG = 'orgBig';
const SUBSCRIPTIONS = DEV_SUBSCRIPTIONS_ORGANISATION_ID;
const AT = Timestamp.fromDate(new Date('2026-01-10T00:00:00Z'));
/** Well under Firestore's 1 MiB a document: the list's bound leaves the rest ample room. */
const DOCUMENT_BYTES_AT_MOST = 400_000;

const organisation = (id: string, name: string) => ({
  name,
  address: '1 Quay Street',
  phone: '',
  isActive: true,
  industry: 'Construction',
  divisions: [{ id: `${id}-default`, name: 'Default division' }],
  managers: [],
  employees: [],
  customQuestionnaires: [],
  createdAt: AT,
});

/** A member as the app leaves it: docs/product.md §3's fields, nothing the seed alone adds. */
function member(uid: string, organisationId: string, name: string): DocumentData {
  return {
    id: uid,
    firstName: 'Member',
    lastName: uid,
    email: `${uid.toLowerCase()}@example.com`,
    role: 'User',
    organisation: { id: organisationId, name },
    division: { id: `${organisationId}-default`, name: 'Default division' },
    isActive: true,
    isSubscriptionUser: organisationId === SUBSCRIPTIONS,
    createdAt: AT,
    updatedAt: AT,
  };
}

/** Joins only: a union is the ids it adds. */
const adding = { union: (ids: readonly string[]) => [...ids], remove: (): string[] => [] };

/** The list and flag the callables' rule leaves after `ids` joined, 500 at a time. */
function listAfterJoining(ids: readonly string[]): DocumentData {
  let state: { employees: string[]; employeesListCapped?: true } = { employees: [] };
  for (let start = 0; start < ids.length; start += 500) {
    const update = employeesListUpdate(state, { add: ids.slice(start, start + 500) }, adding);
    state = {
      employees: [...state.employees, ...(update.employees ?? [])],
      ...(state.employeesListCapped || update.employeesListCapped
        ? { employeesListCapped: true as const }
        : {}),
    };
  }
  return state;
}

/**
 * Writes `count` members of the organisation with the triggers paused (none of it is theirs), and
 * the score documents their triggers would have left: otherwise the sign-up's calculation would
 * be the organisation's first, a recount of all 10,500.
 */
async function writeMembers(
  organisationId: string,
  name: string,
  count: number,
  others: readonly (DocumentData & { id: string })[] = [],
): Promise<void> {
  const members = [
    ...Array.from({ length: count }, (_, index) => {
      const id = `${organisationId}-m${index}`;
      return { ...member(id, organisationId, name), id };
    }),
    ...others,
  ];
  const writer = batchedWriter(db);
  for (const data of members) writer.set(db.doc(`users/${data.id}`), data);
  writer.set(db.doc(`organisations/${organisationId}`), {
    ...organisation(organisationId, name),
    ...listAfterJoining(members.map(({ id }) => id)),
  });
  // The organisation document is written whole before its count is merged into it.
  await writer.flush();
  await writeCountedScores(db, writer, members, [organisationId], AT.toDate());
  await writer.flush();
}

const bytesOf = (data: DocumentData | undefined) => Buffer.byteLength(JSON.stringify(data ?? {}));

async function organisationData(id: string): Promise<DocumentData> {
  return (await db.doc(`organisations/${id}`).get()).data() ?? {};
}

async function employeeCountIs(organisationId: string, count: number): Promise<void> {
  await expect
    .poll(async () => (await organisationData(organisationId)).employeeCount, {
      timeout: TRIGGER_WAIT_MS,
      interval: 500,
      message: `employeeCount of ${organisationId}`,
    })
    .toBe(count);
}

let app: AppClient | undefined;

beforeAll(async () => {
  await resetEmulators();
  const resume = await pauseTriggers(currentStack().offset);
  try {
    // The one who will join Subscriptions: an inactive User of the big organisation.
    const leaver = {
      ...member('leaver', BIG, 'Big Builders'),
      id: 'leaver',
      isActive: false,
      isSubscriptionUser: true,
    };
    await writeMembers(BIG, 'Big Builders', MEMBERS - 1, [leaver]);
    await writeMembers(SUBSCRIPTIONS, 'Subscriptions', MEMBERS - 1);
    await db.doc(`users/kyndAdmin`).set({
      ...member('kyndAdmin', 'orgKynd', 'Kynd'),
      role: 'Kynd Admin',
    });
    await db.doc(`organisations/orgKynd`).set(organisation('orgKynd', 'Kynd'));
    await db.doc(`codes/${codeDocumentId('JOINBIG')}`).set({
      code: 'JOINBIG',
      organisationId: BIG,
      organisationName: 'Big Builders',
      divisionId: `${BIG}-default`,
      divisionName: 'Default division',
      isActive: true,
      currentUsage: 0,
      maximumUsage: 10,
    });
  } finally {
    await resume();
  }
  await createAccounts(admin.auth, [{ uid: 'kyndAdmin', email: 'kyndadmin@example.com' }]);
}, 600_000);

afterAll(async () => {
  if (app) await closeApp(app);
  await closeClients();
  // Its 21,000 users go before the next file, without their events.
  const resume = await pauseTriggers(currentStack().offset);
  try {
    await resetEmulators();
  } finally {
    await resume();
  }
  await admin.close();
}, 600_000);

it(
  'takes a 10,500th member into an organisation and into Subscriptions, every document bounded',
  async () => {
    const written = await organisationData(BIG);
    expect(written.employees).toHaveLength(EMPLOYEES_LIST_LIMIT);
    expect(written.employeesListCapped).toBe(true);

    // A sign-up with a code from the app: the 10,500th member of the organisation.
    app = connectApp();
    const { uid } = await signUp(app, {
      email: 'newcomer@example.com',
      password: PASSWORD,
      code: 'JOINBIG',
      firstName: 'Ngaio',
      lastName: "O'Brien",
    });
    expect((await db.doc(`users/${uid}`).get()).get('organisation')).toEqual({
      id: BIG,
      name: 'Big Builders',
    });

    // A Kynd Admin reactivates an inactive User as a subscription user: Subscriptions' 10,500th.
    const kyndAdmin = await signInWithPassword('kyndadmin@example.com');
    await kyndAdmin.callables.updateUser({
      action: 'setActive',
      userId: 'leaver',
      isActive: true,
      subscription: true,
    });
    expect((await db.doc('users/leaver').get()).get('organisation')).toMatchObject({
      id: SUBSCRIPTIONS,
    });

    // The members counted, not the lists, which stayed at their bound.
    await employeeCountIs(BIG, MEMBERS);
    await employeeCountIs(SUBSCRIPTIONS, MEMBERS);
    for (const id of [BIG, SUBSCRIPTIONS]) {
      const data = await organisationData(id);
      expect(data.employees).toHaveLength(EMPLOYEES_LIST_LIMIT);
      expect(data.employees).not.toContain(uid);
      expect(data.employees).not.toContain('leaver');
      expect(data.employeesListCapped).toBe(true);
      expect(bytesOf(data)).toBeLessThan(DOCUMENT_BYTES_AT_MOST);
    }
    // The sign-up's seat is counted on its code, whatever the organisation's size.
    expect((await db.doc(`codes/${codeDocumentId('JOINBIG')}`).get()).get('currentUsage')).toBe(1);
  },
  3 * TRIGGER_WAIT_MS,
);
