// Every industry that has organisations gets its industrySummaries document
// (src/domain/industryScores.ts), which the dashboards' organisation 'All' reads instead of one
// score document per organisation (docs/product.md §2). The score calculation keeps it from now on
// (functions/src/scores/calculateIndustryScores.ts); this computes it, with that same code, for
// the industries no calculation has touched since. Idempotent: an industry whose summary exists
// is left alone, so a second run calculates nothing. Run by scripts/migrate.ts, after the
// organisation score documents, whose calculation already summarises the industries it touches.
import type { Firestore } from 'firebase-admin/firestore';
import { INDUSTRY_SUMMARIES_COLLECTION, industryScoresId } from '@/domain/industryScores';
import { calculateIndustryScores } from '../../functions/src/scores/calculateIndustryScores';
import { eachPage, type MigrationOptions, type MigrationResult } from './backfillDerivedFields';

const PAGE_SIZE = 1000;

export async function createIndustrySummaries(
  db: Firestore,
  options: MigrationOptions & { now?: Date } = {},
): Promise<MigrationResult> {
  const now = options.now ?? new Date();
  const pageSize = options.pageSize ?? PAGE_SIZE;
  // The industries organisations name: those are the ones with figures to summarise.
  const industries = new Set<string>();
  await eachPage(db, 'organisations', ['industry'], pageSize, (docs) => {
    for (const doc of docs) {
      const industry: unknown = doc.get('industry');
      if (typeof industry === 'string' && industry.trim() !== '') industries.add(industry);
    }
  });
  const names = [...industries].sort();
  const result: MigrationResult = { scanned: names.length, updated: [] };
  if (names.length === 0) return result;
  const summaries = await db.getAll(
    ...names.map((name) =>
      db.collection(INDUSTRY_SUMMARIES_COLLECTION).doc(industryScoresId(name)),
    ),
  );
  for (const [index, name] of names.entries()) {
    if (summaries[index]?.exists) continue;
    result.updated.push(industryScoresId(name));
    if (!options.dryRun) await calculateIndustryScores(db, name, { now });
  }
  return result;
}
