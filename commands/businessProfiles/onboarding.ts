import { businessProfileDecider } from '../../domain/businessProfiles/decider.ts';
import { businessProfileStream, type BusinessProfile } from '../../domain/businessProfiles/businessProfile.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { userDecider } from '../../domain/users/decider.ts';
import { userStream } from '../../domain/users/user.ts';
import { comparePositions, type EventStore, type Position } from '../../infra/eventstore/port.ts';
import { withoutPersonalData, type CommandContext } from '../context.ts';
import { handleCommand, loadState } from '../handleCommand.ts';
import { requestInitialPlan } from '../subscriptions/changePlan.ts';
import type { PaymentPath } from '../../domain/subscriptions/subscription.ts';
import { cipherFor, sealedDecider, type Vault } from '../users/personal.ts';

type Deps = { now: () => Date; context: CommandContext };

/**
 * Two commands on two streams. A paid package the profile stream recorded starts its upgrade
 * request (the tier stays free until it is paid or approved), and only while no plan was ever
 * chosen or asked for, so running the pair again (after a crash between the appends, or a double
 * submit) finishes the job without doing anything twice.
 */
export async function completeOnboarding(store: EventStore, userId: string, profile: BusinessProfile, deps: Deps & { vault: Vault; payment: PaymentPath }) {
  // The company name, website, goals and services describe the person: sealed with their key.
  const cipher = await cipherFor(deps.vault, store, userId, deps.now());
  const onboarding = await handleCommand(
    store,
    businessProfileStream(userId),
    sealedDecider(businessProfileDecider, cipher),
    { type: 'CompleteOnboarding', data: { userId, profile, now: deps.now().toISOString() } },
    { context: withoutPersonalData(deps.context) },
  );
  if (onboarding.newState.status !== 'completed') throw new Error('onboarding produced no profile');
  const plan = await requestInitialPlan(store, userId, onboarding.newState.profile.package ?? 'free', deps);
  // A concurrent submission may have written both; the answer waits for whichever landed last.
  return { profile: onboarding.newState.profile, position: later(onboarding.observed, plan.observed) };
}

const later = (a: Position | undefined, b: Position | undefined) => (!a || (b && comparePositions(b, a) > 0) ? b : a);

/** Records the request once per user; the mail outbox sends it from the event. */
export async function requestWelcomeEmail(store: EventStore, userId: string, language: string, deps: Deps) {
  const user = await loadState(store, userStream(userId), userDecider);
  if (user.status !== 'registered') throw new DomainError('NOT_FOUND', 'User not found');
  return handleCommand(
    store,
    businessProfileStream(userId),
    businessProfileDecider,
    { type: 'RequestWelcomeEmail', data: { userId, email: user.email, language, now: deps.now().toISOString() } },
    { context: withoutPersonalData(deps.context) },
  );
}
