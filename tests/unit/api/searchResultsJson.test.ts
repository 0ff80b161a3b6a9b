import { describe, expect, it, vi } from 'vitest';
import { resultsJson } from '../../../api/routes/market.ts';

describe('resultsJson', () => {
  it('serialises once per answer of the indexes and language, and again once either index answers anew', () => {
    const hits = Object.freeze([{ id: 'a' }]);
    const partners = Object.freeze([{ id: 'p' }]);
    const make = vi.fn(() => [{ id: 'a' }, { id: 'p' }]);
    expect(resultsJson(hits, partners, 'en', make).toString()).toBe('[{"id":"a"},{"id":"p"}]');
    expect(resultsJson(hits, partners, 'en', make).toString()).toBe('[{"id":"a"},{"id":"p"}]');
    expect(make).toHaveBeenCalledTimes(1);
    resultsJson(hits, partners, 'ar', make);
    // After a change an index hands back new answer objects, so nothing made from the old ones is used.
    resultsJson(Object.freeze([{ id: 'a' }]), partners, 'en', make);
    resultsJson(hits, Object.freeze([{ id: 'p' }]), 'en', make);
    expect(make).toHaveBeenCalledTimes(4);
  });
});
