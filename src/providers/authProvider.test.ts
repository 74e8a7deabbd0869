// @vitest-environment jsdom
// The auth provider against intercepted Firebase HTTP (Auth, Firestore Lite, callables): the real
// SDKs run, only the backend answers are scripted.
import type { FirebaseApp } from 'firebase/app';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  FUNCTIONS_REGION,
  REMEMBER_ME_STORAGE_KEY,
  SESSION_CHECK_TIMEOUT_MS,
  SESSION_STORAGE_KEY,
} from '@/config/constants';
import { SignInRefusal, type SignInRefusalReason } from '@/domain/signInRefusal';
import type { KyndAuthProvider } from '@/providers/authProvider';
import { readSession } from '@/providers/session';

const PROJECT = 'demo-kynd';
const API_KEY = 'test-api-key';
const IDENTITY = 'https://identitytoolkit.googleapis.com/v1';
const SECURE_TOKEN = 'https://securetoken.googleapis.com/v1/token';
const FUNCTIONS = `https://${FUNCTIONS_REGION}-${PROJECT}.cloudfunctions.net`;
const DOCUMENTS = `projects/${PROJECT}/databases/(default)/documents`;
const BATCH_GET = `https://firestore.googleapis.com/v1/${DOCUMENTS}:batchGet`;
const PASSWORD = 'Kynd-demo-2026';

/** A matcher for a Google API URL: its ':method' suffix is not a route parameter. */
function endpoint(...parts: string[]): RegExp {
  const url = parts.join('/').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`^${url}(\\?|$)`);
}

interface Account {
  uid: string;
  email: string;
  emailVerified: boolean;
}

type Value = string | boolean | number | null | Value[] | { [key: string]: Value };

function encode(value: Value): Record<string, unknown> {
  if (value === null) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return { integerValue: String(value) };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  return { mapValue: { fields: encodeFields(value) } };
}

function encodeFields(fields: { [key: string]: Value }) {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, encode(value)]));
}

function base64Url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An unsigned ID token: the client SDK only decodes it, the backend is the one that verifies. */
function idToken(account: Account): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    auth_time: now,
    user_id: account.uid,
    sub: account.uid,
    iat: now,
    exp: now + 3600,
    email: account.email,
    email_verified: account.emailVerified,
    firebase: { identities: {}, sign_in_provider: 'password' },
  };
  return `${base64Url({ alg: 'RS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}

// Scripted backend state, reset before each test.
let accounts: Map<string, Account>;
let documents: Map<string, { [key: string]: Value }>;
let signInError: string | null;
let migrated: boolean;
let phoneFound: boolean;
let calls: string[];
let passwordResetEmails: string[];
let signInEmails: string[];
let failDocumentReads: boolean;

const server = setupServer(
  http.post(endpoint(IDENTITY, 'accounts:signInWithPassword'), async ({ request }) => {
    const body = (await request.json()) as { email: string; password: string };
    signInEmails.push(body.email);
    calls.push('signIn');
    const account = accounts.get(body.email);
    const error = signInError ?? (account ? null : 'EMAIL_NOT_FOUND');
    if (error || !account || body.password !== PASSWORD) {
      return HttpResponse.json(
        { error: { code: 400, message: error ?? 'INVALID_PASSWORD' } },
        { status: 400 },
      );
    }
    return HttpResponse.json({
      kind: 'identitytoolkit#VerifyPasswordResponse',
      localId: account.uid,
      email: account.email,
      idToken: idToken(account),
      refreshToken: `refresh-${account.uid}`,
      expiresIn: '3600',
      registered: true,
    });
  }),
  http.post(endpoint(IDENTITY, 'accounts:lookup'), async ({ request }) => {
    const { idToken: token } = (await request.json()) as { idToken: string };
    const { user_id: uid } = JSON.parse(
      Buffer.from(token.split('.')[1], 'base64url').toString(),
    ) as { user_id: string };
    const account = [...accounts.values()].find((candidate) => candidate.uid === uid);
    if (!account) {
      return HttpResponse.json({ error: { message: 'USER_NOT_FOUND' } }, { status: 400 });
    }
    return HttpResponse.json({
      users: [
        {
          localId: account.uid,
          email: account.email,
          emailVerified: account.emailVerified,
          providerUserInfo: [],
        },
      ],
    });
  }),
  http.post(SECURE_TOKEN, async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    const uid = (body.get('refresh_token') ?? '').replace('refresh-', '');
    const account = [...accounts.values()].find((candidate) => candidate.uid === uid);
    if (!account) return HttpResponse.json({ error: { message: 'INVALID' } }, { status: 400 });
    calls.push(`token:${uid}`);
    return HttpResponse.json({
      access_token: idToken(account),
      id_token: idToken(account),
      expires_in: '3600',
      refresh_token: `refresh-${uid}`,
      token_type: 'Bearer',
      user_id: uid,
      project_id: PROJECT,
    });
  }),
  http.post(endpoint(IDENTITY, 'accounts:sendOobCode'), async ({ request }) => {
    const body = (await request.json()) as { email: string; requestType: string };
    passwordResetEmails.push(body.email);
    return HttpResponse.json({ email: body.email });
  }),
  http.post(`${FUNCTIONS}/:name`, async ({ params, request }) => {
    const { data } = (await request.json()) as { data: string };
    calls.push(`${String(params.name)}:${data}`);
    switch (params.name) {
      case 'changeUserCustomClaim':
        return HttpResponse.json({ result: { role: 'User', organisationId: null, staff: false } });
      case 'checkIfUserIsMigrated':
        return HttpResponse.json({ result: migrated });
      case 'getUserByPhone':
        return HttpResponse.json({ result: phoneFound });
      default:
        return HttpResponse.json(
          { error: { status: 'NOT_FOUND', message: 'no' } },
          { status: 404 },
        );
    }
  }),
  http.post(endpoint(BATCH_GET), async ({ request }) => {
    if (failDocumentReads) {
      return HttpResponse.json(
        { error: { code: 503, message: 'unavailable', status: 'UNAVAILABLE' } },
        { status: 503 },
      );
    }
    const { documents: names } = (await request.json()) as { documents: string[] };
    const readTime = new Date().toISOString();
    return HttpResponse.json(
      names.map((name) => {
        const path = name.slice(name.indexOf('/documents/') + '/documents/'.length);
        calls.push(`read:${path}`);
        const fields = documents.get(path);
        return fields
          ? {
              found: {
                name,
                fields: encodeFields(fields),
                createTime: readTime,
                updateTime: readTime,
              },
              readTime,
            }
          : { missing: name, readTime };
      }),
    );
  }),
);

function addAccount(
  uid: string,
  email: string,
  user: { [key: string]: Value },
  emailVerified = true,
) {
  accounts.set(email, { uid, email, emailVerified });
  documents.set(`users/${uid}`, { email, ...user });
}

let app: FirebaseApp;
let provider: KyndAuthProvider;
let appCount = 0;

/** The reason a sign-in was refused (the sign-in page shows its toasts, layout/login). */
async function refusal(attempt: Promise<unknown>): Promise<SignInRefusalReason> {
  const error: unknown = await attempt.then(
    () => undefined,
    (rejected: unknown) => rejected,
  );
  expect(error).toBeInstanceOf(SignInRefusal);
  return (error as SignInRefusal).reason;
}

// Firebase Auth keeps the fetch it finds when its module loads, so the SDKs are loaded only once
// the interception is in place.
server.listen({ onUnhandledRequest: 'error' });
const { deleteApp, initializeApp } = await import('firebase/app');
const { getAuth } = await import('firebase/auth');
const { getFirestore, setLogLevel } = await import('firebase/firestore/lite');
// The read-failure test makes Firestore log its retries; the assertions say what matters.
setLogLevel('silent');
const { getFunctions } = await import('firebase/functions');
const { createCall } = await import('@/providers/callables');
const { createAuthProvider } = await import('@/providers/authProvider');
const { createFirestoreRest } = await import('@/providers/firestoreRest');
const { createSessionStatusReader } = await import('@/providers/sessionStatus');

/** The session re-check's reads as the app makes them: through the REST reads, as the user. */
function sessionStatusOf(firebaseApp: FirebaseApp) {
  const auth = getAuth(firebaseApp);
  return createSessionStatusReader(
    createFirestoreRest({
      origin: 'https://firestore.googleapis.com',
      projectId: PROJECT,
      credentials: async () => {
        const user = auth.currentUser;
        return user ? { token: await user.getIdToken(), uid: user.uid } : null;
      },
    }),
  );
}

afterAll(() => server.close());

beforeEach(() => {
  localStorage.clear();
  accounts = new Map();
  documents = new Map();
  signInError = null;
  migrated = false;
  phoneFound = true;
  calls = [];
  passwordResetEmails = [];
  signInEmails = [];
  failDocumentReads = false;
  documents.set('organisations/org-a', {
    name: 'Acme Accounting',
    isActive: true,
    customQuestionnaires: ['hearing-v2', 'vision-v2', 'unknown-questionnaire'],
  });
  documents.set('organisations/org-closed', { name: 'Closed Ltd', isActive: false });
  addAccount('uid-admin', 'org.admin@example.com', {
    firstName: 'Olivia',
    lastName: 'Admin',
    phone: '+64210000001',
    role: 'Org Admin',
    isActive: true,
    organisation: { id: 'org-a', name: 'Acme' },
    division: { id: 'div-1', name: 'Default division' },
  });
  addAccount('uid-clinician', 'clinician@example.com', {
    firstName: 'Cleo',
    lastName: 'Clinician',
    role: 'Clinician',
    isActive: true,
    organisation: { id: 'org-a', name: 'Acme' },
    allowedOrganisationsIds: ['org-a', 'org-b'],
  });
  addAccount('uid-closed', 'inactive.org.admin@example.com', {
    firstName: 'Ivan',
    lastName: 'Inactive',
    role: 'Org Admin',
    isActive: true,
    organisation: { id: 'org-closed', name: 'Closed Ltd' },
  });
  addAccount('uid-staff', 'staff1@example.com', {
    firstName: 'Sam',
    lastName: 'Staff',
    role: 'User',
    isActive: true,
    organisation: { id: 'org-a', name: 'Acme' },
  });
  app = initializeApp(
    {
      apiKey: API_KEY,
      projectId: PROJECT,
      authDomain: `${PROJECT}.firebaseapp.com`,
      appId: '1:1:web:1',
    },
    `auth-test-${appCount++}`,
  );
  provider = createAuthProvider({
    auth: getAuth(app),
    db: getFirestore(app),
    call: createCall(getFunctions(app, FUNCTIONS_REGION)),
    readSessionStatus: sessionStatusOf(app),
  });
});

afterEach(async () => {
  await deleteApp(app);
});

describe('email sign-in', () => {
  it('admits an active Org Admin and stores the session with the organisation data', async () => {
    await expect(
      provider.login({ email: '  org.admin@example.com ', password: PASSWORD, rememberMe: false }),
    ).resolves.toEqual({ redirectTo: '/dashboard' });

    expect(signInEmails).toEqual(['org.admin@example.com']);
    expect(readSession()).toEqual({
      id: 'uid-admin',
      email: 'org.admin@example.com',
      phone: '+64210000001',
      firstName: 'Olivia',
      lastName: 'Admin',
      avatarUrl: undefined,
      role: 'Org Admin',
      organisation: { id: 'org-a', name: 'Acme Accounting' },
      division: { id: 'div-1', name: 'Default division' },
      allowedOrganisationsIds: [],
      isStaff: false,
      customQuestionnaires: ['hearing-v2', 'vision-v2'],
    });
    expect(getAuth(app).currentUser?.uid).toBe('uid-admin');
    await expect(provider.getPermissions()).resolves.toEqual({
      role: 'Org Admin',
      organisationId: 'org-a',
      allowedOrganisationsIds: [],
      isStaff: false,
      customQuestionnaires: ['hearing-v2', 'vision-v2'],
    });
    await expect(provider.getIdentity()).resolves.toEqual({
      id: 'uid-admin',
      fullName: 'Olivia Admin',
      firstName: 'Olivia',
      avatar: undefined,
      role: 'Org Admin',
      organisationName: 'Acme Accounting',
    });
  });

  it('sets fresh custom claims and refreshes the ID token before reading any data', async () => {
    await provider.login({ email: 'org.admin@example.com', password: PASSWORD });
    const claim = calls.indexOf('changeUserCustomClaim:uid-admin');
    const refresh = calls.indexOf('token:uid-admin');
    const firstRead = calls.findIndex((call) => call.startsWith('read:'));
    expect(claim).toBeGreaterThan(-1);
    expect(refresh).toBeGreaterThan(claim);
    expect(firstRead).toBeGreaterThan(refresh);
  });

  it('remembers the email and phone only when asked to', async () => {
    await provider.login({ email: 'org.admin@example.com', password: PASSWORD, rememberMe: true });
    expect(JSON.parse(localStorage.getItem(REMEMBER_ME_STORAGE_KEY) ?? 'null')).toEqual({
      email: 'org.admin@example.com',
      phone: '+64210000001',
    });
    await provider.logout();
    await provider.login({ email: 'org.admin@example.com', password: PASSWORD, rememberMe: false });
    expect(localStorage.getItem(REMEMBER_ME_STORAGE_KEY)).toBeNull();
  });

  it('admits an allow-listed staff member with role User as staff', async () => {
    await provider.login({ email: 'staff1@example.com', password: PASSWORD });
    expect(readSession()).toMatchObject({ id: 'uid-staff', role: 'User', isStaff: true });
  });

  it('does not treat an unverified allow-listed e-mail, or one in a users document, as staff', async () => {
    addAccount(
      'uid-unverified',
      'staff2@example.com',
      { firstName: 'Una', role: 'User', isActive: true, organisation: { id: 'org-a', name: 'A' } },
      false,
    );
    expect(await refusal(provider.login({ email: 'staff2@example.com', password: PASSWORD }))).toBe(
      'no-permission',
    );
    addAccount('uid-planted', 'planted@example.com', {
      email: 'staff3@example.com',
      role: 'User',
      isActive: true,
      organisation: { id: 'org-a', name: 'A' },
    });
    expect(
      await refusal(provider.login({ email: 'planted@example.com', password: PASSWORD })),
    ).toBe('no-permission');
    expect(readSession()).toBeNull();
  });

  it.each([
    ['a Clinician', 'clinician@example.com'],
    ['an Org Admin of an inactive organisation', 'inactive.org.admin@example.com'],
  ])('refuses %s and signs out', async (_who, email) => {
    expect(await refusal(provider.login({ email, password: PASSWORD }))).toBe('no-permission');
    expect(readSession()).toBeNull();
    expect(getAuth(app).currentUser).toBeNull();
  });

  it('refuses an account without a user record', async () => {
    accounts.set('ghost@example.com', {
      uid: 'uid-ghost',
      email: 'ghost@example.com',
      emailVerified: true,
    });
    expect(await refusal(provider.login({ email: 'ghost@example.com', password: PASSWORD }))).toBe(
      'no-permission',
    );
    expect(readSession()).toBeNull();
  });

  it.each([['INVALID_PASSWORD'], ['INVALID_LOGIN_CREDENTIALS']])(
    'asks a user who is not migrated to check the credentials (%s)',
    async (backendError) => {
      signInError = backendError;
      expect(
        await refusal(provider.login({ email: ' org.admin@example.com', password: 'wrong' })),
      ).toBe('wrong-credentials');
      expect(calls).toContain('checkIfUserIsMigrated:org.admin@example.com');
      expect(passwordResetEmails).toEqual([]);
      expect(readSession()).toBeNull();
    },
  );

  it.each([['INVALID_PASSWORD'], ['INVALID_LOGIN_CREDENTIALS']])(
    'sends a migrated user a password reset e-mail with two 30 s toasts (%s)',
    async (backendError) => {
      signInError = backendError;
      migrated = true;
      expect(
        await refusal(provider.login({ email: 'org.admin@example.com', password: 'old-password' })),
      ).toBe('migrated');
      expect(passwordResetEmails).toEqual(['org.admin@example.com']);
    },
  );

  it('asks to try again later on any other error', async () => {
    signInError = 'TOO_MANY_ATTEMPTS_TRY_LATER';
    expect(
      await refusal(provider.login({ email: 'org.admin@example.com', password: PASSWORD })),
    ).toBe('failed');
    expect(calls.some((call) => call.startsWith('checkIfUserIsMigrated'))).toBe(false);
  });

  it('signs out again when the records cannot be read', async () => {
    failDocumentReads = true;
    expect(
      await refusal(provider.login({ email: 'org.admin@example.com', password: PASSWORD })),
    ).toBe('failed');
    expect(getAuth(app).currentUser).toBeNull();
    expect(readSession()).toBeNull();
  }, 20_000);
});

describe('session', () => {
  it('clears a stored session that has no signed-in Firebase user and goes to the root', async () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        id: 'uid-admin',
        firstName: 'Olivia',
        lastName: 'Admin',
        role: 'Org Admin',
        organisation: { id: 'org-a', name: 'Acme Accounting' },
        allowedOrganisationsIds: [],
        isStaff: false,
        customQuestionnaires: [],
      }),
    );
    await expect(provider.checkAuth()).rejects.toEqual({ redirectTo: '/', message: false });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('lets a signed-in user through and refuses a signed-out visitor', async () => {
    await expect(provider.checkAuth()).rejects.toEqual({ redirectTo: '/', message: false });
    await provider.login({ email: 'org.admin@example.com', password: PASSWORD });
    await expect(provider.checkAuth()).resolves.toBeUndefined();
  });

  it('signs out when the organisation has become inactive', async () => {
    await provider.login({ email: 'org.admin@example.com', password: PASSWORD });
    documents.set('organisations/org-a', { name: 'Acme Accounting', isActive: false });
    await expect(provider.recheckSession()).resolves.toBe(false);
    expect(readSession()).toBeNull();
    expect(getAuth(app).currentUser).toBeNull();
  });

  it('signs out when the user has become inactive', async () => {
    await provider.login({ email: 'org.admin@example.com', password: PASSWORD });
    documents.set('users/uid-admin', { ...documents.get('users/uid-admin'), isActive: false });
    await expect(provider.recheckSession()).resolves.toBe(false);
    expect(readSession()).toBeNull();
  });

  it('keeps the session when the status is unknown', async () => {
    await provider.login({ email: 'org.admin@example.com', password: PASSWORD });
    documents.delete('organisations/org-a');
    documents.delete('users/uid-admin');
    await expect(provider.recheckSession()).resolves.toBe(true);
    expect(readSession()).not.toBeNull();
  });

  it('re-checks a session restored from storage on the first check', async () => {
    await provider.login({ email: 'org.admin@example.com', password: PASSWORD });
    documents.set('organisations/org-a', { name: 'Acme Accounting', isActive: false });
    // Already checked at sign-in: no new reads.
    calls = [];
    await expect(provider.checkAuth()).resolves.toBeUndefined();
    expect(calls).toEqual([]);
    // The same browser, a new page load: the stored session is checked again.
    const reloaded = createAuthProvider({
      auth: getAuth(app),
      db: getFirestore(app),
      call: createCall(getFunctions(app, FUNCTIONS_REGION)),
      readSessionStatus: sessionStatusOf(app),
    });
    await expect(reloaded.checkAuth()).rejects.toEqual({
      redirectTo: '/',
      message: false,
      reason: 'subscription-ended',
    });
  });

  it('does not hold the app on a hung session check: past its limit the session is kept', async () => {
    await provider.login({ email: 'org.admin@example.com', password: PASSWORD });
    const reloaded = createAuthProvider({
      auth: getAuth(app),
      db: getFirestore(app),
      call: createCall(getFunctions(app, FUNCTIONS_REGION)),
      readSessionStatus: () => new Promise(() => undefined),
    });
    const started = Date.now();
    await expect(reloaded.checkAuth()).resolves.toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(SESSION_CHECK_TIMEOUT_MS - 100);
    expect(readSession()).not.toBeNull();
  }, 20_000);

  it('signs out, clears the session and returns to the root', async () => {
    await provider.login({ email: 'org.admin@example.com', password: PASSWORD });
    await expect(provider.logout()).resolves.toBe('/');
    expect(readSession()).toBeNull();
    expect(getAuth(app).currentUser).toBeNull();
    await expect(provider.getPermissions()).resolves.toBeNull();
  });
});

describe('phone sign-in', () => {
  it('does nothing for a blank number', async () => {
    await expect(
      provider.sendPhoneCode({ phone: '   ', recaptchaContainer: 'recaptcha' }),
    ).resolves.toBe('blank');
    expect(calls).toEqual([]);
  });

  it('looks the normalised number up and reports an unknown one', async () => {
    phoneFound = false;
    expect(
      await refusal(
        provider.sendPhoneCode({ phone: '021 000 0009', recaptchaContainer: 'recaptcha' }),
      ),
    ).toBe('phone-not-found');
    expect(calls).toEqual(['getUserByPhone:+64210000009']);
  });

  it('does nothing for a blank code', async () => {
    expect(await refusal(provider.login({ code: '  ' }))).toBe('nothing-to-do');
    expect(calls).toEqual([]);
  });
});
