// Vitest global setup of the `e2e` project, after globalStack.ts: seeds the demo data into the test
// stack while the production build started by globalAppBuild.ts finishes, then serves the build
// with `vite preview` on the stack's app port. A production build loads in one request per chunk,
// which keeps page loads quick and steady on 2 cores (the dev server would transform hundreds of
// modules on every fresh browser context). The development build, bundled the same way, is served
// on the stack's devApp port once it is built, without holding up the files that do not use it.
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
  const seededAt = new Date();
  await Promise.all([
    production.built,
    seedDemoData({
      projectId,
      offset,
      now: seededAt,
      log: (line) => console.log(`[seed] ${line}`),
    }).then(() => takeDemoSnapshot(seededAt)),
  ]);
  const app = await serveApp(production.outDir, ports.app, env);
  const devApp = development.built.then(() => serveApp(development.outDir, ports.devApp, env));
  devApp.catch((error: unknown) => console.error(`[test app] development build: ${String(error)}`));
  process.env.KYND_APP_URL = app.url;
  process.env.KYND_DEV_APP_URL = `http://127.0.0.1:${ports.devApp}`;
  console.log(
    `[test app] seeded and serving ${app.url} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );

  return async () => {
    const dev = await devApp.catch(() => undefined);
    stopGroup(app.process);
    stopGroup(dev?.process);
    await Promise.all([exited(app.process), dev && exited(dev.process)]);
  };
}
