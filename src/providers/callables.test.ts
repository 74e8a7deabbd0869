import type { Functions } from 'firebase/functions';
import { describe, expect, it } from 'vitest';
import { createCallables } from './callables';

describe('createCallables', () => {
  it('names every callable, and is no promise: an async function can return it', async () => {
    // No call is made, so the Functions instance is never used.
    const callables = createCallables({} as Functions);
    expect(typeof callables.createUser).toBe('function');
    expect(typeof callables.searchScores).toBe('function');
    const returned = await (async () => callables)();
    expect(returned).toBe(callables);
  });
});
