// The harness itself: the app built for the tests loads in Chromium against the test stack.
import { afterAll, expect, it } from 'vitest';
import { appUrl, closeBrowser, newPage } from '../helpers/browser';

afterAll(async () => {
  await closeBrowser();
});

it('serves the dashboard index page to Chromium', async () => {
  const page = await newPage();
  try {
    const response = await page.goto(appUrl('/'));
    expect(response?.ok()).toBe(true);
    await expect.poll(() => page.title()).toContain('Kynd');
  } finally {
    await page.context().close();
  }
});
