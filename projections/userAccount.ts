import type { RecordedEvent } from '../infra/eventstore/port.ts';
import type { ReadCollection } from '../infra/readstore/port.ts';
import { streamCategory } from '../infra/eventstore/port.ts';
import type { SubscriptionEvent } from '../domain/subscriptions/subscription.ts';
import type { BusinessProfileEvent } from '../domain/businessProfiles/businessProfile.ts';
import type { BillingPeriod } from '../domain/subscriptions/tiers.ts';
import type { UserDoc } from './users.ts';

/** Fields the users read model takes from the subscription and business-profile streams. */
export type UserAccountFields = {
  subscriptionBillingPeriod?: BillingPeriod | null;
  subscriptionStartDate?: string | null;
  subscriptionPromoCode?: string | null;
  /** Last applied revision per foreign stream category; `_rev` stays the user stream's own. */
  _revs?: Partial<Record<'subscription' | 'businessProfile', number>>;
};

export type AccountEvent = SubscriptionEvent | BusinessProfileEvent;

/** The events of other streams that change what /api/users/me shows. */
export const USER_ACCOUNT_EVENT_TYPES: ReadonlyArray<AccountEvent['type']> = ['SubscriptionChanged', 'BusinessOnboardingCompleted'];

/** Seeded at registration so the guards below are plain range checks. */
export const INITIAL_ACCOUNT_REVS: Required<NonNullable<UserAccountFields['_revs']>> = { subscription: -1, businessProfile: -1 };

/** The stream categories whose events can change a user's view, beside `user` itself. */
export const USER_ACCOUNT_CATEGORIES: ReadonlySet<string> = new Set(['subscription', 'businessProfile']);

/**
 * Each foreign stream gets its own revision guard, since its revisions count independently of
 * the user stream's `_rev`.
 */
export async function applyUserAccountEvent(event: AccountEvent, recorded: RecordedEvent, users: ReadCollection<UserDoc>): Promise<void> {
  const guard = `_revs.${streamCategory(recorded.streamName)}`;
  const filter = (userId: string) => ({ _id: userId, [guard]: { $lt: recorded.revision } });
  switch (event.type) {
    case 'SubscriptionChanged': {
      const d = event.data;
      await users.updateOne(filter(d.userId), {
        $set: {
          subscriptionTier: d.tier,
          subscriptionBillingPeriod: d.billingPeriod,
          subscriptionStartDate: d.startDate,
          subscriptionPromoCode: d.promoCode,
          [guard]: recorded.revision,
        },
      });
      return;
    }
    case 'BusinessOnboardingCompleted':
      await users.updateOne(filter(event.data.userId), { $set: { businessInfoCompleted: true, [guard]: recorded.revision } });
      return;
    default:
      return;
  }
}
