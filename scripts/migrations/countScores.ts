// Every organisation gets its score counters (src/domain/scoreContributions.ts): its users are
// counted once, by the recount the functions run (calculateOrganisationScores, 'reconcile'), after
// which a user's change moves the figures by its own difference. An organisation needs it until a
// recount has marked its scoreRecalculations document `countedAt` (counters of an older shape
// are brought up to date by 'organisation member counts', countMembers.ts); until then its first
// calculation recounts instead of reading the counters. Idempotent. Run by scripts/migrate.ts.
import type { Firestore } from 'firebase-admin/firestore';
import { SCORE_RECALCULATIONS_COLLECTION } from '@/domain/scoreRecalculation';
import type { MigrationOptions, MigrationResult } from './backfillDerivedFields';
import { recalculateOrganisations } from './createScoreDocuments';

export function countScores(
  db: Firestore,
  options: MigrationOptions & { now?: Date } = {},
): Promise<MigrationResult> {
  return recalculateOrganisations(db, options, [], async (docs) => {
    const markers = await db.getAll(
      ...docs.map((doc) => db.collection(SCORE_RECALCULATIONS_COLLECTION).doc(doc.id)),
    );
    return docs.map((_, index) => (markers[index]?.get('countedAt') === undefined ? {} : false));
  });
}
