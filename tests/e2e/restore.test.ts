// The harness's restore (tests/helpers/snapshot.ts): whatever a test file changed, the demo data
// comes back as the seed left it, Auth accounts included.
import { getAuth } from 'firebase-admin/auth';
import { connectToEmulators } from '../../scripts/seed/emulators';
import { DEMO_PASSWORD } from '../helpers/browser';
import { prepareDemoData, restoreDemoData } from '../helpers/snapshot';
import { currentStack } from '../helpers/stack';

const stack = currentStack();
const { app, db } = connectToEmulators(stack.projectId, stack.offset);
const auth = getAuth(app);

async function signIn(email: string, password: string): Promise<number> {
  const response = await fetch(
    `${stack.urls.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return response.status;
}

const harbour = db.doc('organisations/org-harbour-accounting');

it('puts back changed, added and deleted documents and accounts', async () => {
  await prepareDemoData();
  const name: unknown = (await harbour.get()).get('name');
  const alertCount = (await db.collection('questionnaireAlerts').count().get()).data().count;
  const orgAdmin = await auth.getUser('demo-org-admin');

  await harbour.update({ name: 'Renamed by a test' });
  await db.doc('industries/added-by-a-test').set({ name: 'Test industry' });
  const alerts = await db.collection('questionnaireAlerts').limit(2).get();
  await Promise.all(alerts.docs.map((doc) => doc.ref.delete()));
  await auth.updateUser('demo-org-admin', { password: 'changed-by-a-test', phoneNumber: null });
  await auth.setCustomUserClaims('demo-org-admin', { role: 'User' });
  await auth.deleteUser('demo-app-user');
  await auth.createUser({ uid: 'added-by-a-test', email: 'added@example.com' });

  await restoreDemoData();

  expect((await harbour.get()).get('name')).toBe(name);
  expect((await db.doc('industries/added-by-a-test').get()).exists).toBe(false);
  expect((await db.collection('questionnaireAlerts').count().get()).data().count).toBe(alertCount);
  expect(await signIn('org.admin@example.com', DEMO_PASSWORD)).toBe(200);
  const restored = await auth.getUser('demo-org-admin');
  expect([restored.customClaims, restored.phoneNumber]).toEqual([
    orgAdmin.customClaims,
    orgAdmin.phoneNumber,
  ]);
  expect(orgAdmin.phoneNumber).toBeTruthy();
  expect(await signIn('app.user@example.com', DEMO_PASSWORD)).toBe(200);
  await expect(auth.getUser('added-by-a-test')).rejects.toThrow();
});

it('restores before a file changes data only when a file before changed it', async () => {
  await prepareDemoData();
  const name: unknown = (await harbour.get()).get('name');
  await harbour.update({ name: 'Renamed by a test' });
  // The next file's beforeAll: the data was touched, so it is restored.
  await prepareDemoData();
  expect((await harbour.get()).get('name')).toBe(name);

  // Restored and untouched since, it is not restored again: a change made without
  // prepareDemoData() stays (which is why every file that changes data calls it first).
  await restoreDemoData();
  await harbour.update({ name: 'Changed without prepareDemoData' });
  await prepareDemoData();
  expect((await harbour.get()).get('name')).toBe('Changed without prepareDemoData');
  await restoreDemoData();
});
