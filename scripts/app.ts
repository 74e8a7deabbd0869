// `npm run app -- <flow> …`: plays the mobile app against the local stack at KYND_PORT_OFFSET,
// through the same doors the app uses (docs/app-contract.md): Firebase Auth as the app user, their
// own users document through Firestore (firestore.rules apply), and the app's callables. Never
// admin rights. The demo seed makes some of its users with these functions (scripts/seed/appUsers.ts)
// and tests/emulators/appLife.test.ts lives one user's whole life with them.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  signInWithEmailAndPassword,
  type Auth,
} from 'firebase/auth';
import {
  connectFirestoreEmulator,
  deleteField,
  doc,
  getDoc,
  getFirestore,
  setLogLevel,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore/lite';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { FUNCTIONS_REGION } from '@/config/constants';
import { DEMO_PROJECT_ID } from '@/config/environment';
import { parsePortOffset, stackPorts } from '@/config/ports';
import type { CallableContracts, CallableName } from '@/domain/callables';
import type { AlertQuestionnaire } from '@/domain/types';
import { createCall } from '@/providers/callables';
import { startEmulatorAppCheck } from './lib/emulatorAppCheck';

type SubmitResults = CallableContracts['submitResults'];

export type Callables = {
  [Name in CallableName]: (
    request: CallableContracts[Name]['request'],
  ) => Promise<CallableContracts[Name]['response']>;
};

/**
 * Each callable by name, as `callables.createUser(request)`. `then` is none: an object that has
 * one is taken for a promise when an async function returns it, and awaiting it would call it.
 */
export function createCallables(functions: Functions): Callables {
  const call = createCall(functions);
  return new Proxy({} as Callables, {
    get: (_, name) =>
      typeof name === 'string' && name !== 'then'
        ? (request: never) => call(name as CallableName, request)
        : undefined,
  });
}

export interface AppClient {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  callables: Callables;
}

let clients = 0;

/**
 * A fresh app instance (its own Auth session) connected to the stack at `offset` (default
 * KYND_PORT_OFFSET) of `projectId` (default KYND_PROJECT_ID, GCLOUD_PROJECT, then the demo project).
 */
export function connectApp(options: { offset?: number; projectId?: string } = {}): AppClient {
  const projectId =
    options.projectId ??
    process.env.KYND_PROJECT_ID ??
    process.env.GCLOUD_PROJECT ??
    DEMO_PROJECT_ID;
  const ports = stackPorts(options.offset ?? parsePortOffset(process.env.KYND_PORT_OFFSET));
  clients += 1;
  const app = initializeApp(
    {
      apiKey: 'demo-api-key',
      projectId,
      authDomain: `${projectId}.firebaseapp.com`,
      appId: '1:000000000000:android:0000000000000000',
    },
    `kynd-app-${clients}-${Date.now()}`,
  );
  // The app's App Check token, which the sign-up and the signed-out lookups require.
  startEmulatorAppCheck(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://127.0.0.1:${ports.auth}`, { disableWarnings: true });
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', ports.firestore);
  const functions = getFunctions(app, FUNCTIONS_REGION);
  connectFunctionsEmulator(functions, '127.0.0.1', ports.functions);
  // A refused write is an answer the caller handles, not something for the SDK to print.
  setLogLevel('silent');
  return { app, auth, db, callables: createCallables(functions) };
}

export async function closeApp(client: AppClient): Promise<void> {
  await deleteApp(client.app);
}

function uidOf(client: AppClient): string {
  const uid = client.auth.currentUser?.uid;
  if (!uid) throw new Error('Sign in first.');
  return uid;
}

const errorCode = (error: unknown) =>
  error && typeof error === 'object' && 'code' in error ? String(error.code) : '';

/** Signs in, creating the Auth account first when there is none (the app's sign-up screen). */
export async function signInOrCreate(
  client: AppClient,
  email: string,
  password: string,
): Promise<{ uid: string; created: boolean }> {
  try {
    const { user } = await signInWithEmailAndPassword(client.auth, email, password);
    return { uid: user.uid, created: false };
  } catch (error) {
    if (!['auth/user-not-found', 'auth/invalid-credential'].includes(errorCode(error))) {
      throw error;
    }
    const { user } = await createUserWithEmailAndPassword(client.auth, email, password);
    return { uid: user.uid, created: true };
  }
}

/** The signed-in user's own users document, or undefined before the sign-up. */
export async function readOwnUser(client: AppClient): Promise<DocumentData | undefined> {
  const snapshot = await getDoc(doc(client.db, 'users', uidOf(client)));
  return snapshot.exists() ? snapshot.data() : undefined;
}

export interface SignUpInput {
  email: string;
  password: string;
  code: string;
  firstName: string;
  lastName: string;
}

/**
 * docs/app-contract.md sign-up: the Auth account (created when missing), then signUpWithCode. A
 * user already signed up (their users document exists) is only signed in, as the app does when it
 * starts again.
 */
export async function signUp(
  client: AppClient,
  input: SignUpInput,
): Promise<
  { uid: string } & ({ alreadySignedUp: true } | CallableContracts['signUpWithCode']['response'])
> {
  const { uid } = await signInOrCreate(client, input.email, input.password);
  if (await readOwnUser(client)) return { uid, alreadySignedUp: true };
  const placed = await client.callables.signUpWithCode({
    code: input.code,
    firstName: input.firstName,
    lastName: input.lastName,
  });
  // The claims the server just set reach the next ID token.
  await client.auth.currentUser?.getIdToken(true);
  return { uid, ...placed };
}

/** Profile fields (docs/app-contract.md profile): names keep their lower-case copies in step. */
export async function updateProfile(
  client: AppClient,
  fields: {
    firstName?: string;
    lastName?: string;
    gender?: string;
    sex?: 'male' | 'female';
    birthDate?: Date;
  },
  now = new Date(),
): Promise<void> {
  const changes: Record<string, unknown> = { ...fields, updatedAt: now };
  if (fields.firstName !== undefined) changes.lowerFirstName = fields.firstName.toLowerCase();
  if (fields.lastName !== undefined) changes.lowerLastName = fields.lastName.toLowerCase();
  await updateDoc(doc(client.db, 'users', uidOf(client)), changes);
}

/** Push settings: consent and the device token (docs/app-contract.md push). */
export async function setPushSettings(
  client: AppClient,
  settings: { enabled: boolean; deviceToken?: string },
  now = new Date(),
): Promise<void> {
  await updateDoc(doc(client.db, 'users', uidOf(client)), {
    isReceivingPushNotifications: settings.enabled,
    ...(settings.deviceToken !== undefined ? { deviceToken: settings.deviceToken } : {}),
    updatedAt: now,
  });
}

/** An answer as the app stores it: the text of the option chosen, a number or a yes/no. */
export type Answer = string | number | boolean;

/** One questionnaire's answers, by question id, under answers.{questionnaire}. */
export async function answerQuestionnaire(
  client: AppClient,
  questionnaire: string,
  values: Record<string, Answer>,
  answeredAt = new Date(),
): Promise<void> {
  await updateDoc(doc(client.db, 'users', uidOf(client)), {
    [`answers.${questionnaire}`]: { answeredAt, values },
    updatedAt: answeredAt,
  });
}

export interface HealthCheck {
  date: Date;
  /** Body measurement key → reading (a number, or text such as '120/80'). */
  values: Record<string, number | string>;
}

/** The health check in progress, saved as the user goes (docs/app-contract.md). */
export async function saveOngoingHealthCheck(client: AppClient, check: HealthCheck): Promise<void> {
  await updateDoc(doc(client.db, 'users', uidOf(client)), {
    ongoingHealthCheck: check,
    updatedAt: check.date,
  });
}

/** A finished health check under healthChecks.{id}; the one in progress is cleared with it. */
export async function completeHealthCheck(
  client: AppClient,
  id: string,
  check: HealthCheck,
): Promise<void> {
  await updateDoc(doc(client.db, 'users', uidOf(client)), {
    [`healthChecks.${id}`]: check,
    ongoingHealthCheck: deleteField(),
    updatedAt: check.date,
  });
}

/** Results of one category, coloured by the server (docs/app-contract.md results). */
export function submitResults(
  client: AppClient,
  request: SubmitResults['request'],
): Promise<SubmitResults['response']> {
  return client.callables.submitResults(request);
}

/** A hearing or vision questionnaire that calls for a follow-up. */
export function raiseAlert(
  client: AppClient,
  questionnaire: AlertQuestionnaire,
): Promise<CallableContracts['raiseQuestionnaireAlert']['response']> {
  return client.callables.raiseQuestionnaireAlert({ questionnaire });
}

/** The notifications the user received (registerUsersNotifications appends them). */
export async function receivedNotifications(client: AppClient): Promise<unknown[]> {
  const user = await readOwnUser(client);
  return Array.isArray(user?.notifications) ? user.notifications : [];
}

// ---------- command line ----------

const HELP = `Plays the mobile app against the local stack at KYND_PORT_OFFSET (default 0).

  npm run app -- <flow> --email <e-mail> --password <password> [options]

Flows:
  sign-up        --code <access code> --first-name <name> --last-name <name>
  profile        [--first-name <name>] [--last-name <name>] [--gender <text>] [--sex male|female]
  push           --enabled true|false [--device-token <token>]
  answers        --questionnaire <key> --values '{"questionId": answer, …}'
  health-check   --id <id> --values '{"weight": 80, "systolicDiastolic": "120/80", …}'
                 [--ongoing]  (saves it as the health check in progress instead)
  results        --category body|mind|life --values '{"life": 72, …}'
                 [--diabetic] [--ex-smoker-years <n>]
  alert          --questionnaire hearing|vision
  notifications  (lists what the user received)
  user           (prints the user's own document)

KYND_PROJECT_ID picks the project (default ${DEMO_PROJECT_ID}).`;

const OPTIONS = {
  email: { type: 'string' },
  password: { type: 'string' },
  code: { type: 'string' },
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
  gender: { type: 'string' },
  sex: { type: 'string' },
  enabled: { type: 'string' },
  'device-token': { type: 'string' },
  questionnaire: { type: 'string' },
  values: { type: 'string' },
  id: { type: 'string' },
  ongoing: { type: 'boolean' },
  category: { type: 'string' },
  diabetic: { type: 'boolean' },
  'ex-smoker-years': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function required(value: string | undefined, name: string): string {
  if (value === undefined || value === '') throw new Error(`--${name} is required (see --help).`);
  return value;
}

function parseValues(text: string | undefined): Record<string, Answer> {
  const parsed: unknown = JSON.parse(required(text, 'values'));
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error('--values must be a JSON object.');
  }
  return parsed as Record<string, Answer>;
}

export async function runCli(argv: readonly string[]): Promise<unknown> {
  const { values: flags, positionals } = parseArgs({
    args: [...argv],
    options: OPTIONS,
    allowPositionals: true,
  });
  const flow = positionals[0];
  if (flags.help || !flow || flow === 'help') return HELP;
  const client = connectApp();
  try {
    const email = required(flags.email, 'email');
    const password = required(flags.password, 'password');
    if (flow === 'sign-up') {
      return await signUp(client, {
        email,
        password,
        code: required(flags.code, 'code'),
        firstName: required(flags['first-name'], 'first-name'),
        lastName: required(flags['last-name'], 'last-name'),
      });
    }
    await signInWithEmailAndPassword(client.auth, email, password);
    switch (flow) {
      case 'profile': {
        const sex = flags.sex;
        if (sex !== undefined && sex !== 'male' && sex !== 'female') {
          throw new Error('--sex must be male or female.');
        }
        await updateProfile(client, {
          firstName: flags['first-name'],
          lastName: flags['last-name'],
          gender: flags.gender,
          sex,
        });
        return readOwnUser(client);
      }
      case 'push':
        await setPushSettings(client, {
          enabled: required(flags.enabled, 'enabled') === 'true',
          deviceToken: flags['device-token'],
        });
        return readOwnUser(client);
      case 'answers':
        await answerQuestionnaire(
          client,
          required(flags.questionnaire, 'questionnaire'),
          parseValues(flags.values),
        );
        return (await readOwnUser(client))?.answers;
      case 'health-check': {
        const check = {
          date: new Date(),
          values: parseValues(flags.values) as Record<string, number | string>,
        };
        if (flags.ongoing) await saveOngoingHealthCheck(client, check);
        else await completeHealthCheck(client, required(flags.id, 'id'), check);
        const user = await readOwnUser(client);
        return { healthChecks: user?.healthChecks, ongoingHealthCheck: user?.ongoingHealthCheck };
      }
      case 'results':
        return await submitResults(client, {
          category: required(flags.category, 'category') as SubmitResults['request']['category'],
          values: parseValues(flags.values) as SubmitResults['request']['values'],
          ...(flags.diabetic ? { diabetic: true } : {}),
          ...(flags['ex-smoker-years'] !== undefined
            ? { exSmokerYears: Number(flags['ex-smoker-years']) }
            : {}),
        });
      case 'alert':
        return await raiseAlert(
          client,
          required(flags.questionnaire, 'questionnaire') as AlertQuestionnaire,
        );
      case 'notifications':
        return await receivedNotifications(client);
      case 'user':
        return await readOwnUser(client);
      default:
        throw new Error(`Unknown flow '${flow}' (see --help).`);
    }
  } finally {
    await closeApp(client);
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  runCli(process.argv.slice(2))
    .then((output) => {
      console.log(typeof output === 'string' ? output : JSON.stringify(output, null, 2));
    })
    .catch((error: unknown) => {
      const code = errorCode(error);
      console.error(`${code ? `${code}: ` : ''}${error instanceof Error ? error.message : error}`);
      process.exitCode = 1;
    });
}
