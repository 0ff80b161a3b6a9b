import type { ChangeSource, SubscriptionChanged, SubscriptionState } from './subscription.ts';
import type { BillingPeriod, TierId } from './tiers.ts';

/** The end of one paid period that starts at `from`. */
export function periodEnd(from: string, period: BillingPeriod): string {
  const d = new Date(from);
  if (period === 'yearly') d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString();
}

/** The change event to `tier`, from the state it replaces. */
export function changedTo(
  state: SubscriptionState,
  d: { userId: string; tier: TierId; billingPeriod: BillingPeriod | null; promoCode: string | null; source: ChangeSource; now: string; paidUntil?: string | null },
): SubscriptionChanged {
  const free = d.tier === 'free';
  const samePlan = d.tier === state.tier && d.billingPeriod === state.billingPeriod;
  return {
    type: 'SubscriptionChanged',
    data: {
      userId: d.userId,
      tier: d.tier,
      billingPeriod: free ? null : d.billingPeriod,
      promoCode: d.promoCode,
      // A new code on the same plan is a discount, not a new plan: the start date stays.
      startDate: free ? null : samePlan ? state.startDate : d.now,
      previousTier: state.tier,
      source: d.source,
      changedAt: d.now,
      paidUntil: free ? null : (d.paidUntil ?? state.paidUntil),
    },
  };
}

