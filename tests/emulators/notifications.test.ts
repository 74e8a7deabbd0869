// Sending a notification against the emulators (docs/product.md §7): the recipients query and its count
// through the data provider as the app builds it (Firestore Lite, signed in as a Kynd Admin), and
// the delivery the create screen runs, through the real sendNotification and
// registerUsersNotifications callables. Every expectation is recounted here from the users
// collection with the admin SDK.
import type { DocumentData, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLOUR_LEVELS, type ColourLevel } from '@/config/constants';
import { SENT_PUSH_NOTIFICATIONS_COLLECTION } from '@/domain/callables';
import { claimsFor } from '@/domain/claims';
import { userDerivedFields } from '@/domain/derivedFields';
import {
  EMPTY_NOTIFICATION_DRAFT,
  PUSH_TOKENS_PER_CALL,
  recipientFilters,
  type NotificationDraft,
} from '@/domain/notifications';
import { createCall } from '@/providers/callables';
import { createDataProvider } from '@/providers/dataProvider';
import { DATA_SPECS } from '@/resources/registry';
import type { KyndDataProvider } from '@/providers/types';
import { deliverNotification } from '@/resources/notifications/deliverNotification';
import {
  closeClients,
  createAdmin,
  PASSWORD,
  resetEmulators,
  signInWithPassword,
} from './functionsHarness';
import { restOf } from './providerHarness';

const admin = createAdmin('notifications-test');
const adminDb = admin.db;
const adminAuth = admin.auth;

const ORGANISATION = 'orgPush';
const OTHER = 'orgOther';
/** More push recipients than one multicast takes, so that the delivery needs several calls. */
const USERS = 1_800;

/**
 * Every combination the query must tell apart: consent or not, a token, an empty token or none,
 * each colour or no result at all, and users of another organisation.
 */
function fixtureUser(index: number): DocumentData {
  const organisationId = index % 17 === 0 ? OTHER : ORGANISATION;
  const colour = index % 13 === 0 ? undefined : COLOUR_LEVELS[index % 3];
  const token = index % 7 === 0 ? undefined : index % 11 === 0 ? '' : `device-${index}`;
  const push = {
    isReceivingPushNotifications: index % 5 !== 0,
    ...(token === undefined ? {} : { deviceToken: token }),
  };
  return {
    firstName: `User${index}`,
    lastName: 'Push',
    // Written with the fields the trigger derives (the push reach the count asks): the count
    // does not wait for the trigger.
    ...userDerivedFields({ firstName: `User${index}`, lastName: 'Push', role: 'User', ...push }),
    organisation: { id: organisationId, name: organisationId },
    division: { id: `${organisationId}-default`, name: 'Default division' },
    isActive: true,
    ...push,
    ...(colour ? { scores: { body: { alcohol: { colour, value: 3 } } } } : {}),
    createdAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-01T00:00:00Z'),
  };
}

const KYND_ADMIN = {
  firstName: 'Kay',
  lastName: 'Admin',
  lowerFirstName: 'kay',
  lowerLastName: 'admin',
  email: 'kay.admin@example.com',
  role: 'Kynd Admin',
  organisation: { id: 'orgKynd', name: 'Kynd' },
  division: { id: 'orgKynd-default', name: 'Default division' },
  isActive: true,
};

interface Recount {
  matchedIds: string[];
  tokens: string[];
}

let seededUsers: QueryDocumentSnapshot[] = [];

/** The users the recipients query should select, from the users collection as read back. */
function recount(organisationId: string, colours?: ColourLevel[]): Recount {
  const matched = seededUsers.filter(
    (doc) =>
      doc.get('organisation.id') === organisationId &&
      (!colours || colours.includes(doc.get('scores.body.alcohol.colour') as ColourLevel)),
  );
  const tokens = matched
    .filter((doc) => {
      const token: unknown = doc.get('deviceToken');
      return (
        doc.get('isReceivingPushNotifications') === true &&
        typeof token === 'string' &&
        token !== ''
      );
    })
    .map((doc) => String(doc.get('deviceToken')));
  return { matchedIds: matched.map((doc) => doc.id).sort(), tokens: tokens.sort() };
}

let provider: KyndDataProvider;

beforeAll(async () => {
  await resetEmulators();

  const writes: [string, DocumentData][] = [
    ['users/kyndAdmin', KYND_ADMIN],
    ...Array.from(
      { length: USERS },
      (_, index) =>
        [`users/push-${String(index).padStart(4, '0')}`, fixtureUser(index)] as [
          string,
          DocumentData,
        ],
    ),
  ];
  for (let start = 0; start < writes.length; start += 450) {
    const batch = adminDb.batch();
    for (const [path, data] of writes.slice(start, start + 450)) batch.set(adminDb.doc(path), data);
    await batch.commit();
  }
  for (const id of [ORGANISATION, OTHER, 'orgKynd']) {
    await adminDb.doc(`organisations/${id}`).set({ name: id, isActive: true });
  }
  seededUsers = (await adminDb.collection('users').get()).docs;
  await adminAuth.createUser({ uid: 'kyndAdmin', email: KYND_ADMIN.email, password: PASSWORD });
  await adminAuth.setCustomUserClaims('kyndAdmin', { ...claimsFor(KYND_ADMIN) });

  const { auth, db, functions } = await signInWithPassword(KYND_ADMIN.email);
  provider = createDataProvider({
    resources: DATA_SPECS,
    db,
    rest: restOf(auth),
    getScope: () => ({ kind: 'all' }),
    loadCall: async () => createCall(functions),
    getUid: () => auth.currentUser?.uid ?? null,
  });
}, 120_000);

afterAll(async () => {
  await closeClients();
  await admin.close();
});

const general: NotificationDraft = {
  ...EMPTY_NOTIFICATION_DRAFT,
  organisationId: ORGANISATION,
  title: 'Check-in week',
  body: 'Complete your questionnaires this week.',
};
const risk: NotificationDraft = {
  ...general,
  type: 'risk-level',
  title: 'About your Alcohol result',
  body: 'A few tips to cut down are waiting in the app.',
  measurement: 'Alcohol',
  color: ['orange', 'red'],
};

describe('the recipients query (docs/product.md §7)', () => {
  it('counts the users a general notification reaches: consent and a device token', async () => {
    const expected = recount(ORGANISATION);
    const filters = recipientFilters(general);
    expect(filters).not.toBeNull();
    expect(await provider.countRecipients(filters ?? [])).toBe(expected.tokens.length);
    const { recipients, ids } = await provider.getRecipients(filters ?? []);
    expect(recipients.map((recipient) => recipient.deviceToken).sort()).toEqual(expected.tokens);
    expect([...ids].sort()).toEqual(expected.matchedIds);
  });

  it("selects a risk-level notification's users by the measurement's colours", async () => {
    for (const colours of [['red'], ['orange', 'red'], [...COLOUR_LEVELS]] as ColourLevel[][]) {
      const expected = recount(ORGANISATION, colours);
      const filters = recipientFilters({ ...risk, color: colours }) ?? [];
      expect(await provider.countRecipients(filters)).toBe(expected.tokens.length);
      const { recipients, ids } = await provider.getRecipients(filters);
      expect(recipients.map((recipient) => recipient.deviceToken).sort()).toEqual(expected.tokens);
      expect([...ids].sort()).toEqual(expected.matchedIds);
    }
  });
});

describe('delivering a risk-level notification', () => {
  it('pushes to exactly the selected tokens in multicasts of 500, registers it on every matched user and stores it', async () => {
    const expected = recount(ORGANISATION, ['orange', 'red']);
    expect(expected.tokens.length).toBeGreaterThan(PUSH_TOKENS_PER_CALL);

    const pushedTo = await deliverNotification(provider, risk);
    expect(pushedTo).toBe(expected.tokens.length);

    const pushes = await adminDb
      .collection(SENT_PUSH_NOTIFICATIONS_COLLECTION)
      .where('notification.title', '==', risk.title)
      .get();
    const sizes = pushes.docs.map((doc) => (doc.get('tokens') as string[]).length);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(PUSH_TOKENS_PER_CALL);
    expect(sizes.length).toBe(Math.ceil(expected.tokens.length / PUSH_TOKENS_PER_CALL));
    const pushed = pushes.docs.flatMap((doc) => doc.get('tokens') as string[]).sort();
    expect(pushed).toEqual(expected.tokens);

    const users = await adminDb.collection('users').get();
    const registered = users.docs
      .filter((doc) =>
        ((doc.get('notifications') as { title?: string }[] | undefined) ?? []).some(
          (entry) => entry.title === risk.title,
        ),
      )
      .map((doc) => doc.id)
      .sort();
    expect(registered).toEqual(expected.matchedIds);

    const sent = await adminDb.collection(`organisations/${ORGANISATION}/notifications`).get();
    expect(sent.docs.map((doc) => doc.data())).toEqual([
      {
        title: risk.title,
        body: risk.body,
        color: ['red', 'orange'],
        measurement: 'Alcohol',
        createdAt: expect.anything(),
        lastChangedBy: 'kyndAdmin',
        lastChangedAt: expect.anything(),
      },
    ]);
    const listed = await provider.getList('notifications', {
      filter: { organisationId: ORGANISATION },
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
    });
    expect(listed.data.map((record) => record.title)).toEqual([risk.title]);
  }, 120_000);
});
