import type { RecordedEvent } from '../infra/eventstore/port.ts';
import type { Doc, ReadStore } from '../infra/readstore/port.ts';
import type { MarketSearched } from '../domain/market/searches.ts';
import type { PersonalDataErased } from '../domain/users/user.ts';
import type { Projection } from './projection.ts';
import { projected } from './events.ts';

export const MARKET_HISTORY = 'marketHistory';

/** One document per signed-in search, keyed by the search id; the query stays sealed (opened when read). */
export type MarketHistoryDoc = Doc & Omit<MarketSearched['data'], 'searchId' | 'month'> & { kind: 'search' };

export const marketHistoryProjection: Projection = {
  name: 'marketHistory',
  version: 1,
  collections: [MARKET_HISTORY],
  eventTypes: new Set<string>(['MarketSearched', 'PersonalDataErased']),
  async setup(store) {
    await store.collection(MARKET_HISTORY).createIndex({ userId: 1, at: -1 });
  },
  async apply(recorded: RecordedEvent, store: ReadStore) {
    const event = projected<MarketSearched | PersonalDataErased>(recorded);
    // An erased person's history goes with them; a replay deletes it again at the same point.
    if (event.type === 'PersonalDataErased') {
      await store.collection(MARKET_HISTORY).deleteMany({ userId: event.data.userId });
      return;
    }
    const { searchId, month: _month, ...fields } = event.data;
    // A search is written once and never changed, so creating it is the only write (replay-safe).
    await store.collection<MarketHistoryDoc>(MARKET_HISTORY).updateOne({ _id: searchId }, { $setOnInsert: { ...fields, kind: 'search' } }, { upsert: true });
  },
};
