import { describe, expect, it } from 'vitest';
import { Query } from 'mingo';
import { isSimpleUpdate, matchSimple } from '../../infra/readstore/fastPath.ts';

const docs = [
  { _id: 'a', n: 3, s: 'x', nested: { rev: 2 } },
  { _id: 'b', n: '3', s: 'y' },
  { _id: 'c', tags: ['x'], n: 7 },
  { _id: 'd' },
];
const filters = [
  { n: 3 },
  { n: { $lt: 5 } },
  { n: { $gte: 3, $lt: 7 } },
  { s: { $ne: 'x' } },
  { s: { $eq: 'y' } },
  { 'nested.rev': { $lt: 3 } },
  { _id: 'a', n: { $gt: 10 } },
  { tags: 'x' },
  { n: { $in: [3, 7] } },
  { $or: [{ n: 3 }, { s: 'y' }] },
];

describe('the allocation-free matcher', () => {
  it.each(filters.map((f) => [JSON.stringify(f), f] as const))('agrees with mingo, or defers to it: %s', (_, filter) => {
    for (const doc of docs) {
      const fast = matchSimple(doc, filter);
      if (fast !== undefined) expect(fast).toBe(new Query(filter).test(doc));
    }
  });

  it('defers arrays and unknown operators to mingo', () => {
    expect(matchSimple(docs[2]!, { tags: 'x' })).toBeUndefined();
    expect(matchSimple(docs[0]!, { n: { $in: [3] } })).toBeUndefined();
    expect(matchSimple(docs[0]!, { $or: [{ n: 3 }] })).toBeUndefined();
  });
});

describe('isSimpleUpdate', () => {
  it.each([
    [{ $set: { a: 1, 'b.c': 2, a1: 3, '1a': 4 } }, true],
    [{ $inc: { n: 1 }, $unset: { x: '' }, $setOnInsert: { y: 1 } }, true],
    [{ $push: { tags: 'x' } }, false],
    [{ $set: { 'tags.0': 'x' } }, false],
    [{ $set: { 'a.12.b': 1 } }, false],
    [{ $set: { 'tags.$': 'x' } }, false],
    [{ $set: { 'a.b1': 1 } }, true],
  ])('%j → %s', (update, simple) => expect(isSimpleUpdate(update)).toBe(simple));
});
