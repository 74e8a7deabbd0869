// Recomputes industryScores/{industryScoresId(industry)} (src/domain/industryScores.ts) from the
// industry's organisations: which ones belong and are active comes from a projected query of the
// organisations (`isActive`, and the `all` scope of a docs/product.md §3 `scores` map), their
// figures from their `all` score documents (src/domain/scoreDocuments.ts), or, for an organisation
// scored before those existed and not recalculated since, from that map (src/domain/scoresMap.ts).
// Runs in a transaction so that two organisations of one industry recalculated at the same time
// cannot leave the document with either one's old figures.
import type { Firestore } from 'firebase-admin/firestore';
import {
  INDUSTRY_SCORES_COLLECTION,
  computeIndustryScores,
  industryScoresId,
  type IndustryScores,
} from '@/domain/industryScores';
import {
  ALL_SCOPE_ID,
  SCORES_SUBCOLLECTION,
  scoreSetOfDocument,
  type ScoreDocument,
} from '@/domain/scoreDocuments';
import { scoreSetOfMapEntry } from '@/domain/scoresMap';
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
    .select('isActive', `scores.${ALL_SCOPE_ID}`);
  const target = db.collection(INDUSTRY_SCORES_COLLECTION).doc(industryScoresId(industry));
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(organisations);
    const active = snapshot.docs.filter((doc) => doc.get('isActive') === true);
    const refs = active.map((doc) => doc.ref.collection(SCORES_SUBCOLLECTION).doc(ALL_SCOPE_ID));
    const documents = refs.length > 0 ? await transaction.getAll(...refs) : [];
    const result = computeIndustryScores(
      industry,
      documents.map((doc, index) => ({
        isActive: true,
        scores: doc.exists
          ? scoreSetOfDocument(timestampsToDates(doc.data()) as ScoreDocument)
          : scoreSetOfMapEntry(active[index]?.get(`scores.${ALL_SCOPE_ID}`)),
      })),
      now,
    );
    transaction.set(target, result);
    return result;
  });
}
