import { describe, it } from 'vitest';
import { subscriptionDecider } from '../../../domain/subscriptions/decider.ts';
import type { SubscriptionChanged } from '../../../domain/subscriptions/subscription.ts';
import { deciderSpec } from '../support/deciderSpec.ts';

const given = deciderSpec(subscriptionDecider);
const now = '2026-11-22T10:00:00.000Z';
const later = '2026-11-23T10:00:00.000Z';

const changed = (data: Partial<SubscriptionChanged['data']>): SubscriptionChanged => ({
  type: 'SubscriptionChanged',
  data: {
    userId: 'u1',
    tier: 'starter',
    billingPeriod: 'monthly',
    promoCode: null,
    startDate: now,
    previousTier: 'free',
    source: 'user',
    changedAt: now,
    ...data,
  },
});
const starterMonthly = changed({});

describe('subscription decider: ChangePlan', () => {
  it('moves a free user to a paid plan, monthly by default, starting now', () => {
    given([]).when({ type: 'ChangePlan', data: { userId: 'u1', tier: 'starter', now } }).then([starterMonthly]);
  });

  it('records nothing when the same plan is chosen again', () => {
    given([starterMonthly]).when({ type: 'ChangePlan', data: { userId: 'u1', tier: 'starter', now: later } }).thenNothingHappens();
    given([starterMonthly])
      .when({ type: 'ChangePlan', data: { userId: 'u1', tier: 'starter', billingPeriod: 'monthly', promoCode: null, now: later } })
      .thenNothingHappens();
  });

  it('records nothing when a free user asks for free', () => {
    given([]).when({ type: 'ChangePlan', data: { userId: 'u1', tier: 'free', now } }).thenNothingHappens();
  });

  it('treats a new billing period as a new plan with a new start date', () => {
    given([starterMonthly])
      .when({ type: 'ChangePlan', data: { userId: 'u1', tier: 'starter', billingPeriod: 'yearly', now: later } })
      .then([changed({ billingPeriod: 'yearly', startDate: later, previousTier: 'starter', changedAt: later })]);
  });

  it('applies a valid promo code in any letter case and keeps the start date when only the code changes', () => {
    const yearly = changed({ billingPeriod: 'yearly' });
    given([yearly])
      .when({ type: 'ChangePlan', data: { userId: 'u1', tier: 'starter', billingPeriod: 'yearly', promoCode: ' launch20 ', now: later } })
      .then([changed({ billingPeriod: 'yearly', promoCode: 'LAUNCH20', startDate: now, previousTier: 'starter', changedAt: later })]);
  });

  it('keeps the current promo code when a repeat leaves it out', () => {
    const withCode = changed({ billingPeriod: 'yearly', promoCode: 'LAUNCH20' });
    given([withCode]).when({ type: 'ChangePlan', data: { userId: 'u1', tier: 'starter', now: later } }).thenNothingHappens();
  });

  it('refuses unknown, misapplied and expired promo codes with a field message', () => {
    const cmd = (promoCode: string, extra: object = {}) => ({
      type: 'ChangePlan' as const,
      data: { userId: 'u1', tier: 'professional' as const, billingPeriod: 'yearly' as const, promoCode, now, ...extra },
    });
    given([]).when(cmd('NOPE')).thenThrows('VALIDATION_ERROR', { fields: { promoCode: 'Promo code NOPE is not valid' } });
    given([]).when(cmd('LAUNCH20', { billingPeriod: 'monthly' })).thenThrows('VALIDATION_ERROR', {
      fields: { promoCode: 'Promo code LAUNCH20 applies only to yearly billing' },
    });
    given([]).when(cmd('LAUNCH20', { tier: 'enterprise' })).thenThrows('VALIDATION_ERROR');
    given([]).when(cmd('LAUNCH20', { tier: 'free' })).thenThrows('VALIDATION_ERROR');
    given([]).when(cmd('EARLYBIRD', { now: '2027-01-01T00:00:00.000Z' })).thenThrows('VALIDATION_ERROR', {
      fields: { promoCode: 'Promo code EARLYBIRD has expired' },
    });
  });

  it('drops period, code and start date on a downgrade to free', () => {
    given([changed({ billingPeriod: 'yearly', promoCode: 'LAUNCH20' })])
      .when({ type: 'ChangePlan', data: { userId: 'u1', tier: 'free', now: later } })
      .then([changed({ tier: 'free', billingPeriod: null, promoCode: null, startDate: null, previousTier: 'starter', changedAt: later })]);
  });
});

describe('subscription decider: ChooseInitialPlan (onboarding)', () => {
  it('applies the onboarding package to a user who never chose a plan', () => {
    given([])
      .when({ type: 'ChooseInitialPlan', data: { userId: 'u1', tier: 'professional', now } })
      .then([changed({ tier: 'professional', source: 'onboarding' })]);
  });

  it('never overrides a plan the user already chose, and records nothing on a repeat', () => {
    given([starterMonthly]).when({ type: 'ChooseInitialPlan', data: { userId: 'u1', tier: 'professional', now } }).thenNothingHappens();
    given([changed({ tier: 'professional', source: 'onboarding' })])
      .when({ type: 'ChooseInitialPlan', data: { userId: 'u1', tier: 'professional', now: later } })
      .thenNothingHappens();
  });

  it('records nothing for the free package, which is the default already', () => {
    given([]).when({ type: 'ChooseInitialPlan', data: { userId: 'u1', tier: 'free', now } }).thenNothingHappens();
  });
});
