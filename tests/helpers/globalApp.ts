// Vitest global setup of the `e2e` project, after globalStack.ts: seeds the demo data into the test
// stack, builds the app with KYND_PORT_OFFSET so that it talks to that stack, and serves the build
// with `vite preview` on the stack's app port. A production build loads in one request per chunk,
// which keeps page loads quick and steady on 2 cores (the dev server would transform hundreds of
// modules on every fresh browser context).
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../scripts/local-stack';
import { seedDemoData } from '../../scripts/seed';
import { applyRulesWithScores } from './scoresRules';
import { takeDemoSnapshot } from './snapshot';
import { currentStack } from './stack';

const VITE = join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

function run(args: string[], logFile: string, env: NodeJS.ProcessEnv): ChildProcess {
  const fd = openSync(logFile, 'w');
  const child = spawn(process.execPath, [VITE, ...args], {
    cwd: REPO_ROOT,
    env,
    // Its own process group, so that teardown stops it and anything it started.
    detached: true,
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  return child;
}

function exited(child: ChildProcess): Promise<number> {
  return new Promise((done) => {
    if (child.exitCode !== null) done(child.exitCode);
    else child.once('exit', (code) => done(code ?? 1));
  });
}

function logTail(file: string): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-30).join('\n');
  } catch {
    return '';
  }
}

async function waitForApp(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`vite preview exited (${child.exitCode}):\n${logTail(logFile)}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`The app did not answer on ${url} within 60 s:\n${logTail(logFile)}`);
}

export default async function setup(): Promise<() => Promise<void>> {
  // globalStack.ts ran first and exported the stack's environment.
  const { offset, ports, projectId, urls } = currentStack();
  await applyRulesWithScores(urls.firestore, projectId);
  const outDir = join(REPO_ROOT, '.stack', `app-${offset}`);
  const env: NodeJS.ProcessEnv = { ...process.env, KYND_PORT_OFFSET: String(offset) };

  const started = Date.now();
  const seededAt = new Date();
  const build = run(
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    `${outDir}.build.log`,
    env,
  );
  // The seed and the build do not depend on each other.
  const [buildCode] = await Promise.all([
    exited(build),
    seedDemoData({
      projectId,
      offset,
      now: seededAt,
      log: (line) => console.log(`[seed] ${line}`),
    }).then(() => takeDemoSnapshot(seededAt)),
  ]);
  if (buildCode !== 0) {
    throw new Error(`vite build failed (${buildCode}):\n${logTail(`${outDir}.build.log`)}`);
  }

  const logFile = `${outDir}.preview.log`;
  const preview = run(
    [
      'preview',
      '--outDir',
      outDir,
      '--host',
      '127.0.0.1',
      '--port',
      String(ports.app),
      '--strictPort',
    ],
    logFile,
    env,
  );
  const appUrl = `http://127.0.0.1:${ports.app}`;
  try {
    await waitForApp(`${appUrl}/`, preview, logFile);
  } catch (error) {
    stopGroup(preview);
    throw error;
  }
  process.env.KYND_APP_URL = appUrl;
  console.log(
    `[test app] seeded and serving ${appUrl} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );

  return async () => {
    stopGroup(preview);
    await exited(preview);
  };
}

function stopGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
