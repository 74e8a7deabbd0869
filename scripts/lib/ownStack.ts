// A bench script run on its own: the functions built, a stack of its own started on `offset`
// (replacing one left running there), and stopped again whatever happens.
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, startStack, stopStack, type StackHandle } from '../local-stack';
import { mustSucceed, runLogged } from './appBuild';

/** The machine's load averages, for the figures that stretch with it. */
export const loadAverage = (): string =>
  loadavg()
    .map((load) => load.toFixed(1))
    .join(' ');

export async function onOwnStack<T>(
  name: string,
  options: { offset: number; projectId: string; functionsEnv?: NodeJS.ProcessEnv },
  run: () => Promise<T>,
): Promise<T> {
  const { offset, projectId, functionsEnv } = options;
  const env = { ...process.env, KYND_PORT_OFFSET: String(offset) };
  mkdirSync(join(REPO_ROOT, '.stack'), { recursive: true });
  const functionsLog = join(REPO_ROOT, '.stack', `bench-${name}-${offset}.functions.log`);
  await mustSucceed(
    runLogged('npm', ['run', 'build:functions'], env, functionsLog),
    'build:functions',
    functionsLog,
  );
  let stack: StackHandle | undefined;
  try {
    stack = await startStack({
      offset,
      projectId,
      replaceRunning: true,
      functionsEnv,
      log: (line) => console.log(`  [stack] ${line}`),
    });
    return await run();
  } finally {
    if (stack) await stopStack(stack, { exportData: false, log: () => undefined });
  }
}
