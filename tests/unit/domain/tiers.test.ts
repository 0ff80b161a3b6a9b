import { describe, it, expect } from 'vitest';
import { canUse, limitOf, lowestTierFor, tiers, withinLimit, QUOTA_FEATURES, featureOrder } from '../../../domain/subscriptions/tiers.ts';
import { priceFor, promoCodeProblem } from '../../../domain/subscriptions/promoCodes.ts';
import * as webTiers from '../../../web/src/features/pricing/tiers.ts';

const now = '2026-11-22T10:00:00.000Z';

describe('tier table', () => {
  it('is the very table the web pricing page renders', () => {
    expect(webTiers.tiers).toBe(tiers);
  });

  it('reads allowances: a number, unlimited as null, not included as 0', () => {
    expect(limitOf('free', 'marketSearches')).toBe(3);
    expect(limitOf('professional', 'marketSearches')).toBeNull();
    expect(limitOf('free', 'partnerMatches')).toBe(0);
    expect(limitOf('starter', 'legalGuidance')).toBeNull();
  });

  it('never takes a feature away from a higher tier', () => {
    const ranked = [...tiers].sort((a, b) => a.rank - b.rank);
    for (const feature of featureOrder) {
      for (let i = 1; i < ranked.length; i++) {
        if (canUse(ranked[i - 1]!.id, feature)) expect(canUse(ranked[i]!.id, feature), `${feature} in ${ranked[i]!.id}`).toBe(true);
      }
    }
  });

  it('gates features and allowances', () => {
    expect(canUse('free', 'partnerMatches')).toBe(false);
    expect(canUse('starter', 'partnerMatches')).toBe(true);
    expect(lowestTierFor('expertChat')).toBe('professional');
    expect(withinLimit('free', 'marketSearches', 2)).toBe(true);
    expect(withinLimit('free', 'marketSearches', 3)).toBe(false);
    expect(withinLimit('enterprise', 'marketSearches', 10_000)).toBe(true);
    expect(QUOTA_FEATURES.every((f) => tiers.some((t) => typeof t.features[f] === 'number'))).toBe(true);
  });
});

describe('promo codes', () => {
  it('discount the price, rounded to cents', () => {
    expect(priceFor('starter', 'yearly', null)).toBe(490);
    expect(priceFor('starter', 'yearly', 'launch20')).toBe(392);
    expect(priceFor('professional', 'monthly', 'WELCOME10')).toBe(134.1);
    expect(priceFor('enterprise', 'monthly', null)).toBeNull();
  });

  it('explain why a code does not apply', () => {
    expect(promoCodeProblem('LAUNCH20', 'starter', 'yearly', now)).toBeUndefined();
    expect(promoCodeProblem('bogus', 'starter', 'yearly', now)).toEqual({ code: 'PROMO_INVALID', message: 'Promo code BOGUS is not valid' });
    expect(promoCodeProblem('LAUNCH20', 'starter', null, now)).toMatchObject({ code: 'PROMO_WRONG_PERIOD', message: expect.stringMatching(/yearly/) });
  });
});
