// Chromium for the end-to-end tests: Debian's chromium driven by playwright-core (Playwright cannot
// download its own browsers here). Locators follow what a user sees: roles, labels, visible text.
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Download,
  type Locator,
  type Page,
} from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { currentStack } from './stack';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const DEFAULT_VIEWPORT = { width: 1366, height: 900 };

/** The sign-in form's accessible names (docs/product.md §2 Sign-in), kept here for every spec. */
export const SIGN_IN_FORM = { email: 'Email', password: 'Password', submit: 'Sign in' } as const;

/** This file's connection to the browser, made on first use; closeBrowser() in afterAll ends it. */
let browser: Browser | undefined;

/** Where the project's one Chromium listens (globalChromium.ts), for the test workers. */
export const BROWSER_ENDPOINT_VARIABLE = 'KYND_BROWSER_WS_ENDPOINT';

/** The e2e project's shared Chromium. */
export async function getBrowser(): Promise<Browser> {
  const endpoint = process.env[BROWSER_ENDPOINT_VARIABLE];
  if (!endpoint) throw new Error('No shared Chromium: run the e2e project (globalChromium.ts)');
  browser ??= await chromium.connect(endpoint);
  return browser;
}

/** The text of a finished download, streamed from the shared Chromium (it has no local path). */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Disconnects from the shared Chromium, which closes every context this file opened. */
export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

/** Which build of the app this test file drives: the production one unless it asks. */
let build: 'production' | 'development' = 'production';

/**
 * Drives the development build (globalApp.ts) for the rest of this test file: React's development
 * warnings are console errors there, and its console warnings fail the test as errors do.
 */
export function driveDevelopmentBuild(): void {
  build = 'development';
}

/** The production build again: setupE2e.ts, before each file, as the files share this module. */
export function driveProductionBuild(): void {
  build = 'production';
}

/** The app served for the tests (globalApp.ts), or the stack's app port. */
export function appUrl(path = '/'): string {
  const base =
    build === 'development'
      ? (process.env.KYND_DEV_APP_URL ?? `http://127.0.0.1:${currentStack().ports.devApp}`)
      : (process.env.KYND_APP_URL ?? currentStack().urls.app);
  return new URL(path, `${base}/`).toString();
}

// ---------------------------------------------------------------------------------------------
// The app's own errors: every page opened here is watched, and each test fails on an uncaught page
// error or a console error it did not announce (tests/helpers/setupE2e.ts checks after each test).

/** What the watched pages reported since the last check, that no test announced. */
const appErrors: string[] = [];
/** The errors the running test makes happen on purpose (a refused write, a failing call). */
const announced: RegExp[] = [];

/**
 * Announces console errors the current test causes on purpose, by their text: for example the
 * browser's "Failed to load resource: … 403" of a write the test makes the rules refuse, or the
 * app's own log of that failure. Valid until the end of the test.
 */
export function expectConsoleErrors(...patterns: RegExp[]): void {
  announced.push(...patterns);
}

/**
 * The console errors of a callable the test makes the server refuse: the browser's failed request
 * and the app's log of the error (DataProviderError '<callable>: …').
 */
export function refusedCall(callable: string): RegExp {
  return new RegExp(
    `(status of [45]\\d\\d .*/${callable}:|DataProviderError: ${callable}: |FirebaseError.*${callable})`,
  );
}

/**
 * The console errors of a Firestore write the test makes the rules refuse: the browser's failed
 * commit (403) and the app's log of the refusal.
 */
export const REFUSED_WRITE: readonly RegExp[] = [
  /status of 403 .*documents:commit/,
  /permission denied by the security rules \(permission-denied\)/,
];

/** The console error of a sign-in the test makes with a wrong password. */
export const WRONG_PASSWORD = /status of 400 .*accounts:signInWithPassword/;

/**
 * The Auth emulator does not implement the reCAPTCHA configuration the Firebase SDK asks for before
 * a phone sign-in (501): an error of the local stack, not of the app, in the phone sign-in tests.
 */
export const EMULATOR_RECAPTCHA_CONFIG = /status of 501 .*recaptchaConfig/;

function record(kind: string, text: string, page: Page): void {
  if (announced.some((pattern) => pattern.test(text))) return;
  appErrors.push(`${kind} on ${new URL(page.url()).pathname}: ${text}`);
}

function watch(page: Page): void {
  page.on('pageerror', (error) =>
    record('uncaught page error', error.stack ?? error.message, page),
  );
  page.on('console', (message) => {
    const reported =
      message.type() === 'error' || (build === 'development' && message.type() === 'warning');
    if (!reported) return;
    const { url, lineNumber } = message.location();
    const where = url ? ` (${url}:${lineNumber})` : '';
    record(`console ${message.type()}`, `${message.text()}${where}`, page);
  });
}

/** The unannounced errors since the last call (then forgotten), and the announcements ended. */
export function takeAppErrors(): string[] {
  announced.length = 0;
  return appErrors.splice(0);
}

/**
 * A page in a fresh context: no stored session, no remembered sign-in, no Firebase user.
 * Closing the page's context (page.context().close()) releases it.
 */
export async function newPage(
  options: {
    viewport?: { width: number; height: number };
    reducedMotion?: 'reduce' | 'no-preference';
  } = {},
): Promise<Page> {
  const context: BrowserContext = await (
    await getBrowser()
  ).newContext({
    viewport: options.viewport ?? DEFAULT_VIEWPORT,
    // As a user's system may ask: the screens are the same, drawn without animation (the theme),
    // which takes about a third of the browser's work off the tests on 2 cores.
    reducedMotion: options.reducedMotion ?? 'reduce',
  });
  context.on('page', watch);
  return context.newPage();
}

/** Fills the sign-in form by its labels and submits it; the caller waits for the outcome. */
export async function signInWithEmail(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(SIGN_IN_FORM.email, { exact: true }).fill(email);
  await page.getByLabel(SIGN_IN_FORM.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: SIGN_IN_FORM.submit, exact: true }).click();
}

/** The demo accounts' password (README, seeded by scripts/seed). */
export { DEMO_PASSWORD };

/** Sign-in waits on cold emulators (the first callable starts a function worker). */
export const SIGN_IN_TIMEOUT = 45_000;

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export async function waitForPath(page: Page, path: string, timeout = 15_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout });
}

/** Waits until the first element the locator finds is visible. */
export async function expectVisible(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

/** What a screen shows while any of it is still loading: a spinner, a skeleton, a busy region. */
const LOADING = '[role="progressbar"]:visible, .MuiSkeleton-root:visible, [aria-busy="true"]';

/**
 * Waits until nothing on the page is loading. A control drawn while its data is still arriving
 * may be drawn again under the pointer (an open menu then closes).
 */
export async function waitUntilLoaded(
  page: Page,
  timeout = 20_000,
  message?: string,
): Promise<void> {
  await expect
    .poll(() => page.locator(LOADING).count(), { timeout, interval: 150, message })
    .toBe(0);
}

/** A fresh page signed in through the sign-in form as a demo account, on /dashboard. */
export async function signedInPage(
  email: string,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const page = await newPage(options);
  await page.goto(appUrl('/'));
  await signInWithEmail(page, email, DEMO_PASSWORD);
  await waitForPath(page, '/dashboard', SIGN_IN_TIMEOUT);
  return page;
}

/**
 * Moves to a path inside the running app, as a link would (no reload): react-router listens to
 * popstate. Much cheaper than page.goto, which loads the whole app again.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Picks `option` in the select labelled `label` (within `scope`, the page by default). A list that
 * is still loading may redraw the open menu under the pointer: it is opened again then. Returns
 * once a single choice's menu has closed.
 */
export async function chooseOption(
  page: Page,
  label: string,
  option: string,
  { scope = page, exactLabel = true }: { scope?: Page | Locator; exactLabel?: boolean } = {},
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await scope.getByRole('combobox', { name: label, exact: exactLabel }).click();
    try {
      await page.getByRole('option', { name: option, exact: true }).click({ timeout: 10_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
  // A single choice closes the menu, which until then hides the rest of the page (a dialog's
  // buttons) from role queries; a multiple choice's menu stays open for the next.
  await page.locator('[role="listbox"]:not([aria-multiselectable="true"])').waitFor({
    state: 'hidden',
  });
}
