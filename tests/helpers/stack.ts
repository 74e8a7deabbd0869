// Where the test stack is: one place for every test file and helper. The global setup
// (globalStack.ts) puts these variables into the environment of the test workers.
import type { TestProject } from 'vitest/node';
import { parsePortOffset, stackPorts, type StackPorts } from '../../src/config/ports';

export const DEFAULT_TEST_PORT_OFFSET = 20_000;
export const TEST_PROJECT_ID = 'demo-kynd';
/** Where the test build of the app posts its error reports: a path of the app's own server. */
export const ERROR_REPORTS_PATH = '/__error-reports';

/**
 * How long a test waits for a Firestore trigger to act on its write. A minute is the product's
 * promise; on the test stack a trigger waits its turn behind the events of the file's earlier
 * writes (a score calculation holds them for up to TEST_RECALCULATION_INTERVAL_MS), longer on a busy
 * machine.
 */
export const TRIGGER_WAIT_MS = 180_000;
/**
 * The least time between two score calculations of one organisation on the test stacks
 * (KYND_RECALCULATION_INTERVAL_MS, functions/src/scores/scoreRecalculationMarker.ts): the product's
 * 10 s would hold each test that waits for figures that long, once per change.
 */
export const TEST_RECALCULATION_INTERVAL_MS = 1_000;
/** The timeout of a test that waits for triggers a few times. */
export const TRIGGER_TEST_TIMEOUT_MS = 3 * TRIGGER_WAIT_MS;

export interface TestStack {
  offset: number;
  projectId: string;
  ports: StackPorts;
  /** http://127.0.0.1:<port> of each emulator. */
  urls: { firestore: string; auth: string; functions: string; storage: string; app: string };
}

/**
 * The end-to-end project's stack is this far above the emulators project's, and each shard of a
 * project (`vitest run --shard=<index>/<count>`) twice this far above the one before, so that
 * `npm test` runs projects and shards side by side (scripts/sideBySide.ts), each on a stack of its
 * own. With the default offset the highest stack (two shards of each project) stays below 32768,
 * where the system hands out the ports it picks itself (a browser's, an emulator's own).
 */
const E2E_PORT_OFFSET_STEP = 1_000;

/**
 * The offset a test project's shard runs its stack on: KYND_TEST_PORT_OFFSET (else 20000) for the
 * emulators project's first shard, E2E_PORT_OFFSET_STEP above it for the end-to-end project's, and
 * 2 × E2E_PORT_OFFSET_STEP above for each further shard.
 */
export function testPortOffset(
  project: Pick<TestProject, 'name' | 'vitest'>,
  env: NodeJS.ProcessEnv = process.env,
): number {
  const raw = env.KYND_TEST_PORT_OFFSET;
  const base = raw === undefined || raw === '' ? DEFAULT_TEST_PORT_OFFSET : parsePortOffset(raw);
  const shard = (project.vitest.config.shard?.index ?? 1) - 1;
  return (
    base +
    (project.name === 'e2e' ? 1 : 0) * E2E_PORT_OFFSET_STEP +
    shard * 2 * E2E_PORT_OFFSET_STEP
  );
}

export function describeStack(offset: number, projectId: string = TEST_PROJECT_ID): TestStack {
  const ports = stackPorts(offset);
  const url = (port: number) => `http://127.0.0.1:${port}`;
  return {
    offset,
    projectId,
    ports,
    urls: {
      firestore: url(ports.firestore),
      auth: url(ports.auth),
      functions: url(ports.functions),
      storage: url(ports.storage),
      app: url(ports.app),
    },
  };
}

/** The stack of the running tests (inside a test worker, from the environment the setup exported). */
export function currentStack(env: NodeJS.ProcessEnv = process.env): TestStack {
  return describeStack(
    parsePortOffset(env.KYND_PORT_OFFSET),
    env.GCLOUD_PROJECT ?? TEST_PROJECT_ID,
  );
}

/**
 * Declares that the calling emulators file tests what the Firestore triggers do: its writes send
 * events (setupEmulators.ts pauses the triggers for every other file). Called at the file's top
 * level, before its hooks run.
 */
export function usesTriggers(): void {
  triggersState.kyndUsesTriggers = true;
}

/** Whether the running file called usesTriggers(); the call is forgotten, for the next file. */
export function takeUsesTriggers(): boolean {
  const uses = triggersState.kyndUsesTriggers === true;
  triggersState.kyndUsesTriggers = undefined;
  return uses;
}

const triggersState = globalThis as typeof globalThis & { kyndUsesTriggers?: boolean };
