// The harness itself: the app built for the tests loads in Chromium against the test stack, which
// asks for reduced motion as every file does (newPage).
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

it('animates the screens unless the system asks for reduced motion', async () => {
  const transitionOf = async (reducedMotion: 'reduce' | 'no-preference') => {
    const page = await newPage({ reducedMotion });
    try {
      await page.goto(appUrl('/'));
      const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
      return await signIn.evaluate((button) => {
        const style = getComputedStyle(button);
        return { property: style.transitionProperty, duration: style.transitionDuration };
      });
    } finally {
      await page.context().close();
    }
  };
  // MUI's button fades its background and shadow.
  const animated = await transitionOf('no-preference');
  expect(animated.property).toContain('background-color');
  expect(animated.duration).not.toMatch(/^0s(, 0s)*$/);
  expect(await transitionOf('reduce')).toEqual({ property: 'none', duration: '0s' });
});
