import type { RecordedEvent } from '../infra/eventstore/port.ts';
import type { Doc, ReadStore } from '../infra/readstore/port.ts';
import type { SubscriptionEvent } from '../domain/subscriptions/subscription.ts';
import type { BillingPeriod, TierId } from '../domain/subscriptions/tiers.ts';
import type { Projection } from './projection.ts';
import { setGuarded } from './guarded.ts';
import { projected } from './events.ts';

export const SUBSCRIPTIONS = 'subscriptions';

/** One document per user who ever changed plan; a missing document means the free default. */
export type SubscriptionDoc = Doc & {
  tier: TierId;
  billingPeriod: BillingPeriod | null;
  promoCode: string | null;
  startDate: string | null;
  updatedAt: string;
  /** Revision of the last subscription-stream event applied. */
  _rev: number;
};

export const subscriptionsProjection: Projection = {
  name: 'subscriptions',
  version: 1,
  collections: [SUBSCRIPTIONS],
  eventTypes: new Set<SubscriptionEvent['type']>(['SubscriptionChanged']),
  async apply(recorded: RecordedEvent, store: ReadStore) {
    const event = projected<SubscriptionEvent>(recorded);
    const d = event.data;
    const fields = { tier: d.tier, billingPeriod: d.billingPeriod, promoCode: d.promoCode, startDate: d.startDate, updatedAt: d.changedAt };
    await setGuarded(store.collection<SubscriptionDoc>(SUBSCRIPTIONS), d.userId, recorded.revision, fields);
  },
};
