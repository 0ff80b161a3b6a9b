import { DomainError, fieldRefusal } from '../shared/errors.ts';
import type { ChangeSource, PaymentPath, SubscriptionChanged, SubscriptionEvent, SubscriptionState } from './subscription.ts';
import { changedTo, periodEnd } from './changes.ts';
import { normalizePromoCode, promoCodeProblem } from './promoCodes.ts';
import { tierById, type BillingPeriod, type TierId } from './tiers.ts';
import { decidePayment, type PaymentCommand } from './payments.ts';

/** The back office sets a plan outright (an admin's act, recorded with the admin as actor). */
export type ChangePlan = {
  type: 'ChangePlan';
  data: {
    userId: string;
    tier: TierId;
    /** Omitted: the current period when the tier stays, otherwise monthly. Ignored for free. */
    billingPeriod?: BillingPeriod;
    /** Omitted keeps the current code when tier and period stay; null removes it. */
    promoCode?: string | null;
    source: ChangeSource;
    now: string;
  };
};

/**
 * What a user asks for themself: a higher plan becomes an `UpgradeRequested` (granted once paid or
 * approved), a lower one takes effect at the end of the paid period, the same plan may only change its code.
 */
export type RequestPlan = {
  type: 'RequestPlan';
  data: {
    userId: string;
    requestId: string;
    tier: TierId;
    billingPeriod?: BillingPeriod;
    promoCode?: string | null;
    payment: PaymentPath;
    /** 'onboarding' asks only before any plan was chosen or requested (a repeated onboarding asks nothing). */
    source: 'user' | 'onboarding';
    now: string;
  };
};

export type DecideUpgrade = { type: 'ApproveUpgrade' | 'RejectUpgrade'; data: { userId: string; requestId: string; adminId: string; reason?: string | null; now: string } };
export type ApplyDueDowngrade = { type: 'ApplyDueDowngrade'; data: { userId: string; now: string } };

export type SubscriptionCommand = ChangePlan | RequestPlan | DecideUpgrade | ApplyDueDowngrade | PaymentCommand;

function checkedCode(code: string | null, tier: TierId, period: BillingPeriod | null, now: string): string | null {
  if (code === null) return null;
  const problem = promoCodeProblem(code, tier, period, now);
  if (problem) throw new DomainError('VALIDATION_ERROR', problem.message, fieldRefusal('promoCode', problem.code, problem.message));
  return normalizePromoCode(code);
}

export function changePlan(command: ChangePlan, state: SubscriptionState): SubscriptionChanged[] {
  const d = command.data;
  const sameTier = d.tier === state.tier;
  const billingPeriod = d.tier === 'free' ? null : (d.billingPeriod ?? (sameTier ? state.billingPeriod : null) ?? 'monthly');
  const samePeriod = sameTier && billingPeriod === state.billingPeriod;
  const promoCode = checkedCode(d.promoCode === undefined ? (samePeriod ? state.promoCode : null) : d.promoCode, d.tier, billingPeriod, d.now);
  if (samePeriod && promoCode === state.promoCode) return [];
  // An admin's grant counts as paid from now for one period (an invoice settled outside Stripe).
  const paidUntil = billingPeriod && !samePeriod ? periodEnd(d.now, billingPeriod) : undefined;
  return [changedTo(state, { ...d, billingPeriod, promoCode, paidUntil })];
}

const rank = (tier: TierId) => tierById(tier).rank;

export function requestPlan(command: RequestPlan, state: SubscriptionState): SubscriptionEvent[] {
  const d = command.data;
  if (d.source === 'onboarding' && (state.chosen || state.pending || d.tier === 'free')) return [];
  if (rank(d.tier) < rank(state.tier)) {
    // Lower plan: self-service, effective when the period paid for ends (at once when none is left).
    if (state.paidUntil && state.paidUntil > d.now) {
      if (state.scheduled?.tier === d.tier) return [];
      return [{ type: 'DowngradeScheduled', data: { userId: d.userId, tier: d.tier, effectiveAt: state.paidUntil, at: d.now } }];
    }
    return changePlan({ type: 'ChangePlan', data: { ...d, source: 'user' } }, state);
  }
  const billingPeriod = d.tier === 'free' ? null : (d.billingPeriod ?? (d.tier === state.tier ? state.billingPeriod : null) ?? 'monthly');
  if (d.tier === state.tier && billingPeriod === state.billingPeriod) {
    // The same plan: only its promo code can change, which raises nothing.
    return changePlan({ type: 'ChangePlan', data: { ...d, source: 'user' } }, state);
  }
  const promoCode = checkedCode(d.promoCode ?? null, d.tier, billingPeriod, d.now);
  const p = state.pending;
  if (p && p.tier === d.tier && p.billingPeriod === billingPeriod && p.promoCode === promoCode && p.payment === d.payment) return [];
  return [
    {
      type: 'UpgradeRequested',
      data: { userId: d.userId, requestId: d.requestId, tier: d.tier, billingPeriod: billingPeriod!, promoCode, source: d.source, payment: d.payment, requestedAt: d.now },
    },
  ];
}

export function decideUpgrade(command: DecideUpgrade, state: SubscriptionState): SubscriptionEvent[] {
  const d = command.data;
  const p = state.pending;
  if (!p || p.requestId !== d.requestId) throw new DomainError('INVALID_TRANSITION', 'This upgrade request is no longer pending', { requestId: d.requestId });
  if (command.type === 'RejectUpgrade') {
    return [{ type: 'UpgradeRejected', data: { userId: d.userId, requestId: d.requestId, rejectedBy: d.adminId, reason: d.reason ?? null, at: d.now } }];
  }
  return [
    { type: 'UpgradeApproved', data: { userId: d.userId, requestId: d.requestId, approvedBy: d.adminId, at: d.now } },
    changedTo(state, { userId: d.userId, tier: p.tier, billingPeriod: p.billingPeriod, promoCode: p.promoCode, source: 'admin', now: d.now, paidUntil: periodEnd(d.now, p.billingPeriod) }),
  ];
}

export function applyDueDowngrade(command: ApplyDueDowngrade, state: SubscriptionState): SubscriptionEvent[] {
  const { userId, now } = command.data;
  const s = state.scheduled;
  if (!s || s.effectiveAt > now) return [];
  const billingPeriod = s.tier === 'free' ? null : state.billingPeriod;
  return [changedTo(state, { userId, tier: s.tier, billingPeriod, promoCode: null, source: 'system', now })];
}

export function decide(command: SubscriptionCommand, state: SubscriptionState): SubscriptionEvent[] {
  switch (command.type) {
    case 'ChangePlan':
      return changePlan(command, state);
    case 'RequestPlan':
      return requestPlan(command, state);
    case 'ApproveUpgrade':
    case 'RejectUpgrade':
      return decideUpgrade(command, state);
    case 'ApplyDueDowngrade':
      return applyDueDowngrade(command, state);
    default:
      return decidePayment(command, state);
  }
}
