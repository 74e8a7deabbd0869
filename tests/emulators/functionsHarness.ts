// Shared by the tests that call the functions through the Functions emulator: the admin SDK for
// fixtures and for reading results back, client apps signed in through the Auth emulator, and the
// emulators' reset. Importing it points the admin SDK at the test stack (KYND_PORT_OFFSET).
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import {
  getFirestore as getAdminFirestore,
  type DocumentData,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  signInAnonymously,
  signInWithEmailAndPassword,
  type Auth,
} from 'firebase/auth';
import {
  connectFirestoreEmulator,
  getFirestore,
  setLogLevel,
  type Firestore,
} from 'firebase/firestore/lite';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { request } from 'node:http';
import { FUNCTIONS_REGION } from '@/config/constants';
import { parsePortOffset, stackPorts } from '@/config/ports';
import { USER_DIRECTORY_COLLECTION, USERS_COLLECTION } from '@/domain/collections';
import { SCORES_SUBCOLLECTION } from '@/domain/scoreDocuments';
import { directoryEntryOf } from '@/domain/userDirectory';
import { unsignedAppCheckToken } from '@/providers/appCheck';
import { WITHHELD_SCORES_SUBCOLLECTION } from '@/domain/withheldFigures';
import { createCallables, type Callables } from '../../scripts/app';
import { startEmulatorAppCheck } from '../../scripts/lib/emulatorAppCheck';
import { resetAuth, resetFirestore } from '../helpers/reset';

export const PROJECT_ID = 'demo-kynd';
const APP_ID = '1:000000000000:web:0000000000000000';
export const PASSWORD = 'Test-pass-2026';
export const ports = stackPorts(parsePortOffset(process.env.KYND_PORT_OFFSET));
export const firestoreHost = `127.0.0.1:${ports.firestore}`;
export const authHost = `127.0.0.1:${ports.auth}`;
process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;

export function createAdmin(name: string) {
  const app = initializeAdminApp({ projectId: PROJECT_ID }, `${name}-${Date.now()}`);
  return {
    app,
    db: getAdminFirestore(app),
    auth: getAdminAuth(app),
    close: () => deleteAdminApp(app),
  };
}

/**
 * Adds to a batch a users document as the server writes it: with its directory entry
 * (src/domain/userDirectory.ts), which the administrators' reads need at once.
 */
export function setUser(
  batch: WriteBatch,
  db: ReturnType<typeof getAdminFirestore>,
  uid: string,
  user: DocumentData,
): void {
  batch.set(db.collection(USERS_COLLECTION).doc(uid), user);
  const entry = directoryEntryOf(uid, user);
  if (entry) batch.set(db.collection(USER_DIRECTORY_COLLECTION).doc(uid), entry);
}

/**
 * An organisation's stored score documents by scope (src/domain/scoreDocuments), or their twins
 * of withheld figures (src/domain/withheldFigures).
 */
export async function storedScoreSets(
  db: ReturnType<typeof getAdminFirestore>,
  organisationId: string,
  collection: string = SCORES_SUBCOLLECTION,
): Promise<Record<string, DocumentData>> {
  const snapshot = await db
    .collection('organisations')
    .doc(organisationId)
    .collection(collection)
    .get();
  return Object.fromEntries(snapshot.docs.map((document) => [document.id, document.data()]));
}

/** An organisation's figures by scope as a Kynd Admin reads them: each withheld one's twin. */
export async function storedFigures(
  db: ReturnType<typeof getAdminFirestore>,
  organisationId: string,
): Promise<Record<string, DocumentData>> {
  const [readable, twins] = await Promise.all([
    storedScoreSets(db, organisationId),
    storedScoreSets(db, organisationId, WITHHELD_SCORES_SUBCOLLECTION),
  ]);
  return Object.fromEntries(
    Object.entries(readable).map(([scope, data]) => [
      scope,
      data.withheld === true ? (twins[scope] ?? data) : data,
    ]),
  );
}

/** An organisation as the dashboard creates it (docs/product.md §3), with its people listed. */
export function organisationFixture(
  id: string,
  organisation: { industry: string; divisions: readonly string[] },
  members: readonly { uid: string; role?: string }[],
  createdAt: Date,
): DocumentData {
  return {
    name: id.toUpperCase(),
    address: '1 Test Street',
    phone: '',
    isActive: true,
    industry: organisation.industry,
    divisions: organisation.divisions.map((division) => ({ id: division, name: division })),
    employees: members.map((member) => member.uid),
    managers: members
      .filter((member) => member.role === 'Org Admin')
      .map((member) => ({ id: member.uid, name: `${member.uid} Test` })),
    customQuestionnaires: [],
    createdAt,
  };
}

/** Auth accounts of the fixtures' people, with the test password where they have an e-mail. */
export async function createAccounts(
  auth: ReturnType<typeof getAdminAuth>,
  people: readonly { uid: string; email?: string }[],
): Promise<void> {
  for (const person of people) {
    await auth.createUser({
      uid: person.uid,
      ...(person.email ? { email: person.email, password: PASSWORD, emailVerified: true } : {}),
    });
  }
}

/**
 * Calls a callable over plain HTTP, as any client can, with headers of the caller's choosing (an
 * unsigned App Check token is added, as the SDK clients send one). Answers the HTTP status and the
 * callable protocol's error status, if any.
 */
export function callWithHeaders(
  name: string,
  data: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; error?: string }> {
  const body = JSON.stringify({ data });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: '127.0.0.1',
        port: ports.functions,
        path: `/${PROJECT_ID}/${FUNCTIONS_REGION}/${name}`,
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Firebase-AppCheck': unsignedAppCheckToken(APP_ID, PROJECT_ID),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const parsed = JSON.parse(text) as { error?: { status?: string } };
          resolve({ status: response.statusCode ?? 0, error: parsed.error?.status });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Clears the project's documents (its triggers paused meanwhile) and accounts. */
export async function resetEmulators(): Promise<void> {
  await Promise.all([resetFirestore(PROJECT_ID), resetAuth(PROJECT_ID)]);
}

export interface Client {
  auth: Auth;
  /** Firestore Lite as the app uses it, with this client's ID token: firestore.rules apply. */
  db: Firestore;
  functions: Functions;
  callables: Callables;
}

const clientApps: FirebaseApp[] = [];
let clientCount = 0;

/**
 * A client app of the emulators' project. It sends an App Check token, as the dashboard and the
 * mobile app do (scripts/lib/emulatorAppCheck), unless `appCheck` is false.
 */
export function clientFor(name: string, { appCheck = true } = {}): Client {
  clientCount += 1;
  const app = initializeApp(
    {
      apiKey: 'demo-api-key',
      projectId: PROJECT_ID,
      authDomain: `${PROJECT_ID}.firebaseapp.com`,
      appId: APP_ID,
    },
    `functions-test-${name}-${clientCount}`,
  );
  clientApps.push(app);
  if (appCheck) startEmulatorAppCheck(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', ports.firestore);
  const functions = getFunctions(app, FUNCTIONS_REGION);
  connectFunctionsEmulator(functions, '127.0.0.1', ports.functions);
  return { auth, db, functions, callables: createCallables(functions) };
}

export async function signInWithPassword(email: string, password = PASSWORD): Promise<Client> {
  // Refused reads are the point of some tests; the SDK would log each one.
  setLogLevel('silent');
  const client = clientFor(email);
  await signInWithEmailAndPassword(client.auth, email, password);
  return client;
}

export async function signInAnonymousClient(name: string): Promise<Client> {
  setLogLevel('silent');
  const client = clientFor(name);
  await signInAnonymously(client.auth);
  return client;
}

export async function closeClients(): Promise<void> {
  await Promise.all(clientApps.splice(0).map((app) => deleteApp(app)));
}

/** Expects the call to fail with this callable error code (functions/<code>). */
export async function expectRefusal(call: Promise<unknown>, code: string): Promise<void> {
  await expect(call).rejects.toMatchObject({ code: `functions/${code}` });
}

/** Expects a Firestore request to be refused by the rules. */
export async function expectDenied(call: Promise<unknown>): Promise<void> {
  await expect(call).rejects.toMatchObject({ code: 'permission-denied' });
}
