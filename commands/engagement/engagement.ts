import { randomUUID } from 'node:crypto';
import { contactDecider, type ReceiveContactMessage } from '../../domain/engagement/contact.ts';
import { normalizeEmail } from '../../domain/users/emailReservation.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import { ensurePersonKey } from '../../infra/security/personalData.ts';
import { withoutPersonalData, type CommandContext } from '../context.ts';
import { handleCommand } from '../handleCommand.ts';
import { PersonCipher, cipherFor, sealedDecider, type Vault } from '../users/personal.ts';

type Deps = { now: () => Date; context: CommandContext; vault: Vault };

/**
 * The sender's name, address, company, subject and message are sealed: with the signed-in sender's
 * key (erasing them erases it), or an anonymous sender's with a key of the message's own.
 */
async function senderCipher(store: EventStore, messageId: string, userId: string | null, deps: Deps): Promise<PersonCipher> {
  if (userId) return cipherFor(deps.vault, store, userId, deps.now());
  return new PersonCipher(messageId, await ensurePersonKey(deps.vault.keys, messageId, deps.now()));
}

export async function receiveContactMessage(
  store: EventStore,
  input: Omit<ReceiveContactMessage['data'], 'messageId' | 'now'>,
  deps: Deps,
) {
  const messageId = randomUUID();
  const cipher = await senderCipher(store, messageId, input.userId, deps);
  return handleCommand(
    store,
    `contactMessage-${messageId}`,
    sealedDecider(contactDecider, cipher),
    { type: 'ReceiveContactMessage', data: { ...input, email: normalizeEmail(input.email), messageId, now: deps.now().toISOString() } },
    { context: withoutPersonalData(deps.context) },
  );
}
