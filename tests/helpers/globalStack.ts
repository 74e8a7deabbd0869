// Vitest global setup of the `emulators` and `e2e` projects: one local stack for each project's whole
// run, on the project's offset (stack.ts testPortOffset: 20000 and 21000 by default), so that it
// runs beside `npm start`'s stack and the other project's, without persisted data. The functions
// are built by the npm script before vitest starts.
import type { TestProject } from 'vitest/node';
import { emulatorEnv, startStack, stopStack } from '../../scripts/local-stack';
import { describeStack, testPortOffset, TEST_PROJECT_ID, type TestStack } from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: TestStack;
  }
}

// Whether this vitest process started a stack: its workers find the stack through the environment
// (stack.ts currentStack), which can name one stack only.
const started = globalThis as typeof globalThis & { kyndTestStackStarted?: boolean };

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
  const offset = testPortOffset(project.name);
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
    functionsEnv: stackFunctionsEnv(project.name),
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
