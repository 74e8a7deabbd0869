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

// When both projects run in one vitest process, they share one stack (the first to start makes it).
const shared = globalThis as typeof globalThis & {
  kyndTestStack?: { handle: Promise<StackHandle>; users: number };
};

/**
 * The end-to-end files' changes follow one another within seconds, so a score calculation would
 * wait out RECALCULATION_INTERVAL_MS (ten seconds) before their screens show a change, and before
 * the next file's restore (snapshot.ts) finds the calculations done: their stack shortens it
 * (functions/src/scores/scoreRecalculationMarker.ts). The emulators project keeps the product's
 * interval, whose coalescing of a burst it tests (derivedFields.test.ts).
 */
function stackFunctionsEnv(projectName: string): NodeJS.ProcessEnv {
  return projectName === 'e2e' ? { KYND_RECALCULATION_INTERVAL_MS: '1000' } : {};
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const offset = testPortOffset();
  if (!shared.kyndTestStack) {
    shared.kyndTestStack = {
      handle: startStack({
        offset,
        projectId: TEST_PROJECT_ID,
        // A stack left behind by an interrupted run is ours to replace.
        replaceRunning: true,
        functionsEnv: stackFunctionsEnv(project.name),
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
