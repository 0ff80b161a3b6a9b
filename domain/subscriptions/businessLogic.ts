import { DomainError } from '../shared/errors.ts';
import type { SubscriptionChanged, SubscriptionState } from './subscription.ts';
import { normalizePromoCode, promoCodeProblem } from './promoCodes.ts';
import type { BillingPeriod, TierId } from './tiers.ts';

export type ChangePlan = {
  type: 'ChangePlan';
  data: {
    userId: string;
    tier: TierId;
    /** Omitted: the current period when the tier stays, otherwise monthly. Ignored for free. */
    billingPeriod?: BillingPeriod;
    /** Omitted keeps the current code when tier and period stay; null removes it. */
    promoCode?: string | null;
    now: string;
  };
};

/** Applies the package picked at onboarding, but only if no plan was ever recorded. */
export type ChooseInitialPlan = { type: 'ChooseInitialPlan'; data: { userId: string; tier: TierId; now: string } };

export type SubscriptionCommand = ChangePlan | ChooseInitialPlan;

export function changePlan(command: ChangePlan, state: SubscriptionState): SubscriptionChanged[] {
  const d = command.data;
  const sameTier = d.tier === state.tier;
  const billingPeriod = d.tier === 'free' ? null : (d.billingPeriod ?? (sameTier ? state.billingPeriod : null) ?? 'monthly');
  const samePeriod = sameTier && billingPeriod === state.billingPeriod;
  let promoCode = d.promoCode === undefined ? (samePeriod ? state.promoCode : null) : d.promoCode;
  if (promoCode !== null) {
    const problem = promoCodeProblem(promoCode, d.tier, billingPeriod, d.now);
    if (problem) throw new DomainError('VALIDATION_ERROR', problem, { fields: { promoCode: problem } });
    promoCode = normalizePromoCode(promoCode);
  }
  if (samePeriod && promoCode === state.promoCode) return [];
  return [
    {
      type: 'SubscriptionChanged',
      data: {
        userId: d.userId,
        tier: d.tier,
        billingPeriod,
        promoCode,
        // A new code on the same plan is a discount, not a new plan: the start date stays.
        startDate: d.tier === 'free' ? null : samePeriod ? state.startDate : d.now,
        previousTier: state.tier,
        source: 'user',
        changedAt: d.now,
      },
    },
  ];
}

export function chooseInitialPlan(command: ChooseInitialPlan, state: SubscriptionState): SubscriptionChanged[] {
  const d = command.data;
  if (state.chosen || d.tier === state.tier) return [];
  return [
    {
      type: 'SubscriptionChanged',
      data: {
        userId: d.userId,
        tier: d.tier,
        billingPeriod: d.tier === 'free' ? null : 'monthly',
        promoCode: null,
        startDate: d.tier === 'free' ? null : d.now,
        previousTier: state.tier,
        source: 'onboarding',
        changedAt: d.now,
      },
    },
  ];
}

export function decide(command: SubscriptionCommand, state: SubscriptionState): SubscriptionChanged[] {
  switch (command.type) {
    case 'ChangePlan':
      return changePlan(command, state);
    case 'ChooseInitialPlan':
      return chooseInitialPlan(command, state);
  }
}
