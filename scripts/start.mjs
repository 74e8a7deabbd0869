// `npm start`: the dashboard on the local Firebase stack, in one command.
//   1. builds the functions, starts the emulators (scripts/local-stack.ts) with the data kept in
//      .emulator-data/ from the previous run;
//   2. seeds the demo data when the database is empty (scripts/seed.ts);
//   3. runs the Vite dev server in the foreground.
// Ctrl-C stops the dev server, exports the data and stops the emulators.
// KYND_PORT_OFFSET moves every port (default 0: app 5173, Firestore 8080, Auth 9099, ...);
// KYND_EMULATOR_DATA names another data folder than .emulator-data/.
import { spawn } from 'node:child_process';
import { join, relative } from 'node:path';
import { register as registerCommonJs } from 'tsx/cjs/api';
import { register } from 'tsx/esm/api';

// The stack and the seed are TypeScript that shares the app's domain code (functions/ is CommonJS).
registerCommonJs();
register();
const stack = await import('./local-stack.ts');
const { parsePortOffset } = await import('../src/config/ports.ts');

const offset = parsePortOffset(process.env.KYND_PORT_OFFSET);
const projectId = stack.DEFAULT_PROJECT_ID;
const log = (line) => console.log(`[start] ${line}`);

let handle;
let vite;
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  if (vite && vite.exitCode === null) {
    vite.kill('SIGTERM');
    await new Promise((done) => vite.once('exit', done));
  }
  // Only a stack that finished starting (and importing) is exported over the previous data.
  const running = handle ?? stack.readStackState(offset);
  if (running) {
    log(handle ? 'exporting data and stopping the emulators…' : 'stopping the emulators…');
    await stack.stopStack(running, { exportData: Boolean(handle) });
  }
  process.exit(code);
}

// Whatever goes wrong, the emulators are not left running.
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.on(event, (error) => {
    console.error(error);
    void shutdown(1);
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) log('still stopping, please wait…');
    void shutdown(0);
  });
}

try {
  handle = await stack.startStack({
    offset,
    projectId,
    dataDir: process.env.KYND_EMULATOR_DATA || stack.DEFAULT_DATA_DIR,
    buildFunctions: true,
    replaceRunning: true,
  });
  if (stopping) await new Promise(() => undefined);

  const seed = await import('./seed.ts');
  const seeded = await seed.isDatabaseEmpty({ projectId, offset });
  if (seeded) {
    log('empty database: seeding the demo data (once: it is kept between runs)…');
    await seed.seedDemoData({ projectId, offset });
  }
  if (stopping) await new Promise(() => undefined);

  const dataDir = relative(stack.REPO_ROOT, handle.dataDir);
  console.log(
    [
      '',
      `  Kynd Dashboard: http://localhost:${handle.ports.app}`,
      // The seed has just listed the accounts with what each is for.
      ...(seeded
        ? []
        : [
            `  Demo accounts (password ${seed.DEMO_PASSWORD}):`,
            ...seed.DEMO_ACCOUNTS.map(
              (account) => `    ${account.email.padEnd(32)} ${account.description}`,
            ),
          ]),
      `  Ctrl-C stops the dev server and the emulators; the data is kept in ${dataDir.startsWith('..') ? handle.dataDir : dataDir}.`,
      '',
    ].join('\n'),
  );

  vite = spawn(
    process.execPath,
    [
      join(stack.REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
      '--port',
      String(handle.ports.app),
      '--strictPort',
    ],
    {
      cwd: stack.REPO_ROOT,
      env: { ...process.env, KYND_PORT_OFFSET: String(offset) },
      stdio: 'inherit',
    },
  );
  vite.once('exit', (code) => {
    if (!stopping) {
      log(`the dev server exited (${code ?? 'signal'}); stopping the emulators`);
      void shutdown(code ?? 1);
    }
  });
} catch (error) {
  console.error(error instanceof stack.StackError ? error.message : error);
  await shutdown(1);
}
