import { describe, expect, it } from 'vitest';
import { getPath } from '../../../infra/readstore/path.ts';
import { matchSimple } from '../../../infra/readstore/fastPath.ts';

// Issue 24: the read store had two getPath copies that disagreed on arrays; both backends need Mongo's rule.
describe('a dotted path in a read-model document', () => {
  const doc = { _id: 'a', name: 'x', profile: { country: 'SA' }, tags: ['p', 'q'], items: [{ sku: 'x', n: 1 }, { sku: 'y', n: 5, lots: [7, 8] }, { other: 1 }] };

  it('reads plain fields and nested objects, and answers undefined for what is missing', () => {
    expect(getPath(doc, 'name')).toBe('x');
    expect(getPath(doc, 'profile.country')).toBe('SA');
    expect(getPath(doc, 'profile.city')).toBeUndefined();
    expect(getPath(doc, 'name.length')).toBeUndefined();
  });

  it('reaches through an array into every element (their arrays flattened), and a numeric step picks one', () => {
    expect(getPath(doc, 'tags')).toEqual(['p', 'q']);
    expect(getPath(doc, 'items.sku')).toEqual(['x', 'y']);
    expect(getPath(doc, 'items.lots')).toEqual([7, 8]);
    expect(getPath(doc, 'items.1.sku')).toBe('y');
    expect(getPath(doc, 'items.missing')).toBeUndefined();
  });

  it('lets the fast matcher leave a path through an array to the full engine instead of saying no', () => {
    expect(matchSimple(doc, { 'items.sku': 'y' })).toBeUndefined();
    expect(matchSimple(doc, { 'items.n': { $gt: 4 } })).toBeUndefined();
    expect(matchSimple(doc, { 'profile.country': 'SA' })).toBe(true);
    expect(matchSimple(doc, { 'profile.country': 'AE' })).toBe(false);
  });
});
