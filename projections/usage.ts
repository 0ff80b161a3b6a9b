import type { RecordedEvent } from '../infra/eventstore/port.ts';
import type { Doc, ReadStore } from '../infra/readstore/port.ts';
import type { FeatureId } from '../domain/subscriptions/tiers.ts';
import type { MarketSearched } from '../domain/market/searches.ts';
import type { MarketReportGenerated } from '../domain/market/savedReports.ts';
import type { PartnerMatchesRequested } from '../domain/partners/matchAllowance.ts';
import type { AllowanceEvent } from '../domain/consultations/allowance.ts';
import type { PersonalDataErased } from '../domain/users/user.ts';
import type { Projection } from './projection.ts';
import { projected } from './events.ts';
import { positionKey } from './statistics.ts';

/**
 * Monthly usage counters for the dashboard, one document per user and UTC month
 * (`<userId>:<YYYY-MM>`), from the events that use an allowance: market searches, partner match
 * requests, consultations (a returned one counts back) and generated reports. The allowances
 * themselves are enforced on the streams at append; this read model only shows them.
 */
export const USAGE = 'usage';
export type UsageDoc = Doc & { userId: string; counts: Partial<Record<FeatureId, number>>; _pos: string };

type UsageEvent = MarketSearched | PartnerMatchesRequested | AllowanceEvent | MarketReportGenerated | PersonalDataErased;

function effectOf(event: UsageEvent): { userId: string; month: string; feature: FeatureId; by: number } | undefined {
  switch (event.type) {
    case 'MarketSearched':
      return { userId: event.data.userId, month: event.data.month, feature: 'marketSearches', by: 1 };
    case 'PartnerMatchesRequested':
      return { userId: event.data.userId, month: event.data.month, feature: 'partnerMatches', by: 1 };
    case 'ConsultationAllowanceUsed':
      return { userId: event.data.userId, month: event.data.month, feature: 'consultations', by: 1 };
    case 'ConsultationAllowanceReturned':
      return { userId: event.data.userId, month: event.data.month, feature: 'consultations', by: -1 };
    case 'MarketReportGenerated':
      return { userId: event.data.userId, month: event.data.month, feature: 'marketReports', by: 1 };
    default:
      return undefined;
  }
}

export const usageProjection: Projection = {
  name: 'usage',
  version: 1,
  collections: [USAGE],
  eventTypes: new Set<string>(['MarketSearched', 'PartnerMatchesRequested', 'ConsultationAllowanceUsed', 'ConsultationAllowanceReturned', 'MarketReportGenerated', 'PersonalDataErased']),
  async setup(store) {
    await store.collection(USAGE).createIndex({ userId: 1 });
  },
  async apply(recorded: RecordedEvent, store: ReadStore) {
    const event = projected<UsageEvent>(recorded);
    const docs = store.collection<UsageDoc>(USAGE);
    if (event.type === 'PersonalDataErased') {
      await docs.deleteMany({ userId: event.data.userId });
      return;
    }
    const effect = effectOf(event);
    if (!effect) return;
    // `$inc` is not idempotent by itself: a month's counters move only for an event past the `_pos`
    // they carry, so a page replayed after a crash adds nothing twice (as in statistics.ts).
    const id = `${effect.userId}:${effect.month}`;
    const pos = positionKey(recorded.position);
    await docs.updateOne({ _id: id }, { $setOnInsert: { userId: effect.userId, counts: {}, _pos: '' } }, { upsert: true });
    await docs.updateOne({ _id: id, _pos: { $lt: pos } }, { $inc: { [`counts.${effect.feature}`]: effect.by }, $set: { _pos: pos } });
  },
};
