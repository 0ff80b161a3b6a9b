import { describe, it, expect } from 'vitest';
import { backoffDelay, MemoryBuckets } from '../../../api/http/backoff.ts';

const rule = { free: 5, baseMs: 30_000, maxMs: 15 * 60_000 };

describe('login back-off', () => {
  it('lets the first failures through, then doubles the wait up to the cap', () => {
    expect([0, 1, 5].map((n) => backoffDelay(rule, n))).toEqual([0, 0, 0]);
    expect([6, 7, 8, 9, 10].map((n) => backoffDelay(rule, n) / 1000)).toEqual([30, 60, 120, 240, 480]);
    expect(backoffDelay(rule, 11)).toBe(15 * 60_000);
    expect(backoffDelay(rule, 10_000)).toBe(15 * 60_000);
  });

  it('keeps at most its bound of buckets in memory, dropping the least recently written', async () => {
    const buckets = new MemoryBuckets(2);
    await buckets.put('a', { failures: 1, lastAt: 1 });
    await buckets.put('b', { failures: 1, lastAt: 2 });
    await buckets.put('a', { failures: 2, lastAt: 3 });
    await buckets.put('c', { failures: 1, lastAt: 4 });
    expect([await buckets.get('a'), await buckets.get('b'), await buckets.get('c')]).toEqual([{ failures: 2, lastAt: 3 }, undefined, { failures: 1, lastAt: 4 }]);
  });
});
