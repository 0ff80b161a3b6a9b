// The one answer to "may this tier use this, and what does it count against?", asked by every
// route that serves a paid feature (market search, report, export, legal, partners, each assistant
// feature, consultations) and by the web's tier-routing guard. Pure, and importing only the tier
// table, so the web bundles it too. The table in words: docs/DECISIONS.md ("One policy for every door").
import { DomainError } from '../shared/errors.ts';
import { TIER_IDS, limitOf, tierById, type FeatureId, type FeatureValue, type Limit, type TierId } from './tiers.ts';

/** A way into a feature: an API route, or an assistant feature answering in a conversation. */
export type Door =
  | 'marketSearch'
  | 'marketReport'
  | 'reportExport'
  | 'legal'
  | 'partnerMatch'
  | 'consultation'
  | 'assistantMarket'
  | 'assistantLegal'
  | 'assistantPartners'
  | 'assistantGeneral';

type DoorRule = {
  /** The tier-table feature the door serves; null for what every tier has. */
  feature: FeatureId | null;
  /** Whether each use counts against the feature's monthly allowance. */
  counted: boolean;
  /** For a feature with levels: the levels that open this door (any other value keeps it shut). */
  levels?: readonly FeatureValue[];
};

export const DOORS: Readonly<Record<Door, DoorRule>> = {
  marketSearch: { feature: 'marketSearches', counted: true },
  // Every tier gets a report; the tier decides its level (summary or full), not whether.
  marketReport: { feature: 'marketReports', counted: false },
  reportExport: { feature: 'marketReports', counted: false, levels: ['fullExport', 'custom'] },
  legal: { feature: 'legalGuidance', counted: false },
  partnerMatch: { feature: 'partnerMatches', counted: true },
  consultation: { feature: 'consultations', counted: true },
  // The assistant's market answers are market searches by another door: same allowance.
  assistantMarket: { feature: 'marketSearches', counted: true },
  assistantLegal: { feature: 'legalGuidance', counted: false },
  // Partner questions answered from public facts need the plan that has partner matching, but do not use a match.
  assistantPartners: { feature: 'partnerMatches', counted: false },
  assistantGeneral: { feature: null, counted: false },
};

export const DOOR_IDS = Object.keys(DOORS) as Door[];

/** The refusal the API answers as 403, with its details; the shapes predate this policy. */
export type Refusal =
  | { code: 'TIER_REQUIRED'; message: string; details: { feature: FeatureId; currentTier: TierId; requiredTier: TierId } }
  | {
      code: 'QUOTA_EXCEEDED';
      message: string;
      details: { feature: FeatureId; limit: number; used: number; upgradeTo: TierId | null; resetsAt: string };
    };

export type Verdict =
  | { allowed: true; feature: FeatureId | null; allowance: FeatureId | null; limit: Limit }
  | { allowed: false; refusal: Refusal };

const byRank = () => TIER_IDS.map(tierById).sort((a, b) => a.rank - b.rank);

function opens(tier: TierId, door: Door): boolean {
  const rule = DOORS[door];
  if (rule.feature === null) return true;
  if (rule.levels) return rule.levels.includes(tierById(tier).features[rule.feature]);
  // A counted feature with an allowance of 0 is still "in" the plan: its counter answers QUOTA_EXCEEDED (limit 0).
  return rule.counted || limitOf(tier, rule.feature) !== 0;
}

/** The cheapest tier that opens the door (for "upgrade to …" and the web's route table). */
export function requiredTierFor(door: Door): TierId {
  const rule = DOORS[door];
  const counted = rule.counted && rule.feature;
  return byRank().find((t) => (counted ? limitOf(t.id, counted) !== 0 : opens(t.id, door)))!.id;
}

/** The cheapest tier above this one with a larger allowance of the feature; null at the top. */
export function upgradeFor(tier: TierId, feature: FeatureId): TierId | null {
  const here = limitOf(tier, feature);
  const rank = tierById(tier).rank;
  const better = byRank()
    .filter((t) => t.rank > rank)
    .find((t) => {
      const limit = limitOf(t.id, feature);
      return limit === null || (here !== null && limit > here);
    });
  return better?.id ?? null;
}

/** Allowances count per UTC calendar month; this is when the month after `month` ('YYYY-MM') starts. */
export function resetsAt(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString();
}

const NOUNS: Partial<Record<FeatureId, [string, string]>> = {
  marketSearches: ['market search', 'market searches'],
  partnerMatches: ['partner match', 'partner matches'],
  consultations: ['consultation', 'consultations'],
};

function quotaMessage(tier: TierId, feature: FeatureId, limit: number): string {
  const [one, many] = NOUNS[feature] ?? [feature, feature];
  if (limit === 0) return `Your ${tier} plan includes no ${many}.`;
  return `Your plan includes ${limit} ${limit === 1 ? one : many} a month, and this month's are used.`;
}

/**
 * Whether `tier` may go through `door`. `usage` is the month's count so far for a counted door: the
 * deciders that keep the monthly streams pass it at append, so two racing requests cannot both take
 * the last one; a route asking before that passes none and is told only about the tier.
 */
export function access(tier: TierId, door: Door, usage?: { used: number; month: string }): Verdict {
  const rule = DOORS[door];
  if (!opens(tier, door)) {
    const requiredTier = requiredTierFor(door);
    const what = door === 'reportExport' ? 'the report export' : 'this feature';
    return {
      allowed: false,
      refusal: {
        code: 'TIER_REQUIRED',
        message: `Your ${tier} plan does not include ${what}. Upgrade to the ${requiredTier} plan or higher to use it.`,
        details: { feature: rule.feature!, currentTier: tier, requiredTier },
      },
    };
  }
  const allowance = rule.counted ? rule.feature : null;
  const limit = rule.feature === null ? null : limitOf(tier, rule.feature);
  if (allowance && usage && limit !== null && usage.used >= limit) {
    return {
      allowed: false,
      refusal: {
        code: 'QUOTA_EXCEEDED',
        message: quotaMessage(tier, allowance, limit),
        details: { feature: allowance, limit, used: usage.used, upgradeTo: upgradeFor(tier, allowance), resetsAt: resetsAt(usage.month) },
      },
    };
  }
  return { allowed: true, feature: rule.feature, allowance, limit };
}

/** Throws the verdict's refusal as the domain error the API maps to 403; answers the verdict when allowed. */
export function demandAccess(tier: TierId, door: Door, usage?: { used: number; month: string }): Extract<Verdict, { allowed: true }> {
  const verdict = access(tier, door, usage);
  if (!verdict.allowed) throw new DomainError(verdict.refusal.code, verdict.refusal.message, verdict.refusal.details);
  return verdict;
}
