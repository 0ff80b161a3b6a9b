import { randomUUID } from 'node:crypto';
import { subscriptionDecider } from '../../domain/subscriptions/decider.ts';
import type { SubscriptionCommand } from '../../domain/subscriptions/businessLogic.ts';
import type { PaymentCommand } from '../../domain/subscriptions/payments.ts';
import { subscriptionStream, type PaymentPath } from '../../domain/subscriptions/subscription.ts';
import type { BillingPeriod, TierId } from '../../domain/subscriptions/tiers.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import type { CommandContext } from '../context.ts';
import { handleCommand, loadState } from '../handleCommand.ts';
import { cipherFor, sealedDecider, type Vault } from '../users/personal.ts';

type Deps = { now: () => Date; context: CommandContext };

export type PlanChoice = { tier: TierId; billingPeriod?: BillingPeriod; promoCode?: string | null };

const run = (store: EventStore, userId: string, command: SubscriptionCommand, deps: Deps) =>
  handleCommand(store, subscriptionStream(userId), subscriptionDecider, command, { context: deps.context });

/** The back office sets the plan outright (PUT /admin/users/:id); the admin is the actor. */
export function changePlan(store: EventStore, userId: string, choice: PlanChoice, deps: Deps) {
  return run(store, userId, { type: 'ChangePlan', data: { userId, ...choice, source: 'admin', now: deps.now().toISOString() } }, deps);
}

/** What a user asks for (PUT /users/subscription): a higher plan is requested, a lower one scheduled. */
export function requestPlan(store: EventStore, userId: string, choice: PlanChoice, deps: Deps & { payment: PaymentPath }) {
  const data = { userId, requestId: randomUUID(), ...choice, payment: deps.payment, source: 'user' as const, now: deps.now().toISOString() };
  return run(store, userId, { type: 'RequestPlan', data }, deps);
}

/** The package named at onboarding: a paid one starts its upgrade request, once. */
export function requestInitialPlan(store: EventStore, userId: string, tier: TierId, deps: Deps & { payment: PaymentPath }) {
  const data = { userId, requestId: randomUUID(), tier, payment: deps.payment, source: 'onboarding' as const, now: deps.now().toISOString() };
  return run(store, userId, { type: 'RequestPlan', data }, deps);
}

/** An admin's decision on a pending request (the back office): approving grants the tier. */
export async function decideUpgrade(store: EventStore, userId: string, decision: { requestId: string; approve: boolean; adminId: string; reason?: string | null }, deps: Deps & { vault: Vault }) {
  const data = { userId, requestId: decision.requestId, adminId: decision.adminId, reason: decision.reason ?? null, now: deps.now().toISOString() };
  // The reason for a refusal is about the user's business: sealed with their key (SEALED_FIELDS).
  const decider = sealedDecider(subscriptionDecider, await cipherFor(deps.vault, store, userId, deps.now()));
  return handleCommand(store, subscriptionStream(userId), decider, { type: decision.approve ? 'ApproveUpgrade' : 'RejectUpgrade', data }, { context: deps.context });
}

/** A scheduled downgrade whose period ended (the downgrade scheduler). */
export function applyDueDowngrade(store: EventStore, userId: string, deps: Deps) {
  return run(store, userId, { type: 'ApplyDueDowngrade', data: { userId, now: deps.now().toISOString() } }, deps);
}

/** A verified payment-provider event, already read into a command (infra/payments). */
export function recordPaymentEvent(store: EventStore, command: PaymentCommand, deps: Deps) {
  return run(store, command.data.userId, command, deps);
}

/**
 * The tier to sign into an access token, read from the log rather than the read model so a
 * token issued right after a change never carries the old tier.
 */
export async function currentTier(store: EventStore, userId: string): Promise<TierId> {
  return (await loadState(store, subscriptionStream(userId), subscriptionDecider)).tier;
}

export function subscriptionState(store: EventStore, userId: string) {
  return loadState(store, subscriptionStream(userId), subscriptionDecider);
}
