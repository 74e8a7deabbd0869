// Vitest global setup of the `e2e` project, after globalStack.ts: seeds the demo data into the test
// stack while the builds started by globalAppBuild.ts finish, then serves them with `vite preview`:
// the production build on the stack's app port, the development build on its devApp port. A
// production build loads in one request per chunk, which keeps page loads quick and steady on 2
// cores (the dev server would transform hundreds of modules on every fresh browser context). Both
// are built before the first file runs: a build beside the tests slows them.
import { exited, serveApp, stopGroup } from '../../scripts/lib/appBuild';
import { seedDemoData } from '../../scripts/seed';
import { appBuilds } from './globalAppBuild';
import { takeDemoSnapshot } from './snapshot';
import { currentStack } from './stack';

export default async function setup(): Promise<() => Promise<void>> {
  // globalStack.ts ran first and exported the stack's environment.
  const { offset, ports, projectId } = currentStack();
  const { env, production, development } = appBuilds();
  const started = Date.now();
  await Promise.all([
    production.built,
    development.built,
    seedDemoData({
      projectId,
      offset,
      log: (line) => console.log(`[seed] ${line}`),
    }).then(takeDemoSnapshot),
  ]);
  const [app, devApp] = await Promise.all([
    serveApp(production.outDir, ports.app, env),
    serveApp(development.outDir, ports.devApp, env),
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
