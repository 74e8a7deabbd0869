// Vitest global setup of the `e2e` project, before globalStack.ts: the app's builds need no stack,
// so they start first and run beside the stack's start and the seed; globalApp.ts waits for them
// and serves them. The production build is the one every file drives; the development build, for
// the walk over every screen (tests/e2e/accessibility.test.ts), follows it.
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../scripts/lib/appBuild';
import { REPO_ROOT } from '../../scripts/local-stack';
import { ERROR_REPORTS_PATH, testPortOffset } from './stack';

export interface AppBuild {
  outDir: string;
  /** Settles when `vite build` has finished. */
  built: Promise<void>;
}

export interface AppBuilds {
  /** The environment the builds and their preview servers run with. */
  env: NodeJS.ProcessEnv;
  production: AppBuild;
  development: AppBuild;
}

const shared = globalThis as typeof globalThis & { kyndAppBuilds?: AppBuilds };

/** The builds this vitest process started (globalApp.ts, after the stack). */
export function appBuilds(): AppBuilds {
  if (!shared.kyndAppBuilds) throw new Error('globalAppBuild.ts runs before globalApp.ts');
  return shared.kyndAppBuilds;
}

export default function setup(project: TestProject): void {
  const offset = testPortOffset(project);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    KYND_PORT_OFFSET: String(offset),
    // Error reports go to the preview server, where the tests see them (monitoring.test.ts).
    VITE_ERROR_REPORTING_URL: ERROR_REPORTS_PATH,
  };
  const outDir = join(REPO_ROOT, '.stack', `app-${offset}`);
  const devOutDir = join(REPO_ROOT, '.stack', `app-dev-${offset}`);
  const production = buildApp(outDir, env);
  const development = production.then(() => buildApp(devOutDir, env, 'development'));
  // globalApp.ts hears of a failure; until it waits, none goes unhandled.
  production.catch(() => undefined);
  development.catch(() => undefined);
  shared.kyndAppBuilds = {
    env,
    production: { outDir, built: production },
    development: { outDir: devOutDir, built: development },
  };
}
