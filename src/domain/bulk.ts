// A change applied to many records at once (docs/product.md §2 Users list, bulk actions): the
// selection goes to the server one chunk at a time, so that a long run shows its progress, can stop
// between chunks, and no call outlives its time limit. Each record is changed or refused on its
// own; the outcome names every refused record with the reason. Pure: the bulk runner
// (src/resources/users/useBulkRun.ts) and the callables (functions/) share it.

/** At most this many records per call (a users chunk is one transaction per user). */
export const BULK_CHUNK_SIZE = 50;

export interface BulkChanged {
  id: string;
  name: string;
}

export interface BulkRefused {
  id: string;
  name: string;
  /** In plain words, for the summary. */
  reason: string;
}

/** What one chunk (or a whole run) did. */
export interface BulkOutcome {
  changed: BulkChanged[];
  refused: BulkRefused[];
}

export const emptyOutcome = (): BulkOutcome => ({ changed: [], refused: [] });

/** The selection in chunks of at most `size`, in order, each id once. */
export function bulkChunks(ids: readonly string[], size = BULK_CHUNK_SIZE): string[][] {
  if (!Number.isInteger(size) || size < 1) throw new Error('A chunk holds at least one id.');
  const unique = [...new Set(ids)];
  const result: string[][] = [];
  for (let start = 0; start < unique.length; start += size) {
    result.push(unique.slice(start, start + size));
  }
  return result;
}

/** Both outcomes, one after the other. */
export function mergeOutcomes(first: BulkOutcome, second: BulkOutcome): BulkOutcome {
  return {
    changed: [...first.changed, ...second.changed],
    refused: [...first.refused, ...second.refused],
  };
}
