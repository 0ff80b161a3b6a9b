import { streamCategory, type RecordedEvent } from '../../infra/eventstore/port.ts';
import type { ReadStore } from '../../infra/readstore/port.ts';
import { openWith, personKey, sealedOwner, type PersonKey } from '../../infra/security/personalData.ts';
import type { ConversationEvent, FeatureType } from '../../domain/conversations/conversation.ts';
import { projected } from '../events.ts';
import { CONVERSATIONS, CONVERSATION_MESSAGES, RECENT_SEARCHES, conversationsProjection, type ConversationDoc, type MessageDoc, type RecentSearchDoc } from '../conversations.ts';

/** The projection behind these queries, for read-your-writes waits. */
export const CONVERSATIONS_READ_MODEL = conversationsProjection.name;

export type Reader = { id: string; admin: boolean };

/** Opens sealed values with one key lookup per person per read. */
function opener(store: ReadStore) {
  const keys = new Map<string, Promise<PersonKey>>();
  return async (value: string): Promise<string> => {
    const owner = sealedOwner(value);
    if (!owner) return value;
    let key = keys.get(owner);
    if (!key) keys.set(owner, (key = personKey(store, owner)));
    return openWith(await key, value);
  };
}

type Open = ReturnType<typeof opener>;

/** Metadata is a JSON object as text; an erased author's reads as empty. */
async function metadataOf(open: Open, sealed: string | null): Promise<Record<string, unknown> | null> {
  if (sealed === null) return null;
  try {
    return JSON.parse(await open(sealed)) as Record<string, unknown>;
  } catch {
    return {};
  }
}

type MessageFields = Pick<MessageDoc, 'role' | 'authorId' | 'clientMessageId' | 'content' | 'metadata' | 'inReplyTo' | 'createdAt'> & { id: string; conversationId: string };

async function messageView(open: Open, m: MessageFields) {
  return {
    id: m.id,
    conversationId: m.conversationId,
    role: m.role,
    content: await open(m.content),
    metadata: await metadataOf(open, m.metadata),
    createdAt: m.createdAt,
    messageId: m.clientMessageId,
    authorId: m.authorId,
    inReplyTo: m.inReplyTo,
  };
}
export type MessageView = Awaited<ReturnType<typeof messageView>>;

async function summaryView(open: Open, c: ConversationDoc) {
  return {
    id: c._id,
    title: await open(c.title),
    featureType: c.featureType,
    isStarred: c.isStarred,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    messageCount: c.messageCount,
    participantIds: c.participantIds,
  };
}
export type ConversationSummary = Awaited<ReturnType<typeof summaryView>>;
export type ConversationView = ConversationSummary & { messages: MessageView[] };

/** The owner and the other participants; admins too for an expert conversation (issue 9). */
export const canRead = (c: Pick<ConversationDoc, 'participantIds' | 'featureType' | 'deleted'>, reader: Reader): boolean =>
  !c.deleted && (c.participantIds.includes(reader.id) || (reader.admin && c.featureType === 'expert'));

/** The conversations read model's repository. */
export function conversations(store: ReadStore) {
  const docs = () => store.collection<ConversationDoc>(CONVERSATIONS);
  const messages = () => store.collection<MessageDoc>(CONVERSATION_MESSAGES);
  return {
    /** With its messages in order; undefined for anyone who may not read it, as if it did not exist. */
    async forReader(id: string, reader: Reader): Promise<ConversationView | undefined> {
      const doc = await docs().findOne({ _id: id });
      if (!doc || !canRead(doc, reader)) return undefined;
      const open = opener(store);
      const list = await messages().find({ conversationId: id }, { sort: { seq: 1 } });
      return { ...(await summaryView(open, doc)), messages: await Promise.all(list.map((m) => messageView(open, { ...m, id: m._id }))) };
    },
    /** The reader's conversations, the most recently active first. */
    async list(userId: string, options: { limit: number; feature?: FeatureType }): Promise<ConversationSummary[]> {
      const filter = { participantIds: userId, deleted: false, ...(options.feature ? { featureType: options.feature } : {}) };
      const open = opener(store);
      const found = await docs().find(filter, { sort: { updatedAt: -1, _id: 1 }, limit: options.limit });
      return Promise.all(found.map((c) => summaryView(open, c)));
    },
    /** Whether it was ever started (a deleted one too: its tombstone stays). */
    async exists(id: string): Promise<boolean> {
      return (await docs().findOne({ _id: id })) !== null;
    },
    /** The feature of a conversation the reader may read, without its messages (for the tier policy). */
    async featureFor(id: string, reader: Reader): Promise<FeatureType | undefined> {
      const doc = await docs().findOne({ _id: id });
      return doc && canRead(doc, reader) ? doc.featureType : undefined;
    },
    async message(conversationId: string, messageId: string): Promise<MessageView | undefined> {
      const m = await messages().findOne({ _id: messageId, conversationId });
      return m ? messageView(opener(store), { ...m, id: m._id }) : undefined;
    },
  };
}

export type RecentSearchView = { id: string; query: string; feature: FeatureType | null; createdAt: string };

/** Newest first, one entry per distinct query (a search repeated moves to the top). */
export async function recentSearches(store: ReadStore, userId: string, limit: number): Promise<RecentSearchView[]> {
  const open = opener(store);
  const docs = await store.collection<RecentSearchDoc>(RECENT_SEARCHES).find({ userId }, { sort: { createdAt: -1, _id: 1 }, limit: limit * 5 });
  const seen = new Set<string>();
  const out: RecentSearchView[] = [];
  for (const d of docs) {
    const query = await open(d.query);
    const key = query.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ id: d._id, query, feature: d.feature, createdAt: d.createdAt });
    if (out.length === limit) break;
  }
  return out;
}

/** A change the live feed sends, derived from a conversation event alone (api/ws/changes.ts). */
export type ConversationChange = {
  type: 'message.created' | 'conversation.updated' | 'conversation.deleted';
  id: string;
  userIds: readonly string[];
  admins: boolean;
  read: (store: ReadStore) => Promise<unknown>;
};

/**
 * The feed follows another projection, so these frames are built from the event and the person
 * keys, not from this read model: a message reaches the screen without waiting for it.
 * `conversation.updated` carries the fields the event changed (a patch), with the id.
 */
export function conversationChangesOf(event: RecordedEvent): ConversationChange[] {
  if (streamCategory(event.streamName) !== 'conversation' || !conversationsProjection.eventTypes.has(event.type)) return [];
  const e = projected<ConversationEvent>(event);
  const d = e.data;
  const base = { id: d.conversationId, userIds: d.participantIds, admins: d.featureType === 'expert' };
  switch (e.type) {
    case 'MessagePosted': {
      const m = e.data;
      const fields = { ...m, id: m.messageId, createdAt: m.postedAt };
      return [{ ...base, type: 'message.created', id: m.messageId, read: (store) => messageView(opener(store), fields) }];
    }
    case 'ConversationStarted': {
      const s = e.data;
      const patch = { id: s.conversationId, featureType: s.featureType, isStarred: false, createdAt: s.startedAt, updatedAt: s.startedAt, participantIds: s.participantIds };
      return [{ ...base, type: 'conversation.updated', read: async (store) => ({ ...patch, title: await opener(store)(s.title) }) }];
    }
    case 'ConversationRenamed': {
      const r = e.data;
      return [{ ...base, type: 'conversation.updated', read: async (store) => ({ id: r.conversationId, title: await opener(store)(r.title), updatedAt: r.at }) }];
    }
    case 'ConversationStarred':
      return [{ ...base, type: 'conversation.updated', read: () => Promise.resolve({ id: d.conversationId, isStarred: e.data.isStarred, updatedAt: e.data.at }) }];
    case 'ConversationDeleted':
      return [{ ...base, type: 'conversation.deleted', read: () => Promise.resolve({ id: d.conversationId }) }];
  }
}
