import type { ReadStore } from '../../infra/readstore/port.ts';
import type { BillingPeriod, TierId } from '../../domain/subscriptions/tiers.ts';
import { SUBSCRIPTIONS, type SubscriptionDoc } from '../subscriptions.ts';

/** What GET /api/subscriptions/me shows: every key present, unset values null. */
export type SubscriptionView = {
  tier: TierId;
  billingPeriod: BillingPeriod | null;
  startDate: string | null;
  promoCode: string | null;
};

export const FREE_SUBSCRIPTION: SubscriptionView = { tier: 'free', billingPeriod: null, startDate: null, promoCode: null };

export async function getSubscription(store: ReadStore, userId: string): Promise<SubscriptionView> {
  const doc = await store.collection<SubscriptionDoc>(SUBSCRIPTIONS).findOne({ _id: userId });
  if (!doc) return FREE_SUBSCRIPTION;
  return { tier: doc.tier, billingPeriod: doc.billingPeriod, startDate: doc.startDate, promoCode: doc.promoCode };
}
