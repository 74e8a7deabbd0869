// Access codes keyed by their value (docs/security.md "Access codes"): the rules store every new
// code under the id derived from it (src/domain/codes.ts codeDocumentId), so that a value is one
// document. Codes written before may sit under other ids, and a value may even be held twice
// (signUpWithCode refuses such a value rather than choose). This finds them, reports them, and
// moves to its derived id every code that is the only one of its value and whose derived id is
// free, with its summary entry (src/domain/codeSummaries.ts), in one transaction each; nothing
// else refers to a code's id. It leaves, and says why: a value held by more than one document
// (which one is right is for an administrator to say), a code whose derived id holds another
// code, and a value not stored as codes are (upper-cased, trimmed), which no sign-up finds.
// Idempotent: a second run moves nothing. Run by scripts/migrate.ts.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { ACTOR_STAMP_FIELDS } from '@/domain/audit';
import { BY_DIVISION_FIELD, codeSummaryEntry, codeSummaryPlace } from '@/domain/codeSummaries';
import { codeDocumentId, normaliseCode } from '@/domain/codes';
import { CODE_SUMMARIES_COLLECTION, CODES_COLLECTION } from '@/domain/collections';
import { eachPage, type MigrationOptions, type MigrationResult } from './backfillDerivedFields';

const PAGE_SIZE = 1000;

interface Scanned {
  id: string;
  code: unknown;
  organisationId: unknown;
}

const where = (code: Scanned) =>
  `codes/${code.id} (organisation ${typeof code.organisationId === 'string' ? code.organisationId : 'none'})`;

/** Moves one code to its derived id; false when the code or the id changed since the scan. */
async function moveCode(db: Firestore, id: string, target: string): Promise<boolean> {
  const codes = db.collection(CODES_COLLECTION);
  return db.runTransaction(async (transaction) => {
    const [from, to] = await Promise.all([
      transaction.get(codes.doc(id)),
      transaction.get(codes.doc(target)),
    ]);
    const data = from.data();
    if (!data || to.exists || codeDocumentId(String(data.code)) !== target) return false;
    // The stamp would put the move on the code's last editor (docs/security.md "Audit trail").
    const moved = Object.fromEntries(
      Object.entries(data).filter(([key]) => !ACTOR_STAMP_FIELDS.includes(key)),
    );
    if ('id' in moved) moved.id = target;
    transaction.create(codes.doc(target), moved);
    transaction.delete(from.ref);
    const place = codeSummaryPlace(data);
    if (place) {
      transaction.set(
        db.collection(CODE_SUMMARIES_COLLECTION).doc(place.organisationId),
        {
          [BY_DIVISION_FIELD]: {
            [place.divisionId]: { [id]: FieldValue.delete(), [target]: codeSummaryEntry(data) },
          },
        },
        { merge: true },
      );
    }
    return true;
  });
}

export async function keyCodesByValue(
  db: Firestore,
  options: MigrationOptions = {},
): Promise<MigrationResult> {
  const scanned: Scanned[] = [];
  await eachPage(
    db,
    CODES_COLLECTION,
    ['code', 'organisationId'],
    options.pageSize ?? PAGE_SIZE,
    (docs) => {
      for (const doc of docs) {
        scanned.push({
          id: doc.id,
          code: doc.get('code'),
          organisationId: doc.get('organisationId'),
        });
      }
    },
  );
  const report: string[] = [];
  const byTarget = new Map<string, Scanned[]>();
  for (const code of scanned) {
    if (
      typeof code.code !== 'string' ||
      code.code !== normaliseCode(code.code) ||
      code.code === ''
    ) {
      report.push(
        `${where(code)}: its value ${JSON.stringify(code.code)} is not a stored code (upper-cased, trimmed); left as it is`,
      );
      continue;
    }
    const target = codeDocumentId(code.code);
    byTarget.set(target, [...(byTarget.get(target) ?? []), code]);
  }
  const ids = new Set(scanned.map((code) => code.id));
  const result: MigrationResult = { scanned: scanned.length, updated: [], report };
  for (const [target, holders] of byTarget) {
    if (holders.length > 1) {
      report.push(
        `${String(holders[0]?.code)} is held by ${holders.length} codes, ${holders.map(where).join(', ')}: sign-ups with it are refused until an administrator keeps one; left as they are`,
      );
      continue;
    }
    const [code] = holders;
    if (!code || code.id === target) continue;
    if (ids.has(target)) {
      report.push(`${where(code)}: its id codes/${target} holds another code; left as it is`);
      continue;
    }
    if (!options.dryRun && !(await moveCode(db, code.id, target))) {
      report.push(`${where(code)}: changed while it was being moved; run again`);
      continue;
    }
    result.updated.push(code.id);
  }
  return result;
}
