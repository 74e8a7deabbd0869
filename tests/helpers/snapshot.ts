// Seed once, restore often (docs/architecture.md, Tests): the end-to-end setup seeds the demo data and
// then takes a snapshot of every Firestore document; a test file that changes data restores it, in
// seconds, instead of reseeding for a minute. Auth accounts are put back by the seed's own account
// writer, and Storage is emptied.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type Firestore,
} from 'firebase-admin/firestore';
import {
  recalculationStep,
  SCORE_RECALCULATIONS_COLLECTION,
  type ScoreRecalculationMarker,
} from '../../src/domain/scoreRecalculation';
import { timestampsToDates } from '../../src/domain/timestamps';
import { REPO_ROOT, withTriggersPaused } from '../../scripts/local-stack';
import { restoreDemoAccounts } from '../../scripts/seed';
import { connectToEmulators } from '../../scripts/seed/emulators';
import { setAll, type DocumentWrite } from '../../scripts/seed/writes';
import { resetFirestore, resetStorage } from './reset';
import { currentStack } from './stack';

interface StoredSnapshot {
  /** The day the demo data was seeded for (the Auth accounts are rebuilt for the same day). */
  seededAt: string;
  documents: { path: string; data: unknown }[];
}

const TIMESTAMP = '__timestamp__';

function snapshotFile(offset: number): string {
  return join(REPO_ROOT, '.stack', `demo-snapshot-${offset}.json`);
}

function encode(value: unknown): unknown {
  if (value instanceof Timestamp) return { [TIMESTAMP]: [value.seconds, value.nanoseconds] };
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, encode(inner)]));
  }
  return value;
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (value && typeof value === 'object') {
    const stamp = (value as Record<string, unknown>)[TIMESTAMP];
    if (Array.isArray(stamp)) return new Timestamp(Number(stamp[0]), Number(stamp[1]));
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, decode(inner)]));
  }
  return value;
}

async function readAll(db: Firestore): Promise<StoredSnapshot['documents']> {
  const documents: StoredSnapshot['documents'] = [];
  const visit = async (collections: CollectionReference[]): Promise<void> => {
    for (const collection of collections) {
      const snapshot = await collection.get();
      for (const doc of snapshot.docs) {
        documents.push({ path: doc.ref.path, data: encode(doc.data()) });
        await visit(await doc.ref.listCollections());
      }
    }
  };
  await visit(await db.listCollections());
  return documents;
}

/**
 * Present while the stack holds the demo data as the seed left it: written by the snapshot and by
 * each restore, removed by prepareDemoData() when a file starts changing data.
 */
function untouchedMarker(offset: number): string {
  return join(REPO_ROOT, '.stack', `demo-untouched-${offset}`);
}

/** Called once by the end-to-end setup, right after the seed. */
export async function takeDemoSnapshot(seededAt: Date): Promise<number> {
  const { offset, projectId } = currentStack();
  const { db } = connectToEmulators(projectId, offset);
  const documents = await readAll(db);
  const stored: StoredSnapshot = { seededAt: seededAt.toISOString(), documents };
  writeFileSync(snapshotFile(offset), JSON.stringify(stored));
  writeFileSync(untouchedMarker(offset), '');
  return documents.length;
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
  const stored = JSON.parse(readFileSync(snapshotFile(offset), 'utf8')) as StoredSnapshot;
  const { db } = connectToEmulators(projectId, offset);
  await scoreRecalculationsSettled(db);
  const writes: DocumentWrite[] = stored.documents.map(({ path, data }) => ({
    path,
    data: decode(data) as DocumentData,
  }));
  // The documents come back as the seed left them, derived fields included: no trigger has
  // anything to do (scripts/local-stack.ts withTriggersPaused).
  const restoreDocuments = () =>
    withTriggersPaused(offset, async () => {
      await resetFirestore();
      await setAll(db, writes, 4);
    });
  await Promise.all([
    restoreDocuments(),
    restoreDemoAccounts({ projectId, offset, now: new Date(stored.seededAt) }),
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
