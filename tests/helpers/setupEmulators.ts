// Setup of every emulators file: the stack's Firestore triggers are paused for the file unless it
// calls usesTriggers() at its top level. The Firestore emulator delivers one write's events at a
// time and waits for the functions, a few dozen events a second here, so a file that writes its
// fixtures with the triggers on leaves minutes of events behind it, and a later file's own trigger
// waits its turn behind them. Only the files that test what a trigger does need them, and those
// start once the events of the files before have been served.
import { afterAll, beforeAll } from 'vitest';
import { pauseTriggers } from '../../scripts/local-stack';
import { connectToEmulators } from '../../scripts/seed/emulators';
import { triggersServed } from './reset';
import { currentStack, takeUsesTriggers, TRIGGER_WAIT_MS } from './stack';

let resume: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const { offset, projectId } = currentStack();
  if (takeUsesTriggers()) {
    await triggersServed(connectToEmulators(projectId, offset).db, TRIGGER_WAIT_MS);
  } else resume = await pauseTriggers(offset);
}, TRIGGER_WAIT_MS + 30_000);

afterAll(async () => {
  await resume?.();
});
