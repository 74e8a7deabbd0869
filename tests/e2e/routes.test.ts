// The route table of docs/product.md §2 in Chromium, for each account that can sign in and for a signed-out
// visitor: every route of the table shows its screen, and every other path, sub-paths of the
// resources included, shows 'Not found'. Route access is decided only by whether a stored user
// exists (docs/product.md §2), so every signed-in role reaches every route; what a screen then shows is the
// data the rules give that role.
import type { Page } from 'playwright-core';
import {
  appUrl,
  closeBrowser,
  expectVisible,
  navigateInApp,
  newPage,
  signedInPage,
  expectConsoleErrors,
} from '../helpers/browser';

/** docs/product.md §2, signed-in users: every route of the table. */
const ROUTES = [
  '/dashboard',
  '/dashboard/body',
  '/dashboard/mind',
  '/dashboard/life',
  '/users',
  '/users/create',
  '/users/clinicians',
  '/users/change-user-organisation',
  '/divisions',
  '/divisions/create',
  '/codes',
  '/codes/create',
  '/organisations',
  '/organisations/create',
  '/questions',
  '/questions/create',
  '/notifications',
  '/notifications/create',
  '/notifications/initial',
  '/industries/all',
  '/industries/orgs-industries',
  '/articles/all',
  '/article/create',
  '/article/update/some-article',
  '/hearing-vision-alerts',
];

/** Paths outside the table: unknown sub-paths of each resource and prefixes without a screen. */
const UNKNOWN = [
  '/no-such-page',
  '/dashboard/nothing',
  '/users/anything',
  '/users/clinicians-list',
  '/divisions/anything',
  '/codes/anything',
  '/organisations/anything',
  '/questions/anything',
  '/notifications/anything',
  '/industries',
  '/industries/anything',
  '/articles',
  '/articles/anything',
  '/article',
  '/article/update',
  '/hearing-vision-alerts/anything',
  '/initialMessages',
  '/questionnaireAlerts',
  '/industryScores',
  '/login',
];

/** A screen may wait for its lazily loaded chunk: give it the time a loaded machine needs. */
const POLL = { timeout: 15_000, interval: 100 };

afterAll(async () => {
  await closeBrowser();
});

/** The screen's title: the first level-1 heading of the page. */
async function screenTitle(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { level: 1 });
  await expectVisible(heading);
  return (await heading.first().innerText()).trim();
}

describe.each([
  ['the provider admin', 'provider.admin@example.com'],
  ['an organisation admin', 'org.admin@example.com'],
  ['an allow-listed staff member', 'staff1@example.com'],
])('signed in as %s', (_who, email) => {
  let page: Page;

  beforeAll(async () => {
    page = await signedInPage(email);
  });

  afterAll(async () => {
    await page.context().close();
  });

  it('shows a screen, within the layout, at every route of the table', async () => {
    // The route table's example article does not exist: its editor says so.
    expectConsoleErrors(/DataProviderError: getOne articles some-article: no such document/);
    for (const path of ROUTES) {
      // From a known 'Not found' first, so that the title read is the new screen's.
      await navigateInApp(page, '/no-such-page');
      await expect.poll(() => screenTitle(page), POLL).toBe('Not found');
      await navigateInApp(page, path);
      await expect.poll(() => screenTitle(page), { ...POLL, message: path }).not.toBe('Not found');
      await expectVisible(page.getByRole('navigation', { name: 'Main menu' }));
    }
  });

  it("shows 'Not found' at every other path, sub-paths of the resources included", async () => {
    for (const path of UNKNOWN) {
      // From the Summary first, so that the 'Not found' read is the new path's and the screen
      // left before (the last of the table's) has no pending change of the address left.
      await navigateInApp(page, '/dashboard');
      await expect.poll(() => screenTitle(page), POLL).toBe('Summary');
      await navigateInApp(page, path);
      await expect.poll(() => screenTitle(page), { ...POLL, message: path }).toBe('Not found');
    }
  });
});

describe('signed out', () => {
  it("shows 'Not found' at every route but the sign-in page", async () => {
    const page = await newPage();
    try {
      await page.goto(appUrl('/'));
      await expectVisible(page.getByRole('textbox', { name: 'Email' }));
      for (const path of [...ROUTES, ...UNKNOWN]) {
        await navigateInApp(page, path);
        await expect.poll(() => screenTitle(page), { ...POLL, message: path }).toBe('Not found');
      }
    } finally {
      await page.context().close();
    }
  });
});
