// Builds the data provider as the app does (Firestore Lite), connected to the Firestore emulator as
// a signed-in user (the emulator accepts unsigned mock tokens), and seeds data with the rules
// switched off. Shared by dataProvider.test.ts and scripts/bench.ts. The rules judge the caller by
// its users and organisation documents, so an identity needs both in the data (identityDocuments).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  getFirestore,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore/lite';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore as FullFirestore } from 'firebase/firestore';
import { parsePortOffset, stackPorts } from '../../src/config/ports';
import {
  ORGANISATIONS_COLLECTION,
  USER_DIRECTORY_COLLECTION,
  USERS_COLLECTION,
} from '../../src/domain/collections';
import { organisationDerivedFields } from '../../src/domain/derivedFields';
import type { DataScope } from '../../src/domain/session';
import { directoryEntryOf } from '../../src/domain/userDirectory';
import type { Role } from '../../src/domain/types';
import { createDataProvider } from '../../src/providers/dataProvider';
import { DATA_SPECS } from '../../src/resources/registry';
import { createFirestoreRest, type FirestoreRest } from '../../src/providers/firestoreRest';
import type { KyndDataProvider } from '../../src/providers/types';

/**
 * The Firestore emulator to use: FIRESTORE_EMULATOR_HOST when set (the variable every Firebase tool
 * honours), else the stack of KYND_PORT_OFFSET (src/config/ports.ts).
 */
function emulatorAddress(): { host: string; port: number } {
  const fromEnvironment = process.env.FIRESTORE_EMULATOR_HOST?.match(/^\[?([^\]]+?)\]?:(\d+)$/);
  if (fromEnvironment?.[1] && fromEnvironment[2]) {
    return { host: fromEnvironment[1], port: Number(fromEnvironment[2]) };
  }
  return {
    host: '127.0.0.1',
    port: stackPorts(parsePortOffset(process.env.KYND_PORT_OFFSET)).firestore,
  };
}

export const { host: FIRESTORE_HOST, port: FIRESTORE_PORT } = emulatorAddress();

/** The data provider's REST reads, as the user signed in to `auth`. */
export function restOf(auth: Auth): FirestoreRest {
  return createFirestoreRest({
    origin: `http://${FIRESTORE_HOST}:${FIRESTORE_PORT}`,
    projectId: auth.app.options.projectId ?? '',
    credentials: async () => {
      const user = auth.currentUser;
      return user ? { token: await user.getIdToken(), uid: user.uid } : null;
    },
  });
}

export interface Identity {
  uid: string;
  role: Role;
  organisationId: string;
  /** Allow-listed staff: the token carries the verified staff e-mail (`email`). */
  staff?: boolean;
  email?: string;
  allowedOrganisationsIds?: string[];
}

export function scopeOf(identity: Identity): DataScope {
  if (identity.role === 'Kynd Admin' || identity.staff) return { kind: 'all' };
  if (identity.role === 'Clinician') {
    return { kind: 'organisations', organisationIds: identity.allowedOrganisationsIds ?? [] };
  }
  return { kind: 'organisation', organisationId: identity.organisationId };
}

let counter = 0;

export interface Connection {
  provider: KyndDataProvider;
  db: Firestore;
  /** Field-mask and projection reads as the same user (src/providers/firestoreRest). */
  rest: FirestoreRest;
  close(): Promise<void>;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * An unsigned ID token the emulator accepts, as the SDK's mockUserToken builds it, so that REST
 * reads carry the same identity and claims as the SDK connection.
 */
export function mockIdToken(projectId: string, identity: Identity): string {
  const now = Math.floor(Date.now() / 1000);
  return `${base64url({ alg: 'none', type: 'JWT' })}.${base64url({
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    sub: identity.uid,
    user_id: identity.uid,
    firebase: { sign_in_provider: 'custom', identities: {} },
    role: identity.role,
    organisationId: identity.organisationId,
    staff: identity.staff ?? false,
    // As the SDK's mock token: the rules admit allow-listed staff by their verified e-mail.
    ...(identity.email ? { email: identity.email, email_verified: true } : {}),
  })}.`;
}

/** `onChange` hears what each write makes stale, as the app's query cache does. */
export function connectAs(
  projectId: string,
  identity: Identity | null,
  onChange?: (resource: string) => void,
): Connection {
  counter += 1;
  const app: FirebaseApp = initializeApp({ projectId, apiKey: 'demo-key' }, `provider-${counter}`);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, FIRESTORE_HOST, FIRESTORE_PORT, {
    ...(identity
      ? {
          mockUserToken: {
            sub: identity.uid,
            user_id: identity.uid,
            ...(identity.email ? { email: identity.email, email_verified: true } : {}),
          },
        }
      : {}),
  });
  const rest = createFirestoreRest({
    origin: `http://${FIRESTORE_HOST}:${FIRESTORE_PORT}`,
    projectId,
    credentials: async () =>
      identity ? { token: mockIdToken(projectId, identity), uid: identity.uid } : null,
  });
  const provider = createDataProvider({
    resources: DATA_SPECS,
    db,
    getScope: () => (identity ? scopeOf(identity) : null),
    rest,
    getUid: () => identity?.uid ?? null,
    readsWithheld: () => identity?.role === 'Kynd Admin',
    onChange,
  });
  return { provider, db, rest, close: () => deleteApp(app) };
}

const rules = readFileSync(
  fileURLToPath(new URL('../../firestore.rules', import.meta.url)),
  'utf8',
);

export function rulesEnvironment(projectId: string): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId,
    firestore: { host: FIRESTORE_HOST, port: FIRESTORE_PORT, rules },
  });
}

/** A batch's bound in bytes of JSON: well under the emulator's 4 MiB message of a commit. */
const SEED_BATCH_BYTES = 2 * 1024 * 1024;

export interface SeedOptions {
  /** Organisations as older clients left them: without the lowerName the functions keep. */
  legacyOrganisations?: boolean;
}

/**
 * The documents with each user's directory entry beside it (src/domain/userDirectory.ts) and each
 * organisation's lowerName, which the lists sort by, as the functions keep them: these projects
 * run no triggers. An entry or a lowerName given explicitly is kept.
 */
function asTheFunctionsKeepThem(
  documents: Record<string, DocumentData>,
  options: SeedOptions,
): Record<string, DocumentData> {
  const out = { ...documents };
  for (const [path, data] of Object.entries(documents)) {
    const [collectionName, id, ...rest] = path.split('/');
    if (!id || rest.length > 0) continue;
    if (collectionName === USERS_COLLECTION) {
      const entryPath = `${USER_DIRECTORY_COLLECTION}/${id}`;
      const entry = directoryEntryOf(id, data);
      if (entry && !(entryPath in out)) out[entryPath] = entry;
    } else if (
      collectionName === ORGANISATIONS_COLLECTION &&
      !options.legacyOrganisations &&
      !('lowerName' in data)
    ) {
      out[path] = { ...data, ...organisationDerivedFields(data) };
    }
  }
  return out;
}

/**
 * Writes documents by path with the rules switched off, 450 (or 2 MiB) per batch, each user with
 * its directory entry and each organisation with its lowerName.
 */
export function seedDocuments(
  env: RulesTestEnvironment,
  documents: Record<string, DocumentData>,
  options: SeedOptions = {},
): Promise<void> {
  return writeDocuments(env, asTheFunctionsKeepThem(documents, options));
}

/** Writes documents by path, as they are, with the rules switched off: 450 (or 2 MiB) per batch. */
export async function writeDocuments(
  env: RulesTestEnvironment,
  documents: Record<string, DocumentData>,
): Promise<void> {
  const batches: [string, DocumentData][][] = [[]];
  let bytes = 0;
  for (const entry of Object.entries(documents)) {
    const size = JSON.stringify(entry[1]).length;
    const current = batches[batches.length - 1] ?? [];
    if (current.length > 0 && (current.length === 450 || bytes + size > SEED_BATCH_BYTES)) {
      batches.push([entry]);
      bytes = size;
    } else {
      current.push(entry);
      bytes += size;
    }
  }
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as FullFirestore;
    const { doc: fullDoc, writeBatch: fullBatch } = await import('firebase/firestore');
    for (const entries of batches) {
      const batch = fullBatch(db);
      for (const [path, data] of entries) batch.set(fullDoc(db, path), data);
      await batch.commit();
    }
  });
}

/**
 * The users document of each identity and an active organisation for each of their organisations
 * that `existing` does not have yet: what the rules read to judge the caller.
 */
export function identityDocuments(
  identities: readonly Identity[],
  existing: Record<string, DocumentData> = {},
): Record<string, DocumentData> {
  const out: Record<string, DocumentData> = {};
  const at = new Date('2025-06-01T00:00:00Z');
  for (const identity of identities) {
    const organisationPath = `organisations/${identity.organisationId}`;
    if (!existing[organisationPath] && !out[organisationPath]) {
      out[organisationPath] = {
        name: `Organisation ${identity.organisationId}`,
        isActive: true,
        managers: [],
        employees: [],
        divisions: [{ id: `${identity.organisationId}-default`, name: 'Default division' }],
        industry: '',
        customQuestionnaires: [],
        createdAt: at,
      };
    }
    out[`users/${identity.uid}`] = {
      firstName: identity.uid,
      lastName: 'Identity',
      lowerFirstName: identity.uid.toLowerCase(),
      lowerLastName: 'identity',
      ...(identity.email ? { email: identity.email } : {}),
      ...(existing[`users/${identity.uid}`] ?? {}),
      role: identity.role,
      organisation: {
        id: identity.organisationId,
        name: `Organisation ${identity.organisationId}`,
      },
      division: { id: `${identity.organisationId}-default`, name: 'Default division' },
      isActive: true,
      ...(identity.allowedOrganisationsIds
        ? { allowedOrganisationsIds: identity.allowedOrganisationsIds }
        : {}),
      createdAt: at,
      updatedAt: at,
    };
  }
  return out;
}

const FIRST_NAMES = [
  'Alice',
  'Albert',
  'Bruno',
  'Carla',
  'Dmitri',
  'Elena',
  'Farah',
  'Gus',
  'Hana',
  'Ivan',
];
const LAST_NAMES = [
  'Ng',
  'Smith',
  'Brown',
  'Tane',
  'Wilson',
  'Patel',
  'Kaur',
  'Lee',
  'Moana',
  'Young',
];

/** `count` users of one organisation with distinct, deterministic names. */
export function usersOf(
  organisationId: string,
  count: number,
  extra: (index: number) => DocumentData = () => ({}),
): Record<string, DocumentData> {
  const out: Record<string, DocumentData> = {};
  const created = new Date('2025-06-01T00:00:00Z');
  for (let index = 0; index < count; index += 1) {
    const firstName = `${FIRST_NAMES[index % FIRST_NAMES.length]}${String(index).padStart(4, '0')}`;
    const lastName = `${LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length]}${index}`;
    out[`users/${organisationId}-u${String(index).padStart(5, '0')}`] = {
      firstName,
      lastName,
      lowerFirstName: firstName.toLowerCase(),
      lowerLastName: lastName.toLowerCase(),
      email: `${firstName.toLowerCase()}@${organisationId.toLowerCase()}.example.com`,
      role: 'User',
      organisation: { id: organisationId, name: `Organisation ${organisationId}` },
      division: { id: `${organisationId}-default`, name: 'Default division' },
      isActive: index % 7 !== 0,
      createdAt: new Date(created.getTime() + index * 60_000),
      updatedAt: created,
      ...extra(index),
    };
  }
  return out;
}
