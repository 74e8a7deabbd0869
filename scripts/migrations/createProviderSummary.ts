// The provider's summary document (src/domain/providerSummary.ts), which a provider admin's
// dashboards read instead of the whole industries collection (docs/product.md §2 shared filter
// bar). The score calculation and the industries' trigger keep it from now on
// (functions/src/scores/calculateProviderSummary.ts); this writes it, with that same code, for a
// project where neither has run since. Idempotent: an existing summary is left alone.
import type { Firestore } from 'firebase-admin/firestore';
import { PROVIDER_SUMMARIES_COLLECTION, PROVIDER_SUMMARY_ID } from '@/domain/providerSummary';
import { calculateProviderSummary } from '../../functions/src/scores/calculateProviderSummary';
import type { MigrationOptions, MigrationResult } from './backfillDerivedFields';

export async function createProviderSummary(
  db: Firestore,
  options: MigrationOptions & { now?: Date } = {},
): Promise<MigrationResult> {
  const summary = await db.collection(PROVIDER_SUMMARIES_COLLECTION).doc(PROVIDER_SUMMARY_ID).get();
  const result: MigrationResult = { scanned: 1, updated: [] };
  if (summary.exists) return result;
  result.updated.push(PROVIDER_SUMMARY_ID);
  if (!options.dryRun) await calculateProviderSummary(db, { now: options.now });
  return result;
}
