// A change applied to many records at once, one chunk per call, so that a long run shows its
// progress, can stop between chunks, and no call outlives its time limit.

/** At most this many records per call (a users chunk is one transaction per user). */
export const BULK_CHUNK_SIZE = 50;

export interface BulkChanged {
  id: string;
  name: string;
}

export interface BulkRefused {
  id: string;
  name: string;
  /** In plain words. */
  reason: string;
  /** The refusal's code, when it has one the screen may word itself (a UserRefusal for users). */
  reasonCode?: string;
}

export interface BulkOutcome {
  changed: BulkChanged[];
  refused: BulkRefused[];
}

export const emptyOutcome = (): BulkOutcome => ({ changed: [], refused: [] });

export function bulkChunks(ids: readonly string[], size = BULK_CHUNK_SIZE): string[][] {
  if (!Number.isInteger(size) || size < 1) throw new Error('A chunk holds at least one id.');
  const unique = [...new Set(ids)];
  const result: string[][] = [];
  for (let start = 0; start < unique.length; start += size) {
    result.push(unique.slice(start, start + size));
  }
  return result;
}

export function mergeOutcomes(first: BulkOutcome, second: BulkOutcome): BulkOutcome {
  return {
    changed: [...first.changed, ...second.changed],
    refused: [...first.refused, ...second.refused],
  };
}
