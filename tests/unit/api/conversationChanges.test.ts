import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../../infra/eventstore/port.ts';
import { EmbeddedReadStore } from '../../../infra/readstore/embedded.ts';
import { changesOf } from '../../../api/ws/changes.ts';

const at = '2026-11-23T10:00:00.000Z';
const recorded = (type: string, data: unknown, streamName = 'conversation-c1'): RecordedEvent => ({
  id: 'e1', streamName, revision: 1, position: { commit: 7n, prepare: 7n }, type, data, metadata: {}, createdAt: at,
});
const message = (featureType: string, participantIds: string[]) =>
  recorded('MessagePosted', {
    conversationId: 'c1', participantIds, featureType, messageId: 'm1', clientMessageId: 'k1', role: 'expert', authorId: 'e1',
    content: 'See you at ten', metadata: '{"a":1}', inReplyTo: null, postedAt: at,
  });

describe('conversation changes on the live feed', () => {
  it('send a message of an expert chat to both participants and the admins', async () => {
    const [change] = changesOf(message('expert', ['u1', 'e1']));
    expect(change).toMatchObject({ type: 'message.created', id: 'm1', audience: { userIds: ['u1', 'e1'], admins: true } });
    expect(await change!.read(new EmbeddedReadStore())).toMatchObject({ id: 'm1', conversationId: 'c1', content: 'See you at ten', metadata: { a: 1 }, messageId: 'k1' });
  });

  it('keep an assistant conversation to its owner', () => {
    expect(changesOf(message('legal', ['u1']))[0]!.audience).toEqual({ userIds: ['u1'], admins: false });
  });

  it('tell a rename, a star and a deletion as patches of the conversation', async () => {
    const routing = { conversationId: 'c1', participantIds: ['u1'], featureType: 'market' };
    const store = new EmbeddedReadStore();
    const [renamed] = changesOf(recorded('ConversationRenamed', { ...routing, title: 'New', at }));
    expect(renamed).toMatchObject({ type: 'conversation.updated', id: 'c1' });
    expect(await renamed!.read(store)).toEqual({ id: 'c1', title: 'New', updatedAt: at });
    const [starred] = changesOf(recorded('ConversationStarred', { ...routing, isStarred: true, at }));
    expect(await starred!.read(store)).toEqual({ id: 'c1', isStarred: true, updatedAt: at });
    const [deleted] = changesOf(recorded('ConversationDeleted', { ...routing, by: 'u1', at }));
    expect(deleted).toMatchObject({ type: 'conversation.deleted', id: 'c1' });
  });

  it('ignore searches, which nobody else needs live', () => {
    expect(changesOf(recorded('SearchRecorded', { searchId: 's', userId: 'u1', query: 'q', feature: null, searchedAt: at }, 'recentSearch-s'))).toEqual([]);
  });
});
