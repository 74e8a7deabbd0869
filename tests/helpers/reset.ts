// Emulator resets between test files, through the emulators' own REST endpoints.
import type { Firestore } from 'firebase-admin/firestore';
import { USERS_COLLECTION } from '@/domain/collections';
import { withTriggersPaused } from '../../scripts/local-stack';
import { currentStack, type TestStack } from './stack';

/**
 * The Firestore emulator refuses to clear (409) while a transaction holds a document, such as a
 * trigger of the file before still counting a user's change: the clear is tried again once it ends.
 */
export async function retriedOnConflict<T extends { status: number }>(
  send: () => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await send();
    if (answer.status !== 409 || attempt === 20) return answer;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function call(method: string, url: string): Promise<void> {
  const response = await retriedOnConflict(() =>
    fetch(url, { method, headers: { Authorization: 'Bearer owner' } }),
  );
  if (!response.ok) {
    throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  }
}

/**
 * Deletes every document of the project's default database. The emulator sends the Firestore
 * triggers an event for each document it deletes: a reset is no change for them to follow, and
 * after a file of thousands of documents those events would keep the Functions emulator busy
 * well into the next files, so the triggers are paused meanwhile.
 */
export function resetFirestore(
  projectId?: string,
  stack: TestStack = currentStack(),
): Promise<void> {
  const project = projectId ?? stack.projectId;
  return withTriggersPaused(stack.offset, () =>
    call(
      'DELETE',
      `${stack.urls.firestore}/emulator/v1/projects/${project}/databases/(default)/documents`,
    ),
  );
}

/** Deletes every Auth account of the project. */
export function resetAuth(projectId?: string, stack: TestStack = currentStack()): Promise<void> {
  const project = projectId ?? stack.projectId;
  return call('DELETE', `${stack.urls.auth}/emulator/v1/projects/${project}/accounts`);
}

/** Deletes every stored object of every bucket. */
export function resetStorage(stack: TestStack = currentStack()): Promise<void> {
  return call('POST', `${stack.urls.storage}/internal/reset`);
}

export async function resetAll(
  projectId?: string,
  stack: TestStack = currentStack(),
): Promise<void> {
  await Promise.all([
    resetFirestore(projectId, stack),
    resetAuth(projectId, stack),
    resetStorage(stack),
  ]);
}

/**
 * Resolves once the triggers have served every write made before the call. The Firestore emulator
 * delivers the events of one write at a time, in order, and waits for the functions: a probe
 * user's derived field showing means the events before it have run. Every file that uses the
 * triggers starts with it (setupEmulators.ts), rather than wait behind the events earlier files
 * left.
 */
export async function triggersServed(db: Firestore, timeoutMs = 300_000): Promise<void> {
  const probe = db.collection(USERS_COLLECTION).doc(`triggers-served-probe-${Date.now()}`);
  await probe.set({ firstName: 'Probe', lastName: 'Probe' });
  const deadline = Date.now() + timeoutMs;
  while ((await probe.get()).get('lowerFirstName') === undefined) {
    if (Date.now() > deadline) {
      throw new Error(`The triggers did not serve the writes before within ${timeoutMs / 1000} s`);
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  await probe.delete();
}
