// A division's score counters spread over DIVISION_COUNTER_SHARDS shard documents, fewer than the
// `all` scope's (src/domain/scoreContributions.ts). Counters written before had as many as `all`:
// the functions still add them up (a scope is the sum of whatever shards it has), but a
// calculation reads each one. This adds each such shard into the one its users write to now
// (index % DIVISION_COUNTER_SHARDS, the same user's shard since the counts divide) and deletes it,
// in one transaction each. No function writes to those shards any more, so none is lost.
// Idempotent. Run by scripts/migrate.ts.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { ORGANISATIONS_COLLECTION } from '@/domain/collections';
import {
  SCORE_COUNTERS_SUBCOLLECTION,
  counterDocumentId,
  shardsOfScope,
} from '@/domain/scoreContributions';
import { eachPage, type MigrationOptions, type MigrationResult } from './backfillDerivedFields';

const PAGE_SIZE = 100;

/** The shard `id` folds into, or undefined for a shard a scope still has. */
function foldTarget(id: string, scope: unknown): string | undefined {
  if (typeof scope !== 'string' || !id.startsWith(`${scope}_`)) return undefined;
  const shard = Number(id.slice(scope.length + 1));
  const shards = shardsOfScope(scope);
  if (!Number.isInteger(shard) || shard < shards) return undefined;
  return counterDocumentId(scope, shard % shards);
}

export async function foldDivisionCounterShards(
  db: Firestore,
  options: MigrationOptions = {},
): Promise<MigrationResult> {
  const result: MigrationResult = { scanned: 0, updated: [] };
  await eachPage(db, ORGANISATIONS_COLLECTION, [], options.pageSize ?? PAGE_SIZE, async (docs) => {
    result.scanned += docs.length;
    for (const organisation of docs) {
      const counters = organisation.ref.collection(SCORE_COUNTERS_SUBCOLLECTION);
      const shards = await counters.select('scope').get();
      for (const shard of shards.docs) {
        const target = foldTarget(shard.id, shard.get('scope'));
        if (!target) continue;
        result.updated.push(`${organisation.id}/${shard.id}`);
        if (options.dryRun) continue;
        await db.runTransaction(async (transaction) => {
          const [from] = await transaction.getAll(shard.ref);
          if (!from?.exists) return;
          const moved = (from.get('counters') ?? {}) as Record<string, unknown>;
          const increments = Object.fromEntries(
            Object.entries(moved).flatMap(([name, value]) =>
              typeof value === 'number' ? [[name, FieldValue.increment(value)]] : [],
            ),
          );
          transaction.set(
            counters.doc(target),
            { scope: from.get('scope') as string, counters: increments },
            { merge: true },
          );
          transaction.delete(shard.ref);
        });
      }
    }
  });
  return result;
}
