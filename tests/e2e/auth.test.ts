// Sign-in end to end (docs/product.md §2 Sign-in, §4 Session, §5 Entry rule, §8 sign-in toasts): every demo
// account through the real sign-in page, against the seeded local stack.
import type { Page } from 'playwright-core';
import { SESSION_STORAGE_KEY } from '../../src/config/constants';
import {
  appUrl,
  closeBrowser,
  newPage,
  signInWithEmail as fillSignInForm,
  expectConsoleErrors,
  WRONG_PASSWORD,
  EMULATOR_RECAPTCHA_CONFIG,
} from '../helpers/browser';
import { currentStack } from '../helpers/stack';

const PASSWORD = 'Kynd-demo-2026';
const stack = currentStack();
const PROJECT = stack.projectId;
const AUTH_EMULATOR = stack.urls.auth;
const FIRESTORE_EMULATOR = stack.urls.firestore;
// Router-agnostic: the app may use browser or hash routes.
const DASHBOARD = /^https?:\/\/[^/]+\/(#\/)?dashboard$/;
const ROOT = /^https?:\/\/[^/]+\/(#\/)?$/;
// Sign-in waits on cold emulators (the first callable starts a function worker).
const SIGN_IN_TIMEOUT = 45_000;

let page: Page;

afterAll(async () => {
  await closeBrowser();
});

beforeEach(async () => {
  // A fresh context per test: no stored session, no remembered sign-in, no Firebase user.
  page = await newPage();
  await page.goto(appUrl('/'));
});

afterEach(async () => {
  await page.context().close();
});

function signInWithEmail(email: string, password = PASSWORD) {
  return fillSignInForm(page, email, password);
}

function toast(text: string) {
  return page.getByText(text, { exact: true });
}

async function storedSession(): Promise<{ id: string; role: string; isStaff: boolean } | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as { id: string; role: string; isStaff: boolean });
}

async function latestVerificationCode(phoneNumber: string): Promise<string> {
  const response = await fetch(
    `${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT}/verificationCodes`,
  );
  const { verificationCodes } = (await response.json()) as {
    verificationCodes: { phoneNumber: string; code: string }[];
  };
  const code = verificationCodes.filter((entry) => entry.phoneNumber === phoneNumber).at(-1)?.code;
  if (!code) throw new Error(`No verification code was sent to ${phoneNumber}`);
  return code;
}

describe('email sign-in', () => {
  it.each([
    ['provider.admin@example.com', 'Kynd Admin', false],
    ['org.admin@example.com', 'Org Admin', false],
    ['staff1@example.com', 'User', true],
  ])(
    'admits %s to the dashboard',
    async (email, role, isStaff) => {
      await signInWithEmail(email);
      await page.waitForURL(DASHBOARD, { timeout: SIGN_IN_TIMEOUT });
      expect(await storedSession()).toMatchObject({ role, isStaff });
      await expect
        .poll(() => page.getByRole('button', { name: 'Sign out' }).isVisible())
        .toBe(true);
    },
    SIGN_IN_TIMEOUT + 15_000,
  );

  it.each([
    ['inactive.org.admin@example.com'],
    ['clinician@example.com'],
    ['app.user@example.com'],
  ])(
    'refuses %s',
    async (email) => {
      await signInWithEmail(email);
      await toast("You don't have permission to get in").waitFor({ timeout: SIGN_IN_TIMEOUT });
      expect(page.url()).toMatch(ROOT);
      expect(await storedSession()).toBeNull();
      expect(await page.getByRole('button', { name: 'Sign in' }).isEnabled()).toBe(true);
    },
    SIGN_IN_TIMEOUT + 15_000,
  );

  it(
    'asks to check the credentials after a wrong password',
    async () => {
      expectConsoleErrors(WRONG_PASSWORD);
      await signInWithEmail('  org.admin@example.com ', 'not-the-password');
      await toast('Error signing in').waitFor({ timeout: SIGN_IN_TIMEOUT });
      expect(await toast('Please, check your credentials').isVisible()).toBe(true);
      expect(page.url()).toMatch(ROOT);
      expect(await storedSession()).toBeNull();
    },
    SIGN_IN_TIMEOUT + 15_000,
  );

  it(
    'sends a migrated user a password reset e-mail after a wrong password',
    async () => {
      expectConsoleErrors(WRONG_PASSWORD);
      const email = 'migrated.user@example.com';
      const uid = await createMigratedUser(email);
      const emailsBefore = await passwordResetEmailsSentTo(email);
      try {
        await signInWithEmail(email, 'password-of-the-old-app');
        await toast('Welcome to the new version of Kynd Dashboard').waitFor({
          timeout: SIGN_IN_TIMEOUT,
        });
        expect(
          await toast(
            'We have sent you an e-mail to reset your password. It is required as an extra security layer.',
          ).isVisible(),
        ).toBe(true);
        expect(
          await toast(
            'If you have not received an e-mail, please go over in the Forgot Password section in the mobile app and try it there.',
          ).isVisible(),
        ).toBe(true);
        expect(await passwordResetEmailsSentTo(email)).toBe(emailsBefore + 1);
      } finally {
        await deleteUser(uid);
      }
    },
    SIGN_IN_TIMEOUT + 15_000,
  );

  it(
    'remembers the email for the next visit when asked',
    async () => {
      await page.getByRole('textbox', { name: 'Email' }).fill('org.admin@example.com');
      await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
      await page.getByRole('checkbox', { name: 'Remember me' }).check();
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(DASHBOARD, { timeout: SIGN_IN_TIMEOUT });
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(ROOT);
      expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(
        'org.admin@example.com',
      );
      await page.getByRole('tab', { name: 'Phone' }).click();
      expect(await page.getByRole('textbox', { name: 'Phone number' }).inputValue()).toBe(
        '+64210000001',
      );
    },
    SIGN_IN_TIMEOUT + 15_000,
  );
});

describe('phone sign-in', () => {
  it(
    'admits the Org Admin with the code sent to the normalised number',
    async () => {
      expectConsoleErrors(EMULATOR_RECAPTCHA_CONFIG);
      await page.getByRole('tab', { name: 'Phone' }).click();
      await page.getByRole('textbox', { name: 'Phone number' }).fill('0210000001');
      await page.getByRole('textbox', { name: 'Phone number' }).press('Enter');
      const codeField = page.getByRole('textbox', { name: 'Code' });
      await codeField.waitFor({ timeout: SIGN_IN_TIMEOUT });
      const code = await latestVerificationCode('+64210000001');
      await codeField.fill(` ${code} `);
      await codeField.press('Enter');
      await page.waitForURL(DASHBOARD, { timeout: SIGN_IN_TIMEOUT });
      expect(await storedSession()).toMatchObject({ id: 'demo-org-admin', role: 'Org Admin' });
    },
    2 * SIGN_IN_TIMEOUT,
  );

  it(
    'reports a number that belongs to nobody',
    async () => {
      await page.getByRole('tab', { name: 'Phone' }).click();
      await page.getByRole('textbox', { name: 'Phone number' }).fill('0219999999');
      await page.getByRole('button', { name: 'Send code' }).click();
      await toast('Phone number not found').waitFor({ timeout: SIGN_IN_TIMEOUT });
      expect(await page.getByRole('textbox', { name: 'Code' }).count()).toBe(0);
    },
    SIGN_IN_TIMEOUT + 15_000,
  );

  it(
    'refuses a wrong code',
    async () => {
      // The wrong code is refused on purpose.
      expectConsoleErrors(
        EMULATOR_RECAPTCHA_CONFIG,
        /status of 400 .*accounts:signInWithPhoneNumber/,
      );
      await page.getByRole('tab', { name: 'Phone' }).click();
      await page.getByRole('textbox', { name: 'Phone number' }).fill('+64210000001');
      await page.getByRole('button', { name: 'Send code' }).click();
      const codeField = page.getByRole('textbox', { name: 'Code' });
      await codeField.waitFor({ timeout: SIGN_IN_TIMEOUT });
      const code = await latestVerificationCode('+64210000001');
      await codeField.fill(code === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await toast('Invalid OTP code').waitFor({ timeout: SIGN_IN_TIMEOUT });
      expect(await storedSession()).toBeNull();
    },
    2 * SIGN_IN_TIMEOUT,
  );
});

describe('session', () => {
  it(
    'clears a stored session that has no signed-in user and goes to the root',
    async () => {
      // The stored session has no Firebase user on purpose: the screen's first reads, started from the
      // stored session before Firebase Auth answers, are refused until the app signs out.
      expectConsoleErrors(
        /not signed in/,
        /status of 403 /,
        /permission denied by the security rules/,
      );
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        SESSION_STORAGE_KEY,
        JSON.stringify({
          id: 'demo-provider-admin',
          firstName: 'Olivia',
          lastName: 'Bennett',
          role: 'Kynd Admin',
          organisation: { id: 'kynd', name: 'Kynd' },
          allowedOrganisationsIds: [],
          isStaff: false,
          customQuestionnaires: [],
        }),
      ] as const);
      await page.goto(appUrl('/dashboard'));
      await page.waitForURL(ROOT, { timeout: SIGN_IN_TIMEOUT });
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      expect(await storedSession()).toBeNull();
    },
    SIGN_IN_TIMEOUT + 15_000,
  );

  it(
    'signs out back to the root',
    async () => {
      await signInWithEmail('provider.admin@example.com');
      await page.waitForURL(DASHBOARD, { timeout: SIGN_IN_TIMEOUT });
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(ROOT);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      expect(await storedSession()).toBeNull();
    },
    SIGN_IN_TIMEOUT + 15_000,
  );
});

// A user of the previous product: an authentication account whose password is not known, and a
// users document flagged as migrated.
async function createMigratedUser(email: string): Promise<string> {
  const signUp = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a-password-nobody-knows', returnSecureToken: true }),
    },
  );
  const { localId } = (await signUp.json()) as { localId: string };
  const write = await fetch(
    `${FIRESTORE_EMULATOR}/v1/projects/${PROJECT}/databases/(default)/documents/users/${localId}`,
    {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({
        fields: {
          email: { stringValue: email },
          firstName: { stringValue: 'Moana' },
          lastName: { stringValue: 'Migrated' },
          role: { stringValue: 'Org Admin' },
          isActive: { booleanValue: true },
          migrated: { booleanValue: true },
        },
      }),
    },
  );
  if (!write.ok) throw new Error(`Could not write the migrated user: ${write.status}`);
  return localId;
}

async function deleteUser(uid: string): Promise<void> {
  await fetch(
    `${FIRESTORE_EMULATOR}/v1/projects/${PROJECT}/databases/(default)/documents/users/${uid}`,
    {
      method: 'DELETE',
      headers: { authorization: 'Bearer owner' },
    },
  );
  await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:delete`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid }),
    },
  );
}

async function passwordResetEmailsSentTo(email: string): Promise<number> {
  const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string }[];
  };
  return oobCodes.filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET')
    .length;
}
