import { createHash } from 'node:crypto';
import type { ConversationCommand, ConversationState } from '../../domain/conversations/decider.ts';
import type { ConversationEvent } from '../../domain/conversations/conversation.ts';
import type { Decider } from '../../domain/shared/decider.ts';
import type { KeyRing } from '../sealing.ts';

/**
 * What people write in a conversation is their personal data: titles, contents, metadata and
 * search queries are sealed with a person's key (SEALED_FIELDS). A person's message is sealed with
 * their own key; the assistant's replies and notices with the owner's, since they answer the owner.
 */
function sealEvent(event: ConversationEvent, ring: KeyRing, ownerId: string): ConversationEvent {
  switch (event.type) {
    case 'ConversationStarted':
    case 'ConversationRenamed':
      return { ...event, data: { ...event.data, title: ring.seal(ownerId, event.data.title) } } as ConversationEvent;
    case 'MessagePosted': {
      const by = event.data.authorId ?? ownerId;
      const metadata = event.data.metadata === null ? null : ring.seal(by, event.data.metadata);
      return { ...event, data: { ...event.data, content: ring.seal(by, event.data.content), metadata } };
    }
    default:
      return event;
  }
}

/** The decider as the domain wrote it, with the title and people's messages opened as they are folded and fields sealed as decided. */
export function sealedConversation(
  decider: Decider<ConversationState, ConversationCommand, ConversationEvent>,
  ring: KeyRing,
): Decider<ConversationState, ConversationCommand, ConversationEvent> {
  return {
    initialState: decider.initialState,
    evolve: (state, event) => {
      const next = decider.evolve(state, event);
      const titled = next.title === state.title ? next : { ...next, title: ring.open(next.title) };
      if (event.type !== 'MessagePosted' || !event.data.authorId) return titled;
      return { ...titled, texts: new Map(titled.texts).set(event.data.messageId, ring.open(event.data.content)) };
    },
    decide: (command, state) => {
      const events = decider.decide(command, state);
      const started = events.find((e) => e.type === 'ConversationStarted');
      const ownerId = started?.type === 'ConversationStarted' ? started.data.ownerId : state.ownerId;
      return events.map((e) => sealEvent(e, ring, ownerId));
    },
  };
}

/**
 * A uuid-shaped id derived from its parts: a client's idempotency key is scoped to its conversation
 * and author (two users' `offline_1` never meet), and a retry derives the same id.
 */
export function derivedId(...parts: string[]): string {
  const h = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
