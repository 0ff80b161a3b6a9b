import type { DomainEvent } from '../shared/decider.ts';
import type { BillingPeriod, TierId } from './tiers.ts';

/**
 * A user's plan lives in its own stream, `subscription-<userId>`, apart from the credentials in
 * `user-<userId>`, so plan changes never contend with sign-ins for the same stream revision. A paid
 * tier is granted only by a verified payment (Stripe) or an admin's approval; what the user asks for
 * is an `UpgradeRequested` until then (docs/DECISIONS.md, "Plans that are paid for").
 */
export type ChangeSource = 'user' | 'onboarding' | 'admin' | 'system';

export type SubscriptionChanged = DomainEvent<
  'SubscriptionChanged',
  {
    userId: string;
    tier: TierId;
    /** null on the free tier, which has nothing to bill. */
    billingPeriod: BillingPeriod | null;
    promoCode: string | null;
    /** When the current plan began; null on the free tier. */
    startDate: string | null;
    previousTier: TierId;
    /** What made the change: the user (a downgrade), onboarding (free), an admin, or the system (a payment, a period's end). */
    source: ChangeSource;
    changedAt: string;
    /** The end of the period paid for; absent on events from before payments, and on free. */
    paidUntil?: string | null;
  }
>;

/** How an upgrade is paid: through Stripe Checkout, or by invoice (bank transfer) that an admin approves. */
export type PaymentPath = 'stripe' | 'manual';

export type UpgradeRequested = DomainEvent<
  'UpgradeRequested',
  {
    userId: string;
    requestId: string;
    tier: TierId;
    billingPeriod: BillingPeriod;
    promoCode: string | null;
    source: 'user' | 'onboarding';
    payment: PaymentPath;
    requestedAt: string;
  }
>;
export type UpgradeApproved = DomainEvent<'UpgradeApproved', { userId: string; requestId: string; approvedBy: string; at: string }>;
export type UpgradeRejected = DomainEvent<'UpgradeRejected', { userId: string; requestId: string; rejectedBy: string; reason: string | null; at: string }>;
export type DowngradeScheduled = DomainEvent<'DowngradeScheduled', { userId: string; tier: TierId; effectiveAt: string; at: string }>;

/** Facts from Stripe, each keyed by the webhook event's id so a replay records nothing. */
export type PaymentSucceeded = DomainEvent<
  'PaymentSucceeded',
  {
    userId: string;
    eventId: string;
    tier: TierId;
    billingPeriod: BillingPeriod;
    /** In the currency's smallest unit, as Stripe states it. */
    amount: number;
    currency: string;
    paidUntil: string;
    customerId: string | null;
    subscriptionId: string | null;
    at: string;
  }
>;
export type PaymentFailed = DomainEvent<'PaymentFailed', { userId: string; eventId: string; amount: number; currency: string; at: string }>;
export type SubscriptionCancelled = DomainEvent<'SubscriptionCancelled', { userId: string; eventId: string; at: string }>;

export type SubscriptionEvent =
  | SubscriptionChanged
  | UpgradeRequested
  | UpgradeApproved
  | UpgradeRejected
  | DowngradeScheduled
  | PaymentSucceeded
  | PaymentFailed
  | SubscriptionCancelled;

export type PendingUpgrade = Omit<UpgradeRequested['data'], 'userId'>;

/** Billing state as settings shows it; `cancelling` is a downgrade waiting for the period's end. */
export type BillingStatus = 'active' | 'past_due' | 'cancelling';

export type SubscriptionState = {
  tier: TierId;
  billingPeriod: BillingPeriod | null;
  promoCode: string | null;
  startDate: string | null;
  /** Whether any plan was ever recorded or asked for (onboarding's package applies only before that). */
  chosen: boolean;
  paidUntil: string | null;
  status: BillingStatus;
  pending: PendingUpgrade | null;
  scheduled: { tier: TierId; effectiveAt: string } | null;
  /** Stripe webhook event ids already handled. */
  handled: string[];
  customerId: string | null;
  subscriptionId: string | null;
};

export const initialState = (): SubscriptionState => ({
  tier: 'free',
  billingPeriod: null,
  promoCode: null,
  startDate: null,
  chosen: false,
  paidUntil: null,
  status: 'active',
  pending: null,
  scheduled: null,
  handled: [],
  customerId: null,
  subscriptionId: null,
});

const handled = (state: SubscriptionState, eventId: string) => [...state.handled, eventId];

export function evolve(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  switch (event.type) {
    case 'SubscriptionChanged': {
      const { tier, billingPeriod, promoCode, startDate, paidUntil } = event.data;
      const pending = state.pending && state.pending.tier === tier ? null : state.pending;
      return { ...state, tier, billingPeriod, promoCode, startDate, chosen: true, paidUntil: tier === 'free' ? null : (paidUntil ?? state.paidUntil), status: 'active', pending, scheduled: null };
    }
    case 'UpgradeRequested': {
      const { userId: _u, ...pending } = event.data;
      return { ...state, pending, chosen: true };
    }
    case 'UpgradeApproved':
      return state;
    case 'UpgradeRejected':
      return { ...state, pending: null };
    case 'DowngradeScheduled':
      return { ...state, scheduled: { tier: event.data.tier, effectiveAt: event.data.effectiveAt }, status: 'cancelling' };
    case 'PaymentSucceeded':
      return { ...state, paidUntil: event.data.paidUntil, status: state.scheduled ? 'cancelling' : 'active', customerId: event.data.customerId ?? state.customerId, subscriptionId: event.data.subscriptionId ?? state.subscriptionId, handled: handled(state, event.data.eventId) };
    case 'PaymentFailed':
      return { ...state, status: 'past_due', handled: handled(state, event.data.eventId) };
    case 'SubscriptionCancelled':
      return { ...state, handled: handled(state, event.data.eventId) };
  }
}

export const subscriptionStream = (userId: string): string => `subscription-${userId}`;
