import { randomUUID } from 'node:crypto';
import { answerMetadata, type Answerer, type AnswererProfile } from '../../domain/conversations/answerer.ts';
import { conversationStream, isAssistantFeature, type ConversationActor, type FeatureType, type MessageRole } from '../../domain/conversations/conversation.ts';
import { conversationDecider, needsReply, type ConversationCommand, type ConversationState } from '../../domain/conversations/decider.ts';
import { recentSearchDecider, recentSearchStream } from '../../domain/conversations/searches.ts';
import type { EventStore, Position } from '../../infra/eventstore/port.ts';
import { withoutPersonalData, type CommandContext } from '../context.ts';
import { handleCommand } from '../handleCommand.ts';
import type { Vault } from '../users/personal.ts';
import { KeyRing } from '../sealing.ts';
import { derivedId, sealedConversation } from './sealing.ts';

export type ConversationDeps = { events: EventStore; vault: Vault; now: () => Date; context: CommandContext; answerer: Answerer };

type NewMessageInput = { content: string; metadata?: Record<string, unknown> | null; clientMessageId?: string | null };

/** What a write changed: the messages it names and where its last event landed (for read-your-writes). */
export type ConversationWrite = { conversationId: string; messageId?: string; created?: boolean; replyId?: string | null; observed: Position | undefined };

const asJson = (metadata: Record<string, unknown> | null | undefined): string | null => (metadata ? JSON.stringify(metadata) : null);

async function run(deps: ConversationDeps, conversationId: string, ring: KeyRing, command: ConversationCommand | ((s: ConversationState) => Promise<ConversationCommand>)) {
  const decider = sealedConversation(conversationDecider(conversationId), ring);
  // IP and user agent stay out: the stream's personal data is sealed per author, not per stream.
  return handleCommand(deps.events, conversationStream(conversationId), decider, command, { context: withoutPersonalData(deps.context) });
}

/**
 * Appends the answerer's reply to a user message that has none. Called after every user message,
 * including a retried one, so a reply lost to a crash between the two appends is made on the retry;
 * the reply's id is derived from the question and the decider drops a second one, so two requests
 * racing still leave one reply.
 */
async function replyIfNeeded(deps: ConversationDeps, conversationId: string, ring: KeyRing, state: ConversationState, question: { id: string; content: string }, profile: AnswererProfile) {
  if (!needsReply(state, question.id) || !isAssistantFeature(state.featureType)) return { replyId: null, observed: undefined };
  const answer = await deps.answerer.answer({ question: question.content, feature: state.featureType, profile, askedAt: deps.now().toISOString() });
  await ring.load([state.ownerId]);
  const replyId = derivedId(conversationId, 'reply', question.id);
  const result = await run(deps, conversationId, ring, {
    type: 'PostServerMessage',
    data: { messageId: replyId, clientMessageId: null, role: 'assistant', content: answer.content, metadata: JSON.stringify(answerMetadata(answer)), inReplyTo: question.id, now: deps.now().toISOString() },
  });
  return { replyId, observed: result.observed };
}

export async function startConversation(
  deps: ConversationDeps,
  input: { ownerId: string; participantIds?: string[]; featureType: FeatureType; title: string; initialMessage?: string | null; conversationId?: string; clientId?: string | null },
  profile: AnswererProfile,
): Promise<ConversationWrite> {
  // A client's id is scoped to its owner, as message ids are: a retry derives the same conversation.
  const conversationId = input.conversationId ?? (input.clientId ? derivedId('conversation', input.ownerId, input.clientId) : randomUUID());
  const participantIds = [...new Set([input.ownerId, ...(input.participantIds ?? [])])];
  const ring = await new KeyRing(deps.vault, deps.events, deps.now()).load([input.ownerId]);
  const first = input.initialMessage ? { messageId: derivedId(conversationId, input.ownerId, randomUUID()), content: input.initialMessage } : null;
  const result = await run(deps, conversationId, ring, {
    type: 'StartConversation',
    data: {
      conversationId,
      ownerId: input.ownerId,
      participantIds,
      featureType: input.featureType,
      title: input.title,
      initialMessage: first && { messageId: first.messageId, clientMessageId: null, content: first.content, metadata: null },
      now: deps.now().toISOString(),
    },
  });
  const created = result.newEvents.length > 0;
  if (!first || !created) return { conversationId, created, observed: result.observed };
  const reply = await replyIfNeeded(deps, conversationId, ring, result.newState, { id: first.messageId, content: first.content }, profile);
  return { conversationId, created, messageId: first.messageId, replyId: reply.replyId, observed: reply.observed ?? result.observed };
}

/** A booking's chat has an id derived from the booking's, so a booking answer names it without a lookup. */
export const bookingConversationId = (bookingId: string): string => derivedId('booking-conversation', bookingId);

/** The chat of a booking (issue 9): its user owns it, its expert takes part; one per booking, however often asked. */
export function openExpertConversation(deps: ConversationDeps, booking: { bookingId: string; userId: string; expertId: string; title: string }) {
  const conversationId = bookingConversationId(booking.bookingId);
  const profile = { industry: null, country: null, language: 'en' };
  return startConversation(deps, { conversationId, ownerId: booking.userId, participantIds: [booking.expertId], featureType: 'expert', title: booking.title }, profile);
}

export async function updateConversation(deps: ConversationDeps, conversationId: string, by: ConversationActor, changes: { title?: string; isStarred?: boolean }): Promise<ConversationWrite> {
  const ring = await new KeyRing(deps.vault, deps.events, deps.now()).load([by.id]);
  const result = await run(deps, conversationId, ring, { type: 'UpdateConversation', data: { by, ...changes, now: deps.now().toISOString() } });
  return { conversationId, observed: result.observed };
}

export async function deleteConversation(deps: ConversationDeps, conversationId: string, by: ConversationActor): Promise<ConversationWrite> {
  const ring = new KeyRing(deps.vault, deps.events, deps.now());
  const result = await run(deps, conversationId, ring, { type: 'DeleteConversation', data: { by, now: deps.now().toISOString() } });
  return { conversationId, observed: result.observed };
}

/**
 * A person's message; in an assistant conversation a user message then gets the answerer's reply.
 * A repeated `clientMessageId` finds its message stored: nothing new is written, and the answer
 * names the same message and reply, even when the retry carries other words.
 */
export async function postMessage(
  deps: ConversationDeps,
  conversationId: string,
  by: ConversationActor,
  input: NewMessageInput & { role: MessageRole },
  profile: AnswererProfile,
): Promise<ConversationWrite> {
  const ring = await new KeyRing(deps.vault, deps.events, deps.now()).load([by.id]);
  const messageId = derivedId(conversationId, by.id, input.clientMessageId ?? randomUUID());
  const result = await run(deps, conversationId, ring, {
    type: 'PostMessage',
    data: { by, role: input.role, messageId, clientMessageId: input.clientMessageId ?? null, content: input.content, metadata: asJson(input.metadata), now: deps.now().toISOString() },
  });
  // A retried id is the stored message: a reply still owed answers its stored words, not the retry's.
  const asked = result.newState.texts.get(messageId) ?? input.content;
  const reply = await replyIfNeeded(deps, conversationId, ring, result.newState, { id: messageId, content: asked }, profile);
  return { conversationId, messageId, created: result.newEvents.length > 0, replyId: reply.replyId ?? replyIdOf(result.newState, conversationId, messageId), observed: reply.observed ?? result.observed };
}

/** The reply a retried question already has, so the retry's answer names it too. */
function replyIdOf(state: ConversationState, conversationId: string, messageId: string): string | null {
  return state.answered.has(messageId) ? derivedId(conversationId, 'reply', messageId) : null;
}

/** A notice from the server (a booking moved, …); `key` makes it idempotent. */
export async function postNotice(deps: ConversationDeps, conversationId: string, notice: { key: string; content: string; metadata?: Record<string, unknown> }) {
  const ring = new KeyRing(deps.vault, deps.events, deps.now());
  const messageId = derivedId(conversationId, 'notice', notice.key);
  const result = await run(deps, conversationId, ring, async (state) => {
    await ring.load([state.ownerId]);
    return {
      type: 'PostServerMessage',
      data: { messageId, clientMessageId: null, role: 'system', content: notice.content, metadata: asJson(notice.metadata), inReplyTo: null, now: deps.now().toISOString() },
    };
  });
  return { conversationId, messageId, observed: result.observed };
}

/** Records a search for the user's recent searches; a retried `clientSearchId` records it once. */
export async function recordSearch(deps: Omit<ConversationDeps, 'answerer'>, userId: string, input: { query: string; feature: FeatureType | null; clientSearchId?: string | null }) {
  const searchId = derivedId('search', userId, input.clientSearchId ?? randomUUID());
  const ring = await new KeyRing(deps.vault, deps.events, deps.now()).load([userId]);
  const decider = {
    ...recentSearchDecider,
    decide: (...args: Parameters<typeof recentSearchDecider.decide>) =>
      recentSearchDecider.decide(...args).map((e) => ({ ...e, data: { ...e.data, query: ring.seal(userId, e.data.query) } })),
  };
  const result = await handleCommand(
    deps.events,
    recentSearchStream(searchId),
    decider,
    { type: 'RecordSearch', data: { searchId, userId, query: input.query, feature: input.feature, now: deps.now().toISOString() } },
    { context: withoutPersonalData(deps.context) },
  );
  return { searchId, observed: result.observed };
}
