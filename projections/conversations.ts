import type { RecordedEvent } from '../infra/eventstore/port.ts';
import type { Doc, ReadStore } from '../infra/readstore/port.ts';
import type { ConversationEvent, FeatureType, MessageRole } from '../domain/conversations/conversation.ts';
import type { SearchRecorded } from '../domain/conversations/searches.ts';
import type { MarketSearched } from '../domain/market/searches.ts';
import type { Projection } from './projection.ts';
import { projected } from './events.ts';
import { setGuarded } from './guarded.ts';

export const CONVERSATIONS = 'conversations';
export const CONVERSATION_MESSAGES = 'conversationMessages';
export const RECENT_SEARCHES = 'recentSearches';

/**
 * Sealed fields stay sealed here and are opened when read (queries/conversations.ts): once a
 * person is erased, what they wrote reads as erased without touching this model.
 */
export type ConversationDoc = Doc & {
  ownerId: string;
  participantIds: string[];
  featureType: FeatureType;
  title: string;
  isStarred: boolean;
  messageCount: number;
  createdAt: string;
  updatedAt: string;
  /** A deleted conversation keeps only this tombstone, so a replayed older event cannot bring it back. */
  deleted: boolean;
  /** Revision of the last conversation-stream event applied. */
  _rev: number;
};

export type MessageDoc = Doc & {
  conversationId: string;
  role: MessageRole;
  authorId: string | null;
  clientMessageId: string | null;
  content: string;
  metadata: string | null;
  inReplyTo: string | null;
  createdAt: string;
  /** The stream revision: the order of the conversation. */
  seq: number;
};

export type RecentSearchDoc = Doc & { userId: string; query: string; feature: FeatureType | null; createdAt: string };

const CONVERSATION_TYPES: ConversationEvent['type'][] = ['ConversationStarted', 'ConversationRenamed', 'ConversationStarred', 'ConversationDeleted', 'MessagePosted'];

async function applyConversation(event: ConversationEvent, rev: number, store: ReadStore): Promise<unknown> {
  const conversations = store.collection<ConversationDoc>(CONVERSATIONS);
  const id = event.data.conversationId;
  const guarded = (update: Record<string, Record<string, unknown>>) =>
    conversations.updateOne({ _id: id, _rev: { $lt: rev } }, { ...update, $set: { ...update.$set, _rev: rev } });
  switch (event.type) {
    case 'ConversationStarted': {
      const d = event.data;
      const fields = { ownerId: d.ownerId, participantIds: d.participantIds, featureType: d.featureType, title: d.title, isStarred: false, messageCount: 0, createdAt: d.startedAt, updatedAt: d.startedAt, deleted: false };
      return setGuarded(conversations, id, rev, fields);
    }
    case 'ConversationRenamed':
      return guarded({ $set: { title: event.data.title, updatedAt: event.data.at } });
    case 'ConversationStarred':
      return guarded({ $set: { isStarred: event.data.isStarred, updatedAt: event.data.at } });
    case 'ConversationDeleted':
      await guarded({ $set: { deleted: true, title: '', messageCount: 0, updatedAt: event.data.at } });
      await store.collection<MessageDoc>(CONVERSATION_MESSAGES).deleteMany({ conversationId: id });
      return;
    case 'MessagePosted': {
      const d = event.data;
      const message = { conversationId: id, role: d.role, authorId: d.authorId, clientMessageId: d.clientMessageId, content: d.content, metadata: d.metadata, inReplyTo: d.inReplyTo, createdAt: d.postedAt, seq: rev };
      await store.collection<MessageDoc>(CONVERSATION_MESSAGES).updateOne({ _id: d.messageId }, { $setOnInsert: message }, { upsert: true });
      return guarded({ $set: { updatedAt: d.postedAt }, $inc: { messageCount: 1 } });
    }
  }
}

/** A search is written once and never changed; ids of the two sources are kept apart by a prefix. */
function searchOf(recorded: RecordedEvent): RecentSearchDoc | undefined {
  if (recorded.type === 'SearchRecorded') {
    const d = projected<SearchRecorded>(recorded).data;
    return { _id: d.searchId, userId: d.userId, query: d.query, feature: d.feature, createdAt: d.searchedAt };
  }
  if (recorded.type === 'MarketSearched') {
    const d = projected<MarketSearched>(recorded).data;
    return { _id: `market:${d.searchId}`, userId: d.userId, query: d.query, feature: d.searchType === 'all' ? null : d.searchType, createdAt: d.at };
  }
  return undefined;
}

export const conversationsProjection: Projection = {
  name: 'conversations',
  version: 1,
  collections: [CONVERSATIONS, CONVERSATION_MESSAGES, RECENT_SEARCHES],
  // The market search's own history (issue 10) and searches a client records here (offline, other features).
  eventTypes: new Set<string>([...CONVERSATION_TYPES, 'SearchRecorded', 'MarketSearched']),
  async setup(store) {
    await store.collection(CONVERSATIONS).createIndex({ participantIds: 1, updatedAt: -1 });
    await store.collection(CONVERSATION_MESSAGES).createIndex({ conversationId: 1, seq: 1 });
    await store.collection(RECENT_SEARCHES).createIndex({ userId: 1, createdAt: -1 });
  },
  async apply(recorded: RecordedEvent, store: ReadStore) {
    const search = searchOf(recorded);
    if (!search) return void (await applyConversation(projected<ConversationEvent>(recorded), recorded.revision, store));
    const { _id, ...doc } = search;
    await store.collection<RecentSearchDoc>(RECENT_SEARCHES).updateOne({ _id }, { $setOnInsert: doc }, { upsert: true });
  },
};
