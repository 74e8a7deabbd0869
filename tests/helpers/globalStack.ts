// Vitest global setup of the `emulators` and `e2e` projects: one local stack for the whole run, on
// KYND_TEST_PORT_OFFSET (default 20000) so that it runs beside `npm start`'s stack, without
// persisted data. The functions are built by the npm script before vitest starts.
import type { TestProject } from 'vitest/node';
import { emulatorEnv, startStack, stopStack, type StackHandle } from '../../scripts/local-stack';
import { describeStack, testPortOffset, TEST_PROJECT_ID, type TestStack } from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: TestStack;
  }
}

// When both projects run in one vitest process, they share one stack.
const shared = globalThis as typeof globalThis & {
  kyndTestStack?: { handle: Promise<StackHandle>; users: number };
};

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const offset = testPortOffset();
  if (!shared.kyndTestStack) {
    shared.kyndTestStack = {
      handle: startStack({
        offset,
        projectId: TEST_PROJECT_ID,
        // A stack left behind by an interrupted run is ours to replace.
        replaceRunning: true,
        log: (line) => console.log(`[test stack] ${line}`),
      }),
      users: 0,
    };
  }
  const state = shared.kyndTestStack;
  state.users += 1;
  const handle = await state.handle;

  // Workers are started after the global setup and inherit this environment.
  Object.assign(process.env, emulatorEnv(handle.offset, handle.projectId));
  project.provide('stack', describeStack(handle.offset, handle.projectId));

  return async () => {
    state.users -= 1;
    if (state.users > 0) return;
    shared.kyndTestStack = undefined;
    await stopStack(handle, {
      exportData: false,
      log: (line) => console.log(`[test stack] ${line}`),
    });
  };
}
