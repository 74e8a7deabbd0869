// The shell end to end (docs/product.md §2 Route table, Layout and navigation, Menu; §4 Toast): routes for
// signed-out and signed-in visitors, the role-aware menu, sidebar and drawer, header and toasts,
// against the seeded local stack.
import type { Locator, Page } from 'playwright-core';
import { THEME_STORAGE_KEY } from '../../src/config/constants';
import {
  appUrl,
  closeBrowser,
  expectVisible,
  newPage,
  pathOf,
  SIGN_IN_TIMEOUT,
  signedInPage as openSignedIn,
  waitForPath,
  expectConsoleErrors,
  WRONG_PASSWORD,
} from '../helpers/browser';

const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 800, height: 900 };

afterAll(async () => {
  await closeBrowser();
});

function emailField(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Email' });
}

function passwordField(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Password' });
}

async function signInWithEmail(page: Page, email: string, password: string): Promise<void> {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await passwordField(page).press('Enter');
}

function signedInPage(email: string, viewport = WIDE): Promise<Page> {
  return openSignedIn(email, { viewport });
}

function mainMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main menu' });
}

async function names(items: Locator): Promise<string[]> {
  return (await items.allInnerTexts()).map((text) => text.trim());
}

/** Top-level and open menu entries: the links and the section buttons, as a user reads them. */
async function menuEntries(page: Page): Promise<{ links: string[]; sections: string[] }> {
  const menu = mainMenu(page);
  await menu.getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
  return {
    links: await names(menu.getByRole('link')),
    // A section's toggle is named by its label, or by its aria-label when it is an icon button.
    sections: await menu
      .locator('[aria-expanded]')
      .evaluateAll((elements) =>
        elements.map((element) => element.getAttribute('aria-label') ?? element.textContent ?? ''),
      ),
  };
}

function header(page: Page): Locator {
  return page.getByRole('banner');
}

describe('signed out', () => {
  let page: Page;

  beforeEach(async () => {
    page = await newPage({ viewport: WIDE });
  });

  afterEach(async () => {
    await page.context().close();
  });

  it('shows the sign-in page at /', async () => {
    await page.goto(appUrl('/'));
    await expectVisible(emailField(page));
    expect(pathOf(page)).toBe('/');
  });

  it('redirects /signin to /', async () => {
    await page.goto(appUrl('/signin'));
    await waitForPath(page, '/');
    await expectVisible(passwordField(page));
  });

  it.each(['/dashboard', '/users', '/no-such-page', '/login'])(
    'shows Not found at %s, with a link home',
    async (path) => {
      await page.goto(appUrl(path));
      await expectVisible(page.getByRole('heading', { name: 'Not found' }));
      expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Go to home' }).click();
      await waitForPath(page, '/');
      await expectVisible(emailField(page));
    },
  );

  it('shows a toast at the top right, 340px wide, that closes on click', async () => {
    expectConsoleErrors(WRONG_PASSWORD);
    await page.goto(appUrl('/'));
    await signInWithEmail(page, 'provider.admin@example.com', 'not-the-password');
    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
    await expectVisible(toast.filter({ hasText: 'Error signing in' }), SIGN_IN_TIMEOUT);
    const box = await toast.first().boundingBox();
    expect(box).not.toBeNull();
    expect(box!.width).toBe(340);
    expect(box!.y).toBeLessThan(40);
    expect(WIDE.width - (box!.x + box!.width)).toBeLessThan(40);
    await toast.first().click();
    await toast.first().waitFor({ state: 'detached' });
  });
});

describe('provider admin, wide screen', () => {
  let page: Page;

  beforeAll(async () => {
    page = await signedInPage('provider.admin@example.com');
  });

  afterAll(async () => {
    await page.context().close();
  });

  it('shows the title with the version, first name and Provider admin in the header', async () => {
    await expectVisible(header(page).getByText('Kynd Dashboard', { exact: true }));
    await expectVisible(header(page).getByText('v1.4.8', { exact: true }));
    await expectVisible(header(page).getByText('Olivia', { exact: true }));
    await expectVisible(header(page).getByText('Provider admin', { exact: true }));
    await expectVisible(header(page).getByRole('button', { name: 'Sign out' }));
    const box = await header(page).boundingBox();
    expect(box?.height).toBe(88);
  });

  it('shows a fixed 280px sidebar and no menu button', async () => {
    await page.goto(appUrl('/dashboard'));
    const menu = mainMenu(page);
    await expectVisible(menu);
    expect(await page.getByRole('button', { name: 'Open menu' }).count()).toBe(0);
    const sidebar = await page.getByTestId('sidebar').locator('.MuiDrawer-paper').boundingBox();
    expect(sidebar).toMatchObject({ x: 0, width: 280 });
  });

  it('lists the provider menu', async () => {
    await page.goto(appUrl('/dashboard'));
    expect(await menuEntries(page)).toEqual({
      links: [
        'Dashboard',
        'Body',
        'Mind',
        'Life',
        'Users',
        'Create division',
        'Create code',
        'Questions',
        'Hearing Vision Alerts',
        'Activity',
      ],
      sections: ['Expand Users', 'Organisations', 'Notifications', 'Industries', 'Articles'],
    });
  });

  it('expands and collapses a section', async () => {
    await page.goto(appUrl('/dashboard'));
    const industries = mainMenu(page).getByRole('button', { name: 'Industries' });
    await expectAttribute(industries, 'aria-expanded', 'false');
    await industries.click();
    await expectAttribute(industries, 'aria-expanded', 'true');
    const allIndustries = mainMenu(page).getByRole('link', { name: 'All industries' });
    await expectVisible(allIndustries);
    await allIndustries.click();
    await waitForPath(page, '/industries/all');
    await expectVisible(page.getByRole('heading', { name: 'Industries' }));
    await expectAttribute(allIndustries, 'aria-current', 'page');
    await industries.focus();
    await page.keyboard.press('Enter');
    await expectAttribute(industries, 'aria-expanded', 'false');
    await allIndustries.waitFor({ state: 'detached' });
  });

  it('opens the section of the current route by itself and highlights the item', async () => {
    await page.goto(appUrl('/notifications/initial'));
    await expectAttribute(
      mainMenu(page).getByRole('button', { name: 'Notifications' }),
      'aria-expanded',
      'true',
    );
    const current = mainMenu(page).getByRole('link', { name: 'Initial messages' });
    await expectAttribute(current, 'aria-current', 'page');
    expect(
      await mainMenu(page).getByRole('link', { name: 'Create new' }).getAttribute('aria-current'),
    ).toBeNull();
    await expectVisible(page.getByRole('heading', { name: 'Initial messages' }));
  });

  it('sends / to /dashboard and /signin to /dashboard', async () => {
    await page.goto(appUrl('/'));
    await waitForPath(page, '/dashboard');
    await page.goto(appUrl('/signin'));
    await waitForPath(page, '/dashboard');
  });

  it('shows Not found for an unknown path inside the layout', async () => {
    await page.goto(appUrl('/users/no-such-page'));
    await expectVisible(page.getByRole('heading', { name: 'Not found' }));
    await expectVisible(header(page).getByText('Olivia', { exact: true }));
    await page.getByRole('link', { name: 'Go to home' }).click();
    await waitForPath(page, '/dashboard');
  });

  it('shows each route of the table with its screen title', async () => {
    // The route table's example article does not exist: its editor says so.
    expectConsoleErrors(/DataProviderError: getOne articles some-article: no such document/);
    const routes: [string, string][] = [
      ['/users/create', 'Create user'],
      ['/users/clinicians', 'Manage clinicians'],
      ['/organisations/create', 'Create organisation'],
      ['/article/update/some-article', 'Edit article'],
      ['/hearing-vision-alerts', 'Hearing and Vision Alerts'],
    ];
    for (const [path, title] of routes) {
      await page.goto(appUrl(path));
      await expectVisible(page.getByRole('heading', { name: title, exact: true }));
    }
  });

  it("follows the system's dark preference until a choice, then keeps the choice under appTheme", async () => {
    await page.evaluate((key) => localStorage.removeItem(key), THEME_STORAGE_KEY);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(appUrl('/dashboard'));
    await expectVisible(header(page).getByRole('button', { name: 'Switch to light mode' }));
    await page.emulateMedia({ colorScheme: 'light' });
    await expectVisible(header(page).getByRole('button', { name: 'Switch to dark mode' }));
    await page.emulateMedia({ colorScheme: null });

    await header(page).getByRole('button', { name: 'Switch to dark mode' }).click();
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');
    await page.reload();
    await header(page).getByRole('button', { name: 'Switch to light mode' }).click();
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe(
      'light',
    );
  });

  it('signs out to the root', async () => {
    await header(page).getByRole('button', { name: 'Sign out' }).click();
    await waitForPath(page, '/');
    await expectVisible(emailField(page));
    await page.goto(appUrl('/dashboard'));
    await expectVisible(page.getByRole('heading', { name: 'Not found' }));
  });
});

describe('organisation admin', () => {
  let page: Page;

  beforeAll(async () => {
    page = await signedInPage('org.admin@example.com');
  });

  afterAll(async () => {
    await page.context().close();
  });

  it('shows the organisation name as the secondary line', async () => {
    await expectVisible(header(page).getByText('Aroha', { exact: true }));
    await expectVisible(header(page).getByText('Harbour Accounting Partners', { exact: true }));
  });

  it('lists dashboards, users, the import, divisions, codes, Hearing Vision Alerts and Activity', async () => {
    expect(await menuEntries(page)).toEqual({
      links: [
        'Dashboard',
        'Body',
        'Mind',
        'Life',
        'Users',
        'Import users',
        'Divisions',
        'Codes',
        'Hearing Vision Alerts',
        'Activity',
      ],
      sections: [],
    });
  });
});

describe('allow-listed staff', () => {
  let page: Page;

  beforeAll(async () => {
    page = await signedInPage('staff1@example.com');
  });

  afterAll(async () => {
    await page.context().close();
  });

  it('matches menu roles exactly: a staff member (role User) sees what a User sees', async () => {
    // The staff's organisation (Kynd Wellness) offers hearing-v2 and vision-v2.
    expect(await menuEntries(page)).toEqual({
      links: ['Dashboard', 'Body', 'Mind', 'Life', 'Hearing Vision Alerts'],
      sections: [],
    });
  });

  it('shows the first name and the organisation name', async () => {
    await expectVisible(header(page).getByText('Mia', { exact: true }));
    await expectVisible(header(page).getByText('Kynd Wellness', { exact: true }));
  });
});

describe('below 1280px', () => {
  let page: Page;

  beforeAll(async () => {
    page = await signedInPage('provider.admin@example.com', NARROW);
  });

  afterAll(async () => {
    await page.context().close();
  });

  it('hides the menu in a drawer that closes on navigation', async () => {
    await page.goto(appUrl('/dashboard'));
    expect(await mainMenu(page).count()).toBe(0);
    await header(page).getByRole('button', { name: 'Open menu' }).click();
    await expectVisible(mainMenu(page));
    await mainMenu(page).getByRole('link', { name: 'Mind', exact: true }).click();
    await waitForPath(page, '/dashboard/mind');
    await mainMenu(page).waitFor({ state: 'detached' });
  });

  it('closes the drawer when a sub-item is chosen', async () => {
    await header(page).getByRole('button', { name: 'Open menu' }).click();
    await mainMenu(page).getByRole('button', { name: 'Articles' }).click();
    await mainMenu(page).getByRole('link', { name: 'All articles' }).click();
    await waitForPath(page, '/articles/all');
    await mainMenu(page).waitFor({ state: 'detached' });
    await expectVisible(page.getByRole('heading', { name: 'Articles' }));
  });
});

async function expectAttribute(
  locator: Locator,
  name: string,
  value: string,
  timeout = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeout;
  let actual: string | null = null;
  while (Date.now() < deadline) {
    actual = await locator.getAttribute(name);
    if (actual === value) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  expect(actual).toBe(value);
}
