import { describe, it } from 'vitest';
import { contactDecider } from '../../../domain/engagement/contact.ts';
import { deciderSpec } from '../support/deciderSpec.ts';

const now = '2026-11-22T10:00:00.000Z';

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
