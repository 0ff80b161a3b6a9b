import { randomUUID } from 'node:crypto';
import { contactDecider, type ReceiveContactMessage } from '../../domain/engagement/contact.ts';
import { newsletterDecider } from '../../domain/engagement/newsletter.ts';
import { normalizeEmail } from '../../domain/users/emailReservation.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import { sha256 } from '../../infra/security/tokens.ts';
import { withoutPersonalData, type CommandContext } from '../context.ts';
import { handleCommand } from '../handleCommand.ts';

type Deps = { now: () => Date; context: CommandContext };

/** One stream per normalized email, so a second subscription finds the first. */
export function subscribeToNewsletter(store: EventStore, input: { email: string; language: string; source: string }, deps: Deps) {
  const email = normalizeEmail(input.email);
  return handleCommand(
    store,
    `newsletter-${sha256(email)}`,
    newsletterDecider,
    {
      type: 'SubscribeToNewsletter',
      data: { subscriptionId: sha256(email).slice(0, 32), email, language: input.language, source: input.source, now: deps.now().toISOString() },
    },
    { context: withoutPersonalData(deps.context) },
  );
}

export function receiveContactMessage(
  store: EventStore,
  input: Omit<ReceiveContactMessage['data'], 'messageId' | 'now'>,
  deps: Deps,
) {
  const messageId = randomUUID();
  return handleCommand(
    store,
    `contactMessage-${messageId}`,
    contactDecider,
    { type: 'ReceiveContactMessage', data: { ...input, email: normalizeEmail(input.email), messageId, now: deps.now().toISOString() } },
    { context: withoutPersonalData(deps.context) },
  );
}
