import type { Decider, DomainEvent } from '../shared/decider.ts';

export type NewsletterSubscribed = DomainEvent<
  'NewsletterSubscribed',
  { subscriptionId: string; email: string; language: string; source: string; subscribedAt: string }
>;
export type NewsletterEvent = NewsletterSubscribed;

export type NewsletterState = { subscribed: boolean };

export type SubscribeToNewsletter = {
  type: 'SubscribeToNewsletter';
  data: { subscriptionId: string; email: string; language: string; source: string; now: string };
};

/** Subscribing twice is a success that records nothing the second time. */
export function subscribe(command: SubscribeToNewsletter, state: NewsletterState): NewsletterSubscribed[] {
  if (state.subscribed) return [];
  const { now, ...rest } = command.data;
  return [{ type: 'NewsletterSubscribed', data: { ...rest, subscribedAt: now } }];
}

export const newsletterDecider: Decider<NewsletterState, SubscribeToNewsletter, NewsletterEvent> = {
  initialState: () => ({ subscribed: false }),
  evolve: () => ({ subscribed: true }),
  decide: subscribe,
};
