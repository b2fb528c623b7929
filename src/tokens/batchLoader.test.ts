import { describe, expect, it, vi } from 'vitest';
import { createBatchLoader } from './batchLoader';

describe('createBatchLoader', () => {
  it('fetches the keys asked for together, in parts of at most maxBatch, each key once', async () => {
    const fetchMany = vi.fn(
      async (keys: string[]) => new Map(keys.map((k) => [k, k.toUpperCase()])),
    );
    const loader = createBatchLoader(fetchMany, 2);
    const results = await Promise.all(['a', 'b', 'a', 'c'].map((k) => loader.load(k)));
    expect(results).toEqual(['A', 'B', 'A', 'C']);
    expect(fetchMany.mock.calls).toEqual([[['a', 'b']], [['c']]]);
    // A later request is a new batch.
    expect(await loader.load('d')).toBe('D');
    expect(fetchMany).toHaveBeenCalledTimes(3);
  });

  it('answers null for keys the source does not have, and passes a failure to every waiter', async () => {
    const loader = createBatchLoader(async () => new Map([['known', 1]]), 10);
    expect(await Promise.all([loader.load('known'), loader.load('other')])).toEqual([1, null]);
    const failing = createBatchLoader(async () => {
      throw new Error('RPC down');
    }, 10);
    const outcomes = await Promise.allSettled([failing.load('a'), failing.load('b')]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
  });
});
