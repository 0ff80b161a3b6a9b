import { describe, it } from 'vitest';
import { subscriptionDecider } from '../../../domain/subscriptions/decider.ts';
import type { SubscriptionChanged, SubscriptionEvent, UpgradeRequested } from '../../../domain/subscriptions/subscription.ts';
import type { RecordPayment } from '../../../domain/subscriptions/payments.ts';
import { deciderSpec } from '../support/deciderSpec.ts';

const given = deciderSpec(subscriptionDecider);
const now = '2026-11-22T10:00:00.000Z';
const later = '2026-11-23T10:00:00.000Z';
const monthLater = '2026-12-22T10:00:00.000Z';

const changed = (data: Partial<SubscriptionChanged['data']>): SubscriptionChanged => ({
  type: 'SubscriptionChanged',
  data: { userId: 'u1', tier: 'starter', billingPeriod: 'monthly', promoCode: null, startDate: now, previousTier: 'free', source: 'admin', changedAt: now, paidUntil: monthLater, ...data },
});
const requested = (data: Partial<UpgradeRequested['data']> = {}): UpgradeRequested => ({
  type: 'UpgradeRequested',
  data: { userId: 'u1', requestId: 'r1', tier: 'starter', billingPeriod: 'monthly', promoCode: null, source: 'user', payment: 'manual', requestedAt: now, ...data },
});
const ask = (data: Partial<{ tier: 'free' | 'starter' | 'professional' | 'enterprise'; billingPeriod: 'monthly' | 'yearly'; promoCode: string | null; source: 'user' | 'onboarding'; now: string }>) => ({
  type: 'RequestPlan' as const,
  data: { userId: 'u1', requestId: 'r1', tier: 'starter' as const, payment: 'manual' as const, source: 'user' as const, now, ...data },
});
const pay = (data: Partial<RecordPayment['data']> = {}): RecordPayment => ({
  type: 'RecordPayment',
  data: { userId: 'u1', eventId: 'evt_1', kind: 'first', tier: 'starter', billingPeriod: 'monthly', amount: 4900, currency: 'usd', paidUntil: monthLater, customerId: 'cus_1', subscriptionId: 'sub_1', now, ...data },
});
const starter: SubscriptionEvent[] = [requested(), { type: 'UpgradeApproved', data: { userId: 'u1', requestId: 'r1', approvedBy: 'a1', at: now } }, changed({})];

describe('subscription decider: a user asks', () => {
  it('a higher plan is a request, not a grant', () => {
    given([]).when(ask({})).then([requested()]);
  });

  it('asking again for the same plan records nothing; another plan replaces the request', () => {
    given([requested()]).when(ask({})).thenNothingHappens();
    given([requested()]).when(ask({ tier: 'professional', billingPeriod: 'yearly', promoCode: 'launch20' })).then([requested({ tier: 'professional', billingPeriod: 'yearly', promoCode: 'LAUNCH20' })]);
  });

  it('refuses a promo code that does not apply, naming the field', () => {
    given([]).when(ask({ promoCode: 'LAUNCH20' })).thenThrows('VALIDATION_ERROR', { fields: { promoCode: 'Promo code LAUNCH20 applies only to yearly billing' } });
  });

  it('onboarding asks for its package once, and never for free', () => {
    given([]).when(ask({ source: 'onboarding' })).then([requested({ source: 'onboarding' })]);
    given([requested({ source: 'onboarding' })]).when(ask({ source: 'onboarding' })).thenNothingHappens();
    given([]).when(ask({ tier: 'free', source: 'onboarding' })).thenNothingHappens();
    given(starter).when(ask({ tier: 'professional', source: 'onboarding' })).thenNothingHappens();
  });

  it('a lower plan waits for the end of the paid period, then the scheduler applies it', () => {
    given(starter).when(ask({ tier: 'free', now: later })).then([{ type: 'DowngradeScheduled', data: { userId: 'u1', tier: 'free', effectiveAt: monthLater, at: later } }]);
    const scheduled: SubscriptionEvent = { type: 'DowngradeScheduled', data: { userId: 'u1', tier: 'free', effectiveAt: monthLater, at: later } };
    given([...starter, scheduled]).when({ type: 'ApplyDueDowngrade', data: { userId: 'u1', now: later } }).thenNothingHappens();
    given([...starter, scheduled])
      .when({ type: 'ApplyDueDowngrade', data: { userId: 'u1', now: monthLater } })
      .then([changed({ tier: 'free', billingPeriod: null, startDate: null, previousTier: 'starter', source: 'system', changedAt: monthLater, paidUntil: null })]);
  });

  it('a lower plan with no paid period left applies at once', () => {
    given(starter).when(ask({ tier: 'free', now: monthLater })).then([changed({ tier: 'free', billingPeriod: null, startDate: null, previousTier: 'starter', source: 'user', changedAt: monthLater, paidUntil: null })]);
  });
});

describe('subscription decider: an admin decides', () => {
  it('approving grants the requested plan for one period, with the admin as source', () => {
    given([requested()])
      .when({ type: 'ApproveUpgrade', data: { userId: 'u1', requestId: 'r1', adminId: 'a1', now } })
      .then([{ type: 'UpgradeApproved', data: { userId: 'u1', requestId: 'r1', approvedBy: 'a1', at: now } }, changed({})]);
  });

  it('rejecting keeps the tier; a decided or unknown request cannot be decided again', () => {
    given([requested()])
      .when({ type: 'RejectUpgrade', data: { userId: 'u1', requestId: 'r1', adminId: 'a1', reason: 'No invoice paid', now } })
      .then([{ type: 'UpgradeRejected', data: { userId: 'u1', requestId: 'r1', rejectedBy: 'a1', reason: 'No invoice paid', at: now } }]);
    given(starter).when({ type: 'ApproveUpgrade', data: { userId: 'u1', requestId: 'r1', adminId: 'a1', now } }).thenThrows('INVALID_TRANSITION');
    given([requested()]).when({ type: 'ApproveUpgrade', data: { userId: 'u1', requestId: 'other', adminId: 'a1', now } }).thenThrows('INVALID_TRANSITION');
  });

  it('the back office may set a plan outright', () => {
    given([]).when({ type: 'ChangePlan', data: { userId: 'u1', tier: 'starter', source: 'admin', now } }).then([changed({})]);
  });
});

describe('subscription decider: Stripe says', () => {
  const paid = (data: Partial<RecordPayment['data']> = {}) => {
    const p = pay(data).data;
    const { kind: _k, now: at, ...rest } = p;
    return { type: 'PaymentSucceeded' as const, data: { ...rest, at } };
  };
  const stripeRequest = requested({ payment: 'stripe' });

  it('a paid checkout grants the plan with the system as source; the same event again changes nothing', () => {
    given([stripeRequest]).when(pay()).then([paid(), changed({ source: 'system' })]);
    given([stripeRequest, paid(), changed({ source: 'system' })]).when(pay()).thenNothingHappens();
  });

  it("the first invoice after checkout (another event id) is the same purchase: nothing more", () => {
    given([stripeRequest, paid(), changed({ source: 'system' })]).when(pay({ eventId: 'evt_2' })).thenNothingHappens();
  });

  it('a renewal extends the paid period; a failure marks it past due, once', () => {
    const granted = [stripeRequest, paid(), changed({ source: 'system' })];
    given(granted).when(pay({ eventId: 'evt_3', kind: 'renewal', paidUntil: '2027-01-22T10:00:00.000Z' })).then([paid({ eventId: 'evt_3', kind: 'renewal', paidUntil: '2027-01-22T10:00:00.000Z' })]);
    const failed = { type: 'PaymentFailed' as const, data: { userId: 'u1', eventId: 'evt_4', amount: 4900, currency: 'usd', at: now } };
    given(granted).when({ type: 'RecordPaymentFailure', data: { userId: 'u1', eventId: 'evt_4', amount: 4900, currency: 'usd', now } }).then([failed]);
    given([...granted, failed]).when({ type: 'RecordPaymentFailure', data: { userId: 'u1', eventId: 'evt_4', amount: 4900, currency: 'usd', now } }).thenNothingHappens();
  });

  it('a deleted subscription returns the user to free', () => {
    const granted = [stripeRequest, paid(), changed({ source: 'system' })];
    given(granted)
      .when({ type: 'RecordCancellation', data: { userId: 'u1', eventId: 'evt_5', now: later } })
      .then([
        { type: 'SubscriptionCancelled', data: { userId: 'u1', eventId: 'evt_5', at: later } },
        changed({ tier: 'free', billingPeriod: null, startDate: null, previousTier: 'starter', source: 'system', changedAt: later, paidUntil: null }),
      ]);
  });
});
