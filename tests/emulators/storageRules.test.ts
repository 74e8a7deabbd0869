// storage.rules as the local Storage emulator enforces it (scripts/storage-emulator.ts evaluates
// src/domain/storagePolicy.ts; src/domain/storagePolicy.test.ts checks storage.rules says the same):
// real accounts of the Auth emulator, their users documents in the Firestore emulator, and the
// app's own file storage provider uploading through the client SDK.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  connectStorageEmulator,
  deleteObject,
  getDownloadURL,
  getMetadata,
  getStorage,
  ref,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectToEmulators, type SeedTarget } from '../../scripts/seed/emulators';
import { STORAGE_IMAGE_MAX_BYTES } from '../../src/domain/storagePolicy';
import { createFileStorage } from '../../src/providers/fileStorage';
import { resetAll } from '../helpers/reset';
import { currentStack } from '../helpers/stack';

const stack = currentStack();
const PASSWORD = 'storage-rules-1';

interface Account {
  uid: string;
  email: string;
  role: string;
  isActive: boolean;
}

const ACCOUNTS = {
  provider: { uid: 'st-provider', email: 'st.provider@example.com', role: 'Kynd Admin' },
  inactiveProvider: { uid: 'st-inactive', email: 'st.inactive@example.com', role: 'Kynd Admin' },
  // On the allow list (src/domain/staff.ts): enters the dashboard, but does not write files.
  staff: { uid: 'st-staff', email: 'staff1@example.com', role: 'User' },
  orgAdmin: { uid: 'st-org-admin', email: 'st.org.admin@example.com', role: 'Org Admin' },
  noDocument: { uid: 'st-no-doc', email: 'st.nodoc@example.com', role: '' },
} as const;
type Who = keyof typeof ACCOUNTS;

let admin: SeedTarget;
const apps: FirebaseApp[] = [];
const storages = new Map<Who | 'signedOut', FirebaseStorage>();

function clientApp(name: string): FirebaseApp {
  const app = initializeApp(
    {
      projectId: stack.projectId,
      apiKey: 'demo-key',
      storageBucket: `${stack.projectId}.appspot.com`,
    },
    `storage-rules-${name}`,
  );
  apps.push(app);
  return app;
}

async function signedInStorage(who: Who): Promise<FirebaseStorage> {
  const app = clientApp(who);
  const auth = getAuth(app);
  connectAuthEmulator(auth, stack.urls.auth, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, ACCOUNTS[who].email, PASSWORD);
  const storage = getStorage(app);
  connectStorageEmulator(storage, '127.0.0.1', stack.ports.storage);
  return storage;
}

function storageOf(who: Who | 'signedOut'): FirebaseStorage {
  const storage = storages.get(who);
  if (!storage) throw new Error(`no storage for ${who}`);
  return storage;
}

const jpegBytes = (size = 2_000) => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
};

const upload = (who: Who | 'signedOut', path: string, contentType = 'image/jpeg', size?: number) =>
  uploadBytes(ref(storageOf(who), path), jpegBytes(size), { contentType });

const refused = { code: 'storage/unauthorized' };

const STORAGE_ORGANISATION = 'org-storage';

async function setUser(account: Account): Promise<void> {
  await admin.db.doc(`users/${account.uid}`).set({
    firstName: account.uid,
    lastName: 'Test',
    email: account.email,
    role: account.role,
    isActive: account.isActive,
    organisation: { id: STORAGE_ORGANISATION, name: 'Storage' },
  });
}

beforeAll(async () => {
  await resetAll();
  admin = connectToEmulators(stack.projectId, stack.offset);
  await admin.db
    .doc(`organisations/${STORAGE_ORGANISATION}`)
    .set({ name: 'Storage', isActive: true });
  for (const [who, account] of Object.entries(ACCOUNTS) as [Who, (typeof ACCOUNTS)[Who]][]) {
    await admin.auth.createUser({ uid: account.uid, email: account.email, password: PASSWORD });
    if (who !== 'noDocument') {
      await setUser({ ...account, isActive: who !== 'inactiveProvider' });
    }
    storages.set(who, await signedInStorage(who));
  }
  const signedOut = getStorage(clientApp('signed-out'));
  connectStorageEmulator(signedOut, '127.0.0.1', stack.ports.storage);
  storages.set('signedOut', signedOut);
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await resetAll();
});

describe('storage rules on the local emulator', () => {
  it('lets an active Kynd Admin upload with progress, read the download URL and delete', async () => {
    const files = createFileStorage(storageOf('provider'));
    const progress: number[] = [];
    const stored = await files.uploadImage('article', new Blob([jpegBytes(50_000)]), {
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(stored.path).toBe(`images/article/${stored.name}`);
    expect(progress.at(-1)).toBe(1);

    const download = await fetch(stored.url);
    expect(download.status).toBe(200);
    expect((await download.arrayBuffer()).byteLength).toBe(50_000);
    expect((await getMetadata(ref(storageOf('orgAdmin'), stored.path))).contentType).toBe(
      'image/jpeg',
    );

    expect(await files.deleteImageAt(stored.url)).toBe(true);
    await expect(getMetadata(ref(storageOf('provider'), stored.path))).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
  });

  it('refuses uploads from allow-listed staff, organisation admins, inactive admins, callers without a users document and signed-out visitors', async () => {
    for (const who of [
      'staff',
      'orgAdmin',
      'inactiveProvider',
      'noDocument',
      'signedOut',
    ] as const) {
      await expect(upload(who, `images/author/${who}`), who).rejects.toMatchObject(refused);
    }
    await expect(upload('provider', 'images/author/provider')).resolves.toBeDefined();
  });

  it('refuses files that are not raster images, files at the size bound, and other folders', async () => {
    await expect(upload('provider', 'images/article/page', 'text/html')).rejects.toMatchObject(
      refused,
    );
    await expect(
      upload('provider', 'images/article/drawing', 'image/svg+xml'),
    ).rejects.toMatchObject(refused);
    await expect(
      upload('provider', 'images/article/huge', 'image/jpeg', STORAGE_IMAGE_MAX_BYTES),
    ).rejects.toMatchObject(refused);
    await expect(upload('provider', 'images/other/x')).rejects.toMatchObject(refused);
    await expect(upload('provider', 'users/x')).rejects.toMatchObject(refused);
    await expect(
      upload('provider', 'images/article/just-under', 'image/png', STORAGE_IMAGE_MAX_BYTES - 1),
    ).resolves.toBeDefined();
  });

  it('lets any signed-in user read an image but only the provider delete it, and nobody signed out read it', async () => {
    const path = 'images/article/shared';
    await upload('provider', path);
    for (const who of ['staff', 'orgAdmin', 'noDocument'] as const) {
      await expect(getDownloadURL(ref(storageOf(who), path)), who).resolves.toContain('token=');
      await expect(deleteObject(ref(storageOf(who), path)), who).rejects.toMatchObject(refused);
    }
    await expect(getMetadata(ref(storageOf('signedOut'), path))).rejects.toMatchObject(refused);
    await expect(deleteObject(ref(storageOf('provider'), path))).resolves.toBeUndefined();
  });

  it('reads the role and status on every request: a deactivated admin is refused at once', async () => {
    await expect(upload('provider', 'images/author/before')).resolves.toBeDefined();
    await setUser({ ...ACCOUNTS.provider, isActive: false });
    try {
      await expect(upload('provider', 'images/author/after')).rejects.toMatchObject(refused);
    } finally {
      await setUser({ ...ACCOUNTS.provider, isActive: true });
    }
    await expect(upload('provider', 'images/author/again')).resolves.toBeDefined();
  });

  it('refuses the provider of an inactive organisation at once', async () => {
    const organisation = admin.db.doc(`organisations/${STORAGE_ORGANISATION}`);
    await organisation.update({ isActive: false });
    try {
      await expect(upload('provider', 'images/author/switched-off')).rejects.toMatchObject(refused);
    } finally {
      await organisation.update({ isActive: true });
    }
    await expect(upload('provider', 'images/author/switched-on')).resolves.toBeDefined();
  });
});
