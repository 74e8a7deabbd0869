// Vitest global setup of the `emulators` and `e2e` projects: one local stack for each project's (or
// shard's) whole run, on its offset (stack.ts testPortOffset: 20000 to 23000 by default), so that it
// runs beside `npm start`'s stack and the others', without persisted data. The functions
// are built by the npm script before vitest starts.
import type { TestProject } from 'vitest/node';
import { emulatorEnv, startStack, stopStack } from '../../scripts/local-stack';
import {
  describeStack,
  testPortOffset,
  TEST_PROJECT_ID,
  TEST_RECALCULATION_INTERVAL_MS,
  type TestStack,
} from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: TestStack;
  }
}

// Whether this vitest process started a stack: its workers find the stack through the environment
// (stack.ts currentStack), which can name one stack only.
const started = globalThis as typeof globalThis & { kyndTestStackStarted?: boolean };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const offset = testPortOffset(project);
  if (started.kyndTestStackStarted) {
    throw new Error(
      'The emulators and e2e projects each run on a stack of their own: run them in separate ' +
        'vitest processes (npm run test:stacks runs both).',
    );
  }
  started.kyndTestStackStarted = true;
  const handle = await startStack({
    offset,
    projectId: TEST_PROJECT_ID,
    // A stack left behind by an interrupted run is ours to replace.
    replaceRunning: true,
    // Figures follow a change within a second, not ten (stack.ts TEST_RECALCULATION_INTERVAL_MS).
    functionsEnv: { KYND_RECALCULATION_INTERVAL_MS: String(TEST_RECALCULATION_INTERVAL_MS) },
    shortRequests: true,
    log: (line) => console.log(`[test stack] ${line}`),
  });

  // Workers are started after the global setup and inherit this environment.
  Object.assign(process.env, emulatorEnv(handle.offset, handle.projectId));
  project.provide('stack', describeStack(handle.offset, handle.projectId));

  return async () => {
    started.kyndTestStackStarted = false;
    await stopStack(handle, {
      exportData: false,
      log: (line) => console.log(`[test stack] ${line}`),
    });
  };
}
