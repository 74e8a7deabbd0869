// The Cloud Storage emulator of firebase-tools, run in-process, enforcing the policy of
// storage.rules.
//
// Why: firebase-tools evaluates storage.rules in a Java rules runtime that it downloads on first use,
// which cannot happen offline. Its HTTP server is plain Node, so this file starts that server and
// replaces the rules evaluation with src/domain/storagePolicy.ts, the policy storage.rules states (a
// unit test checks that the two say the same): the caller is the account of the ID token the client
// sends, verified by the Auth emulator, and their role and status come from their users document in
// the Firestore emulator, read on every request as the real rules do. Requests with the emulators'
// owner credentials (firebase-admin, the seed) pass, as in firebase-tools. This reaches into
// firebase-tools internals (lib/emulator/storage), which is why firebase-tools is pinned to an exact
// version in package.json.
//
// Usage (spawned by scripts/local-stack.ts, whose environment names the other emulators in
// FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST):
//   node --import tsx scripts/storage-emulator.ts --host 127.0.0.1 --port 9199 --project demo-kynd
//     --blobs <dir for uploaded bytes> [--import <dir of a previous export>]
// POST /internal/export {"path": "<dir>"} and POST /internal/reset are firebase-tools' own endpoints.
import { createRequire } from 'node:module';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  storageAllows,
  type StorageCaller,
  type StorageMethod,
  type StorageRequest,
} from '../src/domain/storagePolicy';

const require = createRequire(import.meta.url);

interface RulesVerdict {
  permitted: boolean;
  issues: { exist(): boolean; all: string[] };
}
/** What firebase-tools asks its rules runtime for each request (node_modules/firebase-tools/lib/emulator/storage/files.js). */
interface RulesResource {
  size?: number | string;
  contentType?: string;
}
interface VerifyOptions {
  method: string;
  /** b/{bucket}/o/{object path} */
  path: string;
  file: { before?: RulesResource; after?: RulesResource };
  projectId: string;
  /** The ID token of the Authorization header, if any. */
  token?: string;
}
interface RulesManager {
  start(): Promise<{ errors: string[] }>;
  stop(): Promise<void>;
  getRuleset(bucketId?: string): { verify(options: VerifyOptions): Promise<RulesVerdict> };
}
interface StorageLayer {
  import(path: string, options: { initiatedBy: string }): void;
}
interface StorageEmulatorInstance {
  readonly storageLayer: StorageLayer;
  // Replaced below: the real runtime downloads a JAR on start.
  _rulesRuntime: { start(): Promise<void>; stop(): Promise<void> };
  getInfo(): { host: string; port: number };
}
interface StorageEmulatorArgs {
  host: string;
  port: number;
  projectId: string;
  auto_download: boolean;
  rules: { name: string; content: string };
}
type StorageEmulatorClass = new (args: StorageEmulatorArgs) => StorageEmulatorInstance;

const { StorageEmulator } = require('firebase-tools/lib/emulator/storage/index.js') as {
  StorageEmulator: StorageEmulatorClass;
};
const { EmulatorRegistry } = require('firebase-tools/lib/emulator/registry.js') as {
  EmulatorRegistry: {
    start(instance: StorageEmulatorInstance): Promise<void>;
    stopAll(): Promise<void>;
  };
};

// ---------------------------------------------------------------------------------------------
// The caller: an ID token checked by the Auth emulator, and their users document

const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;

interface IdTokenClaims {
  sub?: unknown;
  aud?: unknown;
  iss?: unknown;
  exp?: unknown;
}

function claimsOf(token: string): IdTokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as IdTokenClaims;
  } catch {
    return null;
  }
}

/** The uid of a valid ID token of this project, as the Auth emulator knows it, else null. */
async function verifiedUid(token: string, projectId: string): Promise<string | null> {
  const claims = claimsOf(token);
  if (
    !claims ||
    typeof claims.sub !== 'string' ||
    claims.aud !== projectId ||
    claims.iss !== `https://securetoken.google.com/${projectId}` ||
    typeof claims.exp !== 'number' ||
    claims.exp * 1000 <= Date.now()
  ) {
    return null;
  }
  if (!authHost) return null;
  // The emulator's own check: the account exists, is enabled and the token was not revoked.
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=emulator`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ idToken: token }),
      signal: AbortSignal.timeout(10_000),
    },
  );
  if (!response.ok) return null;
  const { users } = (await response.json()) as {
    users?: { localId?: string; disabled?: boolean }[];
  };
  const account = users?.[0];
  return account?.localId === claims.sub && account.disabled !== true ? claims.sub : null;
}

interface FirestoreValue {
  stringValue?: string;
  booleanValue?: boolean;
  mapValue?: { fields?: Record<string, FirestoreValue> };
}

/** A document's fields as the rules' firestore.get() sees them: null when there is none. */
async function documentFields(
  path: string,
  projectId: string,
): Promise<Record<string, FirestoreValue> | null> {
  if (!firestoreHost) return null;
  const response = await fetch(
    `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/${path}`,
    // The emulator's owner credentials: the rules read the document whatever firestore.rules say.
    { headers: { Authorization: 'Bearer owner' }, signal: AbortSignal.timeout(10_000) },
  );
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const { fields = {} } = (await response.json()) as { fields?: Record<string, FirestoreValue> };
  return fields;
}

async function callerOf(
  token: string | undefined,
  projectId: string,
): Promise<StorageCaller | null> {
  if (!token) return null;
  const uid = await verifiedUid(token, projectId);
  if (!uid) return null;
  const user = await documentFields(`users/${encodeURIComponent(uid)}`, projectId);
  const organisationId = user?.organisation?.mapValue?.fields?.id?.stringValue;
  const organisation = organisationId
    ? await documentFields(`organisations/${encodeURIComponent(organisationId)}`, projectId)
    : null;
  return {
    uid,
    user: user && { role: user.role?.stringValue, isActive: user.isActive?.booleanValue },
    organisationActive: organisation?.isActive?.booleanValue === true,
  };
}

// ---------------------------------------------------------------------------------------------
// The request, in the terms of storage.rules

const METHODS: readonly StorageMethod[] = ['get', 'list', 'create', 'update', 'delete'];

function requestOf(options: VerifyOptions): StorageRequest | null {
  const match = /^b\/[^/]+\/o\/(.*)$/.exec(options.path);
  const method = METHODS.find((known) => known === options.method);
  if (!match || !method) return null;
  let path = match[1];
  try {
    path = decodeURIComponent(path);
  } catch {
    return null;
  }
  const after = options.file.after;
  return {
    // firebase-tools asks "create" for every upload; the rules call it an update when the object
    // exists already (the same rule allows both here).
    method: method === 'create' && options.file.before ? 'update' : method,
    path,
    resource: after ? { size: Number(after.size), contentType: after.contentType } : undefined,
  };
}

const verdict = (permitted: boolean): RulesVerdict => ({
  permitted,
  issues: { exist: () => false, all: [] },
});

async function verify(options: VerifyOptions): Promise<RulesVerdict> {
  const request = requestOf(options);
  if (!request) return verdict(false);
  try {
    const caller = await callerOf(options.token, options.projectId);
    const permitted = storageAllows(request, caller);
    if (!permitted) {
      console.log(
        `storage: refused ${request.method} ${request.path} for ${caller ? `uid ${caller.uid}` : 'a signed-out caller'}`,
      );
    }
    return verdict(permitted);
  } catch (error) {
    // Fail closed, as the rules do when firestore.get() fails.
    console.error(`storage: refused ${request.method} ${request.path}:`, error);
    return verdict(false);
  }
}

const policyRules: RulesManager = {
  start: async () => ({ errors: [] }),
  stop: async () => undefined,
  getRuleset: () => ({ verify }),
};

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string' },
    project: { type: 'string', default: 'demo-kynd' },
    blobs: { type: 'string' },
    import: { type: 'string' },
  },
});
if (!values.port || !values.blobs) {
  console.error('storage-emulator: --port and --blobs are required');
  process.exit(2);
}
const blobsDir = values.blobs;
mkdirSync(blobsDir, { recursive: true });

class PolicyStorageEmulator extends StorageEmulator {
  // Called from the parent constructor: every ruleset lookup is answered by the policy above.
  createRulesManager(): RulesManager {
    return policyRules;
  }

  // The default is one folder under the OS temp dir shared by every emulator on the machine, and it
  // is deleted on stop: give each stack its own.
  getPersistenceTmpDir(): string {
    return blobsDir;
  }
}

if (!authHost || !firestoreHost) {
  console.warn(
    'storage-emulator: FIREBASE_AUTH_EMULATOR_HOST or FIRESTORE_EMULATOR_HOST is not set; every request without owner credentials is refused.',
  );
}

const emulator = new PolicyStorageEmulator({
  host: values.host,
  port: Number(values.port),
  projectId: values.project,
  auto_download: false,
  rules: { name: 'storage.rules (src/domain/storagePolicy.ts)', content: '' },
});
emulator._rulesRuntime = { start: async () => undefined, stop: async () => undefined };

// The registry is what the emulator asks for its own URL when it writes download links (and
// imported metadata), so the import comes after the start, as in firebase-tools.
await EmulatorRegistry.start(emulator);
if (values.import && existsSync(join(values.import, 'buckets.json'))) {
  emulator.storageLayer.import(values.import, { initiatedBy: 'start' });
}
const { host, port } = emulator.getInfo();
console.log(`storage emulator ready on http://${host}:${port}`);

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await EmulatorRegistry.stopAll();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => void shutdown());
}
