import { randomUUID } from 'node:crypto';
import { contactDecider, type ReceiveContactMessage } from '../../domain/engagement/contact.ts';
import { normalizeEmail } from '../../domain/users/emailReservation.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import { withoutPersonalData, type CommandContext } from '../context.ts';
import { handleCommand } from '../handleCommand.ts';

type Deps = { now: () => Date; context: CommandContext };

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
