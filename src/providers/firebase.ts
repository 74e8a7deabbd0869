// The Functions (with App Check) and Storage SDKs load on first use, out of the first load.
import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { FUNCTIONS_REGION } from '@/config/constants';
import { currentEnvironment, type Environment } from '@/config/environment';
import { startAppCheck } from '@/providers/appCheck';
import { once } from '@/providers/lazyCallables';
import { appPorts, handRestToAuth, restClient } from '@/providers/restClient';

function createFirebaseServices(environment: Environment) {
  const app = initializeApp(environment.firebase);
  // Saying so, instead of getAuth()'s defaults, spares every page load the probe of IndexedDB and
  // the check for a pending redirect, which delay the restored user.
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  const db = getFirestore(app);
  const host = environment.emulatorHost;
  const ports = appPorts();
  if (environment.useEmulators) {
    connectAuthEmulator(auth, `http://${host}:${ports.auth}`, { disableWarnings: true });
    connectFirestoreEmulator(db, host, ports.firestore);
  }
  const rest = restClient();
  handRestToAuth(async () => {
    await auth.authStateReady();
    const user = auth.currentUser;
    return user ? { token: await user.getIdToken(), uid: user.uid } : null;
  }, auth.authStateReady());
  const loadFunctions = once(async () => {
    const [{ connectFunctionsEmulator, getFunctions }] = await Promise.all([
      import('firebase/functions'),
      startAppCheck(app, environment.appCheck),
    ]);
    const functions = getFunctions(app, FUNCTIONS_REGION);
    if (environment.useEmulators) connectFunctionsEmulator(functions, host, ports.functions);
    return functions;
  });
  const loadStorage = once(async () => {
    const { connectStorageEmulator, getStorage } = await import('firebase/storage');
    const storage = getStorage(app);
    if (environment.useEmulators) connectStorageEmulator(storage, host, ports.storage);
    return storage;
  });
  return { app, auth, db, rest, loadFunctions, loadStorage, environment };
}

let services: ReturnType<typeof createFirebaseServices> | undefined;

/** Created on first use: emulator connections can be made only once. */
export function getFirebaseServices() {
  services ??= createFirebaseServices(currentEnvironment());
  return services;
}
