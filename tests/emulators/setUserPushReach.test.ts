// The migration that gives every users document its push reach (scripts/migrations), against the
// Firestore emulator: the notification screen's count finds the users written before the trigger
// kept it. In a project whose functions the stack does not run, so that no trigger derives first.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { setUserPushReach } from '../../scripts/migrations/setUserPushReach';
import { resetFirestore } from '../helpers/reset';

const PROJECT_ID = 'demo-kynd-user-push-reach';
const app = initializeApp({ projectId: PROJECT_ID }, `set-user-push-reach-${Date.now()}`);
const db = getFirestore(app);

beforeAll(async () => {
  await resetFirestore(PROJECT_ID);
});

afterAll(async () => {
  await deleteApp(app);
});

it('gives every user its push reach, once, and the count finds those a push reaches', async () => {
  const at = new Date('2026-01-10T00:00:00Z');
  const organisation = { id: 'org-push', name: 'Push' };
  const users = {
    reached: { isReceivingPushNotifications: true, deviceToken: 'device-1' },
    emptyToken: { isReceivingPushNotifications: true, deviceToken: '' },
    noConsent: { isReceivingPushNotifications: false, deviceToken: 'device-2' },
    neither: {},
    kept: { isReceivingPushNotifications: true, deviceToken: 'device-3', isPushReachable: true },
  };
  for (const [id, data] of Object.entries(users)) {
    await db
      .collection('users')
      .doc(id)
      .set({ firstName: id, organisation, ...data, updatedAt: at });
  }
  const reached = async () =>
    (
      await db
        .collection('users')
        .where('organisation.id', '==', organisation.id)
        .where('isPushReachable', '==', true)
        .count()
        .get()
    ).data().count;
  expect(await reached()).toBe(1);

  expect(await setUserPushReach(db, { dryRun: true })).toEqual({
    scanned: 5,
    updated: ['emptyToken', 'neither', 'noConsent', 'reached'],
  });
  expect(await reached()).toBe(1);

  expect((await setUserPushReach(db, { pageSize: 2 })).updated).toEqual([
    'emptyToken',
    'neither',
    'noConsent',
    'reached',
  ]);
  expect(await reached()).toBe(2);
  const reachedUser = (await db.collection('users').doc('reached').get()).data();
  expect(reachedUser).toMatchObject({ isPushReachable: true, deviceToken: 'device-1' });
  expect(reachedUser?.updatedAt.toDate()).toEqual(at);
  expect((await db.collection('users').doc('noConsent').get()).get('isPushReachable')).toBe(false);

  expect(await setUserPushReach(db)).toEqual({ scanned: 5, updated: [] });
});
