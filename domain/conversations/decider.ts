import type { Decider } from '../shared/decider.ts';
import { DomainError, fieldRefusal } from '../shared/errors.ts';
import {
  NOT_FOUND_MESSAGE,
  NO_ACTIVE_MESSAGE,
  SERVER_ROLES,
  cutTitle,
  isAssistantFeature,
  type ConversationActor,
  type ConversationEvent,
  type FeatureType,
  type MessagePosted,
  type MessageRole,
} from './conversation.ts';

export type ConversationState = {
  status: 'none' | 'active' | 'deleted';
  ownerId: string;
  participantIds: string[];
  featureType: FeatureType;
  title: string;
  isStarred: boolean;
  /** Message id → its role, so a retried id is recognised and replies find their question. */
  messages: ReadonlyMap<string, MessageRole>;
  /** Questions that already have the assistant's reply: never two replies to one message. */
  answered: ReadonlySet<string>;
  /** What each person's message says, so a retried id with other words is refused rather than answered as the old one. */
  texts: ReadonlyMap<string, string>;
};

type NewMessage = { messageId: string; clientMessageId: string | null; content: string; metadata: string | null };

export type ConversationCommand =
  | {
      type: 'StartConversation';
      data: { conversationId: string; ownerId: string; participantIds: string[]; featureType: FeatureType; title: string; initialMessage: NewMessage | null; now: string };
    }
  | { type: 'UpdateConversation'; data: { by: ConversationActor; title?: string; isStarred?: boolean; now: string } }
  | { type: 'DeleteConversation'; data: { by: ConversationActor; now: string } }
  | { type: 'PostMessage'; data: NewMessage & { by: ConversationActor; role: MessageRole; now: string } }
  /** The server speaks: the answerer's reply to `inReplyTo`, or a notice (`system`, no question). */
  | { type: 'PostServerMessage'; data: NewMessage & { role: 'assistant' | 'system'; inReplyTo: string | null; now: string } };

export const initialConversationState = (): ConversationState => ({
  status: 'none',
  ownerId: '',
  participantIds: [],
  featureType: 'general',
  title: '',
  isStarred: false,
  messages: new Map(),
  answered: new Set(),
  texts: new Map(),
});

export function evolveConversation(state: ConversationState, event: ConversationEvent): ConversationState {
  switch (event.type) {
    case 'ConversationStarted': {
      const d = event.data;
      return { ...state, status: 'active', ownerId: d.ownerId, participantIds: d.participantIds, featureType: d.featureType, title: d.title };
    }
    case 'ConversationRenamed':
      return { ...state, title: event.data.title };
    case 'ConversationStarred':
      return { ...state, isStarred: event.data.isStarred };
    case 'ConversationDeleted':
      return { ...state, status: 'deleted' };
    case 'MessagePosted': {
      const messages = new Map(state.messages).set(event.data.messageId, event.data.role);
      const question = event.data.inReplyTo;
      const texts = event.data.authorId ? new Map(state.texts).set(event.data.messageId, event.data.content) : state.texts;
      return { ...state, messages, texts, answered: question ? new Set(state.answered).add(question) : state.answered };
    }
  }
}

const notFound = () => new DomainError('NOT_FOUND', NOT_FOUND_MESSAGE);

/** Strangers learn nothing, not even that the conversation exists or was deleted. */
function seatOf(state: ConversationState, by: ConversationActor): 'owner' | 'participant' | 'admin' {
  if (state.status === 'none') throw notFound();
  if (by.id === state.ownerId) return 'owner';
  if (state.participantIds.includes(by.id)) return 'participant';
  if (by.admin && state.featureType === 'expert') return 'admin';
  throw notFound();
}

function requireActive(state: ConversationState): void {
  if (state.status === 'deleted') throw new DomainError('CONFLICT', NO_ACTIVE_MESSAGE);
}

/** The role each seat writes as: the owner as `user`, the booking's expert as `expert`. */
function checkRole(state: ConversationState, seat: 'owner' | 'participant', role: MessageRole): void {
  const own: MessageRole = seat === 'owner' ? 'user' : 'expert';
  if (SERVER_ROLES.includes(role)) throw new DomainError('FORBIDDEN', `Only the server posts as '${role}'`, { role });
  if (role !== own) throw new DomainError('FORBIDDEN', `In this conversation you post as '${own}'`, { role, allowed: own });
}

const routing = (conversationId: string, s: Pick<ConversationState, 'participantIds' | 'featureType'>) => ({
  conversationId,
  participantIds: s.participantIds,
  featureType: s.featureType,
});

function message(
  base: ReturnType<typeof routing>,
  m: NewMessage,
  role: MessageRole,
  authorId: string | null,
  inReplyTo: string | null,
  now: string,
): MessagePosted {
  return {
    type: 'MessagePosted',
    data: { ...base, messageId: m.messageId, clientMessageId: m.clientMessageId, role, authorId, content: m.content, metadata: m.metadata, inReplyTo, postedAt: now },
  };
}

/** The id comes with the stream (conversation-<id>), so no command has to repeat it. */
export function decideConversation(conversationId: string) {
  return (command: ConversationCommand, state: ConversationState): ConversationEvent[] => {
    const base = routing(conversationId, state);
    switch (command.type) {
      case 'StartConversation': {
        const d = command.data;
        // A repeated start (a retried booking confirmation) finds the conversation there.
        if (state.status !== 'none') return [];
        const title = cutTitle(d.title);
        if (!title) throw new DomainError('VALIDATION_ERROR', 'Title is required', fieldRefusal('title', 'TITLE_REQUIRED', 'Title is required'));
        const started = { ...routing(conversationId, d), ownerId: d.ownerId, title, startedAt: d.now };
        const first = d.initialMessage ? [message(routing(conversationId, d), d.initialMessage, 'user', d.ownerId, null, d.now)] : [];
        return [{ type: 'ConversationStarted', data: started }, ...first];
      }
      case 'UpdateConversation': {
        const d = command.data;
        if (seatOf(state, d.by) !== 'owner') throw new DomainError('FORBIDDEN', 'Only the owner can change this conversation');
        requireActive(state);
        const events: ConversationEvent[] = [];
        const title = d.title === undefined ? undefined : cutTitle(d.title);
        if (title === '') throw new DomainError('VALIDATION_ERROR', 'Title is required', fieldRefusal('title', 'TITLE_REQUIRED', 'Title is required'));
        if (title !== undefined && title !== state.title) events.push({ type: 'ConversationRenamed', data: { ...base, title, at: d.now } });
        if (d.isStarred !== undefined && d.isStarred !== state.isStarred) events.push({ type: 'ConversationStarred', data: { ...base, isStarred: d.isStarred, at: d.now } });
        return events;
      }
      case 'DeleteConversation': {
        const d = command.data;
        if (seatOf(state, d.by) !== 'owner') throw new DomainError('FORBIDDEN', 'Only the owner can delete this conversation');
        return state.status === 'deleted' ? [] : [{ type: 'ConversationDeleted', data: { ...base, by: d.by.id, at: d.now } }];
      }
      case 'PostMessage': {
        const d = command.data;
        const seat = seatOf(state, d.by);
        if (seat === 'admin') throw new DomainError('FORBIDDEN', 'Only the participants can write in this conversation');
        requireActive(state);
        // A retry of a stored message is that message, stored once, whatever words the retry carries:
        // the id names the message, so a retry with other words answers with the stored one (and its
        // reply), never with a reply to the new words under the old question.
        if (state.messages.has(d.messageId)) return [];
        checkRole(state, seat, d.role);
        return [message(base, d, d.role, d.by.id, null, d.now)];
      }
      case 'PostServerMessage': {
        const d = command.data;
        if (state.status === 'none') throw notFound();
        if (state.status === 'deleted' || state.messages.has(d.messageId)) return [];
        if (d.inReplyTo !== null) {
          if (!isAssistantFeature(state.featureType)) throw new DomainError('CONFLICT', 'Only assistant conversations get assistant replies');
          if (state.messages.get(d.inReplyTo) !== 'user') throw new DomainError('NOT_FOUND', 'The question to answer is not in this conversation');
          if (state.answered.has(d.inReplyTo)) return [];
        }
        return [message(base, d, d.role, null, d.inReplyTo, d.now)];
      }
    }
  };
}

/** A decider per conversation stream (the id is part of every event it writes). */
export const conversationDecider = (conversationId: string): Decider<ConversationState, ConversationCommand, ConversationEvent> => ({
  initialState: initialConversationState,
  evolve: evolveConversation,
  decide: decideConversation(conversationId),
});

/** Whether a user message still waits for the assistant (used to heal a reply lost to a crash on retry). */
export const needsReply = (state: ConversationState, messageId: string): boolean =>
  state.status === 'active' && isAssistantFeature(state.featureType) && state.messages.get(messageId) === 'user' && !state.answered.has(messageId);
