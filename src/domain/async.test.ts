import { settleWithLimit } from './async';

describe('settleWithLimit', () => {
  it('runs at most `limit` at a time and answers every result in order', async () => {
    let running = 0;
    let most = 0;
    const results = await settleWithLimit([1, 2, 3, 4, 5, 6, 7], 3, async (value) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5 * (8 - value)));
      running -= 1;
      if (value === 4) throw new Error('four');
      return value * 10;
    });
    expect(most).toBe(3);
    expect(
      results.map((result) => (result.status === 'fulfilled' ? result.value : 'failed')),
    ).toEqual([10, 20, 30, 'failed', 50, 60, 70]);
  });

  it('answers nothing for no items', async () => {
    expect(await settleWithLimit([], 4, () => Promise.resolve(1))).toEqual([]);
  });
});
