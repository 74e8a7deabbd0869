// The production build of the app, served by `vite preview`, for the e2e tests
// (tests/helpers/globalApp.ts) and the benchmark (scripts/bench.ts). Each child runs in its own
// process group with its output in a log file, so that stopping it stops what it started and a
// failure reports the end of its log.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../local-stack';

const VITE = join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

/** Starts `command` in the repository, its output in `logFile` (its folder made if need be). */
export function runLogged(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  logFile: string,
): ChildProcess {
  // On a fresh clone the e2e project's build starts before any stack has made `.stack`.
  mkdirSync(dirname(logFile), { recursive: true });
  const fd = openSync(logFile, 'w');
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env,
    detached: true,
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  return child;
}

export function exited(child: ChildProcess): Promise<number> {
  return new Promise((done) => {
    if (child.exitCode !== null) done(child.exitCode);
    else child.once('exit', (code) => done(code ?? 1));
  });
}

export function logTail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Waits for `child` to succeed; otherwise fails with the end of its log. */
export async function mustSucceed(child: ChildProcess, what: string, logFile: string) {
  const code = await exited(child);
  if (code !== 0) throw new Error(`${what} failed (${code}):\n${logTail(logFile)}`);
}

/** Stops a child and everything it started. */
export function stopGroup(child: ChildProcess | undefined): void {
  if (child?.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/**
 * `vite build` into `outDir` (log beside it); env carries KYND_PORT_OFFSET. In the `emulators` mode,
 * the production bundle users get, pointed at the local stack (src/config/environment.ts); in the
 * `development` mode, the development build of `npm start`'s dev server (React's, MUI's and
 * react-admin's development code, with their warnings), bundled as the production one is.
 */
export function buildApp(
  outDir: string,
  env: NodeJS.ProcessEnv,
  mode: 'emulators' | 'development' = 'emulators',
): Promise<void> {
  const logFile = `${outDir}.build.log`;
  const build = runLogged(
    process.execPath,
    [VITE, 'build', '--mode', mode, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    // Whoever asks: under Vitest NODE_ENV is 'test', which would otherwise give React's and
    // react-admin's development builds to the production bundle's tests.
    { ...env, NODE_ENV: mode === 'development' ? 'development' : 'production' },
    logFile,
  );
  return mustSucceed(build, 'vite build', logFile);
}

/** Serves the build in `outDir` on 127.0.0.1:`port` and resolves once it answers. */
export async function serveApp(
  outDir: string,
  port: number,
  env: NodeJS.ProcessEnv,
): Promise<{ url: string; process: ChildProcess }> {
  const logFile = `${outDir}.preview.log`;
  const preview = runLogged(
    process.execPath,
    [
      VITE,
      'preview',
      '--outDir',
      outDir,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    env,
    logFile,
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (preview.exitCode !== null) {
      throw new Error(`vite preview exited (${preview.exitCode}):\n${logTail(logFile)}`);
    }
    try {
      const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(2_000) });
      // Another server already on the port (strictPort makes the preview exit) answers too: only
      // the built page counts.
      if (response.ok && (await response.text()).includes('<title>Kynd Dashboard</title>')) {
        return { url, process: preview };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  stopGroup(preview);
  throw new Error(`The app did not answer on ${url} within 60 s:\n${logTail(logFile)}`);
}
