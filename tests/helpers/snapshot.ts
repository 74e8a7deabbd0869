// Seed once, restore often (docs/architecture.md, Tests): the end-to-end setup seeds the demo data and
// then takes a snapshot of every Firestore document (the emulator's own export); a test file that
// changes data restores it (the emulator's import), in seconds, instead of reseeding for a minute. Auth accounts are put back by the seed's own account
// writer, and Storage is emptied.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import {
  recalculationStep,
  SCORE_RECALCULATIONS_COLLECTION,
  type ScoreRecalculationMarker,
} from '../../src/domain/scoreRecalculation';
import { timestampsToDates } from '../../src/domain/timestamps';
import { postJson, REPO_ROOT, withTriggersPaused } from '../../scripts/local-stack';
import { restoreDemoAccounts } from '../../scripts/seed';
import { connectToEmulators } from '../../scripts/seed/emulators';
import { resetFirestore, resetStorage } from './reset';
import { currentStack } from './stack';

/** The Firestore emulator's export of the demo data, and the day it was seeded for. */
function snapshotDir(offset: number): string {
  return join(REPO_ROOT, '.stack', `demo-snapshot-${offset}`);
}

const SNAPSHOT_NAME = 'demo';

/** The emulator's export and import of its whole database (its own format, timestamps and all). */
function firestoreData(action: 'export' | 'import', body: Record<string, string>): Promise<void> {
  const { ports, projectId } = currentStack();
  return postJson(
    `http://127.0.0.1:${ports.firestore}/emulator/v1/projects/${projectId}:${action}`,
    {
      database: `projects/${projectId}/databases/(default)`,
      ...body,
    },
  );
}

/**
 * Present while the stack holds the demo data as the seed left it: written by the snapshot and by
 * each restore, removed by prepareDemoData() when a file starts changing data.
 */
function untouchedMarker(offset: number): string {
  return join(REPO_ROOT, '.stack', `demo-untouched-${offset}`);
}

/** Called once by the end-to-end setup, right after the seed. */
export async function takeDemoSnapshot(seededAt: Date): Promise<void> {
  const dir = snapshotDir(currentStack().offset);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await firestoreData('export', { export_directory: dir, export_name: SNAPSHOT_NAME });
  writeFileSync(join(dir, 'seededAt'), seededAt.toISOString());
  writeFileSync(untouchedMarker(currentStack().offset), '');
}

/**
 * Waits until no score recalculation that the triggers run is pending or running (two looks in a
 * row, a quarter of a second apart, for events still on their way): one finishing after the
 * restore would write the previous test's figures over the restored ones.
 */
async function scoreRecalculationsSettled(db: Firestore): Promise<void> {
  const deadline = Date.now() + 60_000;
  let quietLooks = 0;
  while (quietLooks < 2 && Date.now() < deadline) {
    const markers = await db.collection(SCORE_RECALCULATIONS_COLLECTION).get();
    const busy = markers.docs.some((doc) => {
      const marker = timestampsToDates(doc.data()) as ScoreRecalculationMarker;
      return Boolean(marker.leaseUntil) || recalculationStep(marker, new Date()) !== 'idle';
    });
    quietLooks = busy ? 0 : quietLooks + 1;
    await new Promise((done) => setTimeout(done, 250));
  }
}

/**
 * Puts the demo data back as the seed left it: every Firestore document, the Auth accounts, an
 * empty Storage. Call it in the afterAll of an end-to-end file that changes data, so that the files
 * after it, which may only read, find the demo data.
 */
export async function restoreDemoData(): Promise<void> {
  const { offset, projectId } = currentStack();
  rmSync(untouchedMarker(offset), { force: true });
  const dir = snapshotDir(offset);
  const { db } = connectToEmulators(projectId, offset);
  await scoreRecalculationsSettled(db);
  // The documents come back as the seed left them, derived fields included: no trigger has
  // anything to do (scripts/local-stack.ts withTriggersPaused).
  const restoreDocuments = () =>
    withTriggersPaused(offset, async () => {
      await resetFirestore();
      await firestoreData('import', {
        export_directory: join(dir, SNAPSHOT_NAME, `${SNAPSHOT_NAME}.overall_export_metadata`),
      });
    });
  await Promise.all([
    restoreDocuments(),
    restoreDemoAccounts({
      projectId,
      offset,
      now: new Date(readFileSync(join(dir, 'seededAt'), 'utf8')),
    }),
    resetStorage(),
  ]);
  writeFileSync(untouchedMarker(offset), '');
}

/**
 * Call it in the beforeAll of an end-to-end file that changes data, before any change: it restores
 * the demo data unless the seed or the last restore left it untouched (the file before restored it
 * in its afterAll, or only read), and marks it touched until the next restore.
 */
export async function prepareDemoData(): Promise<void> {
  const marker = untouchedMarker(currentStack().offset);
  if (!existsSync(marker)) await restoreDemoData();
  rmSync(marker, { force: true });
}
