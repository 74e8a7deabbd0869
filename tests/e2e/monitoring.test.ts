// An error in the production bundle is reported with a stack that the build's kept source maps
// turn back into the sources (README, Deploy; docs/product.md §8). The test build posts its reports
// to the app's own server (tests/helpers/globalApp.ts), where the test reads them.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/local-stack';
import { sourceMapsDir, symbolicate } from '../../scripts/lib/sourceMaps';
import { appUrl, closeBrowser, expectConsoleErrors, newPage } from '../helpers/browser';
import { ERROR_REPORTS_PATH, currentStack } from '../helpers/stack';

const BUILD = join(REPO_ROOT, '.stack', `app-${currentStack().offset}`);

afterAll(async () => {
  await closeBrowser();
});

it('keeps a source map of every script of the build, outside what is served', () => {
  const maps = join(sourceMapsDir(BUILD), 'assets');
  // The bundler's own runtime helpers and a chunk that only imports others come from no source,
  // and have no map.
  const importsOnly = (file: string) =>
    readFileSync(join(BUILD, 'assets', file), 'utf8')
      .replace(/import\s*"[^"]+";?/g, '')
      .trim() === '';
  const scripts = readdirSync(join(BUILD, 'assets')).filter(
    (file) => file.endsWith('.js') && !file.startsWith('rolldown-runtime-') && !importsOnly(file),
  );
  expect(scripts.length).toBeGreaterThan(10);
  for (const script of scripts) expect(existsSync(join(maps, `${script}.map`)), script).toBe(true);
});

it('reports an uncaught error with a stack that maps back to the sources', async () => {
  const page = await newPage();
  try {
    // The browser keeps a beacon's body from the test: the reporter's fallback, a fetch, shows it.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'sendBeacon', { value: () => false });
    });
    await page.goto(appUrl('/'));
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const reported = page.waitForRequest((request) =>
      new URL(request.url()).pathname.endsWith(ERROR_REPORTS_PATH),
    );
    // The preview server has no such route: its 404 is the test's, not the app's.
    expectConsoleErrors(new RegExp(`404.*${ERROR_REPORTS_PATH}|${ERROR_REPORTS_PATH}.*404`));
    // An uncaught error whose value is not an Error: the reporter wraps it in an Error of its own,
    // so that the stack is the bundle's code.
    await page.evaluate(() => {
      window.dispatchEvent(
        new ErrorEvent('error', {
          error: 'kynd-monitoring-check',
          message: 'kynd-monitoring-check',
        }),
      );
    });
    const report = JSON.parse((await reported).postData() ?? '{}') as {
      message: string;
      stack: string;
      release: string;
    };
    expect(report.message).toBe('kynd-monitoring-check');
    expect(report.stack).toMatch(/\/assets\/[\w-]+\.js:\d+:\d+/);
    expect(report.stack).not.toContain('src/');
    const readable = symbolicate(report.stack, sourceMapsDir(BUILD));
    expect(readable).toMatch(/at src\/monitoring\/reporting\.ts:\d+:\d+/);
  } finally {
    await page.context().close();
  }
});
