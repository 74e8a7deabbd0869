// The one Firebase app of the dashboard and its services, chosen by hostname (SPEC §1). On a local
// host they talk to the emulators of the local stack, whose ports follow KYND_PORT_OFFSET.
import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { FUNCTIONS_REGION } from '@/config/constants';
import { resolveEnvironment, type Environment } from '@/config/environment';
import { parsePortOffset, stackPorts } from '@/config/ports';

export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  functions: Functions;
  storage: FirebaseStorage;
  environment: Environment;
}

export function createFirebaseServices(environment: Environment, portOffset = 0): FirebaseServices {
  const app = initializeApp(environment.firebase);
  const auth = getAuth(app);
  const db = getFirestore(app);
  const functions = getFunctions(app, FUNCTIONS_REGION);
  const storage = getStorage(app);
  if (environment.useEmulators) {
    const host = environment.emulatorHost;
    const ports = stackPorts(portOffset);
    connectAuthEmulator(auth, `http://${host}:${ports.auth}`, { disableWarnings: true });
    connectFirestoreEmulator(db, host, ports.firestore);
    connectFunctionsEmulator(functions, host, ports.functions);
    connectStorageEmulator(storage, host, ports.storage);
  }
  return { app, auth, db, functions, storage, environment };
}

let services: FirebaseServices | undefined;

/** The app-wide services, created on first use (emulator connections can be made only once). */
export function getFirebaseServices(): FirebaseServices {
  services ??= createFirebaseServices(
    resolveEnvironment(window.location.hostname, import.meta.env),
    parsePortOffset(import.meta.env.KYND_PORT_OFFSET),
  );
  return services;
}
