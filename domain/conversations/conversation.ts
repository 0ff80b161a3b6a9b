import type { DomainEvent } from '../shared/decider.ts';

/**
 * Conversations (spec sections 3 and 7, issues 9 and 10). Pure data and types; the web imports the
 * constants. The four assistant features get an answer from the answerer; `expert` is the chat of
 * a booking between its user and its expert.
 */
export const FEATURE_TYPES = ['market', 'legal', 'partners', 'general', 'expert'] as const;
export type FeatureType = (typeof FEATURE_TYPES)[number];
export const ASSISTANT_FEATURES = ['market', 'legal', 'partners', 'general'] as const;
export type AssistantFeature = (typeof ASSISTANT_FEATURES)[number];
export const isAssistantFeature = (f: FeatureType): f is AssistantFeature => (ASSISTANT_FEATURES as readonly string[]).includes(f);

export const MESSAGE_ROLES = ['user', 'assistant', 'system', 'expert'] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];
/** Roles only the server writes: the answerer's replies and notices (a booking moved, …). */
export const SERVER_ROLES: readonly MessageRole[] = ['assistant', 'system'];

export const MAX_TITLE_LENGTH = 255;
export const MAX_CONTENT_LENGTH = 8_000;
/** Bytes of a message's metadata as JSON text. */
export const MAX_METADATA_BYTES = 4_096;
/** A client's idempotency key: offline ids (`offline_…`), uuids; no dot, so it never meets a server key. */
export const CLIENT_MESSAGE_ID = /^[A-Za-z0-9_-]{1,100}$/;
export const DEFAULT_LIST_LIMIT = 20;
export const MAX_LIST_LIMIT = 100;

export const NOT_FOUND_MESSAGE = 'Conversation not found';
export const NO_ACTIVE_MESSAGE = 'No active conversation';

/** The spec's rule (section 5), counted in characters so a cut never splits a surrogate pair. */
export function cutTitle(title: string): string {
  const chars = Array.from(title.trim());
  return chars.length > MAX_TITLE_LENGTH ? chars.slice(0, MAX_TITLE_LENGTH).join('') : title.trim();
}

/** Who acts, from the verified token; admins may read expert conversations, not write into them. */
export type ConversationActor = { id: string; admin: boolean };

export const conversationStream = (conversationId: string): string => `conversation-${conversationId}`;

/**
 * Every event names the participants and the feature, so the live feed can route it from the
 * event alone (api/ws/changes.ts). Title, content and metadata are sealed at the edge of the log
 * (commands/conversations/sealing.ts); the domain sees plaintext.
 */
type Routing = { conversationId: string; participantIds: string[]; featureType: FeatureType };

export type ConversationStarted = DomainEvent<'ConversationStarted', Routing & { ownerId: string; title: string; startedAt: string }>;
export type ConversationRenamed = DomainEvent<'ConversationRenamed', Routing & { title: string; at: string }>;
export type ConversationStarred = DomainEvent<'ConversationStarred', Routing & { isStarred: boolean; at: string }>;
export type ConversationDeleted = DomainEvent<'ConversationDeleted', Routing & { by: string; at: string }>;
export type MessagePosted = DomainEvent<
  'MessagePosted',
  Routing & {
    /** Unique across conversations (derived from the conversation and the idempotency key). */
    messageId: string;
    /** The client's idempotency key, when it sent one. */
    clientMessageId: string | null;
    role: MessageRole;
    /** The person who wrote it; null for the assistant and system notices. */
    authorId: string | null;
    content: string;
    /** JSON text of a bounded object, kept as text so it can be sealed like the content. */
    metadata: string | null;
    /** The user message an assistant reply answers. */
    inReplyTo: string | null;
    postedAt: string;
  }
>;

export type ConversationEvent = ConversationStarted | ConversationRenamed | ConversationStarred | ConversationDeleted | MessagePosted;
