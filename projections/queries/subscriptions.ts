import { openWith, personKey, sealedOwner } from '../../infra/security/personalData.ts';
import type { ReadStore } from '../../infra/readstore/port.ts';
import type { BillingStatus, PendingUpgrade } from '../../domain/subscriptions/subscription.ts';
import type { BillingPeriod, TierId } from '../../domain/subscriptions/tiers.ts';
import { SUBSCRIPTIONS, SUBSCRIPTION_HISTORY, UPGRADE_REQUESTS, type SubscriptionDoc, type SubscriptionHistoryDoc, type UpgradeRequestDoc } from '../subscriptions.ts';

/**
 * What GET /api/subscriptions/me shows: the spec's four keys (the tier in force), then the billing
 * state, the upgrade waiting for payment or approval and a downgrade waiting for the period's end.
 */
export type SubscriptionView = {
  tier: TierId;
  billingPeriod: BillingPeriod | null;
  startDate: string | null;
  promoCode: string | null;
  status: BillingStatus;
  paidUntil: string | null;
  pendingUpgrade: PendingUpgrade | null;
  scheduledChange: { tier: TierId; effectiveAt: string } | null;
};

export const FREE_SUBSCRIPTION: SubscriptionView = {
  tier: 'free',
  billingPeriod: null,
  startDate: null,
  promoCode: null,
  status: 'active',
  paidUntil: null,
  pendingUpgrade: null,
  scheduledChange: null,
};

export async function subscriptionDoc(store: ReadStore, userId: string): Promise<SubscriptionDoc | null> {
  return store.collection<SubscriptionDoc>(SUBSCRIPTIONS).findOne({ _id: userId });
}

export async function getSubscription(store: ReadStore, userId: string): Promise<SubscriptionView> {
  const doc = await subscriptionDoc(store, userId);
  if (!doc) return FREE_SUBSCRIPTION;
  return {
    tier: doc.tier,
    billingPeriod: doc.billingPeriod,
    startDate: doc.startDate,
    promoCode: doc.promoCode,
    status: doc.status ?? 'active',
    paidUntil: doc.paidUntil ?? null,
    pendingUpgrade: doc.pending ?? null,
    scheduledChange: doc.scheduled ?? null,
  };
}

export type BillingEntry = { type: SubscriptionHistoryDoc['type']; at: string; details: Record<string, unknown> };

/** A user's billing events, newest first (settings → billing). */
export async function billingHistory(store: ReadStore, userId: string, limit = 50): Promise<BillingEntry[]> {
  const docs = await store.collection<SubscriptionHistoryDoc>(SUBSCRIPTION_HISTORY).find({ userId }, { sort: { rev: -1 }, limit });
  // A refusal's reason is sealed with the user's key (SEALED_FIELDS): opened here, "[erased]" once erased.
  const key = docs.some((d) => typeof d.details.reason === 'string') ? await personKey(store, userId) : undefined;
  const open = (value: unknown) => (typeof value === 'string' && sealedOwner(value) === userId ? openWith(key!, value) : value);
  return docs.map((d) => ({ type: d.type, at: d.at, details: 'reason' in d.details ? { ...d.details, reason: open(d.details.reason) } : d.details }));
}

/** Upgrade requests by status, oldest first (the back office works through them in order). */
export async function upgradeRequests(store: ReadStore, status: UpgradeRequestDoc['status'], limit = 200): Promise<UpgradeRequestDoc[]> {
  return store.collection<UpgradeRequestDoc>(UPGRADE_REQUESTS).find({ status }, { sort: { requestedAt: 1 }, limit });
}

export async function upgradeRequest(store: ReadStore, requestId: string): Promise<UpgradeRequestDoc | null> {
  return store.collection<UpgradeRequestDoc>(UPGRADE_REQUESTS).findOne({ _id: requestId });
}

/** Users whose downgrade falls due at or before `until` (the downgrade scheduler). */
export async function scheduledDowngrades(store: ReadStore, until: string): Promise<{ userId: string; effectiveAt: string }[]> {
  const docs = await store.collection<SubscriptionDoc>(SUBSCRIPTIONS).find({ 'scheduled.effectiveAt': { $lte: until } }, { sort: { 'scheduled.effectiveAt': 1 }, limit: 500 });
  return docs.map((d) => ({ userId: d._id, effectiveAt: d.scheduled!.effectiveAt }));
}
