import type { RecordedEvent } from '../infra/eventstore/port.ts';
import type { Doc, ReadStore } from '../infra/readstore/port.ts';
import type { MarketSearched } from '../domain/market/searches.ts';
import type { MarketReportGenerated } from '../domain/market/savedReports.ts';
import type { Report } from '../domain/market/report.ts';
import type { PersonalDataErased } from '../domain/users/user.ts';
import type { Projection } from './projection.ts';
import { projected } from './events.ts';

export const MARKET_HISTORY = 'marketHistory';
/** Reports generated for signed-in users, as they were shown, by report id. */
export const MARKET_REPORTS = 'marketReports';

/** One document per signed-in search (the query stays sealed, opened when read) or generated report. */
export type MarketHistoryDoc = Doc & { userId: string; at: string } & (
    | (Omit<MarketSearched['data'], 'searchId' | 'month'> & { kind: 'search' })
    | { kind: 'report'; industry: MarketReportGenerated['data']['industry']; level: Report['level']; lang: Report['lang'] }
  );
export type MarketReportDoc = Doc & { userId: string; report: Report };

export const marketHistoryProjection: Projection = {
  name: 'marketHistory',
  version: 2,
  collections: [MARKET_HISTORY, MARKET_REPORTS],
  eventTypes: new Set<string>(['MarketSearched', 'MarketReportGenerated', 'PersonalDataErased']),
  async setup(store) {
    await store.collection(MARKET_HISTORY).createIndex({ userId: 1, at: -1 });
    await store.collection(MARKET_REPORTS).createIndex({ userId: 1 });
  },
  async apply(recorded: RecordedEvent, store: ReadStore) {
    const event = projected<MarketSearched | MarketReportGenerated | PersonalDataErased>(recorded);
    const history = store.collection<MarketHistoryDoc>(MARKET_HISTORY);
    // An erased person's history goes with them; a replay deletes it again at the same point.
    if (event.type === 'PersonalDataErased') {
      await history.deleteMany({ userId: event.data.userId });
      await store.collection(MARKET_REPORTS).deleteMany({ userId: event.data.userId });
      return;
    }
    // Searches and reports are written once and never changed, so creating them is the only write (replay-safe).
    if (event.type === 'MarketReportGenerated') {
      const { reportId, userId, industry, level, lang, at, report } = event.data;
      await history.updateOne({ _id: reportId }, { $setOnInsert: { kind: 'report', userId, industry, level, lang, at } }, { upsert: true });
      await store.collection<MarketReportDoc>(MARKET_REPORTS).updateOne({ _id: reportId }, { $setOnInsert: { userId, report } }, { upsert: true });
      return;
    }
    const { searchId, month: _month, ...fields } = event.data;
    await history.updateOne({ _id: searchId }, { $setOnInsert: { ...fields, kind: 'search' } }, { upsert: true });
  },
};
