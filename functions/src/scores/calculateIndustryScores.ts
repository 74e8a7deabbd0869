// Recomputes industryScores/{industryScoresId(industry)} and industrySummaries/{same id}
// (src/domain/industryScores.ts) from the industry's organisations: the first over the active
// ones, the second over all of them. Which ones belong and are active comes from a projected
// query of the organisations (`isActive`, and the `all` scope of a docs/product.md §3 `scores`
// map), their figures from their `all` score documents (src/domain/scoreDocuments.ts), or, for an organisation
// scored before those existed and not recalculated since, from that map (src/domain/scoresMap.ts).
// Runs in a transaction so that two organisations of one industry recalculated at the same time
// cannot leave the documents with either one's old figures. Then the provider's summary
// (calculateProviderSummary.ts) is brought up to date with the industries collection.
import type { Firestore } from 'firebase-admin/firestore';
import {
  INDUSTRY_SCORES_COLLECTION,
  INDUSTRY_SUMMARIES_COLLECTION,
  computeIndustryScores,
  computeIndustrySummary,
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
import { calculateProviderSummary } from './calculateProviderSummary';

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
  const id = industryScoresId(industry);
  const target = db.collection(INDUSTRY_SCORES_COLLECTION).doc(id);
  const summary = db.collection(INDUSTRY_SUMMARIES_COLLECTION).doc(id);
  const result = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(organisations);
    const refs = snapshot.docs.map((doc) =>
      doc.ref.collection(SCORES_SUBCOLLECTION).doc(ALL_SCOPE_ID),
    );
    const documents = refs.length > 0 ? await transaction.getAll(...refs) : [];
    const members = documents.map((doc, index) => ({
      isActive: snapshot.docs[index]?.get('isActive'),
      scores: doc.exists
        ? scoreSetOfDocument(timestampsToDates(doc.data()) as ScoreDocument)
        : scoreSetOfMapEntry(snapshot.docs[index]?.get(`scores.${ALL_SCOPE_ID}`)),
    }));
    const result = computeIndustryScores(industry, members, now);
    transaction.set(target, result);
    transaction.set(
      summary,
      computeIndustrySummary(
        industry,
        members.map((member) => member.scores),
        now,
      ),
    );
    return result;
  });
  await calculateProviderSummary(db, { now });
  return result;
}
