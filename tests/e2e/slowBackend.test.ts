// Slow and absent backends in Chromium (README, Reliability): with the Firestore emulator paused
// (SIGSTOP to its process group) a reload of the dashboard shows what could not be loaded and a
// Retry within the read time limit, and Retry brings the figures once the emulator runs again
// (every list screen's Retry after failed reads: src/resources/registry.Retry.test.tsx); with the
// browser's network cut, the layout says the app is offline and the app recovers by
// itself when the network returns; a returning user's figures do not wait for Firebase Auth's check
// of the stored user. Reads only: the demo data is not changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { READ_TIMEOUT_MS } from '../../src/config/constants';
import { layout } from '../../src/i18n/en/layout';
import { readStackState } from '../../scripts/local-stack';
import {
  appUrl,
  closeBrowser,
  expectVisible,
  navigateInApp,
  signedInPage,
  expectConsoleErrors,
} from '../helpers/browser';
import { currentStack } from '../helpers/stack';

const ORG_ADMIN = 'org.admin@example.com';
/** What a loaded machine may add to the time limit before the message shows. */
const MARGIN_MS = 15_000;

/** The Firestore emulator's process group (its java process leads it). */
function firestoreGroup(): number {
  const state = readStackState(currentStack().offset);
  const pid = state?.pids.firestore;
  if (!pid) throw new Error('The test stack has no recorded Firestore emulator process');
  return pid;
}

let paused: number | undefined;

function pauseFirestore(): void {
  paused = firestoreGroup();
  process.kill(-paused, 'SIGSTOP');
}

function resumeFirestore(): void {
  if (paused === undefined) return;
  process.kill(-paused, 'SIGCONT');
  paused = undefined;
}

const retryOf = (page: Page) => page.getByRole('button', { name: 'Retry', exact: true });

const totalScore = (page: Page) =>
  page.getByRole('group', { name: /Kynd total score \d+ out of 100/ });

describe('slow and absent backends', () => {
  let page: Page;

  beforeAll(async () => {
    page = await signedInPage(ORG_ADMIN);
    await expectVisible(totalScore(page), 30_000);
  });
  afterAll(async () => {
    // Never leave the emulator stopped for the files that run next.
    resumeFirestore();
    await page?.context().close();
    await closeBrowser();
  });

  it('shows what could not be loaded and a Retry when the database does not answer', async () => {
    // The database does not answer on purpose.
    expectConsoleErrors(/no answer within \d+ s/);
    try {
      pauseFirestore();
      const started = Date.now();
      await page.goto(appUrl('/dashboard'));
      await expectVisible(retryOf(page), READ_TIMEOUT_MS + MARGIN_MS);
      expect(Date.now() - started).toBeLessThan(READ_TIMEOUT_MS + MARGIN_MS);
      await expectVisible(page.getByText('Could not load the scores. Please, try again later.'));
      // The selector no longer claims to be loading.
      expect(await page.getByRole('combobox', { name: 'Organisation' }).innerText()).not.toContain(
        'Loading',
      );
      expect(await totalScore(page).count()).toBe(0);
    } finally {
      resumeFirestore();
    }
    await retryOf(page).first().click();
    await expectVisible(totalScore(page), 30_000);
    await expect.poll(() => retryOf(page).count()).toBe(0);
  }, 120_000);

  it("draws a returning user's figures while Firebase Auth is still checking the stored user", async () => {
    // Auth's check of a restored user (accounts:lookup) is held until the end: the first reads
    // go out with the token Auth keeps (boot.ts, providers/storedCredentials), not after it.
    const lookup = '**/identitytoolkit.googleapis.com/v1/accounts:lookup*';
    const held: Promise<void>[] = [];
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(lookup, (route) => {
      held.push(answered.then(() => route.continue()));
    });
    try {
      await page.goto(appUrl('/dashboard'));
      await expectVisible(totalScore(page), 30_000);
      await expect.poll(() => held.length, { timeout: 15_000 }).toBeGreaterThan(0);
      await expectVisible(totalScore(page));
    } finally {
      release();
      await Promise.all(held);
      await page.unroute(lookup);
    }
    // Once Auth has answered, the session stands: the check found the same user.
    await page.waitForTimeout(1_000);
    await expectVisible(totalScore(page));
    await expectVisible(page.getByRole('navigation', { name: 'Main menu' }));
  }, 90_000);

  it('says when the browser is offline and recovers by itself when the network returns', async () => {
    // The network goes away on purpose.
    expectConsoleErrors(/net::ERR_INTERNET_DISCONNECTED/);
    const context = page.context();
    const banner = page.getByRole('status').filter({ hasText: layout['app.layout.offline'] });
    try {
      await context.setOffline(true);
      await expectVisible(banner);
      // A screen not visited yet (its code and its data) waits for the network instead of failing.
      await navigateInApp(page, '/users');
      // (The router keeps the previous screen while the new one's code waits.)
      await page.waitForTimeout(2_000);
      expect(await page.getByRole('list', { name: 'Users' }).count()).toBe(0);
      await expectVisible(banner);
    } finally {
      await context.setOffline(false);
    }
    await expect.poll(() => banner.count()).toBe(0);
    await expectVisible(page.getByRole('list', { name: 'Users' }).getByRole('listitem'), 30_000);
  }, 90_000);
});
