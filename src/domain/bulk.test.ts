import { describe, expect, it } from 'vitest';
import { BULK_CHUNK_SIZE, bulkChunks, emptyOutcome, mergeOutcomes } from './bulk';

describe('bulkChunks', () => {
  it('splits 120 ids into chunks of 50, 50 and 20, in order', () => {
    const ids = Array.from({ length: 120 }, (_, index) => `u${index}`);
    const chunks = bulkChunks(ids);
    expect(chunks.map((chunk) => chunk.length)).toEqual([50, 50, 20]);
    expect(chunks.flat()).toEqual(ids);
    expect(BULK_CHUNK_SIZE).toBe(50);
  });

  it('sends an id selected twice once', () => {
    expect(bulkChunks(['a', 'b', 'a', 'c'], 2)).toEqual([['a', 'b'], ['c']]);
  });

  it('has no chunk for an empty selection', () => {
    expect(bulkChunks([])).toEqual([]);
  });

  it('refuses a chunk size below one', () => {
    expect(() => bulkChunks(['a'], 0)).toThrow();
  });
});

describe('mergeOutcomes', () => {
  it('keeps the changed and the refused of both, in order', () => {
    const merged = mergeOutcomes(
      { changed: [{ id: 'a', name: 'A' }], refused: [] },
      { changed: [{ id: 'b', name: 'B' }], refused: [{ id: 'c', name: 'C', reason: 'No' }] },
    );
    expect(merged).toEqual({
      changed: [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
      ],
      refused: [{ id: 'c', name: 'C', reason: 'No' }],
    });
    expect(mergeOutcomes(emptyOutcome(), emptyOutcome())).toEqual(emptyOutcome());
  });
});
