// The seed only ever writes to the local emulators: it points firebase-admin at the stack of the
// given port offset and refuses to go on if any emulator host is missing or not on this machine.
import { get } from 'node:http';
import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { emulatorHosts } from '@/config/ports';

export const EMULATOR_HOST_VARIABLES = [
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIREBASE_STORAGE_EMULATOR_HOST',
] as const;

type EmulatorVariable = (typeof EMULATOR_HOST_VARIABLES)[number];
export type EmulatorEnv = Partial<Record<EmulatorVariable, string>>;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1', '0.0.0.0']);

export function emulatorEnvFor(offset: number, host = '127.0.0.1'): Required<EmulatorEnv> {
  return emulatorHosts(offset, host);
}

/** Throws unless every emulator variable names a host:port on this machine. */
export function assertEmulatorEnv(env: EmulatorEnv): void {
  for (const name of EMULATOR_HOST_VARIABLES) {
    const value = env[name];
    if (!value) {
      throw new Error(`Refusing to seed: ${name} is not set, so this would not be an emulator.`);
    }
    const separator = value.lastIndexOf(':');
    const host = separator > 0 ? value.slice(0, separator) : value;
    const port = Number(value.slice(separator + 1));
    if (separator <= 0 || !LOOPBACK_HOSTS.has(host) || !Number.isInteger(port) || port <= 0) {
      throw new Error(`Refusing to seed: ${name}=${value} is not a local emulator host.`);
    }
  }
}

export interface SeedTarget {
  app: App;
  db: Firestore;
  auth: Auth;
}

/** Sets the emulator variables of the offset's stack, then opens (or reuses) a named admin app. */
export function connectToEmulators(projectId: string, offset: number): SeedTarget {
  Object.assign(process.env, emulatorEnvFor(offset));
  assertEmulatorEnv(process.env);
  // No cloud metadata server to ask for credentials on a developer's machine (gcp-metadata).
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const name = `kynd-seed-${projectId}-${offset}`;
  const app =
    getApps().find((existing) => existing.name === name) ??
    initializeApp({ projectId, storageBucket: `${projectId}.appspot.com` }, name);
  return { app, db: getFirestore(app), auth: getAuth(app) };
}

/** GET / through node:http: fetch refuses some ports an offset stack may use (10080). */
function answers(host: string, timeoutMs = 5000): Promise<boolean> {
  return new Promise((resolve) => {
    const request = get(`http://${host}/`, (response) => {
      response.resume();
      resolve(true);
    });
    request.setTimeout(timeoutMs, () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

/** Fails fast, with a hint, when the stack of the offset is not running. */
export async function assertEmulatorsReachable(offset: number): Promise<void> {
  const env = emulatorEnvFor(offset);
  const probes: [string, string][] = [
    ['Firestore', env.FIRESTORE_EMULATOR_HOST],
    ['Auth', env.FIREBASE_AUTH_EMULATOR_HOST],
  ];
  for (const [label, host] of probes) {
    if (!(await answers(host))) {
      throw new Error(
        `The ${label} emulator is not answering on ${host}. Start the local stack first ` +
          `(npm start, or npm run stack) with the same KYND_PORT_OFFSET (${offset}).`,
      );
    }
  }
}

export async function disconnect(target: SeedTarget): Promise<void> {
  await deleteApp(target.app);
}
