// The one table of what each subscription tier costs and unlocks. The server enforces it
// (api/http/guards.ts requireTier) and the web's /pricing renders it through
// web/src/features/pricing/tiers.ts, which re-exports this file. So: plain data and pure
// helpers, no imports. Rules and reasons are in docs/DECISIONS.md ("Subscription tiers").

export type TierId = 'free' | 'starter' | 'professional' | 'enterprise';
export type BillingPeriod = 'monthly' | 'yearly';

export const TIER_IDS: readonly TierId[] = ['free', 'starter', 'professional', 'enterprise'];
export const BILLING_PERIODS: readonly BillingPeriod[] = ['monthly', 'yearly'];

/** A feature's value in a tier: on/off, a monthly allowance, unlimited, or a named level (translated in the UI). */
export type FeatureValue = boolean | number | 'unlimited' | 'summary' | 'full' | 'fullExport' | 'custom'
  | 'community' | 'email' | 'priority' | 'dedicated';

export type FeatureId =
  | 'marketSearches'
  | 'marketReports'
  | 'legalGuidance'
  | 'partnerMatches'
  | 'expertChat'
  | 'consultations'
  | 'accountManager'
  | 'support';

export interface Tier {
  id: TierId;
  /** Order for tier-routing comparisons: a route for rank n admits every tier of rank ≥ n. */
  rank: number;
  /** Whole US dollars, VAT excluded; null means priced per contract. */
  price: Readonly<Record<BillingPeriod, number | null>>;
  highlighted: boolean;
  features: Readonly<Record<FeatureId, FeatureValue>>;
}

export const CURRENCY = 'USD';
/** Yearly billing charges ten months for twelve. */
export const YEARLY_MONTHS_CHARGED = 10;

export const featureOrder: readonly FeatureId[] = [
  'marketSearches',
  'marketReports',
  'legalGuidance',
  'partnerMatches',
  'expertChat',
  'consultations',
  'accountManager',
  'support',
];

/** Features counted per calendar month (UTC) against a numeric allowance. */
export const QUOTA_FEATURES: readonly FeatureId[] = ['marketSearches', 'partnerMatches', 'consultations'];

export const tiers: readonly Tier[] = [
  {
    id: 'free',
    rank: 0,
    price: { monthly: 0, yearly: 0 },
    highlighted: false,
    features: {
      marketSearches: 3,
      marketReports: 'summary',
      legalGuidance: false,
      partnerMatches: false,
      expertChat: false,
      consultations: false,
      accountManager: false,
      support: 'community',
    },
  },
  {
    id: 'starter',
    rank: 1,
    price: { monthly: 49, yearly: 49 * YEARLY_MONTHS_CHARGED },
    highlighted: false,
    features: {
      marketSearches: 25,
      marketReports: 'full',
      legalGuidance: true,
      partnerMatches: 5,
      expertChat: false,
      consultations: false,
      accountManager: false,
      support: 'email',
    },
  },
  {
    id: 'professional',
    rank: 2,
    price: { monthly: 149, yearly: 149 * YEARLY_MONTHS_CHARGED },
    highlighted: true,
    features: {
      marketSearches: 'unlimited',
      marketReports: 'fullExport',
      legalGuidance: true,
      partnerMatches: 25,
      expertChat: true,
      consultations: 1,
      accountManager: false,
      support: 'priority',
    },
  },
  {
    id: 'enterprise',
    rank: 3,
    price: { monthly: null, yearly: null },
    highlighted: false,
    features: {
      marketSearches: 'unlimited',
      marketReports: 'custom',
      legalGuidance: true,
      partnerMatches: 'unlimited',
      expertChat: true,
      consultations: 4,
      accountManager: true,
      support: 'dedicated',
    },
  },
];

export const isTierId = (value: unknown): value is TierId => TIER_IDS.includes(value as TierId);
export const isFeature = (value: unknown): value is FeatureId => featureOrder.includes(value as FeatureId);

export function tierById(id: TierId): Tier {
  const tier = tiers.find((t) => t.id === id);
  if (!tier) throw new Error(`Unknown tier ${id}`);
  return tier;
}

/** A monthly allowance: a count, null for unlimited (or simply included), 0 for not included. */
export type Limit = number | null;

export function limitOf(tier: TierId, feature: FeatureId): Limit {
  const value = tierById(tier).features[feature];
  if (value === false) return 0;
  return typeof value === 'number' ? value : null;
}

/** Whether the tier includes the feature at all; allowances are checked against usage apart. */
export const canUse = (tier: TierId, feature: FeatureId): boolean => limitOf(tier, feature) !== 0;

/** The cheapest tier that includes the feature, for "upgrade to …" answers. */
export const lowestTierFor = (feature: FeatureId): TierId | undefined =>
  [...tiers].sort((a, b) => a.rank - b.rank).find((t) => canUse(t.id, feature))?.id;

/** Whether one more use fits in the month, given how many were used already. */
export function withinLimit(tier: TierId, feature: FeatureId, used: number): boolean {
  const limit = limitOf(tier, feature);
  return limit === null || used < limit;
}
