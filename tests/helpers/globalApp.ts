// Vitest global setup of the `e2e` project, after globalStack.ts: seeds the demo data into the test
// stack, builds the app with KYND_PORT_OFFSET so that it talks to that stack, and serves the build
// with `vite preview` on the stack's app port. A production build loads in one request per chunk,
// which keeps page loads quick and steady on 2 cores (the dev server would transform hundreds of
// modules on every fresh browser context).
import { join } from 'node:path';
import { buildApp, exited, serveApp, stopGroup } from '../../scripts/lib/appBuild';
import { REPO_ROOT } from '../../scripts/local-stack';
import { seedDemoData } from '../../scripts/seed';
import { takeDemoSnapshot } from './snapshot';
import { ERROR_REPORTS_PATH, currentStack } from './stack';

export default async function setup(): Promise<() => Promise<void>> {
  // globalStack.ts ran first and exported the stack's environment.
  const { offset, ports, projectId } = currentStack();
  const outDir = join(REPO_ROOT, '.stack', `app-${offset}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    KYND_PORT_OFFSET: String(offset),
    // Error reports go to the preview server, where the tests see them (monitoring.test.ts).
    VITE_ERROR_REPORTING_URL: ERROR_REPORTS_PATH,
  };

  const started = Date.now();
  const seededAt = new Date();
  // The seed and the build do not depend on each other.
  await Promise.all([
    buildApp(outDir, env),
    seedDemoData({
      projectId,
      offset,
      now: seededAt,
      log: (line) => console.log(`[seed] ${line}`),
    }).then(() => takeDemoSnapshot(seededAt)),
  ]);

  const { url: appUrl, process: preview } = await serveApp(outDir, ports.app, env);
  process.env.KYND_APP_URL = appUrl;
  console.log(
    `[test app] seeded and serving ${appUrl} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );

  return async () => {
    stopGroup(preview);
    await exited(preview);
  };
}
