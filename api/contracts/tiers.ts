// The tier list lives in the pure domain table; the wire schema is built from it so the two never drift.
import { z } from 'zod/mini';
import { BILLING_PERIODS, TIER_IDS, type BillingPeriod, type TierId } from '../../domain/subscriptions/tiers.ts';

export { BILLING_PERIODS, TIER_IDS };
export type { BillingPeriod, TierId };

// Pure-annotated: the web's first load uses the constants only, and the bundler can then leave zod out of it.
export const tierSchema = /* @__PURE__ */ z.enum(TIER_IDS);
export const billingPeriodSchema = /* @__PURE__ */ z.enum(BILLING_PERIODS);

/** Tier-routing order: TIER_IDS runs from the cheapest tier up, so a tier's index is its rank. */
export function tierRank(tier: TierId): number {
  return TIER_IDS.indexOf(tier);
}
