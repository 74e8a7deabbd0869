// The migration that gives every users document a role (scripts/migrations), against the Firestore
// emulator: legacy role-less documents become findable by the Users list's filter. In a project
// whose functions the stack does not run, so that no trigger gives the roles first.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { setMissingUserRoles } from '../../scripts/migrations/setMissingUserRoles';
import { resetFirestore } from '../helpers/reset';

const PROJECT_ID = 'demo-kynd-user-roles';
const app = initializeApp({ projectId: PROJECT_ID }, `set-missing-user-roles-${Date.now()}`);
const admin = { db: getFirestore(app) };

beforeAll(async () => {
  await resetFirestore(PROJECT_ID);
});

afterAll(async () => {
  await deleteApp(app);
});

it("gives role-less and unknown-role users the role User, once, and finds them by role == 'User'", async () => {
  const at = new Date('2026-01-10T00:00:00Z');
  const users = {
    legacy1: { firstName: 'Legacy', updatedAt: at },
    legacy2: { firstName: 'Unknown', role: 'Admin', updatedAt: at },
    admin: { firstName: 'Kept', role: 'Org Admin', updatedAt: at },
    user: { firstName: 'Kept', role: 'User', updatedAt: at },
  };
  for (const [id, data] of Object.entries(users)) {
    await admin.db.collection('users').doc(id).set(data);
  }
  const usersFilter = async () =>
    (await admin.db.collection('users').where('role', '==', 'User').get()).docs
      .map((doc) => doc.id)
      .sort();
  expect(await usersFilter()).toEqual(['user']);

  expect(await setMissingUserRoles(admin.db, { dryRun: true })).toEqual({
    scanned: 4,
    updated: ['legacy1', 'legacy2'],
  });
  expect(await usersFilter()).toEqual(['user']);

  // Pages of three: the second page holds the last document.
  expect((await setMissingUserRoles(admin.db, { pageSize: 3 })).updated).toEqual([
    'legacy1',
    'legacy2',
  ]);
  expect(await usersFilter()).toEqual(['legacy1', 'legacy2', 'user']);
  const legacy = (await admin.db.collection('users').doc('legacy1').get()).data();
  expect(legacy).toMatchObject({ firstName: 'Legacy', role: 'User' });
  expect(legacy?.updatedAt.toDate()).toEqual(at);
  expect((await admin.db.collection('users').doc('admin').get()).get('role')).toBe('Org Admin');

  expect(await setMissingUserRoles(admin.db)).toEqual({ scanned: 4, updated: [] });
});
