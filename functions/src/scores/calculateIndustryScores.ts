// Recomputes industryScores/{industryScoresId(industry)} (src/domain/industryScores.ts) from the
// industry's organisations: one read per organisation, only `isActive` and `scores.all`. Runs in a
// transaction so that two organisations of one industry recalculated at the same time cannot leave
// the document with either one's old figures.
import type { Firestore } from 'firebase-admin/firestore';
import {
  INDUSTRY_SCORES_COLLECTION,
  computeIndustryScores,
  industryScoresId,
  type IndustryScores,
} from '@/domain/industryScores';
import type { Organisation } from '@/domain/types';
import { timestampsToDates } from '@/domain/timestamps';

export async function calculateIndustryScores(
  db: Firestore,
  industry: string,
  options: { now?: Date } = {},
): Promise<IndustryScores | undefined> {
  // The Subscriptions organisation belongs to no industry: nothing to summarise.
  if (industry.trim() === '') return undefined;
  const now = options.now ?? new Date();
  const organisations = db
    .collection('organisations')
    .where('industry', '==', industry)
    .select('isActive', 'scores.all');
  const target = db.collection(INDUSTRY_SCORES_COLLECTION).doc(industryScoresId(industry));
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(organisations);
    const documents = snapshot.docs.map(
      (doc) => timestampsToDates(doc.data()) as Pick<Organisation, 'isActive' | 'scores'>,
    );
    const result = computeIndustryScores(industry, documents, now);
    transaction.set(target, result);
    return result;
  });
}
