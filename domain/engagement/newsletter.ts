import type { Decider, DomainEvent } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';

/**
 * One subscriber, stream `newsletter-<sha256(email)>`. Double opt-in: subscribing asks for a
 * confirmation mail, and only a confirmed subscriber receives issues. The address arrives sealed
 * (commands/engagement): the domain stores it as given and never reads it. The confirmation link
 * is derived from `nonce` with a server key (infra/security/newsletterTokens.ts), so the log holds
 * neither the link nor anything that rebuilds it without that key.
 */
export type NewsletterSubscribed = DomainEvent<
  'NewsletterSubscribed',
  { subscriptionId: string; email: string; language: string; source: string; subscribedAt: string }
>;
export type NewsletterConfirmationRequested = DomainEvent<
  'NewsletterConfirmationRequested',
  { subscriptionId: string; nonce: string; language: string; requestedAt: string }
>;
export type NewsletterConfirmed = DomainEvent<'NewsletterConfirmed', { subscriptionId: string; confirmedAt: string }>;
export type NewsletterUnsubscribed = DomainEvent<
  'NewsletterUnsubscribed',
  { subscriptionId: string; by: 'link' | 'admin'; adminId: string | null; unsubscribedAt: string }
>;
export type NewsletterEvent = NewsletterSubscribed | NewsletterConfirmationRequested | NewsletterConfirmed | NewsletterUnsubscribed;
export const NEWSLETTER_EVENT_TYPES = ['NewsletterSubscribed', 'NewsletterConfirmationRequested', 'NewsletterConfirmed', 'NewsletterUnsubscribed'] as const;

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';
export type NewsletterState = {
  status: 'none' | SubscriberStatus;
  nonce?: string;
  requestedAt?: string;
  /** How many times this address has unsubscribed: each new subscription seals with a fresh key. */
  generation: number;
};

/** A confirmation link older than this is refused; subscribing again sends a fresh one. */
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A pending subscriber who subscribes again within this gets no second mail (no mail bombing). */
export const CONFIRMATION_RESEND_AFTER_MS = 10 * 60 * 1000;

export const newsletterStream = (emailHash: string): string => `newsletter-${emailHash}`;

export type SubscribeToNewsletter = {
  type: 'SubscribeToNewsletter';
  data: { subscriptionId: string; email: string; language: string; source: string; nonce: string; now: string };
};
export type ConfirmNewsletter = { type: 'ConfirmNewsletter'; data: { subscriptionId: string; nonce: string; now: string } };
export type UnsubscribeFromNewsletter = {
  type: 'UnsubscribeFromNewsletter';
  data: { subscriptionId: string; by: 'link' | 'admin'; adminId: string | null; now: string };
};
export type NewsletterCommand = SubscribeToNewsletter | ConfirmNewsletter | UnsubscribeFromNewsletter;

/** Subscribing answers the same whatever the state, so only the events differ. */
function subscribe(command: SubscribeToNewsletter, state: NewsletterState): NewsletterEvent[] {
  const { now, nonce, ...rest } = command.data;
  const request: NewsletterConfirmationRequested = {
    type: 'NewsletterConfirmationRequested',
    data: { subscriptionId: rest.subscriptionId, nonce, language: rest.language, requestedAt: now },
  };
  if (state.status === 'confirmed') return [];
  if (state.status === 'pending') {
    const last = state.requestedAt ? Date.parse(state.requestedAt) : 0;
    return Date.parse(now) - last < CONFIRMATION_RESEND_AFTER_MS ? [] : [request];
  }
  return [{ type: 'NewsletterSubscribed', data: { ...rest, subscribedAt: now } }, request];
}

function confirm(command: ConfirmNewsletter, state: NewsletterState): NewsletterEvent[] {
  const { subscriptionId, nonce, now } = command.data;
  if (state.status === 'confirmed' && state.nonce === nonce) return [];
  if (state.status !== 'pending' || state.nonce !== nonce) {
    throw new DomainError('NEWSLETTER_LINK_INVALID', 'This confirmation link is no longer valid. Please subscribe again.');
  }
  if (Date.parse(now) - Date.parse(state.requestedAt ?? now) > CONFIRMATION_TTL_MS) {
    throw new DomainError('NEWSLETTER_LINK_EXPIRED', 'This confirmation link has expired. Please subscribe again.');
  }
  return [{ type: 'NewsletterConfirmed', data: { subscriptionId, confirmedAt: now } }];
}

export function decide(command: NewsletterCommand, state: NewsletterState): NewsletterEvent[] {
  switch (command.type) {
    case 'SubscribeToNewsletter':
      return subscribe(command, state);
    case 'ConfirmNewsletter':
      return confirm(command, state);
    case 'UnsubscribeFromNewsletter': {
      if (state.status !== 'pending' && state.status !== 'confirmed') return [];
      const { subscriptionId, by, adminId, now } = command.data;
      return [{ type: 'NewsletterUnsubscribed', data: { subscriptionId, by, adminId, unsubscribedAt: now } }];
    }
  }
}

export function evolve(state: NewsletterState, event: NewsletterEvent): NewsletterState {
  switch (event.type) {
    case 'NewsletterSubscribed':
      return { status: 'pending', generation: state.generation };
    case 'NewsletterConfirmationRequested':
      return { ...state, nonce: event.data.nonce, requestedAt: event.data.requestedAt };
    case 'NewsletterConfirmed':
      return { ...state, status: 'confirmed' };
    case 'NewsletterUnsubscribed':
      return { status: 'unsubscribed', generation: state.generation + 1 };
  }
}

export const initialState = (): NewsletterState => ({ status: 'none', generation: 0 });

export const newsletterDecider: Decider<NewsletterState, NewsletterCommand, NewsletterEvent> = { initialState, evolve, decide };
