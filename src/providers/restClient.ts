// The app's one REST client, made without Firebase's SDKs for boot.ts. Until Auth has restored the
// user, the ID token it keeps in local storage serves the reads (storedCredentials); then Auth's.
import { currentEnvironment } from '@/config/environment';
import { parsePortOffset, stackPorts } from '@/config/ports';
import {
  createFirestoreRest,
  type FirestoreRest,
  type RestCredentials,
} from '@/providers/firestoreRest';
import { storedCredentials } from '@/providers/storedCredentials';

type Credentials = () => Promise<RestCredentials | null>;

/** The name Firebase gives the app `initializeApp` makes without one. */
const DEFAULT_APP_NAME = '[DEFAULT]';

let handOver: (credentials: Credentials) => void = () => undefined;
const fromAuth = new Promise<Credentials>((resolve) => {
  handOver = resolve;
});
let restored = false;
let client: FirestoreRest | undefined;

/** The local stack's ports, shifted by the build's KYND_PORT_OFFSET. */
export const appPorts = () => stackPorts(parsePortOffset(import.meta.env.KYND_PORT_OFFSET));

export function restClient(): FirestoreRest {
  if (client) return client;
  const { firebase, useEmulators, emulatorHost } = currentEnvironment();
  const ports = appPorts();
  const app = { name: DEFAULT_APP_NAME, options: firebase };
  client = createFirestoreRest({
    origin: useEmulators
      ? `http://${emulatorHost}:${ports.firestore}`
      : 'https://firestore.googleapis.com',
    projectId: firebase.projectId,
    credentials: async () => (restored ? null : storedCredentials(app)) ?? (await fromAuth)(),
  });
  return client;
}

/** Auth's credentials serve the reads from now on, and alone once `restoredUser` has settled. */
export function handRestToAuth(credentials: Credentials, restoredUser: Promise<void>): void {
  void restoredUser.then(() => {
    restored = true;
  });
  handOver(credentials);
}
