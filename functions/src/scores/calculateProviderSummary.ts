// Recomputes providerSummaries/all (src/domain/providerSummary.ts) from the industries collection:
// the industries a provider admin's Industry selector offers, in one document. Called by the score
// calculation after each industry's documents (calculateIndustryScores) and by the industries'
// trigger (triggers/onIndustryWritten.ts), so that a new or renamed industry is offered at once.
import type { Firestore } from 'firebase-admin/firestore';
import {
  PROVIDER_SUMMARIES_COLLECTION,
  PROVIDER_SUMMARY_ID,
  computeProviderSummary,
  type ProviderSummary,
} from '@/domain/providerSummary';

export async function calculateProviderSummary(
  db: Firestore,
  options: { now?: Date } = {},
): Promise<ProviderSummary> {
  const snapshot = await db.collection('industries').orderBy('name', 'asc').select('name').get();
  const summary = computeProviderSummary(
    snapshot.docs.map((doc) => doc.get('name')),
    options.now ?? new Date(),
  );
  await db.collection(PROVIDER_SUMMARIES_COLLECTION).doc(PROVIDER_SUMMARY_ID).set(summary);
  return summary;
}
