import { z } from 'zod';
import { declareEvent } from '../shared/declareEvent.ts';
import { FEATURE_TYPES, MESSAGE_ROLES, type ConversationDeleted, type ConversationRenamed, type ConversationStarred, type ConversationStarted, type MessagePosted } from './conversation.ts';
import type { SearchRecorded } from './searches.ts';

// Sealed fields (title, content, metadata, query) are `pii1.…` text in the log: strings here.
const routing = { conversationId: z.string(), participantIds: z.array(z.string()), featureType: z.enum(FEATURE_TYPES) };

export const conversationStarted = declareEvent<ConversationStarted>()(
  'ConversationStarted',
  z.object({ ...routing, ownerId: z.string(), title: z.string(), startedAt: z.string() }),
);

export const conversationRenamed = declareEvent<ConversationRenamed>()('ConversationRenamed', z.object({ ...routing, title: z.string(), at: z.string() }));

export const conversationStarred = declareEvent<ConversationStarred>()('ConversationStarred', z.object({ ...routing, isStarred: z.boolean(), at: z.string() }));

export const conversationDeleted = declareEvent<ConversationDeleted>()('ConversationDeleted', z.object({ ...routing, by: z.string(), at: z.string() }));

export const messagePosted = declareEvent<MessagePosted>()(
  'MessagePosted',
  z.object({
    ...routing,
    messageId: z.string(),
    clientMessageId: z.string().nullable(),
    role: z.enum(MESSAGE_ROLES),
    authorId: z.string().nullable(),
    content: z.string(),
    metadata: z.string().nullable(),
    inReplyTo: z.string().nullable(),
    postedAt: z.string(),
  }),
);

export const searchRecorded = declareEvent<SearchRecorded>()(
  'SearchRecorded',
  z.object({ searchId: z.string(), userId: z.string(), query: z.string(), feature: z.enum(FEATURE_TYPES).nullable(), searchedAt: z.string() }),
);
