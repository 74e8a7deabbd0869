// Vitest global setup of the `e2e` project, after globalStack.ts: seeds the demo data into the test
// stack, builds the app with KYND_PORT_OFFSET so that it talks to that stack, and serves the build
// with `vite preview` on the stack's app port. A production build loads in one request per chunk,
// which keeps page loads quick and steady on 2 cores (the dev server would transform hundreds of
// modules on every fresh browser context). A development build, bundled the same way (a few
// seconds more beside the seed), is served on the stack's devApp port for the walk over every
// screen (tests/e2e/accessibility.test.ts), where React's development warnings fail the tests.
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
  const devOutDir = join(REPO_ROOT, '.stack', `app-dev-${offset}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    KYND_PORT_OFFSET: String(offset),
    // Error reports go to the preview server, where the tests see them (monitoring.test.ts).
    VITE_ERROR_REPORTING_URL: ERROR_REPORTS_PATH,
  };

  const started = Date.now();
  const seededAt = new Date();
  // The seed and the builds do not depend on each other.
  await Promise.all([
    buildApp(outDir, env).then(() => buildApp(devOutDir, env, 'development')),
    seedDemoData({
      projectId,
      offset,
      now: seededAt,
      log: (line) => console.log(`[seed] ${line}`),
    }).then(() => takeDemoSnapshot(seededAt)),
  ]);

  const [app, devApp] = await Promise.all([
    serveApp(outDir, ports.app, env),
    serveApp(devOutDir, ports.devApp, env),
  ]);
  process.env.KYND_APP_URL = app.url;
  process.env.KYND_DEV_APP_URL = devApp.url;
  console.log(
    `[test app] seeded and serving ${app.url} (development build: ${devApp.url}) (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );

  return async () => {
    stopGroup(app.process);
    stopGroup(devApp.process);
    await Promise.all([exited(app.process), exited(devApp.process)]);
  };
}
