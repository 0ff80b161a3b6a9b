import type { PaymentSucceeded, SubscriptionEvent, SubscriptionState } from './subscription.ts';
import { changedTo } from './changes.ts';

/**
 * What a verified Stripe webhook says, already read by the adapter (infra/payments/stripe.ts). Each
 * carries the webhook event's id: an id handled before records nothing, so a replay changes nothing.
 */
export type RecordPayment = {
  type: 'RecordPayment';
  /** `first`: the purchase (checkout completed, or its first invoice); `renewal`: a later period. */
  data: Omit<PaymentSucceeded['data'], 'at'> & { kind: 'first' | 'renewal'; now: string };
};
export type RecordPaymentFailure = { type: 'RecordPaymentFailure'; data: { userId: string; eventId: string; amount: number; currency: string; now: string } };
export type RecordCancellation = { type: 'RecordCancellation'; data: { userId: string; eventId: string; now: string } };
export type PaymentCommand = RecordPayment | RecordPaymentFailure | RecordCancellation;

export function decidePayment(command: PaymentCommand, state: SubscriptionState): SubscriptionEvent[] {
  const d = command.data;
  if (state.handled.includes(d.eventId)) return [];
  switch (command.type) {
    case 'RecordPayment': {
      const p = command.data;
      // Checkout's completion and the first invoice report the same purchase, in either order: the first to arrive grants it.
      if (p.kind === 'first' && state.tier === p.tier && state.pending?.tier !== p.tier) return [];
      const { kind: _kind, now: at, ...fact } = p;
      const paid: SubscriptionEvent = { type: 'PaymentSucceeded', data: { ...fact, at } };
      if (state.tier === p.tier && state.billingPeriod === p.billingPeriod) return [paid];
      const promoCode = state.pending?.tier === p.tier ? state.pending.promoCode : null;
      return [paid, changedTo(state, { userId: p.userId, tier: p.tier, billingPeriod: p.billingPeriod, promoCode, source: 'system', now: p.now, paidUntil: p.paidUntil })];
    }
    case 'RecordPaymentFailure':
      return [{ type: 'PaymentFailed', data: { userId: d.userId, eventId: d.eventId, amount: command.data.amount, currency: command.data.currency, at: d.now } }];
    case 'RecordCancellation': {
      const cancelled: SubscriptionEvent = { type: 'SubscriptionCancelled', data: { userId: d.userId, eventId: d.eventId, at: d.now } };
      if (state.tier === 'free') return [cancelled];
      return [cancelled, changedTo(state, { userId: d.userId, tier: 'free', billingPeriod: null, promoCode: null, source: 'system', now: d.now })];
    }
  }
}
