// Every select of every screen, as the roles that use them: opened, each option has a visible label
// (docs/product.md §9 lists the choices; a blank entry is not one). Selects whose choices depend on
// another (a division after an organisation) are read once that choice is made where the screen
// starts with one; the pickers that find people or organisations by typing offer nothing before a
// letter is typed, and are read by their own tests.
import type { Page } from 'playwright-core';
import {
  closeBrowser,
  expectVisible,
  navigateInApp,
  signedInPage,
  waitUntilLoaded,
} from '../helpers/browser';

interface Screen {
  path: string;
  heading: string;
  /** What shows the screen's selects where it starts without them. */
  prepare?: (page: Page) => Promise<void>;
}

/** The screens with selects, per role that sees them, and a heading that says the screen is drawn. */
const SCREENS: Record<string, readonly Screen[]> = {
  'provider.admin@example.com': [
    { path: '/dashboard', heading: 'Summary' },
    { path: '/dashboard/body', heading: 'Body' },
    { path: '/users', heading: 'Administrators' },
    { path: '/users/create', heading: 'Create user' },
    { path: '/users/change-user-organisation', heading: 'Change user organisation' },
    { path: '/divisions/create', heading: 'Create division' },
    { path: '/codes/create', heading: 'Create code' },
    { path: '/questions', heading: 'Questions' },
    { path: '/questions/create', heading: 'Create question' },
    {
      path: '/notifications/create',
      heading: 'Create notification',
      // Its organisation is found by typing; the measurement select is a risk-level one's.
      prepare: (page) => page.getByRole('radio', { name: 'Risk level' }).check(),
    },
    { path: '/notifications/initial', heading: 'Initial messages' },
    { path: '/industries/orgs-industries', heading: 'Orgs industries' },
    { path: '/article/create', heading: 'Create article' },
    { path: '/hearing-vision-alerts', heading: 'Hearing and Vision Alerts' },
  ],
  'org.admin@example.com': [
    { path: '/dashboard', heading: 'Summary' },
    { path: '/users', heading: 'Users' },
    { path: '/users/create', heading: 'Create user' },
    { path: '/hearing-vision-alerts', heading: 'Hearing and Vision Alerts' },
  ],
};

/** MUI's select buttons (not the autocompletes' text boxes), unless disabled. */
const ENABLED_SELECTS = '[role="combobox"]:not([aria-disabled="true"]):not(input)';

/** The options of each enabled select on the page, by its accessible name. */
async function optionsOfEachSelect(page: Page): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  const selects = page.locator(ENABLED_SELECTS);
  const count = await selects.count();
  for (let index = 0; index < count; index += 1) {
    const select = selects.nth(index);
    if (!(await select.isVisible())) continue;
    const name = (await select.getAttribute('aria-labelledby')) ?? `select ${index}`;
    const label = (
      await page
        .locator(`[id="${name.split(' ')[0]}"]`)
        .innerText()
        .catch(() => name)
    ).trim();
    await select.click();
    const listbox = page.getByRole('listbox');
    await expectVisible(listbox);
    const options = (await listbox.getByRole('option').allInnerTexts()).map((text) => text.trim());
    found.set(label, options);
    await page.keyboard.press('Escape');
    await listbox.waitFor({ state: 'hidden' });
  }
  return found;
}

afterAll(async () => {
  await closeBrowser();
});

for (const [email, screens] of Object.entries(SCREENS)) {
  describe(`as ${email}`, () => {
    let page: Page;
    beforeAll(async () => {
      page = await signedInPage(email);
    });
    afterAll(async () => {
      await page?.context().close();
    });

    for (const { path, heading, prepare } of screens) {
      it(`offers no blank option in any select of ${path}`, async () => {
        await navigateInApp(page, path);
        await expectVisible(page.getByRole('heading', { name: heading, exact: true }), 30_000);
        // The selects fill from the data: wait until nothing on the screen is still loading.
        await waitUntilLoaded(page, 30_000, `${path} still loading`);
        await prepare?.(page);
        // A screen may draw its heading, and no spinner yet, before its form: wait for a select.
        await expectVisible(page.locator(ENABLED_SELECTS).first(), 20_000);
        const selects = await optionsOfEachSelect(page);
        expect(selects.size).toBeGreaterThan(0);
        for (const [label, options] of selects) {
          expect(options.length, `${path}: ${label} has options`).toBeGreaterThan(0);
          expect(
            options.filter((option) => option === ''),
            `${path}: ${label}`,
          ).toEqual([]);
        }
      });
    }
  });
}
