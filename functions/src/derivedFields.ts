// Writes the derived fields of a document (src/domain/derivedFields.ts) from its triggers.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { derivedFieldsPatch } from '@/domain/derivedFields';
import { timestampsToDates } from '@/domain/timestamps';

/** gRPC FAILED_PRECONDITION: the document changed (or went) since the event. */
const FAILED_PRECONDITION = 9;

/** The document's data with Dates for Timestamps, or undefined when it does not exist. */
export function plainData(
  snapshot: DocumentSnapshot | undefined,
): Record<string, unknown> | undefined {
  if (!snapshot?.exists) return undefined;
  return timestampsToDates(snapshot.data()) as Record<string, unknown>;
}

/**
 * Writes the fields of `wanted` that the document lacks, and nothing when it has them all, so the
 * trigger's own write starts no second round. The write holds only if the document is still the
 * version of the event: a newer write has its own event, which derives from the newer fields.
 */
export async function keepDerivedFields(
  snapshot: DocumentSnapshot,
  wanted: object,
): Promise<boolean> {
  const data = plainData(snapshot);
  if (!data) return false;
  const patch = derivedFieldsPatch(data, wanted);
  if (!patch) return false;
  try {
    await snapshot.ref.update(patch, { lastUpdateTime: snapshot.updateTime });
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === FAILED_PRECONDITION) {
      logger.debug('Changed since the event; its next event derives', { path: snapshot.ref.path });
      return false;
    }
    throw error;
  }
}
