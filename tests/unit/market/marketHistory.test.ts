import { describe, it, expect } from 'vitest';
import { EmbeddedReadStore } from '../../../infra/readstore/embedded.ts';
import type { RecordedEvent } from '../../../infra/eventstore/port.ts';
import { MARKET_HISTORY, marketHistoryProjection } from '../../../projections/marketHistory.ts';

let pos = 0n;
const recorded = (streamName: string, revision: number, type: string, data: unknown): RecordedEvent => {
  pos += 1n;
  return { id: `e${pos}`, streamName, revision, position: { commit: pos, prepare: pos }, type, data, metadata: {}, createdAt: '' };
};
const searched = (userId: string, searchId: string, revision: number) =>
  recorded(`marketSearches-${userId}-2026-11`, revision, 'MarketSearched', { searchId, userId, month: '2026-11', query: 'q', industry: null, searchType: 'all', total: 0, at: '2026-11-23T10:00:00.000Z' });

describe('market history projection', () => {
  it("deletes an erased person's searches, also when the log is replayed, and keeps everyone else's", async () => {
    const store = new EmbeddedReadStore();
    const events = [searched('u1', 's1', 0), searched('u2', 's2', 0), searched('u1', 's3', 1), recorded('user-u1', 5, 'PersonalDataErased', { userId: 'u1', by: 'self', erasedAt: '2026-11-23T11:00:00.000Z' })];
    for (const run of [1, 2]) {
      for (const e of events) await marketHistoryProjection.apply(e, store);
      const ids = (await store.collection(MARKET_HISTORY).find({})).map((d) => d._id);
      expect(ids, `run ${run}`).toEqual(['s2']);
    }
  });
});
