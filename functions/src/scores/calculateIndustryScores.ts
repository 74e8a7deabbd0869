// Recomputes industryScores/{industryScoresId(industry)} and industrySummaries/{same id}
// (src/domain/industryScores.ts) from the industry's organisations: the first over the active
// ones, the second over all of them. Which ones belong and are active comes from a projected
// query of the organisations (`isActive`, and the `all` scope of a docs/product.md §3 `scores`
// map), their figures from their `all` score documents (src/domain/scoreDocuments.ts), or, for an organisation
// scored before those existed and not recalculated since, from that map (src/domain/scoreDocuments.ts).
// The reads are plain ones, not a transaction's: a query in a transaction holds what it read (on
// the emulator, the whole organisations collection) while the organisations' own calculations
// write there. Two calculations of one industry at the same time are kept apart by the time their
// reads began (`readAt`, the query's read time): a calculation writes only over figures read
// before its own, in a transaction of the two documents alone. A change after its reads has a
// calculation of its own (the organisation's, which calls this one), read later, that wins.
// A small organisation's `all` figures are read from its twin (src/domain/withheldFigures.ts); an
// industry of too few active users gets the withheld shape in both documents, and its figures go
// to their twins. Then the provider's summary (calculateProviderSummary.ts) is brought up to date
// with the industries collection.
import {
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  INDUSTRY_SCORES_COLLECTION,
  INDUSTRY_SUMMARIES_COLLECTION,
  computeIndustryScores,
  computeIndustrySummary,
  industryScoresByAudience,
  industryScoresId,
  type IndustryScores,
} from '@/domain/industryScores';
import {
  SCORES_SUBCOLLECTION,
  isWithheldDocument,
  scoreSetOfDocument,
  scoreSetOfMapEntry,
  type ScoreDocument,
  type StoredScoreDocument,
} from '@/domain/scoreDocuments';
import {
  WITHHELD_INDUSTRY_SCORES_COLLECTION,
  WITHHELD_INDUSTRY_SUMMARIES_COLLECTION,
  WITHHELD_SCORES_SUBCOLLECTION,
} from '@/domain/withheldFigures';
import { ALL_SCORES_KEY } from '@/domain/scoring';
import { timestampsToDates } from '@/domain/timestamps';
import { calculateProviderSummary } from './calculateProviderSummary';

/** The document its readers get, and its twin written or, when nothing is withheld, deleted. */
function writeByAudience(
  transaction: Transaction,
  target: DocumentReference,
  twinCollection: string,
  document: IndustryScores,
): void {
  const { readable, twin } = industryScoresByAudience(document);
  const twinRef = target.firestore.collection(twinCollection).doc(target.id);
  if (twin) transaction.set(twinRef, twin);
  else transaction.delete(twinRef);
  transaction.set(target, readable);
}

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
    .select('isActive', `scores.${ALL_SCORES_KEY}`);
  const id = industryScoresId(industry);
  const target = db.collection(INDUSTRY_SCORES_COLLECTION).doc(id);
  const summary = db.collection(INDUSTRY_SUMMARIES_COLLECTION).doc(id);
  const snapshot = await organisations.get();
  const readAt = snapshot.readTime.toDate();
  const refs = snapshot.docs.map((doc) =>
    doc.ref.collection(SCORES_SUBCOLLECTION).doc(ALL_SCORES_KEY),
  );
  const documents = (refs.length > 0 ? await db.getAll(...refs) : []).map((doc) =>
    doc.exists ? (timestampsToDates(doc.data()) as StoredScoreDocument) : undefined,
  );
  // A small organisation's figures: its twin (none where it has not been written yet).
  const withheld = snapshot.docs.filter((_, index) => isWithheldDocument(documents[index]));
  const twins = new Map(
    (withheld.length > 0
      ? await db.getAll(
          ...withheld.map((doc) =>
            doc.ref.collection(WITHHELD_SCORES_SUBCOLLECTION).doc(ALL_SCORES_KEY),
          ),
        )
      : []
    ).map((twin, index) => [withheld[index]?.id, twin]),
  );
  const members = snapshot.docs.map((organisation, index) => {
    const twin = twins.get(organisation.id);
    const document = twin?.exists
      ? (timestampsToDates(twin.data()) as ScoreDocument)
      : documents[index];
    return {
      isActive: organisation.get('isActive'),
      scores: document
        ? scoreSetOfDocument(document)
        : scoreSetOfMapEntry(organisation.get(`scores.${ALL_SCORES_KEY}`)),
    };
  });
  const result = { ...computeIndustryScores(industry, members, now), readAt };
  const industrySummary = {
    ...computeIndustrySummary(
      industry,
      members.map((member) => member.scores),
      now,
    ),
    readAt,
  };
  await db.runTransaction(async (transaction) => {
    const stored = await transaction.getAll(target, summary);
    const readLater = stored.some((doc) => {
      const storedReadAt: unknown = doc.get('readAt');
      return storedReadAt instanceof Timestamp && storedReadAt.toMillis() > readAt.getTime();
    });
    if (readLater) return;
    writeByAudience(transaction, target, WITHHELD_INDUSTRY_SCORES_COLLECTION, result);
    writeByAudience(transaction, summary, WITHHELD_INDUSTRY_SUMMARIES_COLLECTION, industrySummary);
  });
  await calculateProviderSummary(db, { now });
  return result;
}
