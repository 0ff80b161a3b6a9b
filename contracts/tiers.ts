// The tier list lives in the pure domain table; the contract re-exports it so the API and the web never
// drift. No zod here: the web's first load (its guards) imports this file. Schemas: subscription.ts.
import { BILLING_PERIODS, TIER_IDS, type BillingPeriod, type TierId } from '../domain/subscriptions/tiers.ts';

export { BILLING_PERIODS, TIER_IDS };
export type { BillingPeriod, TierId };

/** Tier-routing order: TIER_IDS runs from the cheapest tier up, so a tier's index is its rank. */
export function tierRank(tier: TierId): number {
  return TIER_IDS.indexOf(tier);
}

/** The one tier policy (domain/subscriptions/policy.ts): the web's tier routing asks it as the API does. */
export { DOORS, requiredTierFor, type Door } from '../domain/subscriptions/policy.ts';
