// Chromium for the end-to-end tests: Debian's chromium driven by playwright-core (Playwright cannot
// download its own browsers here). Locators follow what a user sees: roles, labels, visible text.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { currentStack } from './stack';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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

/** The sign-in form's accessible names (SPEC §2 Sign-in), kept here for every spec. */
export const SIGN_IN_FORM = { email: 'Email', password: 'Password', submit: 'Sign in' } as const;

let browser: Browser | undefined;

/** One browser per test file, launched on first use; close it with closeBrowser() in afterAll. */
export async function getBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

/** The app served for the tests (globalApp.ts), or the stack's app port. */
export function appUrl(path = '/'): string {
  const base = process.env.KYND_APP_URL ?? currentStack().urls.app;
  return new URL(path, `${base}/`).toString();
}

/**
 * A page in a fresh context: no stored session, no remembered sign-in, no Firebase user.
 * Closing the page's context (page.context().close()) releases it.
 */
export async function newPage(
  options: { viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const context: BrowserContext = await (
    await getBrowser()
  ).newContext({ viewport: options.viewport ?? DEFAULT_VIEWPORT });
  return context.newPage();
}

/** Fills the sign-in form by its labels and submits it; the caller waits for the outcome. */
export async function signInWithEmail(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(SIGN_IN_FORM.email, { exact: true }).fill(email);
  await page.getByLabel(SIGN_IN_FORM.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: SIGN_IN_FORM.submit, exact: true }).click();
}
