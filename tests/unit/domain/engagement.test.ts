import { describe, it } from 'vitest';
import { newsletterDecider } from '../../../domain/engagement/newsletter.ts';
import { contactDecider } from '../../../domain/engagement/contact.ts';
import { deciderSpec } from '../support/deciderSpec.ts';

const now = '2026-11-22T10:00:00.000Z';

describe('newsletter decider', () => {
  const given = deciderSpec(newsletterDecider);
  const command = {
    type: 'SubscribeToNewsletter' as const,
    data: { subscriptionId: 's', email: 'a@b.co', language: 'en', source: 'footer', now },
  };
  const subscribed = {
    type: 'NewsletterSubscribed' as const,
    data: { subscriptionId: 's', email: 'a@b.co', language: 'en', source: 'footer', subscribedAt: now },
  };
  it('subscribes once', () => given([]).when(command).then([subscribed]));
  it('is idempotent per email', () => given([subscribed]).when(command).thenNothingHappens());
});

describe('contact decider', () => {
  const given = deciderSpec(contactDecider);
  const data = { messageId: 'm', name: 'Ann', email: 'a@b.co', company: null, subject: 'Hi', message: 'Hello there!', userId: null };
  it('records a message', () =>
    given([]).when({ type: 'ReceiveContactMessage', data: { ...data, now } }).then([
      { type: 'ContactMessageReceived', data: { ...data, receivedAt: now } },
    ]));
  it('records a retried message once', () =>
    given([{ type: 'ContactMessageReceived', data: { ...data, receivedAt: now } }])
      .when({ type: 'ReceiveContactMessage', data: { ...data, now } })
      .thenNothingHappens());
});
