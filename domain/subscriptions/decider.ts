import type { Decider } from '../shared/decider.ts';
import { decide, type SubscriptionCommand } from './businessLogic.ts';
import { evolve, initialState, type SubscriptionEvent, type SubscriptionState } from './subscription.ts';

export const subscriptionDecider: Decider<SubscriptionState, SubscriptionCommand, SubscriptionEvent> = { initialState, evolve, decide };
