// Every organisation gets its per-scope score documents (src/domain/scoreDocuments.ts) computed
// from its users' results, with the calculation the functions run (calculateOrganisationScores),
// then each industry touched its industryScores document once. An organisation needs it when it
// has no `all` score document yet, or still carries the `scores` map older versions kept in the
// organisation document (the calculation moves it out). Idempotent: afterwards no organisation
// needs it, and a second run calculates nothing. Run by scripts/migrate.ts.
import type { Firestore } from 'firebase-admin/firestore';
import { ALL_SCOPE_ID, SCORES_SUBCOLLECTION } from '@/domain/scoreDocuments';
import { calculateIndustryScores } from '../../functions/src/scores/calculateIndustryScores';
import { calculateOrganisationScores } from '../../functions/src/scores/calculateOrganisationScores';
import { eachPage, type MigrationOptions, type MigrationResult } from './backfillDerivedFields';

const PAGE_SIZE = 300;

export async function createScoreDocuments(
  db: Firestore,
  options: MigrationOptions & { now?: Date } = {},
): Promise<MigrationResult> {
  const now = options.now ?? new Date();
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const result: MigrationResult = { scanned: 0, updated: [] };
  const industries = new Set<string>();
  await eachPage(db, 'organisations', ['industry', 'scores'], pageSize, async (docs) => {
    result.scanned += docs.length;
    const scoreDocuments = await db.getAll(
      ...docs.map((doc) => doc.ref.collection(SCORES_SUBCOLLECTION).doc(ALL_SCOPE_ID)),
    );
    for (const [index, doc] of docs.entries()) {
      const needed = !scoreDocuments[index]?.exists || doc.get('scores') !== undefined;
      if (!needed) continue;
      result.updated.push(doc.id);
      if (options.dryRun) continue;
      // One organisation at a time: each reads all of its users.
      await calculateOrganisationScores(db, doc.id, { now, industry: false });
      const industry: unknown = doc.get('industry');
      if (typeof industry === 'string') industries.add(industry);
    }
  });
  for (const industry of industries) await calculateIndustryScores(db, industry, { now });
  return result;
}
