// One-off migration (issue 10): every users document gets a `role`.
//
// A missing (or unknown) role reads as User everywhere (docs/product.md §3, normaliseRole), but Firestore
// cannot query for a missing field: the Users list's 'Users' filter (`role == 'User'`) leaves such
// documents out, and so would any other query on the role. Everything the product writes now
// carries a role (createUser, updateUser, the demo seed); this gives the documents written before
// one, so that the filter finds every User.
//
// Idempotent: it writes `role: 'User'` only where the role is missing or not one of the four, in
// batches of 450 (docs/product.md §9), reading the users 1,000 at a time (the role field only), and leaves
// updatedAt alone (nothing about the user changed).
//
// Run once per project, with credentials that may write it:
//   GOOGLE_CLOUD_PROJECT=<project-id> npx tsx scripts/migrations/setMissingUserRoles.ts [--dry-run]
// With FIRESTORE_EMULATOR_HOST set, it runs against that emulator instead.
import { pathToFileURL } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { FieldPath, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { BATCH_SIZE } from '@/config/constants';
import { ROLES } from '@/domain/types';

const PAGE_SIZE = 1000;

export interface MigrationResult {
  scanned: number;
  /** Ids of the documents given (or, in a dry run, needing) the role User. */
  updated: string[];
}

function hasKnownRole(role: unknown): boolean {
  return (ROLES as readonly unknown[]).includes(role);
}

export async function setMissingUserRoles(
  db: Firestore,
  options: { dryRun?: boolean; pageSize?: number } = {},
): Promise<MigrationResult> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const users = db.collection('users');
  const result: MigrationResult = { scanned: 0, updated: [] };
  let last: string | undefined;
  for (;;) {
    let page = users.orderBy(FieldPath.documentId()).select('role').limit(pageSize);
    if (last !== undefined) page = page.startAfter(last);
    const snapshot = await page.get();
    if (snapshot.empty) break;
    result.scanned += snapshot.size;
    const missing = snapshot.docs.filter((doc) => !hasKnownRole(doc.get('role')));
    for (let start = 0; start < missing.length; start += BATCH_SIZE) {
      const chunk = missing.slice(start, start + BATCH_SIZE);
      if (!options.dryRun) {
        const batch = db.batch();
        for (const doc of chunk) batch.update(doc.ref, { role: 'User' });
        await batch.commit();
      }
      result.updated.push(...chunk.map((doc) => doc.id));
    }
    last = snapshot.docs[snapshot.docs.length - 1].id;
  }
  return result;
}

async function main(): Promise<void> {
  const dryRun = process.argv.includes('--dry-run');
  const db = getFirestore(initializeApp());
  const { scanned, updated } = await setMissingUserRoles(db, { dryRun });
  console.log(
    `${scanned} users scanned; ${updated.length} ${dryRun ? 'need' : 'given'} the role User`,
  );
}

const isEntryPoint =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntryPoint) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
