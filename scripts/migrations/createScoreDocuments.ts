// Every organisation gets its per-scope score documents (src/domain/scoreDocuments.ts) computed
// from its users' results, with the calculation the functions run (calculateOrganisationScores),
// then each industry touched its industryScores document once. An organisation needs it when it
// has no `all` score document yet, or still carries the `scores` map older versions kept in the
// organisation document (the calculation moves it out). Idempotent: afterwards no organisation
// needs it, and a second run calculates nothing. Run by scripts/migrate.ts.
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { SCORES_SUBCOLLECTION } from '@/domain/scoreDocuments';
import { ALL_SCORES_KEY } from '@/domain/scoring';
import { calculateIndustryScores } from '../../functions/src/scores/calculateIndustryScores';
import { calculateOrganisationScores } from '../../functions/src/scores/calculateOrganisationScores';
import { eachPage, type MigrationOptions, type MigrationResult } from './backfillDerivedFields';

const PAGE_SIZE = 300;

/** What a page's organisation needs: nothing, or a recalculation after an optional first step. */
export type Recalculation = false | { before?: () => Promise<void> };

/**
 * The organisations whose page `needs` picks are recalculated one at a time (each reads all of its
 * users), then each industry touched once; a dry run only counts them. Shared by the migrations
 * that bring score documents up to date.
 */
export async function recalculateOrganisations(
  db: Firestore,
  options: MigrationOptions & { now?: Date },
  fields: readonly string[],
  needs: (docs: QueryDocumentSnapshot[]) => Promise<Recalculation[]>,
): Promise<MigrationResult> {
  const now = options.now ?? new Date();
  const result: MigrationResult = { scanned: 0, updated: [] };
  const industries = new Set<string>();
  await eachPage(
    db,
    'organisations',
    ['industry', ...fields],
    options.pageSize ?? PAGE_SIZE,
    async (docs) => {
      result.scanned += docs.length;
      const recalculations = await needs(docs);
      for (const [index, doc] of docs.entries()) {
        const recalculation = recalculations[index];
        if (!recalculation) continue;
        result.updated.push(doc.id);
        if (options.dryRun) continue;
        await recalculation.before?.();
        await calculateOrganisationScores(db, doc.id, {
          now,
          industry: false,
          source: 'reconcile',
        });
        const industry: unknown = doc.get('industry');
        if (typeof industry === 'string') industries.add(industry);
      }
    },
  );
  for (const industry of industries) await calculateIndustryScores(db, industry, { now });
  return result;
}

export function createScoreDocuments(
  db: Firestore,
  options: MigrationOptions & { now?: Date } = {},
): Promise<MigrationResult> {
  return recalculateOrganisations(db, options, ['scores'], async (docs) => {
    const scoreDocuments = await db.getAll(
      ...docs.map((doc) => doc.ref.collection(SCORES_SUBCOLLECTION).doc(ALL_SCORES_KEY)),
    );
    return docs.map((doc, index) =>
      !scoreDocuments[index]?.exists || doc.get('scores') !== undefined ? {} : false,
    );
  });
}
