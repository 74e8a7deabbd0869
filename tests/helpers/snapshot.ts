// Seed once, restore often (docs/architecture.md, Tests): the end-to-end setup seeds the demo data
// and then takes a snapshot of every Firestore document (the emulator's own export) and Auth account
// (as the Auth emulator stores it); a test file that changes data restores both (the emulator's
// import, the accounts' batch creation), in seconds, instead of reseeding for a minute. Storage is
// emptied.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import {
  recalculationStep,
  SCORE_RECALCULATIONS_COLLECTION,
  type ScoreRecalculationMarker,
} from '../../src/domain/scoreRecalculation';
import { timestampsToDates } from '../../src/domain/timestamps';
import {
  REPO_ROOT,
  firestoreData as stackFirestoreData,
  withTriggersPaused,
} from '../../scripts/local-stack';
import { connectToEmulators } from '../../scripts/seed/emulators';
import { resetAuth, resetFirestore, resetStorage } from './reset';
import { currentStack } from './stack';

/** The Firestore emulator's export of the demo data, and the Auth emulator's accounts. */
function snapshotDir(offset: number): string {
  return join(REPO_ROOT, '.stack', `demo-snapshot-${offset}`);
}

const SNAPSHOT_NAME = 'demo';
const ACCOUNTS_FILE = 'accounts.json';

/** The emulator's export and import of its whole database (its own format, timestamps and all). */
function firestoreData(action: 'export' | 'import', body: Record<string, string>): Promise<void> {
  const { ports, projectId } = currentStack();
  return stackFirestoreData(ports.firestore, projectId, action, body);
}

/**
 * Present while the stack holds the demo data as the seed left it: written by the snapshot and by
 * each restore, removed by prepareDemoData() when a file starts changing data.
 */
function untouchedMarker(offset: number): string {
  return join(REPO_ROOT, '.stack', `demo-untouched-${offset}`);
}

/** The Auth emulator's REST API of the test stack's project, as its owner. */
async function authApi(path: string, init: RequestInit = {}): Promise<unknown> {
  const { urls, projectId } = currentStack();
  const response = await fetch(
    `${urls.auth}/identitytoolkit.googleapis.com/v1/projects/${projectId}/${path}`,
    {
      ...init,
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    },
  );
  if (!response.ok) {
    throw new Error(`Auth ${path} answered ${response.status}: ${await response.text()}`);
  }
  return response.json();
}

/** Every account as the Auth emulator stores it, password hashes and claims included. */
async function downloadAccounts(): Promise<unknown[]> {
  const accounts: unknown[] = [];
  let pageToken = '';
  do {
    const page = (await authApi(
      `accounts:batchGet?maxResults=1000${pageToken ? `&nextPageToken=${pageToken}` : ''}`,
    )) as { users?: unknown[]; nextPageToken?: string };
    accounts.push(...(page.users ?? []));
    pageToken = page.nextPageToken ?? '';
  } while (pageToken);
  return accounts;
}

/** Called once by the end-to-end setup, right after the seed. */
export async function takeDemoSnapshot(): Promise<void> {
  const dir = snapshotDir(currentStack().offset);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await firestoreData('export', { export_directory: dir, export_name: SNAPSHOT_NAME });
  writeFileSync(join(dir, ACCOUNTS_FILE), JSON.stringify(await downloadAccounts()));
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
  const restoreAccounts = async () => {
    await resetAuth();
    const users = JSON.parse(readFileSync(join(dir, ACCOUNTS_FILE), 'utf8')) as unknown[];
    const { error } = (await authApi('accounts:batchCreate', {
      method: 'POST',
      body: JSON.stringify({ users }),
    })) as { error?: unknown[] };
    if (error?.length) throw new Error(`Auth accounts not restored: ${JSON.stringify(error)}`);
  };
  await Promise.all([restoreDocuments(), restoreAccounts(), resetStorage()]);
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
