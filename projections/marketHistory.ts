import type { RecordedEvent } from '../infra/eventstore/port.ts';
import type { Doc, ReadStore } from '../infra/readstore/port.ts';
import type { MarketSearched } from '../domain/market/searches.ts';
import type { Projection } from './projection.ts';
import { projected } from './events.ts';

export const MARKET_HISTORY = 'marketHistory';

/** One document per signed-in search, keyed by the search id. */
export type MarketHistoryDoc = Doc & Omit<MarketSearched['data'], 'searchId' | 'month'> & { kind: 'search' };

export const marketHistoryProjection: Projection = {
  name: 'marketHistory',
  version: 1,
  collections: [MARKET_HISTORY],
  eventTypes: new Set<MarketSearched['type']>(['MarketSearched']),
  async setup(store) {
    await store.collection(MARKET_HISTORY).createIndex({ userId: 1, at: -1 });
  },
  async apply(recorded: RecordedEvent, store: ReadStore) {
    const { searchId, month: _month, ...fields } = projected<MarketSearched>(recorded).data;
    // A search is written once and never changed, so creating it is the only write (replay-safe).
    await store.collection<MarketHistoryDoc>(MARKET_HISTORY).updateOne({ _id: searchId }, { $setOnInsert: { ...fields, kind: 'search' } }, { upsert: true });
  },
};
