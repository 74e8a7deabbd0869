// A change applied to many records at once, one chunk per call, so that a long run shows its
// progress, can stop between chunks, and no call outlives its time limit.

/** At most this many records per call (a users chunk is one transaction per user). */
export const BULK_CHUNK_SIZE = 50;

export interface BulkRefused {
  id: string;
  name: string;
  /** In plain words. */
  reason: string;
  /** The refusal's code, when it has one the screen may word itself (a UserRefusal for users). */
  reasonCode?: string;
}

export interface BulkOutcome {
  changed: { id: string; name: string }[];
  refused: BulkRefused[];
}

export const emptyOutcome = (): BulkOutcome => ({ changed: [], refused: [] });

export function inChunks<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('chunk size must be at least 1');
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

export function bulkChunks(ids: readonly string[], size = BULK_CHUNK_SIZE): string[][] {
  return inChunks([...new Set(ids)], size);
}

export function mergeOutcomes(first: BulkOutcome, second: BulkOutcome): BulkOutcome {
  return {
    changed: [...first.changed, ...second.changed],
    refused: [...first.refused, ...second.refused],
  };
}
