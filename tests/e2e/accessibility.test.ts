// axe-core in Chromium over every screen, for each demo role that sees it: the screens the role's
// menu offers, the create and edit forms of the resources behind them, and the sign-in page. No
// violation of impact serious or critical may remain. The screens come from the menu's table
// (src/resources/registry.ts) and the resources' configs, so a new screen is checked without a change
// here. Also a short keyboard walk: menu, dashboard selectors and switches, a list filter and a
// form's Save button are reached with Tab and used with Enter or Space. The walk drives the
// development build, so that it is also the development console's check: a React warning (an
// unknown DOM attribute, a missing key) is a console error or warning there, and fails the test
// (tests/helpers/setupE2e.ts) for the screen and the role where it shows.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../src/domain/types';
import type { ResourceName } from '../../src/resources/registry';
import { RESOURCES } from '../../src/resources/registry';
import { pathTo, type ResourceConfig } from '../../src/resources/ResourceConfig';
import { describeFindings, seriousViolations } from '../helpers/axe';
import {
  appUrl,
  closeBrowser,
  driveDevelopmentBuild,
  expectConsoleErrors,
  expectVisible,
  navigateInApp,
  newPage,
  signedInPage,
  waitUntilLoaded,
} from '../helpers/browser';
import { RESOURCE_CONFIGS, menuPaths, permissionsOf } from '../helpers/menuScreens';

driveDevelopmentBuild();

// The walk moves by history.pushState (navigateInApp), outside the router: leaving a form, the
// router's blocker (react-admin's unsaved-changes guard) warns in development that it cannot hold
// such a move. A user moves by links and the browser's buttons, which it can hold.
beforeEach(() => expectConsoleErrors(/You are trying to use a blocker on a POP navigation/));

/** The resources a menu path belongs to: the ones whose list or pages are at that path. */
function resourcesAt(path: string): ResourceConfig[] {
  return RESOURCE_CONFIGS.filter(
    (config) =>
      (config.list && pathTo(config, 'list') === path) ||
      (config.create && pathTo(config, 'create') === path) ||
      Object.values(config.pages ?? {}).some((page) => page.path === path),
  );
}

interface Screen {
  path: string;
  /** The edit view of a resource: its path holds :id, taken from a link on its list. */
  editOf?: ResourceConfig;
}

/**
 * Resources edited in place, on their list, rather than at an edit route: the button that opens
 * the first record's edit form (a dialog, or the template's edit mode), which then shows 'Save'.
 * Checked for each role whose menu offers the list and who may edit.
 */
const IN_PLACE_EDITS: readonly { resource: ResourceName; opener: string; roles?: Role[] }[] = [
  { resource: 'divisions', opener: 'Edit' },
  { resource: 'questions', opener: 'Edit' },
  { resource: 'initialMessages', opener: 'Edit' },
  { resource: 'questionnaireAlerts', opener: 'Update', roles: ['Kynd Admin', 'Org Admin'] },
];

function inPlaceEditsFor(email: string): { listPath: string; opener: string }[] {
  const permissions = permissionsOf(email);
  const paths = menuPaths(email);
  return IN_PLACE_EDITS.filter(
    (edit) =>
      paths.includes(pathTo(RESOURCES[edit.resource], 'list')) &&
      (edit.roles === undefined || edit.roles.includes(permissions.role)),
  ).map((edit) => ({ listPath: pathTo(RESOURCES[edit.resource], 'list'), opener: edit.opener }));
}

/** Every screen a role reaches from its menu, plus one create and one edit form per resource. */
function screensFor(email: string): Screen[] {
  const paths = menuPaths(email);
  const screens: Screen[] = paths.map((path) => ({ path }));
  const managed = new Set(paths.flatMap(resourcesAt));
  for (const config of managed) {
    if (config.create && !paths.includes(pathTo(config, 'create')))
      screens.push({ path: pathTo(config, 'create') });
    // The edit form comes after the list, where its link is found.
    if (config.edit) screens.push({ path: pathTo(config, 'edit'), editOf: config });
  }
  return screens;
}

/** A screen may wait for its lazily loaded chunk and its data on a loaded machine. */
const LOAD = { timeout: 20_000, interval: 150 };

/** The screen's title: the first level-1 heading of the page. */
async function screenTitle(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { level: 1 });
  await expectVisible(heading, LOAD.timeout);
  return (await heading.first().innerText()).trim();
}

/**
 * Opens a screen in the running app and waits until it has loaded: its title is shown and no
 * spinner or skeleton is left. The route goes through 'Not found' first, because a lazily loaded
 * screen keeps the previous one on show while its code arrives.
 */
async function openScreen(page: Page, path: string): Promise<void> {
  await navigateInApp(page, '/no-such-page');
  await expect.poll(() => screenTitle(page), LOAD).toBe('Not found');
  await navigateInApp(page, path);
  await expect.poll(() => screenTitle(page), { ...LOAD, message: path }).not.toBe('Not found');
  await waitUntilLoaded(page, LOAD.timeout, `${path} still loading`);
  await waitForStillness(page);
}

/** Waits until no finite animation runs: a dialog fading in has text too faint to measure. */
async function waitForStillness(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter(
                (animation) =>
                  animation.playState === 'running' &&
                  animation.effect?.getComputedTiming().endTime !== Infinity,
              ).length,
        ),
      LOAD,
    )
    .toBe(0);
}

/** The first record id linked from the current list to the edit view of a resource. */
async function editPathFromList(page: Page, config: ResourceConfig): Promise<string> {
  const prefix = pathTo(config, 'edit').split(':id')[0];
  const link = page.locator(`a[href^="${prefix}"]`).first();
  await expectVisible(link, LOAD.timeout);
  const href = await link.getAttribute('href');
  if (!href) throw new Error(`no edit link for ${config.name}`);
  return href;
}

afterAll(async () => {
  await closeBrowser();
});

describe('axe-core finds no serious or critical violation', () => {
  it('on the sign-in page', async () => {
    const page = await newPage();
    try {
      await page.goto(appUrl('/'));
      await expectVisible(page.getByRole('textbox', { name: 'Email' }));
      const findings = await seriousViolations(page);
      expect(findings, describeFindings('/', findings)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

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

    it('on every screen of the menu and a create and an edit form of each resource', async () => {
      const screens = screensFor(email);
      expect(screens.length).toBeGreaterThan(0);
      const failures: string[] = [];
      for (const screen of screens) {
        const listPath = screen.editOf ? pathTo(screen.editOf, 'list') : undefined;
        if (listPath) await openScreen(page, listPath);
        const path = screen.editOf ? await editPathFromList(page, screen.editOf) : screen.path;
        await openScreen(page, path);
        const findings = await seriousViolations(page);
        if (findings.length > 0) failures.push(describeFindings(path, findings));
      }
      for (const edit of inPlaceEditsFor(email)) {
        await openScreen(page, edit.listPath);
        await page.getByRole('button', { name: edit.opener, exact: true }).first().click();
        await expectVisible(page.getByRole('button', { name: 'Save', exact: true }), LOAD.timeout);
        await waitForStillness(page);
        const findings = await seriousViolations(page);
        const where = `${edit.listPath}, '${edit.opener}' form`;
        if (findings.length > 0) failures.push(describeFindings(where, findings));
        await page.keyboard.press('Escape');
      }
      expect(failures, failures.join('\n')).toEqual([]);
    }, 240_000);
  });
});

/** Presses Tab until the target has the focus; fails when it is not reached. */
async function tabTo(page: Page, target: Locator, presses = 120): Promise<void> {
  const element = target.first();
  await expectVisible(element, LOAD.timeout);
  const visited: string[] = [];
  for (let count = 0; count < presses; count += 1) {
    await page.keyboard.press('Tab');
    if (await element.evaluate((node) => node === document.activeElement)) return;
    visited.push(
      await page.evaluate(() => {
        const active = document.activeElement;
        if (!active) return '(none)';
        const name = active.getAttribute('aria-label') ?? active.textContent ?? '';
        return `${active.tagName.toLowerCase()} "${name.trim().slice(0, 40)}"`;
      }),
    );
  }
  throw new Error(
    `${String(target)} is not reached with Tab; focus went to:\n${visited.join('\n')}`,
  );
}

const isFocused = (locator: Locator) =>
  locator.first().evaluate((node) => node === document.activeElement);

describe('with the keyboard alone, signed in as the provider admin', () => {
  let page: Page;

  beforeAll(async () => {
    page = await signedInPage('provider.admin@example.com');
  });

  afterAll(async () => {
    await page.context().close();
  });

  it('uses the main menu, the dashboard selectors, switches and view buttons', async () => {
    await openScreen(page, '/dashboard');
    const menu = page.getByRole('navigation', { name: 'Main menu' });

    await tabTo(page, menu.getByRole('link', { name: 'Body', exact: true }));
    await page.keyboard.press('Enter');
    await expect.poll(() => screenTitle(page), LOAD).toBe('Body');
    await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe('/dashboard/body');

    // A provider admin's Organisation is a search box (docs/product.md §2 Shared filter bar):
    // ArrowDown opens its matches, the arrows move the highlight, Enter chooses.
    const organisation = page.getByRole('combobox', { name: 'Organisation' });
    await expect.poll(() => organisation.inputValue(), LOAD).not.toBe('');
    await tabTo(page, organisation);
    await page.keyboard.press('ArrowDown');
    await expectVisible(page.getByRole('listbox'));
    // 'All', the chosen organisation and at least one other, once the server has answered.
    await expect.poll(() => page.getByRole('option').count(), LOAD).toBeGreaterThan(2);
    await page.keyboard.press('ArrowDown');
    const chosen = await page.evaluate(() => {
      const highlighted = document.activeElement?.getAttribute('aria-activedescendant');
      return highlighted ? (document.getElementById(highlighted)?.textContent ?? '') : '';
    });
    expect(chosen).not.toBe('');
    await page.keyboard.press('Enter');
    await expect.poll(() => organisation.inputValue(), LOAD).toBe(chosen);
    await expect.poll(() => isFocused(organisation)).toBe(true);

    const compare = page.getByRole('switch', { name: 'Compare with an industry' });
    await tabTo(page, compare);
    await page.keyboard.press('Space');
    await expect.poll(() => compare.isChecked()).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => compare.isChecked()).toBe(false);

    // The view buttons are one group with a roving focus: Tab enters it, arrows move within it.
    const chartView = page.getByRole('button', { name: 'Chart view' });
    const tableView = page.getByRole('button', { name: 'Table view' });
    await tabTo(page, chartView);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => isFocused(tableView)).toBe(true);
    await page.keyboard.press('Enter');
    await expectVisible(page.getByRole('table'), LOAD.timeout);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => isFocused(chartView)).toBe(true);
    await page.keyboard.press('Space');
    const details = page.getByRole('button', { name: /: open details$/ });
    await tabTo(page, details);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  }, 120_000);

  it('opens a menu section, filters a list and submits a form', async () => {
    await openScreen(page, '/dashboard');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const section = menu.getByRole('button', { name: 'Organisations', exact: true });
    await tabTo(page, section);
    await page.keyboard.press('Enter');
    await expect.poll(() => section.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    const all = menu.getByRole('link', { name: 'All organisations', exact: true });
    await expect.poll(() => isFocused(all)).toBe(true);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => window.location.pathname), LOAD)
      .toBe('/organisations');

    const activeOnly = page.getByRole('switch', { name: 'Active orgs only' });
    await tabTo(page, activeOnly);
    const before = await activeOnly.isChecked();
    await page.keyboard.press('Space');
    await expect.poll(() => activeOnly.isChecked()).toBe(!before);
    await page.keyboard.press('Space');
    await expect.poll(() => activeOnly.isChecked()).toBe(before);

    // Submitting the empty form reaches its checks and writes nothing.
    await openScreen(page, '/divisions/create');
    await tabTo(page, page.getByRole('button', { name: 'Create', exact: true }));
    await page.keyboard.press('Enter');
    await expectVisible(
      page.getByText(/^(Please, choose an organisation|Fill in all required fields)$/),
    );
  }, 120_000);
});
