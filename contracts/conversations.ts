import { z } from 'zod/mini';
import { FEATURE_TYPES, MESSAGE_ROLES } from '../domain/conversations/conversation.ts';

export {
  ASSISTANT_FEATURES,
  CLIENT_MESSAGE_ID,
  DEFAULT_LIST_LIMIT,
  FEATURE_TYPES,
  MAX_CONTENT_LENGTH,
  MAX_LIST_LIMIT,
  MAX_METADATA_BYTES,
  MAX_TITLE_LENGTH,
  MESSAGE_ROLES,
  NOT_FOUND_MESSAGE,
  NO_ACTIVE_MESSAGE,
} from '../domain/conversations/conversation.ts';
export { DEFAULT_RECENT_SEARCHES, MAX_RECENT_SEARCHES, MAX_SEARCH_QUERY_LENGTH } from '../domain/conversations/searches.ts';

/**
 * Conversations on the wire (spec sections 3 and 7, issues 9 and 10). Answers are loose objects,
 * so a field added later does not break an older client. `messageId` is the client's idempotency
 * key (null when it sent none); `id` is the server's.
 */
export const messageSchema = z.looseObject({
  id: z.string(),
  conversationId: z.string(),
  role: z.enum(MESSAGE_ROLES),
  content: z.string(),
  metadata: z.nullable(z.record(z.string(), z.unknown())),
  createdAt: z.string(),
  messageId: z.nullable(z.string()),
  inReplyTo: z.nullable(z.string()),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSummarySchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  featureType: z.enum(FEATURE_TYPES),
  isStarred: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  messageCount: z.number(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationSchema = z.looseObject({ ...conversationSummarySchema.shape, messages: z.array(messageSchema) });
export type Conversation = z.infer<typeof conversationSchema>;

/** POST /conversations/{id}/messages: the message (the stored one on a retry) and the assistant's reply, if any. */
export const postedMessageSchema = z.looseObject({ message: messageSchema, reply: z.nullable(messageSchema) });

export const recentSearchSchema = z.looseObject({ id: z.string(), query: z.string(), feature: z.nullable(z.enum(FEATURE_TYPES)), createdAt: z.string() });

/** Live frames: `message.created` carries a message; `conversation.updated` the fields that changed (with id); `conversation.deleted` {id}. */
export const CONVERSATION_FRAME_TYPES = ['message.created', 'conversation.updated', 'conversation.deleted'] as const;

/** An assistant reply's metadata (issue 10): numbered sources, the consultation offered without a sourced answer, next questions. */
export const citationSchema = z.looseObject({
  factId: z.string(),
  publisher: z.string(),
  title: z.string(),
  url: z.string(),
  asOf: z.string(),
  verifiedAt: z.optional(z.string()),
});
export type Citation = z.infer<typeof citationSchema>;
export const answerMetadataSchema = z.looseObject({
  citations: z.array(citationSchema),
  consultation: z.optional(z.looseObject({ topicId: z.string(), title: z.string() })),
  suggestions: z.optional(z.array(z.string())),
});
export type AnswerMetadata = z.infer<typeof answerMetadataSchema>;
