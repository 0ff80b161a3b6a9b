import type { DomainEvent } from '../shared/decider.ts';
import type { BillingPeriod, TierId } from './tiers.ts';

/**
 * A user's plan lives in its own stream, `subscription-<userId>`, apart from the credentials in
 * `user-<userId>`, so plan changes never contend with sign-ins for the same stream revision.
 */
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
    /** What asked for the change: the user's own choice or the package picked at onboarding. */
    source: 'user' | 'onboarding';
    changedAt: string;
  }
>;

export type SubscriptionEvent = SubscriptionChanged;

export type SubscriptionState = {
  tier: TierId;
  billingPeriod: BillingPeriod | null;
  promoCode: string | null;
  startDate: string | null;
  /** Whether any plan was ever recorded; the onboarding package applies only before that. */
  chosen: boolean;
};

export const initialState = (): SubscriptionState => ({
  tier: 'free',
  billingPeriod: null,
  promoCode: null,
  startDate: null,
  chosen: false,
});

export function evolve(_state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  const { tier, billingPeriod, promoCode, startDate } = event.data;
  return { tier, billingPeriod, promoCode, startDate, chosen: true };
}

export const subscriptionStream = (userId: string): string => `subscription-${userId}`;
