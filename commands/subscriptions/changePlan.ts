import { subscriptionDecider } from '../../domain/subscriptions/decider.ts';
import { subscriptionStream } from '../../domain/subscriptions/subscription.ts';
import type { BillingPeriod, TierId } from '../../domain/subscriptions/tiers.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import type { CommandContext } from '../context.ts';
import { handleCommand, loadState } from '../handleCommand.ts';

type Deps = { now: () => Date; context: CommandContext };

export type PlanChoice = { tier: TierId; billingPeriod?: BillingPeriod; promoCode?: string | null };

/**
 * The acting person's IP and user agent go with the context like any user's (sealed with their key by
 * storableContext): an admin's tier change shows where it came from in the audit.
 */
export function changePlan(store: EventStore, userId: string, choice: PlanChoice, deps: Deps) {
  return handleCommand(
    store,
    subscriptionStream(userId),
    subscriptionDecider,
    { type: 'ChangePlan', data: { userId, ...choice, now: deps.now().toISOString() } },
    { context: deps.context },
  );
}

export function chooseInitialPlan(store: EventStore, userId: string, tier: TierId, deps: Deps) {
  return handleCommand(
    store,
    subscriptionStream(userId),
    subscriptionDecider,
    { type: 'ChooseInitialPlan', data: { userId, tier, now: deps.now().toISOString() } },
    { context: deps.context },
  );
}

/**
 * The tier to sign into an access token, read from the log rather than the read model so a
 * token issued right after a change never carries the old tier.
 */
export async function currentTier(store: EventStore, userId: string): Promise<TierId> {
  return (await loadState(store, subscriptionStream(userId), subscriptionDecider)).tier;
}
